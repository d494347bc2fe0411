import { Link } from "react-router";
import { AppShell, PageHeader } from "#client/components/layouts/app-shell.tsx";
import { EmptyState, LoadMore, SectionError, SectionLoading } from "#client/components/layouts/section-states.tsx";
import { Otter } from "#client/components/otter/otter.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { useMoods, useMoodStats } from "#client/features/moods/api/moods.ts";
import { MoodEntryList } from "#client/features/moods/components/mood-entry-list.tsx";
import { MoodTrendChart, TopEmotions } from "#client/features/moods/components/mood-insights.tsx";

export function Component() {
  const moods = useMoods("mood");
  const stats = useMoodStats();
  return (
    <AppShell>
      <PageHeader title="Mood History" backTo="/home" />
      {moods.isPending ? (
        <SectionLoading label="Loading your moods" />
      ) : moods.isError && !moods.isFetchNextPageError ? (
        <SectionError message="Failed to sync your mood entries" onRetry={() => void moods.refetch()} />
      ) : !moods.entries?.length ? (
        <EmptyState
          art={<Otter level={2} mood="calm" size={120} />}
          title="No mood entries yet"
          action={
            <Button asChild size="lg">
              <Link to="/mood">Track Your First Mood</Link>
            </Button>
          }
        />
      ) : (
        <>
          {stats.isPending ? (
            <SectionLoading label="Loading your mood trend" />
          ) : stats.isError ? (
            <SectionError message="We couldn't load your mood trend." onRetry={() => void stats.refetch()} />
          ) : (
            <>
              <MoodTrendChart stats={stats.data} />
              <TopEmotions stats={stats.data} />
            </>
          )}
          <section aria-labelledby="entries-heading" className="flex flex-col gap-3">
            <h2 id="entries-heading" className="text-lg font-semibold">
              Your check-ins
            </h2>
            <MoodEntryList entries={moods.entries} label="Mood entries" />
            <LoadMore
              hasMore={moods.hasNextPage}
              loading={moods.isFetchingNextPage}
              failed={moods.isFetchNextPageError}
              onLoad={() => void moods.fetchNextPage()}
            />
          </section>
        </>
      )}
    </AppShell>
  );
}
