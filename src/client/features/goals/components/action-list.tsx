import { Brain, Check, Clock, ListChecks, PenLine, Timer, type LucideIcon } from "lucide-react";
import { ACTION_TEMPLATES, type ActionCategory } from "#shared/schemas/actions.ts";
import type { SuggestedAction } from "#shared/schemas/coach.ts";
import { cn } from "#client/lib/cn.ts";

const ICONS: Record<ActionCategory, LucideIcon> = {
  timer: Timer,
  checklist: ListChecks,
  "writing-single": PenLine,
  "writing-triple": PenLine,
  reframing: Brain,
};

export const actionCategoryLabel = (c: ActionCategory) => ACTION_TEMPLATES.find((t) => t.category === c)?.label ?? c;

/** Suggested actions to pick from; each is a checkbox card with its title, description, category and time. */
export function ActionList({
  actions,
  selectedIds,
  onToggle,
  disabled,
  label = "Suggested actions",
}: {
  actions: SuggestedAction[];
  selectedIds: readonly string[];
  onToggle: (action: SuggestedAction) => void;
  disabled?: boolean;
  label?: string;
}) {
  return (
    <ul className="flex flex-col gap-3" aria-label={label}>
      {actions.map((a) => {
        const on = selectedIds.includes(a.id);
        const Icon = ICONS[a.category] ?? PenLine;
        return (
          <li key={a.id}>
            <label
              data-testid="action-option"
              className={cn(
                "flex cursor-pointer items-start gap-3 rounded-3xl border-2 bg-surface p-4 shadow-soft transition-colors",
                "has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring",
                on ? "border-accent bg-accent-soft" : "border-border hover:bg-muted",
                disabled && "cursor-not-allowed opacity-60",
              )}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={on}
                disabled={disabled}
                onChange={() => onToggle(a)}
              />
              <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-accent-soft text-accent">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="font-bold leading-snug text-balance">{a.title}</span>
                {a.description ? (
                  <span className="text-sm text-muted-foreground text-pretty">{a.description}</span>
                ) : null}
                <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-semibold text-muted-foreground">
                  <span>{actionCategoryLabel(a.category)}</span>
                  <span className="flex items-center gap-1">
                    <Clock aria-hidden="true" className="size-4" /> {a.timeEstimate}
                  </span>
                </span>
              </span>
              <span
                aria-hidden="true"
                className={cn(
                  "grid size-7 shrink-0 place-items-center rounded-full border-2",
                  on ? "border-accent bg-accent text-accent-foreground" : "border-input bg-surface",
                )}
              >
                {on ? <Check className="size-4" /> : null}
              </span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}
