// Cursor paging of the lists that grow (issue 15 item 10): `?cursor=&limit=` in, `nextCursor` out.
import { z } from "zod";
import { UUID } from "./ids.ts";

export const PAGE_LIMIT_DEFAULT = 50;
export const PAGE_LIMIT_MAX = 100;
export const INVALID_CURSOR_MESSAGE = "Invalid cursor";

/**
 * Where a page ended: the last row's sort key (a UTC timestamp to the microsecond, as the
 * database keeps it) and its id. Sent as base64url JSON; opaque to clients.
 */
export interface Cursor {
  at: string;
  id: string;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
const BASE64URL = /^[A-Za-z0-9_-]+$/;
/** A cursor is about 90 characters; anything much longer is not one of ours. */
const CURSOR_MAX = 200;

export function encodeCursor(cursor: Cursor): string {
  return btoa(JSON.stringify({ at: cursor.at, id: cursor.id }))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** The cursor, or null when the text is not one this API made. */
export function decodeCursor(text: string): Cursor | null {
  if (text.length > CURSOR_MAX || !BASE64URL.test(text)) return null;
  try {
    const base64 = text.replace(/-/g, "+").replace(/_/g, "/");
    const value: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "=")));
    if (typeof value !== "object" || value === null) return null;
    const { at, id } = value as Record<string, unknown>;
    if (
      typeof at !== "string" ||
      typeof id !== "string" ||
      !TIMESTAMP.test(at) ||
      !UUID.test(id) ||
      Number.isNaN(Date.parse(at))
    )
      return null;
    return { at, id };
  } catch {
    return null;
  }
}

export const CursorSchema = z
  .string()
  .max(CURSOR_MAX, { error: INVALID_CURSOR_MESSAGE })
  .refine((text) => decodeCursor(text) !== null, { error: INVALID_CURSOR_MESSAGE });

/** `?cursor=<from the previous page's nextCursor>&limit=<1..100, default 50>`. */
export const PageQuerySchema = z.object({
  cursor: CursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(PAGE_LIMIT_DEFAULT),
});
export type PageQuery = z.output<typeof PageQuerySchema>;

/** One page of a list; `nextCursor` asks for the page after it, null on the last page. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}
