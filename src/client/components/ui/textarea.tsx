import type { ComponentProps } from "react";
import { cn } from "#client/lib/cn.ts";
import { fieldClassName } from "#client/components/ui/input.tsx";

export function Textarea({ className, rows = 4, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      data-slot="textarea"
      rows={rows}
      className={cn(fieldClassName, "min-h-28 resize-y py-3 leading-relaxed field-sizing-content", className)}
      {...props}
    />
  );
}
