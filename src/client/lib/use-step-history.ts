// Back inside a multi-step flow goes to the previous step (issue 13, point 5): each step forward
// adds a history entry marked with its number; the phone's Back (popstate) returns to the marked
// step, and the flow's own Back button goes back through history too, so the two never disagree.
import { useEffect, useRef } from "react";
import { useLatest } from "./use-latest.ts";

const KEY = "otterStep";

const markedStep = (state: unknown): number | undefined => {
  const value = (state as Record<string, unknown> | null)?.[KEY];
  return typeof value === "number" ? value : undefined;
};

/** Returns the flow's Back: through history when this step has its own entry, else `fallback`. */
export function useStepHistory(step: number, setStep: (step: number) => void): (fallback: () => void) => void {
  // The step the flow opened at (a reload resumes mid-flow): what the route's own entry stands for.
  const first = useRef(step);
  const shown = useRef(step);
  const popping = useRef(false);
  const setRef = useLatest(setStep);

  useEffect(() => {
    const onPop = (event: PopStateEvent) => {
      popping.current = true;
      setRef.current(markedStep(event.state) ?? first.current);
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, [setRef]);

  useEffect(() => {
    if (popping.current) popping.current = false;
    else if (step > shown.current && markedStep(window.history.state) !== step) {
      // Keep the router's own state (key, idx) so it sees the same location.
      window.history.pushState({ ...(window.history.state as object | null), [KEY]: step }, "");
    }
    shown.current = step;
  }, [step]);

  return (fallback) => {
    if (markedStep(window.history.state) === step) window.history.back();
    else fallback();
  };
}
