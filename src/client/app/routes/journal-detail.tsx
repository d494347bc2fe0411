import { useParams } from "react-router";
import { AppShell } from "#client/components/layouts/app-shell.tsx";
import { JournalDetail } from "#client/features/journals/components/journal-detail.tsx";

export function Component() {
  const { id = "" } = useParams();
  return (
    <AppShell>
      <JournalDetail key={id} id={id} />
    </AppShell>
  );
}
