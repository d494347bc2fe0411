import { Flame, Sparkles } from "lucide-react";
import { toast } from "sonner";
import { Otter } from "#client/components/otter/otter.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { errorMessage } from "#client/lib/api-client.ts";
import { FEEDBACK_OPTIONS, type ExerciseFeedback } from "#shared/content/labels-habits.ts";
import { useSaveOnboardingProgress } from "../api/onboarding.ts";

/**
 * What the onboarding chat hands to /exercise-completion in the router state: the server's answer
 * to the completion (POST /api/exercises/complete), so the screen shows what was really awarded.
 */
export interface CelebrationState {
  completion?: { xpAwarded: number; progress: { xp: number; streak: { current: number } } };
}

export interface CelebrationNumbers {
  xpAwarded: number | null;
  totalXp: number;
  streak: number;
}

/** 'Congrats on finishing the first exercise!' with the award, then 'Did you find it helpful?'. */
export function ExerciseCelebration({ numbers, onAnswered }: { numbers: CelebrationNumbers | "loading" | "error"; onAnswered: () => void }) {
  const save = useSaveOnboardingProgress();
  const answer = (exerciseFeedback: ExerciseFeedback) =>
    save.mutate({ exerciseFeedback }, { onSuccess: onAnswered, onError: (err) => toast.error(errorMessage(err, "Failed to sync your data")) });

  return (
    <section aria-labelledby="celebration-title" className="flex flex-1 flex-col items-center gap-6 text-center">
      <Otter level={2} mood="happy" size={170} title="Your otter, floating happily" />
      <h1 id="celebration-title" className="text-3xl font-extrabold tracking-tight text-balance">
        Congrats on finishing the first exercise!
      </h1>
      {numbers === "loading" ? (
        <Spinner label="Loading your rewards" />
      ) : numbers === "error" ? (
        <p className="text-muted-foreground">Your rewards are saved. You&apos;ll see them on the home page.</p>
      ) : (
        <div className="flex w-full flex-col gap-3">
          <div className="grid w-full grid-cols-2 gap-3">
            <Card className="items-center gap-1 p-4">
              <Sparkles aria-hidden="true" className="size-7 text-accent" />
              <p className="text-2xl font-extrabold">{numbers.xpAwarded === null ? `${numbers.totalXp} XP` : `+${numbers.xpAwarded} XP`}</p>
              <p className="text-sm text-muted-foreground">{numbers.xpAwarded === null ? "in total" : "earned"}</p>
            </Card>
            <Card className="items-center gap-1 p-4">
              <Flame aria-hidden="true" className="size-7 text-warning" />
              <p className="text-2xl font-extrabold">{numbers.xpAwarded === null ? `${numbers.streak}-day streak` : "+1 streak"}</p>
              <p className="text-sm text-muted-foreground">{numbers.xpAwarded === null ? "keep it going" : "for today"}</p>
            </Card>
          </div>
          {numbers.xpAwarded !== null ? (
            <p className="text-muted-foreground">
              You now have {numbers.totalXp} XP and a {numbers.streak}-day streak.
            </p>
          ) : null}
        </div>
      )}
      <div className="mt-auto flex w-full flex-col gap-3" role="group" aria-labelledby="helpful-question">
        <h2 id="helpful-question" className="text-xl font-bold">
          Did you find it helpful?
        </h2>
        <div className="grid grid-cols-3 gap-2">
          {FEEDBACK_OPTIONS.map((o) => (
            <Button key={o.value} variant="outline" size="lg" className="px-2 text-base" disabled={save.isPending} onClick={() => answer(o.value)}>
              {o.label}
            </Button>
          ))}
        </div>
      </div>
    </section>
  );
}
