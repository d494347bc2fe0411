import { useLocation, useNavigate } from "react-router";
import { AppShell } from "#client/components/layouts/app-shell.tsx";
import {
  ExerciseCelebration,
  type CelebrationNumbers,
  type CelebrationState,
} from "#client/features/onboarding/components/exercise-celebration.tsx";
import { useProgress } from "#client/features/progress/api/get-progress.ts";

/**
 * /exercise-completion: the celebration after the first exercise. The award itself happened when
 * the exercise was completed (the server's answer arrives in the router state); after a reload
 * the screen shows the current totals instead.
 */
export function Component() {
  const navigate = useNavigate();
  const completion = (useLocation().state as CelebrationState | null)?.completion;
  const progress = useProgress();
  const numbers: CelebrationNumbers | "loading" | "error" = completion
    ? { xpAwarded: completion.xpAwarded, totalXp: completion.progress.xp, streak: completion.progress.streak.current }
    : progress.data
      ? { xpAwarded: null, totalXp: progress.data.xp, streak: progress.data.streak.current }
      : progress.isError
        ? "error"
        : "loading";
  return (
    <AppShell>
      <ExerciseCelebration numbers={numbers} onAnswered={() => navigate("/additional-onboarding")} />
    </AppShell>
  );
}
