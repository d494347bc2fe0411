import type { JournalTypeFilter } from "#shared/schemas/journals.ts";
import { Card } from "#client/components/ui/card.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { useJournalStats } from "../api/journals.ts";

/** Entries, entries this week and the points they earned (reframing: count × 2). */
export function JournalStatsCard({ entryType }: { entryType: JournalTypeFilter }) {
  const stats = useJournalStats(entryType);
  if (stats.isPending) {
    return (
      <Card className="min-h-24 items-center justify-center">
        <Spinner label="Loading your journal stats" />
      </Card>
    );
  }
  if (stats.isError) {
    return (
      <Card className="items-center text-center">
        <p role="alert">We couldn&apos;t load your journal stats.</p>
      </Card>
    );
  }
  const items = [
    { label: "Entries", value: stats.data.total },
    { label: "This week", value: stats.data.thisWeek },
    { label: "Points", value: stats.data.points },
  ];
  return (
    <Card className="p-4" role="group" aria-label="Journal stats">
      <dl className="grid grid-cols-3 gap-2 text-center">
        {items.map((item) => (
          <div key={item.label} className="rounded-2xl bg-accent-soft px-2 py-3">
            <dt className="text-sm text-muted-foreground">{item.label}</dt>
            <dd className="text-2xl font-bold">{item.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
