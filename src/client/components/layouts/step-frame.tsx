import type { ReactNode } from "react";
import { ArrowLeft, Sparkles } from "lucide-react";
import { Otter, type OtterMood } from "#client/components/otter/otter.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Progress } from "#client/components/ui/progress.tsx";
import { cn } from "#client/lib/cn.ts";

export interface StepFrameProps {
  /** 1-based step and the flow's step count, for the progress bar. */
  step: number;
  total: number;
  /** The flow's name, read by screen readers with the progress bar. */
  flow: string;
  title: ReactNode;
  /** Shown under the title. */
  lead?: ReactNode;
  onBack?: () => void;
  otterMood?: OtterMood;
  otterLevel?: number;
  otterSize?: number;
  otterTitle?: string;
  /** False keeps the otter hidden (before she is introduced). */
  showOtter?: boolean;
  children?: ReactNode;
  className?: string;
}

/** One step of a linear flow: back button (when there is a way back), progress, the otter, the question. */
export function StepFrame({
  step,
  total,
  flow,
  title,
  lead,
  onBack,
  otterMood = "happy",
  otterLevel = 1,
  otterSize = 128,
  otterTitle,
  showOtter = true,
  children,
  className,
}: StepFrameProps) {
  return (
    <>
      <div className="flex min-h-14 items-center gap-2">
        {onBack ? (
          <Button type="button" variant="ghost" size="icon" aria-label="Back" onClick={onBack} className="-ml-2">
            <ArrowLeft aria-hidden="true" />
          </Button>
        ) : null}
        <Progress
          value={(step / total) * 100}
          aria-label={`${flow} progress`}
          aria-valuetext={`Step ${step} of ${total}`}
          className="flex-1"
        />
      </div>
      <section aria-labelledby="step-title" className={cn("flex flex-1 flex-col gap-5", className)}>
        <div className="grid place-items-center">
          {showOtter ? (
            <Otter level={otterLevel} mood={otterMood} size={otterSize} title={otterTitle} />
          ) : (
            <span className="grid size-32 place-items-center rounded-full bg-accent-soft text-accent">
              <Sparkles aria-hidden="true" className="size-14" />
            </span>
          )}
        </div>
        <div className="space-y-2 text-center">
          <h1 id="step-title" className="text-2xl font-bold tracking-tight text-balance">
            {title}
          </h1>
          {lead ? <div className="text-muted-foreground text-pretty">{lead}</div> : null}
        </div>
        {children}
      </section>
    </>
  );
}
