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
        <Progress value={(step / total) * 100} aria-label={`${flow} progress`} aria-valuetext={`Step ${step} of ${total}`} className="flex-1" />
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

export interface ChoiceChipProps {
  label: string;
  selected: boolean;
  onToggle: () => void;
  disabled?: boolean;
}

/** A toggle button shaped like a chip (aria-pressed), at least 44 px tall. */
export function ChoiceChip({ label, selected, onToggle, disabled }: ChoiceChipProps) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      disabled={disabled}
      onClick={onToggle}
      className={cn(
        "min-h-11 rounded-full border px-4 py-2 font-semibold transition-colors disabled:opacity-50",
        selected ? "border-accent bg-accent text-accent-foreground" : "border-input bg-surface hover:bg-muted",
      )}
    >
      {label}
    </button>
  );
}

/** A big full-width answer button (choosing it usually moves on). */
export function AnswerButton({ children, selected, onClick }: { children: ReactNode; selected?: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onClick}
      className={cn(
        "flex min-h-14 w-full items-center gap-3 rounded-2xl border-2 px-4 py-3 text-left text-lg font-semibold transition-colors",
        "focus-visible:ring-2 focus-visible:ring-ring",
        selected ? "border-accent bg-accent-soft" : "border-border bg-surface hover:bg-muted",
      )}
    >
      {children}
    </button>
  );
}
