import { Brain, Clock, List, ListChecks, PenLine, type LucideIcon } from "lucide-react";
import { cn } from "#client/lib/cn.ts";
import type { ActionCategory } from "#shared/schemas/actions.ts";

const ICONS: Record<ActionCategory, { icon: LucideIcon; label: string }> = {
  "writing-single": { icon: PenLine, label: "Journaling" },
  "writing-triple": { icon: List, label: "Three-Part Journaling" },
  timer: { icon: Clock, label: "Timer" },
  reframing: { icon: Brain, label: "Reframing" },
  checklist: { icon: ListChecks, label: "Checklist" },
};

export const actionCategoryLabel = (category: ActionCategory) => ICONS[category].label;

/** The category's icon in a soft tile; decorative (the label is given next to it). */
export function ActionIcon({ category, className }: { category: ActionCategory; className?: string }) {
  const Icon = ICONS[category].icon;
  return (
    <span className={cn("grid size-11 shrink-0 place-items-center rounded-2xl bg-accent-soft text-accent", className)}>
      <Icon aria-hidden="true" className="size-5" />
    </span>
  );
}
