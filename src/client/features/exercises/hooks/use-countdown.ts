import { useEffect, useState } from "react";

/** Seconds as MM:SS (minutes may pass 99 for very long timers). */
export function formatTimer(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, "0")}:${String(s % 60).padStart(2, "0")}`;
}

/** A countdown that ticks once a second while running and stops at 0. */
export function useCountdown(total: number) {
  const [remaining, setRemaining] = useState(total);
  const [running, setRunning] = useState(false);
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => {
      setRemaining((r) => {
        if (r <= 1) {
          setRunning(false);
          return 0;
        }
        return r - 1;
      });
    }, 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  return {
    remaining,
    running,
    started: remaining < total || running,
    finished: remaining === 0,
    start: () => remaining > 0 && setRunning(true),
    pause: () => setRunning(false),
  };
}
