// /old-home: the older goal-and-actions home (SPEC section 2, "Old home").
import { MessageCircleHeart, Target } from "lucide-react";
import { Link, Navigate, useSearchParams } from "react-router";
import { AppShell, PageHeader } from "#client/components/layouts/app-shell.tsx";
import { EmptyState, SectionError, SectionLoading } from "#client/components/layouts/section-states.tsx";
import { Otter } from "#client/components/otter/otter.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { useGoalSettings } from "#client/features/actions/api/actions.ts";
import { DailyActionsCard } from "#client/features/actions/components/daily-actions-card.tsx";
import { GoalCheckInCards, SelectedGoals } from "#client/features/actions/components/goal-cards.tsx";
import { OldLevelCard } from "#client/features/actions/components/old-level-card.tsx";
import { SettingsMenu } from "#client/features/auth/components/settings-menu.tsx";
import { useOnboardingStatus } from "#client/features/onboarding/api/onboarding.ts";
import { useProfile } from "#client/features/profile/api/get-profile.ts";

export function Component() {
  const [params] = useSearchParams();
  const changeGoals = params.get("intent") === "change-goals";
  const onboarding = useOnboardingStatus();
  // SPEC: intent=change-goals goes on to the chat history once onboarding is complete.
  if (changeGoals && onboarding.data?.complete) return <Navigate to="/chat-history?intent=change-goals" replace />;
  return <OldHome />;
}

function OldHome() {
  const profile = useProfile();
  const goals = useGoalSettings();
  const name = profile.data?.userName;
  return (
    <AppShell>
      <PageHeader title={name ? `Hi, ${name}!` : "Hi there!"} actions={<SettingsMenu />} />
      <OldLevelCard otterName={profile.data?.characterName} />
      <Button asChild size="lg">
        <Link to="/coach-chat">
          <MessageCircleHeart aria-hidden="true" /> Chat with coach
        </Link>
      </Button>
      {goals.isPending ? <SectionLoading label="Loading your goals" /> : null}
      {goals.isError ? (
        <SectionError message="We couldn't load your goals." onRetry={() => void goals.refetch()} />
      ) : null}
      {goals.isSuccess && goals.data === null ? (
        <EmptyState
          art={<Otter level={1} mood="calm" size={96} />}
          title="Set your goals and your otter will suggest small daily actions."
          action={
            <Button asChild size="lg">
              <Link to="/goal-setting">
                <Target aria-hidden="true" /> Set my goals
              </Link>
            </Button>
          }
        />
      ) : null}
      {goals.data ? (
        <>
          <SelectedGoals settings={goals.data} />
          <DailyActionsCard goals={goals.data} />
          <GoalCheckInCards settings={goals.data} />
        </>
      ) : null}
    </AppShell>
  );
}
