import { lazy, Suspense } from "react";
import { Outlet } from "react-router";
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

export function RootLayout() {
  useSessionEffects();
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-card focus:px-4 focus:py-2">
        Skip to content
      </a>
      <Outlet />
      <SupportHost />
    </>
  );
}
