import { describe, expect, it } from "vitest";
import { cursorPaging, itemsOf, pageQuery, prependItem } from "./paging.ts";

const page = (ids: string[], nextCursor: string | null) => ({ items: ids.map((id) => ({ id })), nextCursor });

describe("cursor-paged lists on the client", () => {
  it("asks for a page with the list's parameters and the cursor, leaving out empty ones", () => {
    expect(pageQuery({ entryType: "all", q: "" }, null)).toEqual({ entryType: "all" });
    expect(pageQuery({ kind: "goal", goalType: undefined }, "eyJh")).toEqual({ kind: "goal", cursor: "eyJh" });
    expect(pageQuery({}, null)).toEqual({});
  });

  it("follows nextCursor until it is null", () => {
    expect(cursorPaging.initialPageParam).toBeNull();
    expect(cursorPaging.getNextPageParam(page(["a"], "next"))).toBe("next");
    expect(cursorPaging.getNextPageParam(page(["a"], null))).toBeNull();
  });

  it("lists every loaded item in page order, each once", () => {
    expect(itemsOf(undefined)).toBeUndefined();
    expect(
      itemsOf({ pages: [page(["c", "b"], "x"), page(["b", "a"], null)], pageParams: [null, "x"] })!.map((i) => i.id),
    ).toEqual(["c", "b", "a"]);
  });

  it("puts an optimistic item first on the first page and keeps the rest", () => {
    expect(prependItem(undefined, { id: "new" })).toBeUndefined();
    const data = { pages: [page(["b"], "x"), page(["a"], null)], pageParams: [null, "x"] };
    const next = prependItem(data, { id: "new" })!;
    expect(next.pages.map((p) => p.items.map((i) => i.id))).toEqual([["new", "b"], ["a"]]);
    expect(next.pages[0]!.nextCursor).toBe("x");
    expect(next.pageParams).toEqual([null, "x"]);
    expect(data.pages[0]!.items).toHaveLength(1);
  });
});
