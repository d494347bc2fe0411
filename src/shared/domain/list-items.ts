// Numbered list input (SPEC section 5), one field per item: Enter adds the next item, blank items
// are dropped and a leading 'N.' numbering is stripped from each item.

const NUMBERING = /^\s*\d+\.\s*/;

/** At most this many items in one list (the whole list is saved as one answer of 4000 characters). */
export const MAX_LIST_ITEMS = 20;
export const MAX_LIST_ITEM_LENGTH = 180;

/** The list's items: one per non-blank line, without a leading 'N.' and surrounding spaces. */
export function parseListItems(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(NUMBERING, "").trim())
    .filter((line) => line.length > 0);
}

/** What the person listed, as kept: one entry per non-blank item. */
export function listAnswers(items: readonly string[]): string[] {
  return parseListItems(items.join("\n"));
}

/**
 * A change to the list: replace `deleteCount` items from `start` with `insert`, then put the caret
 * at `focus`. The first inserted item takes over the first replaced one (its field keeps focus).
 */
export interface ListEdit {
  start: number;
  deleteCount: number;
  insert: string[];
  focus: { index: number; caret: number };
}

export function applyListEdit(items: readonly string[], edit: ListEdit): string[] {
  const next = [...items];
  next.splice(edit.start, edit.deleteCount, ...edit.insert);
  return next;
}

/**
 * Enter in item `index` with the selection `from`-`to`: the text after the caret moves to a new
 * item below, which gets the caret. Null (nothing happens) on a blank item or a full list.
 */
export function splitListItem(items: readonly string[], index: number, from: number, to = from): ListEdit | null {
  const text = items[index];
  if (text === undefined || text.trim() === "" || items.length >= MAX_LIST_ITEMS) return null;
  return {
    start: index,
    deleteCount: 1,
    insert: [text.slice(0, from), text.slice(to)],
    focus: { index: index + 1, caret: 0 },
  };
}

/**
 * Backspace at the start of item `index`: the item joins the one above (an empty item simply goes),
 * the caret lands where they meet. The first item, when empty, gives way to the next one.
 */
export function joinWithPrevious(items: readonly string[], index: number): ListEdit | null {
  const text = items[index];
  if (text === undefined || items.length < 2) return null;
  if (index === 0) return text === "" ? { start: 0, deleteCount: 1, insert: [], focus: { index: 0, caret: 0 } } : null;
  const previous = items[index - 1] ?? "";
  return {
    start: index - 1,
    deleteCount: 2,
    insert: [previous + text],
    focus: { index: index - 1, caret: previous.length },
  };
}

/** Removes item `index` (its Remove button); the caret goes to the item now in its place, or the last. */
export function removeListItem(items: readonly string[], index: number): ListEdit | null {
  if (items.length < 2 || index < 0 || index >= items.length) return null;
  const focus = Math.min(index, items.length - 2);
  return {
    start: index,
    deleteCount: 1,
    insert: [],
    focus: { index: focus, caret: (items[focus + (focus >= index ? 1 : 0)] ?? "").length },
  };
}

/**
 * Pasting text with several lines into item `index`: each non-blank line becomes an item (their
 * 'N.' numbering stripped), as many as the list still has room for. Null for single-line text.
 */
export function pasteIntoList(
  items: readonly string[],
  index: number,
  from: number,
  to: number,
  pasted: string,
): ListEdit | null {
  const text = items[index];
  if (text === undefined || !/[\r\n]/.test(pasted)) return null;
  const lines = parseListItems(pasted).slice(0, MAX_LIST_ITEMS - items.length + 1);
  if (lines.length === 0) return null;
  const before = text.slice(0, from);
  const after = text.slice(to);
  const insert = lines.map((line, i) => (i === 0 ? before + line : line));
  const last = insert.length - 1;
  const caret = insert[last]!.length;
  insert[last] += after;
  return { start: index, deleteCount: 1, insert, focus: { index: index + last, caret } };
}
