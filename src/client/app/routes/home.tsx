import { LayoutGrid } from "lucide-react";
import { Link } from "react-router";
import { AppShell, PageHeader } from "#client/components/layouts/app-shell.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { SettingsMenu } from "#client/features/auth/components/settings-menu.tsx";
import { useProfile } from "#client/features/profile/api/get-profile.ts";
import { LevelCard } from "#client/features/progress/components/level-card.tsx";

/** New home: level card first; today's exercises and the coach card join as those features land. */
export function Component() {
  const profile = useProfile();
  const name = profile.data?.userName;
  return (
    <AppShell>
      <PageHeader title={name ? `Hi, ${name}!` : "Hi there!"} actions={<SettingsMenu />} />
      <LevelCard otterName={profile.data?.characterName} />
      <Button asChild variant="outline" size="lg">
        <Link to="/menu">
          <LayoutGrid aria-hidden="true" /> Open the menu
        </Link>
      </Button>
    </AppShell>
  );
}
