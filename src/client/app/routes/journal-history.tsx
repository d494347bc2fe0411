import { AppShell, PageHeader } from "#client/components/layouts/app-shell.tsx";
import { JournalHistory } from "#client/features/journals/components/journal-history.tsx";

/** /journal-history and /all-journals: every kind of journal. */
export function Component({ title = "Journal History" }: { title?: string }) {
  return (
    <AppShell>
      <PageHeader title={title} backTo="/home" />
      <JournalHistory
        entryType="all"
        searchPlaceholder="Search your journals..."
        emptyText="You haven't created any journal entries yet."
        noMatchText="No journal entries match your search"
        create={{ label: "Create Your First Journal Entry", to: "/journal" }}
      />
    </AppShell>
  );
}
