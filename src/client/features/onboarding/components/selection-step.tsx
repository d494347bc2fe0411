import { useId } from "react";
import { Input } from "#client/components/ui/input.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { ANYTHING_ELSE, ONBOARDING_MAX_SELECTIONS } from "#shared/content/labels-onboarding.ts";
import { ChoiceChip } from "./step-frame.tsx";

export interface SelectionValue {
  selected: string[];
  other: boolean;
  custom: string;
}

/** How many choices count: each chip, plus 'Anything else' once something is typed in it. */
export const selectionCount = (v: SelectionValue) => v.selected.length + (v.other && v.custom.trim() ? 1 : 0);
const slotsUsed = (v: SelectionValue) => v.selected.length + (v.other ? 1 : 0);

/** Up to 3 of the 7 options plus 'Anything else' with its own text (SPEC sections 5 and 9). */
export function SelectionStep({
  options,
  value,
  onChange,
  otherLabel,
  groupLabel,
}: {
  options: readonly string[];
  value: SelectionValue;
  onChange: (next: SelectionValue) => void;
  /** Label of the 'Anything else' text field. */
  otherLabel: string;
  groupLabel: string;
}) {
  const inputId = useId();
  const full = slotsUsed(value) >= ONBOARDING_MAX_SELECTIONS;
  const toggle = (option: string) =>
    onChange({
      ...value,
      selected: value.selected.includes(option)
        ? value.selected.filter((o) => o !== option)
        : [...value.selected, option],
    });
  return (
    <div className="flex flex-col gap-4">
      <p className="text-center text-sm font-semibold text-muted-foreground" aria-live="polite">
        {slotsUsed(value)} of {ONBOARDING_MAX_SELECTIONS} chosen
      </p>
      <ul className="flex flex-wrap justify-center gap-2" aria-label={groupLabel}>
        {options.map((option) => {
          const on = value.selected.includes(option);
          return (
            <li key={option}>
              <ChoiceChip label={option} selected={on} disabled={!on && full} onToggle={() => toggle(option)} />
            </li>
          );
        })}
        <li>
          <ChoiceChip
            label={ANYTHING_ELSE}
            selected={value.other}
            disabled={!value.other && full}
            onToggle={() => onChange({ ...value, other: !value.other })}
          />
        </li>
      </ul>
      {value.other ? (
        <div className="flex flex-col gap-2">
          <Label htmlFor={inputId}>{otherLabel}</Label>
          <Input
            id={inputId}
            value={value.custom}
            maxLength={200}
            autoFocus
            onChange={(e) => onChange({ ...value, custom: e.target.value })}
          />
        </div>
      ) : null}
    </div>
  );
}
