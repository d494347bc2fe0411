import { lazy, Suspense, useEffect } from "react";
import { Outlet, useNavigate } from "react-router";
import { OPEN_EVENT } from "#client/lib/kept-drafts.ts";
import { useSupportStore } from "#client/components/support/support-store.ts";
import { useSessionEffects } from "#client/features/profile/hooks/use-session-effects.ts";

const SupportDialog = lazy(() => import("#client/components/support/support-dialog.tsx"));

/** The help card a write's answer asked for, over whichever screen is showing. */
function SupportHost() {
  const support = useSupportStore((s) => s.support);
  const dismiss = useSupportStore((s) => s.dismiss);
  if (!support) return null;
  return (
    <Suspense fallback={null}>
      <SupportDialog support={support} onClose={dismiss} />
    </Suspense>
  );
}

/** Screens opened from outside React (a toast's "Open it"). */
function useOpenScreenEvents() {
  const navigate = useNavigate();
  useEffect(() => {
    const open = (event: Event) => {
      const path = (event as CustomEvent<unknown>).detail;
      if (typeof path === "string" && path.startsWith("/") && !path.startsWith("//")) void navigate(path);
    };
    window.addEventListener(OPEN_EVENT, open);
    return () => window.removeEventListener(OPEN_EVENT, open);
  }, [navigate]);
}

export function RootLayout() {
  useSessionEffects();
  useOpenScreenEvents();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-card focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <Outlet />
      <SupportHost />
    </>
  );
}
