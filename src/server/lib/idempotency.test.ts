// A retry after a lost response and a double tap send the same Idempotency-Key: one row, one award.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer, type TestUser } from "../testing/test-server.ts";
import { IDEMPOTENCY_HEADER } from "./idempotency.ts";

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.close());

const send = (u: TestUser, path: string, json: unknown, key?: string) =>
  u.request(path, { method: "POST", json, headers: key ? { [IDEMPOTENCY_HEADER]: key } : {} });

async function xp(u: TestUser): Promise<number> {
  return ((await (await u.request("/api/progress")).json()) as { xp: number }).xp;
}

async function count(u: TestUser, path: string): Promise<number> {
  const body = (await (await u.request(path)).json()) as unknown[] | { items?: unknown[]; journals?: unknown[] };
  return Array.isArray(body) ? body.length : (body.items ?? body.journals ?? []).length;
}

describe("idempotent creates", () => {
  it("a retry with the same key gets the first journal back, and its points once", async () => {
    const u = await t.signUp();
    const entry = { entryType: "appreciation", content: "The sun on the balcony this morning" };
    const first = await send(u, "/api/journals", entry, "journal-key-0001");
    expect(first.status).toBe(201);
    const points = await xp(u);
    const again = await send(u, "/api/journals", entry, "journal-key-0001");
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    const [a, b] = (await Promise.all([first.json(), again.json()])) as { journal: { id: string } }[];
    expect(b!.journal.id).toBe(a!.journal.id);
    expect(await xp(u)).toBe(points);
    expect(await count(u, "/api/journals")).toBe(1);
  });

  it("a double tap (both at once) saves one journal, one mood and one goal check-in", async () => {
    const u = await t.signUp();
    const twice = (path: string, json: unknown, key: string) =>
      Promise.all([send(u, path, json, key), send(u, path, json, key)]);
    const journals = await twice(
      "/api/journals",
      { entryType: "appreciation", content: "I froze, and I still finished the talk" },
      "tap-journal-01",
    );
    const moods = await twice("/api/moods", { moodLevel: 4, note: "a calmer day" }, "tap-mood-0001");
    const goals = await twice("/api/moods/goal-tracking", { goalType: "confidence", level: 4 }, "tap-goal-0001");
    for (const pair of [journals, moods, goals]) {
      expect(pair.map((r) => r.status)).toEqual([201, 201]);
      const [a, b] = (await Promise.all(pair.map((r) => r.json()))) as Record<string, unknown>[];
      expect(b).toEqual(a);
    }
    expect(await count(u, "/api/journals")).toBe(1);
    const moodList = ((await (await u.request("/api/moods")).json()) as { items: unknown[] }).items;
    expect(moodList).toHaveLength(2); // the mood and the goal check-in
  });

  it("the same key with different words is a new entry; no key keeps the old behaviour", async () => {
    const u = await t.signUp();
    expect(
      (await send(u, "/api/journals", { entryType: "appreciation", content: "first draft" }, "edit-key-0001")).status,
    ).toBe(201);
    expect(
      (await send(u, "/api/journals", { entryType: "appreciation", content: "first draft, edited" }, "edit-key-0001"))
        .status,
    ).toBe(201);
    expect((await send(u, "/api/journals", { entryType: "appreciation", content: "no key" })).status).toBe(201);
    expect((await send(u, "/api/journals", { entryType: "appreciation", content: "no key" })).status).toBe(201);
    expect(await count(u, "/api/journals")).toBe(4);
  });

  it("does not remember a refused request, and keeps each user's keys apart", async () => {
    const u = await t.signUp();
    const v = await t.signUp();
    const bad = await send(u, "/api/moods", { moodLevel: 9 }, "shared-key-0001");
    expect(bad.status).toBe(400);
    expect(
      (await send(u, "/api/moods", { moodLevel: 9 }, "shared-key-0001")).headers.get("idempotent-replayed"),
    ).toBeNull();
    const mine = (await (await send(u, "/api/moods", { moodLevel: 3 }, "shared-key-0002")).json()) as { id: string };
    const theirs = await send(v, "/api/moods", { moodLevel: 3 }, "shared-key-0002");
    expect(theirs.status).toBe(201);
    expect(((await theirs.json()) as { id: string }).id).not.toBe(mine.id);
  });

  it("answers a malformed key with 400 in the error shape", async () => {
    const u = await t.signUp();
    for (const key of ["short", "x".repeat(129), "spaces are not allowed"]) {
      const res = await send(u, "/api/moods", { moodLevel: 3 }, key);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("bad_request");
    }
    expect(await count(u, "/api/moods")).toBe(0);
  });
});
