import { useEffect, useRef, useState } from "react";

/**
 * A Start/Pause countdown measured against the clock (a throttled background tab still ends on
 * time). `finished` once it reached 0: only then may a timer action be completed.
 */
export function useActionTimer(totalSeconds: number) {
  const total = Math.max(1, Math.round(totalSeconds));
  const [left, setLeft] = useState(total);
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const leftRef = useRef(left);
  leftRef.current = left;

  useEffect(() => {
    if (endsAt === null) return;
    const tick = () => {
      const next = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setLeft(next);
      if (next === 0) setEndsAt(null);
    };
    const id = window.setInterval(tick, 250);
    return () => window.clearInterval(id);
  }, [endsAt]);

  return {
    left,
    total,
    running: endsAt !== null,
    started: endsAt !== null || left < total,
    finished: left === 0,
    start: () => {
      if (leftRef.current > 0) setEndsAt(Date.now() + leftRef.current * 1000);
    },
    pause: () => setEndsAt(null),
  };
}

/** MM:SS. */
export const clock = (seconds: number) =>
  [Math.floor(seconds / 60), seconds % 60].map((n) => n.toString().padStart(2, "0")).join(":");
