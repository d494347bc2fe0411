import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  MAX_LIST_ITEMS,
  applyListEdit,
  joinWithPrevious,
  listAnswers,
  parseListItems,
  pasteIntoList,
  removeListItem,
  splitListItem,
} from "./list-items.ts";

const word = fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,20}[A-Za-z]$/);

describe("numbered list input", () => {
  it("drops blank lines and strips leading 'N.' numbering", () => {
    expect(parseListItems("1. Coffee\n\n2.   Sunshine  \n   \n3.A friend\n10. Ten")).toEqual([
      "Coffee",
      "Sunshine",
      "A friend",
      "Ten",
    ]);
    expect(parseListItems("")).toEqual([]);
    expect(parseListItems("1. \n2. ")).toEqual([]);
    expect(parseListItems("No number\r\n2. two")).toEqual(["No number", "two"]);
    expect(parseListItems("1. 2024 was hard")).toEqual(["2024 was hard"]);
    expect(listAnswers(["  My laugh ", "", "3. My patience", "   "])).toEqual(["My laugh", "My patience"]);
  });

  it("Enter moves the text after the caret into a new item below and puts the caret there", () => {
    const items = ["My laugh", "My patience"];
    const atEnd = splitListItem(items, 0, "My laugh".length)!;
    expect(applyListEdit(items, atEnd)).toEqual(["My laugh", "", "My patience"]);
    expect(atEnd.focus).toEqual({ index: 1, caret: 0 });
    expect(applyListEdit(items, splitListItem(items, 1, 3)!)).toEqual(["My laugh", "My ", "patience"]);
    // A selection is replaced by the break.
    expect(applyListEdit(items, splitListItem(items, 1, 2, 3)!)).toEqual(["My laugh", "My", "patience"]);
  });

  it("Enter does nothing on a blank item or a full list", () => {
    expect(splitListItem(["Coffee", "  "], 1, 0)).toBeNull();
    expect(splitListItem([""], 0, 0)).toBeNull();
    expect(
      splitListItem(
        Array.from({ length: MAX_LIST_ITEMS }, () => "x"),
        3,
        1,
      ),
    ).toBeNull();
  });

  it("Backspace at the start joins an item to the one above; an empty first item gives way", () => {
    const removed = joinWithPrevious(["Coffee", "", "Tea"], 1)!;
    expect(applyListEdit(["Coffee", "", "Tea"], removed)).toEqual(["Coffee", "Tea"]);
    expect(removed.focus).toEqual({ index: 0, caret: 6 });
    expect(applyListEdit(["Coffee", "Tea"], joinWithPrevious(["Coffee", "Tea"], 1)!)).toEqual(["CoffeeTea"]);
    expect(applyListEdit(["", "Tea"], joinWithPrevious(["", "Tea"], 0)!)).toEqual(["Tea"]);
    expect(joinWithPrevious(["Coffee", "Tea"], 0)).toBeNull();
    expect(joinWithPrevious([""], 0)).toBeNull();
  });

  it("Enter then Backspace at the same place gives the list back", () => {
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 8 }), fc.nat(), fc.nat(), (items, i, c) => {
        const index = i % items.length;
        const caret = c % (items[index]!.length + 1);
        const split = splitListItem(items, index, caret)!;
        const after = applyListEdit(items, split);
        expect(after).toHaveLength(items.length + 1);
        expect(applyListEdit(after, joinWithPrevious(after, split.focus.index)!)).toEqual(items);
      }),
    );
  });

  it("Remove takes one item and leaves the last one", () => {
    const edit = removeListItem(["a", "b", "c"], 1)!;
    expect(applyListEdit(["a", "b", "c"], edit)).toEqual(["a", "c"]);
    expect(edit.focus).toEqual({ index: 1, caret: 1 });
    expect(removeListItem(["a", "bb"], 1)!.focus).toEqual({ index: 0, caret: 1 });
    expect(removeListItem(["only"], 0)).toBeNull();
  });

  it("pasting several lines makes one item each, numbering stripped, up to the limit", () => {
    const items = ["Coffee", "Tea"];
    const edit = pasteIntoList(items, 0, 3, 6, "1. fee\n\n2. Sunshine\n3. A friend")!;
    expect(applyListEdit(items, edit)).toEqual(["Coffee", "Sunshine", "A friend", "Tea"]);
    expect(edit.focus).toEqual({ index: 2, caret: "A friend".length });
    expect(pasteIntoList(items, 0, 0, 0, "one line")).toBeNull();
    const full = Array.from({ length: MAX_LIST_ITEMS - 1 }, () => "x");
    expect(applyListEdit(full, pasteIntoList(full, 0, 1, 1, "a\nb\nc")!)).toHaveLength(MAX_LIST_ITEMS);
  });
});
