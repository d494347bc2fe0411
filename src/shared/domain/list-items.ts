// Numbered list input (SPEC section 5): Enter adds the next number, blank lines are dropped and
// a leading 'N.' numbering is stripped from each item.

const NUMBERING = /^\s*\d+\.\s*/;

/** The list's items: one per non-blank line, without a leading 'N.' and surrounding spaces. */
export function parseListItems(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(NUMBERING, "").trim())
    .filter((line) => line.length > 0);
}

/** The items as the input shows them: '1. first\n2. second'. */
export function formatListItems(items: readonly string[]): string {
  return items.map((item, i) => `${i + 1}. ${item}`).join("\n");
}

/** The number the next line gets: one more than the count of lines so far. */
export function nextListNumber(text: string): number {
  return text.split(/\r?\n/).length + 1;
}

/**
 * What the text becomes when Enter is pressed with the caret at `caret`: a new line starting with
 * the next number ('1. ' on an empty input). Returns the new text and caret position.
 */
export function insertListLine(text: string, caret: number): { text: string; caret: number } {
  if (text.trim() === "") return { text: "1. ", caret: 3 };
  const before = text.slice(0, caret);
  const after = text.slice(caret);
  const head = `${before}\n${nextListNumber(before)}. `;
  // A line inserted in the middle moves the numbers below it down by one, never duplicates them.
  return { text: renumberList(head + after), caret: renumberList(head).length };
}

/** Numbered lines ('N. …') numbered by their position among the lines; other lines kept. */
export function renumberList(text: string): string {
  return text
    .split("\n")
    .map((line, i) => (NUMBERING.test(line) ? line.replace(/^(\s*)\d+\./, `$1${i + 1}.`) : line))
    .join("\n");
}
