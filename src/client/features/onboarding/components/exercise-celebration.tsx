import { Flame, Sparkles } from "lucide-react";
import { toast } from "sonner";
import { Otter } from "#client/components/otter/otter.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { errorMessage } from "#client/lib/api-client.ts";
import { FEEDBACK_OPTIONS, type ExerciseFeedback } from "#shared/content/labels-habits.ts";
import { CELEBRATION_STREAK, CELEBRATION_XP } from "#shared/domain/points.ts";
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
export function ExerciseCelebration({
  numbers,
  onAnswered,
}: {
  numbers: CelebrationNumbers | "loading" | "error";
  onAnswered: () => void;
}) {
  const save = useSaveOnboardingProgress();
  // SPEC section 9: the screen shows a fixed +10 XP and +1 streak (also after a reload); only when
  // the server said this completion earned nothing (already done today) are the totals shown instead.
  const alreadyAwarded = typeof numbers === "object" && numbers.xpAwarded === 0;
  const answer = (exerciseFeedback: ExerciseFeedback) =>
    save.mutate(
      { exerciseFeedback },
      { onSuccess: onAnswered, onError: (err) => toast.error(errorMessage(err, "Failed to sync your data")) },
    );

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
              <p className="text-2xl font-extrabold">
                {alreadyAwarded ? `${numbers.totalXp} XP` : `+${CELEBRATION_XP} XP`}
              </p>
              <p className="text-sm text-muted-foreground">{alreadyAwarded ? "in total" : "earned"}</p>
            </Card>
            <Card className="items-center gap-1 p-4">
              <Flame aria-hidden="true" className="size-7 text-warning" />
              <p className="text-2xl font-extrabold">
                {alreadyAwarded ? `${numbers.streak}-day streak` : `+${CELEBRATION_STREAK} streak`}
              </p>
              <p className="text-sm text-muted-foreground">{alreadyAwarded ? "keep it going" : "for today"}</p>
            </Card>
          </div>
          <p className="text-muted-foreground">
            You now have {numbers.totalXp} XP and a {numbers.streak}-day streak.
          </p>
        </div>
      )}
      <div className="mt-auto flex w-full flex-col gap-3" role="group" aria-labelledby="helpful-question">
        <h2 id="helpful-question" className="text-xl font-bold">
          Did you find it helpful?
        </h2>
        <div className="grid grid-cols-3 gap-2">
          {FEEDBACK_OPTIONS.map((o) => (
            <Button
              key={o.value}
              variant="outline"
              size="lg"
              className="px-2 text-base"
              disabled={save.isPending}
              onClick={() => answer(o.value)}
            >
              {o.label}
            </Button>
          ))}
        </div>
      </div>
    </section>
  );
}
