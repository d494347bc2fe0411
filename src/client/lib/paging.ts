// Cursor-paged lists (`?cursor=&limit=` → { items, nextCursor }) for useInfiniteQuery.
import type { InfiniteData } from "@tanstack/react-query";
import type { Page } from "#shared/schemas/paging.ts";

/**
 * The query of a list page: the list's own parameters (empty ones left out) plus the cursor of the
 * page to read (none for the first).
 */
export function pageQuery<P extends Record<string, string | undefined>>(
  params: P,
  cursor: string | null,
): Partial<P> & { cursor?: string } {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== "") query[key] = value;
  if (cursor) query.cursor = cursor;
  return query as Partial<P> & { cursor?: string };
}

/** The options every paged list shares: start without a cursor, follow nextCursor until null. */
export const cursorPaging = {
  initialPageParam: null as string | null,
  getNextPageParam: (last: { nextCursor: string | null }) => last.nextCursor,
};

/** Every loaded item, in page order (ids kept once, in case a refetch moved a row between pages). */
export function itemsOf<T extends { id: string }>(data: InfiniteData<Page<T>, unknown> | undefined): T[] | undefined {
  if (!data) return undefined;
  const seen = new Set<string>();
  const items: T[] = [];
  for (const page of data.pages) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}

/** The loaded pages with `item` first on the first page (an optimistic write); undefined stays undefined. */
export function prependItem<T, P>(
  data: InfiniteData<Page<T>, P> | undefined,
  item: T,
): InfiniteData<Page<T>, P> | undefined {
  if (!data) return data;
  const [first, ...rest] = data.pages;
  return {
    ...data,
    pages: [{ items: [item, ...(first?.items ?? [])], nextCursor: first?.nextCursor ?? null }, ...rest],
  };
}
