export interface ChecklistTick {
  key: string;
  text: string;
  checked: boolean;
}

export interface ChecklistTicksProps {
  items: readonly ChecklistTick[];
  onCheckedChange: (index: number, checked: boolean) => void;
  /** data-testid of the 'n of m completed' legend. */
  countTestId?: string;
}

/** A checklist to tick off, with its 'n of m completed' count. */
export function ChecklistTicks({ items, onCheckedChange, countTestId }: ChecklistTicksProps) {
  const done = items.filter((item) => item.checked).length;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm text-muted-foreground" data-testid={countTestId}>
        {done} of {items.length} completed
      </legend>
      {items.map((item, i) => (
        <label
          key={item.key}
          className="flex min-h-11 cursor-pointer items-center gap-3 rounded-2xl border border-border px-3 py-2"
        >
          <input
            type="checkbox"
            className="size-5 accent-(--color-primary)"
            checked={item.checked}
            onChange={(e) => onCheckedChange(i, e.target.checked)}
          />
          <span className={item.checked ? "text-muted-foreground line-through" : undefined}>{item.text}</span>
        </label>
      ))}
    </fieldset>
  );
}
