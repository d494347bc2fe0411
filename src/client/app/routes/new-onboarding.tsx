import { useEffect, useState } from "react";
import { Navigate, useNavigate } from "react-router";
import { AppShell } from "#client/components/layouts/app-shell.tsx";
import { FullPageSpinner } from "#client/components/ui/spinner.tsx";
import { useOnboardingStatus } from "#client/features/onboarding/api/onboarding.ts";
import { OnboardingFlow } from "#client/features/onboarding/components/onboarding-flow.tsx";
import { useOnboardingDraft } from "#client/features/onboarding/stores/onboarding-store.ts";
import { useSession } from "#client/lib/auth-client.ts";

/**
 * /new-onboarding: the 10 steps. A user who already finished onboarding goes home; one who left
 * half-way resumes at the step they were on (the draft is theirs only: see onboarding-store.ts).
 */
export function Component() {
  const navigate = useNavigate();
  const userId = useSession().data?.id ?? null;
  const status = useOnboardingStatus();
  const ownerId = useOnboardingDraft((s) => s.ownerId);
  const claim = useOnboardingDraft((s) => s.claim);
  // Set once the answers are saved: the status then says complete, but this user is on the way to
  // the chat (the next screen loads lazily while this one stays mounted), not back home.
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    if (userId) claim(userId);
  }, [userId, claim]);
  useEffect(() => {
    if (leaving) return () => useOnboardingDraft.getState().reset();
  }, [leaving]);

  if (status.data?.complete && !leaving) return <Navigate to="/home" replace />;
  if (!userId || ownerId !== userId || status.isPending) return <FullPageSpinner label="Loading your onboarding" />;
  return (
    <AppShell>
      <OnboardingFlow
        onDone={(to, userInput) => {
          setLeaving(true);
          void navigate(to, { state: userInput ? { userInput } : null });
        }}
      />
    </AppShell>
  );
}
