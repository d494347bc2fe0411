import type { ComponentProps } from "react";
import { Progress as ProgressPrimitive } from "radix-ui";
import { cn } from "#client/lib/cn.ts";

export type ProgressProps = Omit<ComponentProps<typeof ProgressPrimitive.Root>, "value" | "max"> & {
  /** 0–100; values outside are clamped. `null` renders an indeterminate bar. */
  value?: number | null;
  indicatorClassName?: string;
};

/**
 * Accessible progress bar (role="progressbar" with aria-valuenow). Give it an
 * `aria-label` (or `aria-labelledby`) and, when the percentage alone is not
 * meaningful, an `aria-valuetext` such as "3 of 5 steps".
 */
export function Progress({ className, indicatorClassName, value = 0, ...props }: ProgressProps) {
  const clamped = value === null ? null : Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0));
  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      value={clamped}
      max={100}
      className={cn("relative h-3 w-full overflow-hidden rounded-full bg-muted", className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className={cn(
          "h-full w-full rounded-full bg-accent transition-transform duration-500 ease-out",
          clamped === null && "animate-pulse",
          indicatorClassName,
        )}
        style={{ transform: `translateX(-${100 - (clamped ?? 100)}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}

/** "done/total" over its bar: the day's count on the home screens (old and new). */
export function CountProgress({
  done,
  total,
  label,
  countTestId,
}: {
  done: number;
  total: number;
  /** What is counted, for screen readers ("Today's exercises completed"). */
  label: string;
  countTestId: string;
}) {
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-semibold" data-testid={countTestId}>
        {done}/{total}
      </p>
      <Progress value={total ? (done / total) * 100 : 0} aria-label={label} aria-valuetext={`${done} of ${total}`} />
    </div>
  );
}
