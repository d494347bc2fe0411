import { LayoutGrid } from "lucide-react";
import { Link, Navigate } from "react-router";
import { AppShell, PageHeader } from "#client/components/layouts/app-shell.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { FullPageSpinner } from "#client/components/ui/spinner.tsx";
import { SettingsMenu } from "#client/features/auth/components/settings-menu.tsx";
import { useOnboardingStatus } from "#client/features/onboarding/api/onboarding.ts";
import { CoachChatCard } from "#client/features/exercises/components/coach-chat-card.tsx";
import { TodayPanel } from "#client/features/exercises/components/today-panel.tsx";
import { useProfile } from "#client/features/profile/api/get-profile.ts";
import { LevelCard } from "#client/features/progress/components/level-card.tsx";
import { CelebrationDialog } from "#client/features/progress/components/celebration-dialog.tsx";
import { useApplyProgress } from "#client/features/progress/hooks/use-apply-progress.ts";
import { ONBOARDING_REDIRECT_ENABLED } from "#shared/domain/home-redirect.ts";

/**
 * New home: level card, today's exercises, the coach card. Signed-out visitors are sent away by
 * <RequireAuth />; users whose onboarding is incomplete go to /new-onboarding (SPEC section 4).
 * If the status cannot be read, home still renders rather than trapping the user.
 */
export function Component() {
  const onboarding = useOnboardingStatus();
  if (onboarding.isPending) return <FullPageSpinner label="Loading your home" />;
  if (ONBOARDING_REDIRECT_ENABLED && onboarding.data && !onboarding.data.complete)
    return <Navigate to="/new-onboarding" replace />;
  return <Home />;
}

function Home() {
  const profile = useProfile();
  const progress = useApplyProgress();
  const name = profile.data?.userName;
  const otterName = profile.data?.characterName;
  return (
    <AppShell>
      <PageHeader title={name ? `Hi, ${name}!` : "Hi there!"} actions={<SettingsMenu />} />
      <LevelCard otterName={otterName} />
      <TodayPanel onCompleted={(r, planDoneBefore) => progress.apply(r, planDoneBefore)} />
      <CoachChatCard />
      <Button asChild variant="outline" size="lg">
        <Link to="/menu">
          <LayoutGrid aria-hidden="true" /> Open the menu
        </Link>
      </Button>
      <CelebrationDialog celebration={progress.celebration} onClose={progress.dismiss} otterName={otterName} />
    </AppShell>
  );
}
