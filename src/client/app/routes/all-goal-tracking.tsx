import { Link, useParams } from "react-router";
import { AppShell, PageHeader } from "#client/components/layouts/app-shell.tsx";
import { EmptyState, LoadMore, SectionError, SectionLoading } from "#client/components/layouts/section-states.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { useGoalEntries } from "#client/features/goal-tracking/api/goal-tracking.ts";
import { goalLabel, goalTrackingName, levelLabelsFor } from "#client/features/goal-tracking/components/goal-labels.ts";
import { MoodEntryList } from "#client/features/moods/components/mood-entry-list.tsx";
import { isGoalId } from "#shared/content/labels-goals.ts";
import { goalTrackingText } from "#shared/domain/journal-content.ts";
import { Component as NotFound } from "./not-found.tsx";

/** /all-goal-tracking/{goalType?}: one goal's check-ins, or every goal's. */
export function Component() {
  const { goalType } = useParams();
  if (goalType !== undefined && !isGoalId(goalType)) return <NotFound />;
  return <GoalHistory goalType={goalType} />;
}

function GoalHistory({ goalType }: { goalType: string | undefined }) {
  const entries = useGoalEntries(goalType);
  const label = goalType ? goalTrackingName(goalType) : null;
  return (
    <AppShell>
      <PageHeader
        title={label ? `${label} Tracking History` : "All Goal Tracking"}
        backTo={goalType ? `/goal-tracking/${encodeURIComponent(goalType)}` : "/home"}
      />
      {entries.isPending ? (
        <SectionLoading label="Loading your check-ins" />
      ) : entries.isError && !entries.isFetchNextPageError ? (
        <SectionError message="We couldn't load your check-ins." onRetry={() => void entries.refetch()} />
      ) : !entries.entries?.length ? (
        goalType && label ? (
          <EmptyState
            title={`You haven't tracked your ${label} yet.`}
            action={
              <Button asChild size="lg">
                <Link to={`/goal-tracking/${encodeURIComponent(goalType)}`}>Track Your {label}</Link>
              </Button>
            }
          />
        ) : (
          <EmptyState title="You haven't tracked any goals yet." />
        )
      ) : (
        <>
          <MoodEntryList
            entries={entries.entries}
            label={label ? `${label} check-ins` : "Goal check-ins"}
            noteOf={(e) => goalTrackingText(e.goalType, e.note)}
            levelLabelOf={(e) => levelLabelsFor(e.goalType ?? "custom")[e.moodLevel - 1] ?? ""}
            badgeOf={
              goalType
                ? undefined
                : (e) => (
                    <span className="rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-semibold text-accent">
                      {goalLabel(e.goalType ?? "")}
                    </span>
                  )
            }
          />
          <LoadMore
            hasMore={entries.hasNextPage}
            loading={entries.isFetchingNextPage}
            failed={entries.isFetchNextPageError}
            onLoad={() => void entries.fetchNextPage()}
          />
        </>
      )}
    </AppShell>
  );
}
