import { AppShell, PageHeader } from "#client/components/layouts/app-shell.tsx";
import { JournalHistory } from "#client/features/journals/components/journal-history.tsx";

export function Component() {
  return (
    <AppShell>
      <PageHeader title="Micro Win History" backTo="/micro-win-journal" />
      <JournalHistory
        entryType="micro-win"
        searchPlaceholder="Search your micro wins..."
        emptyText="No micro wins yet"
        noMatchText="No micro wins match your search"
        create={{ label: "Write Your First Micro Win", to: "/micro-win-journal" }}
      />
    </AppShell>
  );
}
