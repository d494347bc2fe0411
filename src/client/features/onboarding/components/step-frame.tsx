import type { ReactNode } from "react";
import { cn } from "#client/lib/cn.ts";

export { StepFrame } from "#client/components/layouts/step-frame.tsx";

export interface ChoiceChipProps {
  label: string;
  selected: boolean;
  onToggle: () => void;
  disabled?: boolean;
}

/** A toggle button shaped like a chip (aria-pressed), at least 44 px tall. */
export function ChoiceChip({ label, selected, onToggle, disabled }: ChoiceChipProps) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      disabled={disabled}
      onClick={onToggle}
      className={cn(
        "min-h-11 rounded-full border px-4 py-2 font-semibold transition-colors disabled:opacity-50",
        selected ? "border-accent bg-accent text-accent-foreground" : "border-input bg-surface hover:bg-muted",
      )}
    >
      {label}
    </button>
  );
}

/** A big full-width answer button (choosing it usually moves on). */
export function AnswerButton({
  children,
  selected,
  onClick,
}: {
  children: ReactNode;
  selected?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onClick}
      className={cn(
        "flex min-h-14 w-full items-center gap-3 rounded-2xl border-2 px-4 py-3 text-left text-lg font-semibold transition-colors",
        "focus-visible:ring-2 focus-visible:ring-ring",
        selected ? "border-accent bg-accent-soft" : "border-border bg-surface hover:bg-muted",
      )}
    >
      {children}
    </button>
  );
}
