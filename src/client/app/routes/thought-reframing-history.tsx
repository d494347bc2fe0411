import { AppShell, PageHeader } from "#client/components/layouts/app-shell.tsx";
import { JournalHistory } from "#client/features/journals/components/journal-history.tsx";

export function Component() {
  return (
    <AppShell>
      <PageHeader title="Reframing History" backTo="/thought-reframing" />
      <JournalHistory
        entryType="thought-reframing"
        searchPlaceholder="Search your reframing journals..."
        emptyText="No reframing journals yet"
        noMatchText="No reframing journals match your search"
        create={{ label: "Reframe a Thought", to: "/thought-reframing" }}
      />
    </AppShell>
  );
}
