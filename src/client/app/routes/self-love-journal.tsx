import { AppShell, PageHeader } from "#client/components/layouts/app-shell.tsx";
import { EntriesForm } from "#client/features/journals/components/entries-form.tsx";

const PROMPTS = ["Something I like about myself", "Something I did well recently", "A strength I am proud of"] as const;

export function Component() {
  return (
    <AppShell>
      <PageHeader title="Self-Love Journal" backTo="/menu" />
      <EntriesForm
        entryType="self-love"
        heading="Be kind to yourself today. Fill in one box or all three."
        prompts={PROMPTS}
        placeholder="I am…"
        historyTo="/self-love-history"
      />
    </AppShell>
  );
}
