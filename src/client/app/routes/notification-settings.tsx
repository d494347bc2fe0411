import { AppShell, PageHeader } from "#client/components/layouts/app-shell.tsx";
import { NotificationSettings } from "#client/features/push/components/notification-settings.tsx";

/** /notification-settings: daily push reminders. */
export function Component() {
  return (
    <AppShell>
      <PageHeader title="Notification Settings" backTo="/home" />
      <NotificationSettings />
    </AppShell>
  );
}
