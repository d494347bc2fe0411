// The phone's Back closes an open dialog instead of leaving the page (issue 13, point 5): opening
// the dialog adds a history entry for it; Back pops that entry and closes the dialog, and closing
// it any other way removes the entry, so history stays as it was.
import { useEffect } from "react";
import { useLocation } from "react-router";
import { useLatest } from "./use-latest.ts";

const MARK = "otterDialog";

export function useBackCloses(open: boolean, close: () => void) {
  const closeRef = useLatest(close);
  const routed = useLocation().pathname;
  useEffect(() => {
    // A screen that changed its address behind the router (the coach chat's /chat/:id) would be
    // re-routed by any Back: leave history alone there.
    if (!open || window.location.pathname !== routed) return;
    let pushed = false;
    let popped = false;
    // A tick later: an effect React runs twice (StrictMode) must not leave two entries.
    const timer = setTimeout(() => {
      // Keep the router's own state (key, idx) so it sees the same location.
      window.history.pushState({ ...(window.history.state as object | null), [MARK]: true }, "");
      pushed = true;
    }, 0);
    const onPop = () => {
      popped = true;
      closeRef.current();
    };
    window.addEventListener("popstate", onPop);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("popstate", onPop);
      // Closed by its button, Escape or a completed exercise: take our entry back off.
      if (pushed && !popped && (window.history.state as Record<string, unknown> | null)?.[MARK]) window.history.back();
    };
  }, [open, routed, closeRef]);
}
