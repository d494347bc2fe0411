import type { ComponentProps } from "react";
import { cn } from "#client/lib/cn.ts";

/** Shared field look for Input and Textarea (16px text so iOS does not zoom on focus). */
export const fieldClassName = cn(
  "w-full min-w-0 rounded-xl border border-input bg-surface px-4 text-base text-foreground",
  "placeholder:text-muted-foreground transition-[border-color,box-shadow] duration-150",
  "focus-visible:border-ring aria-invalid:border-destructive",
  "disabled:cursor-not-allowed disabled:opacity-50",
);

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        fieldClassName,
        "h-12 py-2 file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-semibold",
        className,
      )}
      {...props}
    />
  );
}
