import { CheckCircle2, Pencil, Trash2 } from "lucide-react";
import { CardMenu } from "#client/components/ui/card-menu.tsx";
import { cn } from "#client/lib/cn.ts";
import type { Exercise } from "#shared/schemas/exercises.ts";
import { CategoryIcon, categoryLabel } from "./category-icon.tsx";

export interface ExerciseCardProps {
  exercise: Exercise;
  completed?: boolean;
  onOpen: () => void;
  /** Only the user's own exercises can be edited. */
  onEdit?: () => void;
  onDelete?: () => void;
}

/** One exercise: category icon, title, a completed check, and an Edit/Delete menu. Tapping opens the player. */
export function ExerciseCard({ exercise, completed = false, onOpen, onEdit, onDelete }: ExerciseCardProps) {
  return (
    <li
      className={cn(
        "flex items-center gap-2 rounded-3xl border border-border bg-surface p-2 pr-1",
        completed && "bg-accent-soft/60",
      )}
      data-testid="exercise-card"
      data-completed={completed}
    >
      <button
        type="button"
        onClick={onOpen}
        className="flex min-h-14 min-w-0 flex-1 items-center gap-3 rounded-2xl p-1 text-left focus-visible:outline-2 focus-visible:outline-ring"
      >
        <CategoryIcon category={exercise.category} />
        <span className="min-w-0 flex-1">
          <span className={cn("block font-semibold break-words", completed && "text-muted-foreground")}>
            {exercise.title}
          </span>
          <span className="block text-sm text-muted-foreground">{categoryLabel(exercise.category)}</span>
        </span>
        {completed ? <CheckCircle2 className="size-6 shrink-0 text-accent" role="img" aria-label="Completed" /> : null}
      </button>
      <CardMenu
        label={`More options for ${exercise.title}`}
        items={[
          onEdit && { label: "Edit", icon: Pencil, onSelect: onEdit },
          onDelete && { label: "Delete", icon: Trash2, onSelect: onDelete, variant: "destructive" },
        ]}
      />
    </li>
  );
}
