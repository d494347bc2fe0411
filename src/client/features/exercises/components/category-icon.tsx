import { Brain, Clock, List, ListChecks, ListOrdered, PenLine, type LucideIcon } from "lucide-react";
import type { ExerciseCategory } from "#shared/content/exercises-types.ts";
import { cn } from "#client/lib/cn.ts";

const ICONS: Record<ExerciseCategory, { icon: LucideIcon; label: string }> = {
  "writing-single": { icon: PenLine, label: "Journaling" },
  "writing-multiples": { icon: List, label: "Three-Part Journaling" },
  timer: { icon: Clock, label: "Timer" },
  reframing: { icon: Brain, label: "Reframing" },
  checklist: { icon: ListChecks, label: "Checklist" },
  "list-item": { icon: ListOrdered, label: "Numbered List" },
};

export function categoryLabel(category: ExerciseCategory): string {
  return ICONS[category].label;
}

/** The category's icon in a soft tile; decorative (the label is given next to it). */
export function CategoryIcon({ category, className }: { category: ExerciseCategory; className?: string }) {
  const Icon = ICONS[category].icon;
  return (
    <span className={cn("grid size-11 shrink-0 place-items-center rounded-2xl bg-accent-soft text-accent", className)}>
      <Icon aria-hidden="true" className="size-5" />
    </span>
  );
}
