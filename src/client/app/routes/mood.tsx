import { AppShell } from "#client/components/layouts/app-shell.tsx";
import { MoodFlow } from "#client/features/moods/components/mood-flow.tsx";

export function Component() {
  return (
    <AppShell>
      <MoodFlow />
    </AppShell>
  );
}
