import type { ComponentProps } from "react";
import { FieldError } from "#client/components/ui/field-error.tsx";

export type RadioProps = Omit<ComponentProps<"input">, "type" | "className" | "value">;

export interface TemplatePickerProps<C extends string> {
  templates: readonly { category: C; label: string }[];
  /** The radio's name and state: react-hook-form's `register(...)`, or name/checked/onChange. */
  radio: (category: C) => RadioProps;
  error?: string;
  errorId: string;
}

/** The 'Template' radio cards of the custom action and custom exercise forms. */
export function TemplatePicker<C extends string>({ templates, radio, error, errorId }: TemplatePickerProps<C>) {
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-2 text-sm font-medium">Template</legend>
      <div className="grid grid-cols-2 gap-2">
        {templates.map((t) => (
          <label
            key={t.category}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-2xl border border-border px-3 py-2 text-sm has-checked:border-primary has-checked:bg-accent-soft has-focus-visible:outline-2 has-focus-visible:outline-ring"
          >
            <input type="radio" className="sr-only" value={t.category} {...radio(t.category)} />
            {t.label}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
