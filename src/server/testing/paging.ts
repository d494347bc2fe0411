// Test helpers for cursor paging (issue 15 item 10): timestamps that tie and carry microseconds,
// and a walk through every page of a list.
import { sql, type SQL } from "drizzle-orm";
import { expect } from "vitest";

export interface Stamp {
  /** The instant as PostgreSQL keeps it: ISO, UTC, six fraction digits (sorts as text). */
  iso: string;
  /** For an insert's timestamptz column. */
  value: SQL;
}

/**
 * `n` instants, oldest first: rows come in threes on one millisecond, the first two at the very
 * same instant (only the id orders them) and the third some microseconds later (lost by a Date).
 */
export function pagingStamps(n: number, start = Date.UTC(2026, 0, 5, 8)): Stamp[] {
  return Array.from({ length: n }, (_, i) => {
    const ms = new Date(start + Math.floor(i / 3) * 60_000).toISOString(); // …:00.000Z
    const micro = i % 3 === 2 ? String(101 + (i % 800)) : "000";
    const iso = ms.replace(/Z$/, `${micro}Z`);
    return { iso, value: sql`${iso}::timestamptz` };
  });
}

/** Rows in the API's order: (instant, id) newest first. */
export const newestFirst = <R extends { id: string; stamp: string }>(rows: R[]) =>
  [...rows].sort((a, b) => (a.stamp === b.stamp ? b.id.localeCompare(a.id) : b.stamp.localeCompare(a.stamp)));

export interface PageBody<T> {
  items: T[];
  nextCursor: string | null;
}

/** Follows nextCursor from the first page to the last (at most 50 pages) and returns every page. */
export async function allPages<T>(fetchPage: (cursor: string | null) => Promise<PageBody<T>>): Promise<T[][]> {
  const pages: T[][] = [];
  let cursor: string | null = null;
  do {
    const page: PageBody<T> = await fetchPage(cursor);
    pages.push(page.items);
    cursor = page.nextCursor;
  } while (cursor !== null && pages.length < 50);
  expect(cursor, "more than 50 pages").toBeNull();
  return pages;
}

/** GETs `path` (whose query may already hold parameters) with the cursor and limit, expecting 200. */
export function pageGetter<T>(
  u: { request: (path: string) => Promise<Response> },
  path: string,
  limit?: number,
  read: (body: unknown) => PageBody<T> = (b) => b as PageBody<T>,
) {
  return async (cursor: string | null): Promise<PageBody<T>> => {
    const params = new URLSearchParams();
    if (cursor !== null) params.set("cursor", cursor);
    if (limit !== undefined) params.set("limit", String(limit));
    const joined = params.size === 0 ? path : `${path}${path.includes("?") ? "&" : "?"}${params.toString()}`;
    const res = await u.request(joined);
    expect(res.status, `${joined}: ${await res.clone().text()}`).toBe(200);
    return read(await res.json());
  };
}

/** Cursors that are not ours: each must be a 400 in the one error shape, naming the cursor. */
export const BAD_CURSORS = [
  "",
  "not-a-cursor",
  "%%%",
  "eyJhdCI6IjIwMjYifQ", // {"at":"2026"}
  btoa(JSON.stringify({ at: "2026-01-05T08:00:00.000000Z", id: "x" })).replace(/=+$/, ""),
  btoa(JSON.stringify({ at: "yesterday", id: "0b8f2f5e-6a53-4c1e-9d55-2b0f3a1c9e77" })).replace(/=+$/, ""),
  btoa("[1,2]").replace(/=+$/, ""),
  "A".repeat(300),
];

/** Answers each bad cursor and bad limit with 400 `bad_request`. */
export async function expectBadPageQueries(u: { request: (path: string) => Promise<Response> }, path: string) {
  const join = path.includes("?") ? "&" : "?";
  for (const cursor of BAD_CURSORS) {
    const res = await u.request(`${path}${join}cursor=${encodeURIComponent(cursor)}`);
    expect(res.status, `cursor ${JSON.stringify(cursor)}`).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string; fields?: Record<string, string> } };
    expect(body.error.code).toBe("bad_request");
    expect(body.error.fields?.cursor, `cursor ${JSON.stringify(cursor)}`).toBeTruthy();
  }
  for (const limit of ["0", "101", "-1", "2.5", "ten", ""]) {
    const res = await u.request(`${path}${join}limit=${encodeURIComponent(limit)}`);
    expect(res.status, `limit ${JSON.stringify(limit)}`).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("bad_request");
  }
}
