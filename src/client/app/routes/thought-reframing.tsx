import { AppShell, PageHeader } from "#client/components/layouts/app-shell.tsx";
import { ReframingForm } from "#client/features/journals/components/reframing-form.tsx";

export function Component() {
  return (
    <AppShell>
      <PageHeader title="Thought Reframing" backTo="/menu" />
      <ReframingForm />
    </AppShell>
  );
}
