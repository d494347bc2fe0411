import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatListItems, insertListLine, nextListNumber, parseListItems } from "./list-items.ts";

describe("numbered list input", () => {
  it("drops blank lines and strips leading 'N.' numbering", () => {
    expect(parseListItems("1. Coffee\n\n2.   Sunshine  \n   \n3.A friend\n10. Ten")).toEqual(["Coffee", "Sunshine", "A friend", "Ten"]);
    expect(parseListItems("")).toEqual([]);
    expect(parseListItems("1. \n2. ")).toEqual([]);
    expect(parseListItems("No number\r\n2. two")).toEqual(["No number", "two"]);
    expect(parseListItems("1. 2024 was hard")).toEqual(["2024 was hard"]);
  });

  it("round-trips through the displayed format", () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,20}[A-Za-z]$/), { maxLength: 8 }), (items) => {
        expect(parseListItems(formatListItems(items))).toEqual(items);
      }),
    );
  });

  it("Enter adds the next number", () => {
    expect(insertListLine("", 0)).toEqual({ text: "1. ", caret: 3 });
    expect(insertListLine("1. Coffee", 9)).toEqual({ text: "1. Coffee\n2. ", caret: 13 });
    const two = "1. Coffee\n2. Tea";
    expect(insertListLine(two, two.length).text).toBe("1. Coffee\n2. Tea\n3. ");
    expect(nextListNumber("1. a\n2. b")).toBe(3);
  });

  it("a line inserted in the middle renumbers the lines below it", () => {
    const three = "1. Laugh\n2. Patience\n3. Humour";
    const next = insertListLine(three, "1. Laugh".length);
    expect(next.text).toBe("1. Laugh\n2. \n3. Patience\n4. Humour");
    expect(next.text.slice(0, next.caret)).toBe("1. Laugh\n2. ");
    const nine = Array.from({ length: 9 }, (_, i) => `${i + 1}. item`).join("\n");
    const ten = insertListLine(nine, 0);
    expect(ten.text.split("\n").at(-1)).toBe("10. item");
  });
});
