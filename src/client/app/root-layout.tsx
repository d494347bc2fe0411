import { Outlet } from "react-router";
import { useSessionEffects } from "#client/features/profile/hooks/use-session-effects.ts";

export function RootLayout() {
  useSessionEffects();
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-card focus:px-4 focus:py-2">
        Skip to content
      </a>
      <Outlet />
    </>
  );
}
