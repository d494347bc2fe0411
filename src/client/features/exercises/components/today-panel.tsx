import { useState } from "react";
import { Link } from "react-router";
import { PartyPopper, Plus, Sparkles } from "lucide-react";
import { toast } from "sonner";
import { ConfirmDialog } from "#client/components/ui/confirm-dialog.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card, CardHeader, CardTitle } from "#client/components/ui/card.tsx";
import { CardMenu } from "#client/components/ui/card-menu.tsx";
import { CountProgress } from "#client/components/ui/progress.tsx";
import { completedCount, isPlanComplete } from "#shared/domain/daily-record.ts";
import { EXERCISE_MESSAGES, type CompletionResult, type Exercise } from "#shared/schemas/exercises.ts";
import {
  useAddCustomExercise,
  useCompletePlanExercise,
  useDeleteExercise,
  useToday,
  useUpdateExercise,
} from "../api/exercises.ts";
import { CustomExerciseDialog } from "./custom-exercise-dialog.tsx";
import { ExerciseCard } from "./exercise-card.tsx";
import { ExercisePlayer } from "./exercise-player.tsx";
import { SectionError } from "#client/components/layouts/section-states.tsx";

export interface TodayPanelProps {
  /** Called with the server's new totals after each completion (XP, level, streak). */
  /** `planDoneBefore`: today's plan was already complete before this completion. */
  onCompleted: (result: CompletionResult, planDoneBefore: boolean) => void;
}

/** Today's exercises: progress, the plan's cards with the player, and custom exercise add/edit/delete. */
export function TodayPanel({ onCompleted }: TodayPanelProps) {
  const today = useToday();
  const complete = useCompletePlanExercise();
  const add = useAddCustomExercise();
  const update = useUpdateExercise();
  const remove = useDeleteExercise();
  const [playing, setPlaying] = useState<Exercise | null>(null);
  const [editing, setEditing] = useState<Exercise | null | "new">(null);
  const [deleting, setDeleting] = useState<Exercise | null>(null);

  const plan = today.data?.plan ?? null;
  const planIds = plan?.exerciseIds ?? [];
  const doneIds = today.data?.record?.completedExerciseIds ?? [];
  const done = completedCount(planIds, doneIds);
  const allDone = isPlanComplete(planIds, doneIds);

  function openAdd() {
    if (!plan) toast.error(EXERCISE_MESSAGES.noPlanForAdd);
    else setEditing("new");
  }

  return (
    <Card aria-labelledby="today-title">
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle id="today-title">Today's exercises</CardTitle>
        <CardMenu
          label="Exercise options"
          icon={Plus}
          items={[{ label: "Add a custom exercise", icon: Plus, onSelect: openAdd }]}
        />
      </CardHeader>

      {/* About the loaded list's height, so the cards below do not jump when it arrives. */}
      {today.isPending ? (
        <p className="grid min-h-60 place-items-center text-muted-foreground">Loading exercises...</p>
      ) : null}
      {today.isError ? (
        <SectionError message="We couldn't load your exercises." onRetry={() => void today.refetch()} />
      ) : null}

      {today.data && !plan ? (
        <div
          className="flex flex-col items-center gap-3 rounded-2xl bg-accent-soft p-4 text-center"
          data-testid="no-plan"
        >
          <Sparkles aria-hidden="true" className="size-8 text-accent" />
          <p className="font-semibold">You don't have daily exercises yet.</p>
          <p className="text-sm text-muted-foreground">
            Pick one to three short exercises to practise each day, and your otter will grow with you.
          </p>
          <Button asChild>
            <Link to="/resources">Choose my exercises</Link>
          </Button>
        </div>
      ) : null}

      {today.data && plan ? (
        <>
          <CountProgress
            done={done}
            total={planIds.length}
            label="Today's exercises completed"
            countTestId="today-count"
          />
          {allDone ? (
            <p className="flex items-center gap-2 rounded-2xl bg-accent-soft p-3 font-medium" data-testid="all-done">
              <PartyPopper aria-hidden="true" className="size-5 shrink-0 text-accent" />
              Congratulations! You've completed all your daily actions.
            </p>
          ) : null}
          {today.data.exercises.length === 0 ? (
            <p className="text-muted-foreground">
              Your plan is empty. Add a custom exercise or pick some from the library.
            </p>
          ) : (
            <ul className="flex flex-col gap-2">
              {today.data.exercises.map((exercise) => (
                <ExerciseCard
                  key={exercise.id}
                  exercise={exercise}
                  completed={doneIds.includes(exercise.id)}
                  onOpen={() => setPlaying(exercise)}
                  onEdit={() => setEditing(exercise)}
                  onDelete={() => setDeleting(exercise)}
                />
              ))}
            </ul>
          )}
        </>
      ) : null}

      <Link
        to="/resources"
        className="min-h-11 self-center py-2 font-semibold text-accent underline underline-offset-4"
      >
        Want to do more exercises?
      </Link>

      <ExercisePlayer
        exercise={playing}
        alreadyCompleted={playing ? doneIds.includes(playing.id) : false}
        onOpenChange={(open) => !open && setPlaying(null)}
        onComplete={async (exercise, answers) =>
          onCompleted(await complete.mutateAsync({ exerciseId: exercise.id, answers }), allDone)
        }
      />
      <CustomExerciseDialog
        open={editing !== null}
        exercise={editing === "new" ? null : editing}
        onOpenChange={(open) => !open && setEditing(null)}
        onSubmit={(input) =>
          editing === "new" || editing === null ? add.mutateAsync(input) : update.mutateAsync({ id: editing.id, input })
        }
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete exercise"
        description={<>Remove “{deleting?.title}” from your daily plan? Your past progress stays.</>}
        confirmLabel="Delete"
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </Card>
  );
}
