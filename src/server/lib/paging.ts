// Keyset paging on (timestamp, id), newest first: each page starts right after the cursor's row,
// so rows added or deleted meanwhile never shift a page (no duplicates, no gaps).
import { desc, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { decodeCursor, encodeCursor, INVALID_CURSOR_MESSAGE, type PageQuery } from "#shared/schemas/paging.ts";
import { badRequest } from "./errors.ts";

export interface Keyset {
  /** A timestamptz column. */
  at: AnyPgColumn;
  /** The uuid primary key: breaks ties between rows of the same instant. */
  id: AnyPgColumn;
}

/**
 * The sort key as the database keeps it (microseconds, UTC): a JavaScript Date would drop the
 * microseconds of rows stamped by now() and the next page would skip or repeat them.
 */
export const sortKeyOf = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Rows strictly after the cursor in (at desc, id desc) order; undefined on the first page. */
export function afterCursor(keyset: Keyset, cursor: string | undefined): SQL | undefined {
  if (cursor === undefined) return undefined;
  const c = decodeCursor(cursor);
  // The query schema checked it already; this keeps a direct caller honest.
  if (!c) throw badRequest(INVALID_CURSOR_MESSAGE, { cursor: INVALID_CURSOR_MESSAGE });
  return sql`(${keyset.at}, ${keyset.id}) < (${c.at}::timestamptz, ${c.id}::uuid)`;
}

export const newestFirst = (keyset: Keyset) => [desc(keyset.at), desc(keyset.id)];

/** Ask for one row more than the page: its presence says there is a next page. */
export const rowsToFetch = (query: PageQuery) => query.limit + 1;

/** The page's rows and the cursor after its last one (null when nothing follows). */
export function pageOf<R>(
  rows: R[],
  query: PageQuery,
  keyOf: (row: R) => { at: string; id: string },
): { rows: R[]; nextCursor: string | null } {
  if (rows.length <= query.limit) return { rows, nextCursor: null };
  const page = rows.slice(0, query.limit);
  return { rows: page, nextCursor: encodeCursor(keyOf(page.at(-1)!)) };
}
