import { useState } from "react";
import { CheckCircle2, Plus } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { toast } from "sonner";
import type { CompletionResult, Exercise } from "#shared/schemas/exercises.ts";
import { useCompleteSingle, useLibrary, useSavePlan, useToday } from "../api/exercises.ts";
import { CategoryIcon, categoryLabel } from "./category-icon.tsx";
import { ExercisePlayer } from "./exercise-player.tsx";
import { SectionError } from "#client/components/layouts/section-states.tsx";

/** Every library exercise: open it in the player (a single completion), or add it to the daily plan. */
export function LibraryList({ onCompleted }: { onCompleted: (result: CompletionResult) => void }) {
  const library = useLibrary();
  const today = useToday();
  const complete = useCompleteSingle();
  const savePlan = useSavePlan();
  const [playing, setPlaying] = useState<Exercise | null>(null);
  const planIds = today.data?.plan?.exerciseIds ?? [];

  if (library.isPending) return <Spinner label="Loading exercises..." className="self-center py-10" />;
  if (library.isError)
    return <SectionError message="We couldn't load the exercises." onRetry={() => void library.refetch()} />;
  return (
    <>
      <ul className="flex flex-col gap-3">
        {library.data.map((exercise) => {
          const inPlan = planIds.includes(exercise.id);
          return (
            <li
              key={exercise.id}
              className="flex flex-col gap-3 rounded-3xl border border-border bg-surface p-4"
              data-testid="library-exercise"
            >
              <button
                type="button"
                onClick={() => setPlaying(exercise)}
                className="flex items-start gap-3 rounded-2xl text-left focus-visible:outline-2 focus-visible:outline-ring"
              >
                <CategoryIcon category={exercise.category} />
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold">{exercise.title}</span>
                  <span className="block text-sm text-muted-foreground">{categoryLabel(exercise.category)}</span>
                  <span className="mt-1 line-clamp-2 block text-sm">{exercise.description}</span>
                </span>
              </button>
              {today.data ? (
                inPlan ? (
                  <p className="flex min-h-11 items-center gap-2 text-sm font-medium text-muted-foreground">
                    <CheckCircle2 aria-hidden="true" className="size-5 text-accent" /> In your daily plan
                  </p>
                ) : (
                  <Button
                    variant="outline"
                    disabled={savePlan.isPending}
                    onClick={() =>
                      savePlan.mutate([...planIds, exercise.id], {
                        onSuccess: () => toast.success("Added to your daily plan"),
                      })
                    }
                  >
                    <Plus aria-hidden="true" /> Add to my plan<span className="sr-only">: {exercise.title}</span>
                  </Button>
                )
              ) : null}
            </li>
          );
        })}
      </ul>
      <ExercisePlayer
        exercise={playing}
        onOpenChange={(open) => !open && setPlaying(null)}
        onComplete={async (exercise, answers) =>
          onCompleted(await complete.mutateAsync({ exerciseId: exercise.id, answers }))
        }
      />
    </>
  );
}
