import { AppShell, PageHeader } from "#client/components/layouts/app-shell.tsx";
import { EntriesForm } from "#client/features/journals/components/entries-form.tsx";

export function Component() {
  return (
    <AppShell>
      <PageHeader title="Micro Win Journal" backTo="/menu" />
      <EntriesForm
        entryType="micro-win"
        heading="Every small step counts. What went well today?"
        prompts={["Today's micro win"]}
        placeholder="I finally replied to that email…"
        addLabel="Add another win"
        max={5}
        historyTo="/micro-win-history"
      />
    </AppShell>
  );
}
