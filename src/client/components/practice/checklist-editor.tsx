import type { ComponentProps } from "react";
import { Plus, Trash2 } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { FieldError } from "#client/components/ui/field-error.tsx";
import { Input } from "#client/components/ui/input.tsx";

export interface ChecklistEditorProps {
  /** One stable key per item. */
  itemKeys: readonly (string | number)[];
  /** The item input's value binding: react-hook-form's `register(...)`, or value/onChange. */
  itemInput: (index: number) => Omit<ComponentProps<"input">, "aria-label">;
  max: number;
  /** Errors for removing the last item and adding past `max`. */
  messages: { last: string; max: string };
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** Called instead of onAdd/onRemove when that would break the limits. */
  onLimit: (message: string, type: "min" | "max") => void;
  error?: string;
  errorId: string;
}

/** 'Checklist items': one input per item with Remove, 'Add item', at least one and at most `max`. */
export function ChecklistEditor({
  itemKeys,
  itemInput,
  max,
  messages,
  onAdd,
  onRemove,
  onLimit,
  error,
  errorId,
}: ChecklistEditorProps) {
  function remove(index: number) {
    if (itemKeys.length <= 1) onLimit(messages.last, "min");
    else onRemove(index);
  }
  function add() {
    if (itemKeys.length >= max) onLimit(messages.max, "max");
    else onAdd();
  }
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-2 text-sm font-medium">Checklist items</legend>
      {itemKeys.map((key, i) => (
        <div key={key} className="flex items-center gap-2">
          <Input aria-label={`Checklist item ${i + 1}`} {...itemInput(i)} />
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Remove item ${i + 1}`}
            onClick={() => remove(i)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      ))}
      <Button type="button" variant="outline" onClick={add}>
        <Plus aria-hidden="true" /> Add item
      </Button>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
