import { useEffect } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { AppShell } from "#client/components/layouts/app-shell.tsx";
import { SectionError } from "#client/components/layouts/section-states.tsx";
import { FullPageSpinner } from "#client/components/ui/spinner.tsx";
import { startRun, waitForReply } from "#client/features/coach/api/runs.ts";
import { useLibrary, useSavePlan } from "#client/features/exercises/api/exercises.ts";
import { useOnboardingData } from "#client/features/onboarding/api/onboarding.ts";
import { PlanBuilder } from "#client/features/onboarding/components/plan-builder.tsx";
import { browserTimeZone } from "#client/features/profile/hooks/use-session-effects.ts";
import { useProgress } from "#client/features/progress/api/get-progress.ts";
import { localDay } from "#shared/domain/day.ts";

async function generate(onboardingContext: string) {
  const run = await startRun("create-daily-exercises", { onboardingContext });
  return waitForReply(run, () => undefined);
}

/** /additional-onboarding: the daily plan builder, after the onboarding chat or its Skip. */
export function Component() {
  const navigate = useNavigate();
  const onboarding = useOnboardingData();
  const progress = useProgress();
  const library = useLibrary();
  const savePlan = useSavePlan();
  const missing = onboarding.isSuccess && onboarding.data === null;
  useEffect(() => {
    if (missing) {
      toast.error("No onboarding data available");
      void navigate("/new-onboarding", { replace: true });
    }
  }, [missing, navigate]);

  if (onboarding.isError) {
    return (
      <AppShell className="justify-center">
        <SectionError message="Failed to sync your data" onRetry={() => void onboarding.refetch()} />
      </AppShell>
    );
  }
  if (!onboarding.data || progress.isPending) return <FullPageSpinner label="Loading your plan builder" />;
  const tz = browserTimeZone();
  const last = progress.data?.streak.lastActionDate;
  const doneToday = Boolean(
    onboarding.data.doneExercise && last && localDay(new Date(last), tz) === localDay(new Date(), tz),
  );
  return (
    <AppShell>
      <PlanBuilder
        data={onboarding.data}
        doneToday={doneToday}
        generate={generate}
        describe={(id) => library.data?.find((e) => e.id === id)}
        savePlan={(ids) => savePlan.mutateAsync(ids)}
        onSaved={() => navigate("/character-introduction")}
      />
    </AppShell>
  );
}
