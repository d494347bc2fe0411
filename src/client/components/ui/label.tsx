import type { ComponentProps } from "react";
import { cn } from "#client/lib/cn.ts";

export function Label({ className, ...props }: ComponentProps<"label">) {
  return (
    // eslint-disable-next-line jsx-a11y/label-has-associated-control -- the primitive: callers' <Label htmlFor> is checked instead (eslint.config.js)
    <label
      data-slot="label"
      className={cn(
        "inline-flex items-center gap-2 text-sm font-semibold text-foreground select-none",
        "peer-disabled:cursor-not-allowed peer-disabled:opacity-60",
        className,
      )}
      {...props}
    />
  );
}
