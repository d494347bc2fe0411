import { useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from "react";
import { flushSync } from "react-dom";
import { Plus, X } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { Input } from "#client/components/ui/input.tsx";
import {
  MAX_LIST_ITEMS,
  MAX_LIST_ITEM_LENGTH,
  applyListEdit,
  joinWithPrevious,
  listAnswers,
  pasteIntoList,
  removeListItem,
  splitListItem,
  type ListEdit,
} from "#shared/domain/list-items.ts";

interface Item {
  key: number;
  text: string;
}

export interface NumberedListInputProps {
  legend: string;
  /** Every item as typed, blank ones included. */
  onItemsChange: (items: string[]) => void;
}

/**
 * A numbered list as one field per item ('Item 1', 'Item 2', ...): Enter adds the next item and
 * moves there, Backspace at the start of an item joins it to the one above, a pasted list becomes
 * items. One field per item keeps the caret where the person types: a single textarea rewritten on
 * Enter let fast typing land at the end of the text (issue 13).
 */
export function NumberedListInput({ legend, onItemsChange }: NumberedListInputProps) {
  const id = useId();
  const [items, setItems] = useState<Item[]>([{ key: 0, text: "" }]);
  // The latest list for key handlers that run before React re-renders.
  const current = useRef(items);
  const nextKey = useRef(1);
  const fields = useRef(new Map<number, HTMLInputElement>());

  function commit(next: Item[]) {
    current.current = next;
    setItems(next);
    onItemsChange(next.map((item) => item.text));
  }

  /** Applies an edit and moves the caret before the next key arrives (so no letter lands elsewhere). */
  function apply(edit: ListEdit | null) {
    if (!edit) return;
    const before = current.current;
    const keys = edit.insert.map((_, i) =>
      i === 0 && edit.deleteCount > 0 ? before[edit.start]!.key : nextKey.current++,
    );
    const texts = applyListEdit(
      before.map((item) => item.text),
      edit,
    );
    const keyed = [...before.map((item) => item.key)];
    keyed.splice(edit.start, edit.deleteCount, ...keys);
    flushSync(() => commit(texts.map((text, i) => ({ key: keyed[i]!, text }))));
    focusItem(edit.focus.index, edit.focus.caret);
  }

  function focusItem(index: number, caret: number) {
    const item = current.current[index];
    const field = item ? fields.current.get(item.key) : undefined;
    field?.focus();
    field?.setSelectionRange(caret, caret);
  }

  const texts = () => current.current.map((item) => item.text);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>, index: number) {
    if (event.nativeEvent.isComposing) return;
    const field = event.currentTarget;
    const from = field.selectionStart ?? field.value.length;
    const to = field.selectionEnd ?? from;
    if (event.key === "Enter") {
      event.preventDefault();
      apply(splitListItem(texts(), index, from, to));
    } else if (event.key === "Backspace" && from === 0 && to === 0) {
      const edit = joinWithPrevious(texts(), index);
      if (edit) {
        event.preventDefault();
        apply(edit);
      }
    } else if (
      (event.key === "ArrowUp" && index > 0) ||
      (event.key === "ArrowDown" && index < current.current.length - 1)
    ) {
      event.preventDefault();
      const target = index + (event.key === "ArrowUp" ? -1 : 1);
      focusItem(target, Math.min(from, texts()[target]!.length));
    }
  }

  function onPaste(event: ClipboardEvent<HTMLInputElement>, index: number) {
    const field = event.currentTarget;
    const edit = pasteIntoList(
      texts(),
      index,
      field.selectionStart ?? 0,
      field.selectionEnd ?? 0,
      event.clipboardData.getData("text/plain"),
    );
    if (edit) {
      event.preventDefault();
      apply(edit);
    }
  }

  function addItem() {
    const list = texts();
    const last = list.length - 1;
    // An empty last item is where the next one goes already.
    if (list[last]!.trim() === "") focusItem(last, list[last]!.length);
    else apply(splitListItem(list, last, list[last]!.length));
  }

  const count = listAnswers(items.map((item) => item.text)).length;
  const full = items.length >= MAX_LIST_ITEMS;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 font-medium">{legend}</legend>
      <ol className="flex flex-col gap-2">
        {items.map((item, i) => (
          <li key={item.key} className="flex items-center gap-2">
            <label
              htmlFor={`${id}-${item.key}`}
              className="w-7 shrink-0 text-right font-semibold text-muted-foreground tabular-nums"
            >
              <span aria-hidden="true">{i + 1}.</span>
              <span className="sr-only">Item {i + 1}</span>
            </label>
            <Input
              id={`${id}-${item.key}`}
              ref={(field) => {
                if (field) fields.current.set(item.key, field);
                else fields.current.delete(item.key);
              }}
              value={item.text}
              maxLength={MAX_LIST_ITEM_LENGTH}
              autoComplete="off"
              enterKeyHint="next"
              placeholder={i === 0 ? "Start typing your list..." : undefined}
              onChange={(e) =>
                commit(current.current.map((it) => (it.key === item.key ? { ...it, text: e.target.value } : it)))
              }
              onKeyDown={(e) => onKeyDown(e, i)}
              onPaste={(e) => onPaste(e, i)}
            />
            {items.length > 1 ? (
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove item ${i + 1}`}
                onClick={() => apply(removeListItem(texts(), i))}
              >
                <X aria-hidden="true" />
              </Button>
            ) : null}
          </li>
        ))}
      </ol>
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          {full ? `You can list up to ${MAX_LIST_ITEMS} items.` : `${count} ${count === 1 ? "item" : "items"}`}
        </p>
        <Button type="button" variant="outline" onClick={addItem} disabled={full}>
          <Plus aria-hidden="true" /> Add item
        </Button>
      </div>
    </fieldset>
  );
}
