import { Bell, History, House, LogOut, Menu as MenuIcon, Settings } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "#client/components/ui/button.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "#client/components/ui/dropdown-menu.tsx";
import { useSignOut } from "#client/lib/use-sign-out.ts";

/** The homes' settings menu; entries for screens that land later are added with them. */
export function SettingsMenu() {
  const navigate = useNavigate();
  const signOut = useSignOut();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Settings">
          <Settings aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => navigate("/notification-settings")}>
          <Bell aria-hidden="true" /> Notification Settings
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate("/home")}>
          <House aria-hidden="true" /> Go to home
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate("/old-home")}>
          <History aria-hidden="true" /> Go to old home
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate("/menu")}>
          <MenuIcon aria-hidden="true" /> Menu
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden="true" /> Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
