import { useCallback, useRef, useState } from "react";
import { CheckCircle2, Clock } from "lucide-react";
import { toast } from "sonner";
import { Button } from "#client/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#client/components/ui/dialog.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import type { Exercise } from "#shared/schemas/exercises.ts";
import { CategoryIcon, categoryLabel } from "./category-icon.tsx";
import { PlayerBody } from "./player-bodies.tsx";
import { RewardView } from "./reward-view.tsx";
import { useBackCloses } from "#client/lib/use-back-closes.ts";

type Stage = "intro" | "doing" | "reward";

export interface ExercisePlayerProps {
  exercise: Exercise | null;
  onOpenChange: (open: boolean) => void;
  /** Reports the completion to the server with what the person wrote; rejects when it fails. */
  onComplete: (exercise: Exercise, answers: string[]) => Promise<unknown>;
  /** Already completed today: finishing again completes directly, without the reward. */
  alreadyCompleted?: boolean;
}

function minutes(seconds: number) {
  const m = Math.max(1, Math.round(seconds / 60));
  return `${m} min`;
}

function Intro({
  exercise,
  onStart,
  alreadyCompleted,
}: {
  exercise: Exercise;
  onStart: () => void;
  alreadyCompleted: boolean;
}) {
  return (
    <div className="flex flex-col gap-4">
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <CategoryIcon category={exercise.category} className="size-9 rounded-xl" />
        {categoryLabel(exercise.category)} ·
        <Clock aria-hidden="true" className="size-4" /> {minutes(exercise.duration)}
      </p>
      {alreadyCompleted ? (
        <p className="flex items-center gap-2 rounded-2xl bg-accent-soft p-3 text-sm font-medium">
          <CheckCircle2 aria-hidden="true" className="size-5 text-accent" /> You've already completed this exercise
          today.
        </p>
      ) : null}
      {exercise.whatToDo ? (
        <section className="flex flex-col gap-1">
          <h3 className="font-semibold">What to do</h3>
          <p className="text-muted-foreground">{exercise.whatToDo}</p>
        </section>
      ) : null}
      {exercise.steps.length > 0 ? (
        <section className="flex flex-col gap-1">
          <h3 className="font-semibold">Steps</h3>
          <ol className="list-decimal space-y-1 pl-5 text-muted-foreground">
            {exercise.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      ) : null}
      {exercise.whenToUse ? (
        <section className="flex flex-col gap-1">
          <h3 className="font-semibold">When to use it</h3>
          <p className="text-muted-foreground">{exercise.whenToUse}</p>
        </section>
      ) : null}
      {exercise.examples.length > 0 ? (
        <details className="rounded-2xl bg-muted p-3">
          <summary className="min-h-6 cursor-pointer font-semibold">Examples</summary>
          <ul className="mt-2 list-disc space-y-2 pl-5 text-sm text-muted-foreground">
            {exercise.examples.map((example) => (
              <li key={example}>{example}</li>
            ))}
          </ul>
          {exercise.psychologicalModels.length > 0 ? (
            <p className="mt-2 text-xs text-muted-foreground">Based on: {exercise.psychologicalModels.join(", ")}</p>
          ) : null}
        </details>
      ) : null}
      <Button size="lg" onClick={onStart}>
        Try now
      </Button>
    </div>
  );
}

/** The exercise dialog: details, 'Try now', the category's player, then the reward. */
export function ExercisePlayer({ exercise, onOpenChange, onComplete, alreadyCompleted = false }: ExercisePlayerProps) {
  useBackCloses(exercise !== null, () => onOpenChange(false));
  return (
    <Dialog open={exercise !== null} onOpenChange={onOpenChange}>
      {exercise ? (
        // A new key per exercise resets every step of the player.
        <PlayerContent
          key={exercise.id}
          exercise={exercise}
          onOpenChange={onOpenChange}
          onComplete={onComplete}
          alreadyCompleted={alreadyCompleted}
        />
      ) : null}
    </Dialog>
  );
}

function PlayerContent({
  exercise,
  onOpenChange,
  onComplete,
  alreadyCompleted,
}: ExercisePlayerProps & { exercise: Exercise; alreadyCompleted: boolean }) {
  const [stage, setStage] = useState<Stage>("intro");
  const [ready, setReady] = useState(false);
  const [pending, setPending] = useState(false);
  const onReady = useCallback((value: boolean) => setReady(value), []);
  const answers = useRef<string[]>([]);
  const onAnswers = useCallback((value: string[]) => {
    answers.current = value;
  }, []);

  async function finish() {
    if (pending) return;
    setPending(true);
    try {
      await onComplete(exercise, answers.current);
      toast.success("Exercise completed!");
      onOpenChange(false);
    } catch {
      setPending(false); // the mutation already showed 'Failed to mark exercise as complete'
    }
  }

  return (
    <DialogContent
      aria-describedby={undefined}
      onInteractOutside={(e) => stage !== "intro" && e.preventDefault()}
      // Closing the reward view completes the exercise too.
      onEscapeKeyDown={(e) => {
        if (stage === "reward") {
          e.preventDefault();
          void finish();
        }
      }}
      showCloseButton={stage !== "reward"}
    >
      <DialogHeader>
        <DialogTitle>{stage === "reward" ? "Exercise completed" : exercise.title}</DialogTitle>
        {stage === "intro" && exercise.description ? (
          <DialogDescription>{exercise.description}</DialogDescription>
        ) : null}
      </DialogHeader>
      {stage === "intro" ? (
        <Intro exercise={exercise} alreadyCompleted={alreadyCompleted} onStart={() => setStage("doing")} />
      ) : null}
      {stage === "doing" ? (
        <div className="flex flex-col gap-5">
          <PlayerBody exercise={exercise} onReady={onReady} onAnswers={onAnswers} />
          <Button
            size="lg"
            disabled={!ready || pending}
            onClick={() => (alreadyCompleted ? void finish() : setStage("reward"))}
          >
            {pending ? <Spinner size="sm" label="Saving" /> : null}
            Complete Exercise
          </Button>
        </div>
      ) : null}
      {stage === "reward" ? <RewardView onDone={() => void finish()} pending={pending} /> : null}
    </DialogContent>
  );
}
