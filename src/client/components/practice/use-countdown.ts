import { useEffect, useState } from "react";
import { useLatest } from "#client/lib/use-latest.ts";

/**
 * A Start/Pause countdown measured against the clock (a throttled background tab still ends on
 * time). `finished` once it reached 0.
 */
export function useCountdown(totalSeconds: number) {
  const total = Math.max(1, Math.round(totalSeconds));
  const [left, setLeft] = useState(total);
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const leftRef = useLatest(left);

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
    /** Back to the full time, stopped (offered once it reached 0). */
    restart: () => {
      setEndsAt(null);
      setLeft(total);
    },
  };
}

export type Countdown = ReturnType<typeof useCountdown>;

/** Seconds as MM:SS (minutes may pass 99 for very long timers). */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, "0")}:${String(s % 60).padStart(2, "0")}`;
}
