import type { ComponentProps } from "react";
import { Switch as SwitchPrimitive } from "radix-ui";
import { cn } from "#client/lib/cn.ts";

/**
 * Toggle switch. The visible track is 28×48px; an invisible ::after extends the
 * hit area to 44×56px. Label it with a <Label htmlFor> or `aria-label`.
 */
export function Switch({ className, ...props }: ComponentProps<typeof SwitchPrimitive.Root>) {
  return (
    <SwitchPrimitive.Root
      data-slot="switch"
      className={cn(
        "peer relative inline-flex h-7 w-12 shrink-0 items-center rounded-full p-0.5",
        "after:absolute after:-inset-x-1 after:-inset-y-2 after:rounded-full",
        "bg-input transition-colors duration-150 data-[state=checked]:bg-accent",
        "disabled:cursor-not-allowed disabled:opacity-50",
        className,
      )}
      {...props}
    >
      <SwitchPrimitive.Thumb
        data-slot="switch-thumb"
        className={cn(
          "pointer-events-none block size-6 rounded-full bg-surface shadow-soft",
          "translate-x-0 transition-transform duration-150 data-[state=checked]:translate-x-5",
        )}
      />
    </SwitchPrimitive.Root>
  );
}
