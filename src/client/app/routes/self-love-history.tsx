import { AppShell, PageHeader } from "#client/components/layouts/app-shell.tsx";
import { JournalHistory } from "#client/features/journals/components/journal-history.tsx";

export function Component() {
  return (
    <AppShell>
      <PageHeader title="Self-Love History" backTo="/self-love-journal" />
      <JournalHistory
        entryType="self-love"
        searchPlaceholder="Search your self-love journals..."
        emptyText="No self-love journals yet"
        noMatchText="No self-love journals match your search"
        create={{ label: "Write Your First Self-Love Journal", to: "/self-love-journal" }}
      />
    </AppShell>
  );
}
