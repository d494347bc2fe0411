import type { ReactNode } from "react";
import { Check, Pause, Play, RotateCcw } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { Progress } from "#client/components/ui/progress.tsx";
import { formatClock, type Countdown } from "./use-countdown.ts";

export interface CountdownTimerProps {
  /** From `useCountdown`; the caller decides what finishing allows. */
  timer: Countdown;
  testId: string;
  /** Shown below the controls (e.g. the complete button). */
  children?: ReactNode;
}

/** The big MM:SS clock with its progress bar and Start/Pause/Resume button; at 0, Done and Restart. */
export function CountdownTimer({ timer, testId, children }: CountdownTimerProps) {
  return (
    <div className="flex flex-col items-center gap-4">
      <p className="text-6xl font-bold tabular-nums" role="timer" aria-live="off" data-testid={testId}>
        {formatClock(timer.left)}
      </p>
      <Progress value={((timer.total - timer.left) / timer.total) * 100} aria-label="Time passed" className="w-full" />
      {timer.running ? (
        <Button variant="outline" size="lg" onClick={timer.pause}>
          <Pause aria-hidden="true" /> Pause
        </Button>
      ) : timer.finished ? (
        <Button variant="outline" size="lg" onClick={timer.restart}>
          <RotateCcw aria-hidden="true" /> Restart
        </Button>
      ) : (
        <Button variant="secondary" size="lg" onClick={timer.start}>
          <Play aria-hidden="true" /> {timer.started ? "Resume" : "Start"}
        </Button>
      )}
      {timer.finished ? (
        <p className="flex items-center gap-1.5 font-semibold text-accent" role="status">
          <Check aria-hidden="true" className="size-5" /> Done. Time's up. Well done!
        </p>
      ) : null}
      {children}
    </div>
  );
}
