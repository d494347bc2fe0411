import { Bell, History, House, LogOut, Menu as MenuIcon, Settings } from "lucide-react";
import { useNavigate } from "react-router";
import { CardMenu } from "#client/components/ui/card-menu.tsx";
import { useSignOut } from "#client/lib/use-sign-out.ts";

/** The homes' settings menu; entries for screens that land later are added with them. */
export function SettingsMenu() {
  const navigate = useNavigate();
  const signOut = useSignOut();
  return (
    <CardMenu
      label="Settings"
      icon={Settings}
      items={[
        { label: "Notification Settings", icon: Bell, onSelect: () => void navigate("/notification-settings") },
        { label: "Go to home", icon: House, onSelect: () => void navigate("/home") },
        { label: "Go to old home", icon: History, onSelect: () => void navigate("/old-home") },
        { label: "Menu", icon: MenuIcon, onSelect: () => void navigate("/menu") },
        { label: "Sign Out", icon: LogOut, onSelect: () => void signOut(), separated: true },
      ]}
    />
  );
}
