import { useState, type FormEvent } from "react";
import { ChecklistEditor } from "#client/components/practice/checklist-editor.tsx";
import { TemplatePicker } from "#client/components/practice/template-picker.tsx";
import { Button } from "#client/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#client/components/ui/dialog.tsx";
import { FieldError } from "#client/components/ui/field-error.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import type { ExerciseCategory } from "#shared/content/exercises-types.ts";
import {
  CHECKLIST_MAX_ITEMS,
  CustomExerciseSchema,
  DEFAULT_TIMER_MINUTES,
  EXERCISE_MESSAGES,
  EXERCISE_TEMPLATES,
  type CustomExerciseInput,
  type Exercise,
} from "#shared/schemas/exercises.ts";

interface FormState {
  title: string;
  description: string;
  category: ExerciseCategory | "";
  prompt: string;
  timerMinutes: string;
  checklist: string[];
}

function initialState(exercise: Exercise | null): FormState {
  return {
    title: exercise?.title ?? "",
    description: exercise?.description ?? "",
    category: exercise?.category ?? "",
    prompt: exercise && exercise.category !== "reframing" ? (exercise.beforePrompt ?? "") : "",
    timerMinutes: String(exercise?.minute ?? DEFAULT_TIMER_MINUTES),
    checklist: exercise?.checklist.length ? [...exercise.checklist] : [""],
  };
}

export interface CustomExerciseDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The exercise to edit; null to add a new one. */
  exercise: Exercise | null;
  onSubmit: (input: CustomExerciseInput) => Promise<unknown>;
}

/** Add or edit a custom exercise with the spec's templates and validation messages. */
export function CustomExerciseDialog(props: CustomExerciseDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      {props.open ? <CustomExerciseForm key={props.exercise?.id ?? "new"} {...props} /> : null}
    </Dialog>
  );
}

function CustomExerciseForm({ exercise, onSubmit, onOpenChange }: CustomExerciseDialogProps) {
  const [state, setState] = useState<FormState>(() => initialState(exercise));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setState((s) => ({ ...s, [key]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const minutes = state.timerMinutes.trim() === "" ? Number.NaN : Number(state.timerMinutes);
    const parsed = CustomExerciseSchema.safeParse({
      title: state.title,
      description: state.description || undefined,
      category: state.category || undefined,
      prompt: state.prompt || undefined,
      timerMinutes: state.category === "timer" ? minutes : undefined,
      checklist: state.category === "checklist" ? state.checklist : undefined,
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0] ?? "_")] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await onSubmit(parsed.data);
      onOpenChange(false);
    } catch {
      setPending(false);
    }
  }

  const fieldProps = (name: string) => ({
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `custom-${name}-error` : undefined,
  });

  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>{exercise ? "Edit exercise" : "Add a custom exercise"}</DialogTitle>
        <DialogDescription>Make it yours: pick a template and give it a name.</DialogDescription>
      </DialogHeader>
      <form className="flex flex-col gap-4" onSubmit={(e) => void submit(e)} noValidate>
        <div className="flex flex-col gap-2">
          <Label htmlFor="custom-title">Title</Label>
          <Input
            id="custom-title"
            value={state.title}
            onChange={(e) => set("title", e.target.value)}
            {...fieldProps("title")}
          />
          <FieldError id="custom-title-error" message={errors["title"]} />
        </div>
        <TemplatePicker
          templates={EXERCISE_TEMPLATES}
          radio={(category) => ({
            name: "custom-template",
            checked: state.category === category,
            onChange: () => set("category", category),
          })}
          error={errors["category"]}
          errorId="custom-category-error"
        />
        {state.category === "timer" ? (
          <div className="flex flex-col gap-2">
            <Label htmlFor="custom-minutes">Timer (minutes)</Label>
            <Input
              id="custom-minutes"
              type="number"
              inputMode="numeric"
              min={1}
              value={state.timerMinutes}
              onChange={(e) => set("timerMinutes", e.target.value)}
              {...fieldProps("timerMinutes")}
            />
            <FieldError id="custom-timerMinutes-error" message={errors["timerMinutes"]} />
          </div>
        ) : null}
        {state.category === "checklist" ? (
          <ChecklistEditor
            itemKeys={state.checklist.map((_, i) => i)}
            itemInput={(i) => ({
              value: state.checklist[i],
              onChange: (e) =>
                set(
                  "checklist",
                  state.checklist.map((v, j) => (j === i ? e.target.value : v)),
                ),
            })}
            max={CHECKLIST_MAX_ITEMS}
            messages={{ last: EXERCISE_MESSAGES.checklistLast, max: EXERCISE_MESSAGES.checklistMax }}
            onAdd={() => set("checklist", [...state.checklist, ""])}
            onRemove={(index) =>
              set(
                "checklist",
                state.checklist.filter((_, i) => i !== index),
              )
            }
            onLimit={(message) => setErrors((e) => ({ ...e, checklist: message }))}
            error={errors["checklist"]}
            errorId="custom-checklist-error"
          />
        ) : null}
        {state.category &&
        state.category !== "timer" &&
        state.category !== "checklist" &&
        state.category !== "reframing" ? (
          <div className="flex flex-col gap-2">
            <Label htmlFor="custom-prompt">Prompt (optional)</Label>
            <Input
              id="custom-prompt"
              value={state.prompt}
              onChange={(e) => set("prompt", e.target.value)}
              placeholder="What should you write about?"
            />
          </div>
        ) : null}
        <div className="flex flex-col gap-2">
          <Label htmlFor="custom-description">Description (optional)</Label>
          <Textarea
            id="custom-description"
            rows={2}
            value={state.description}
            onChange={(e) => set("description", e.target.value)}
          />
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {exercise ? "Save changes" : "Add exercise"}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
