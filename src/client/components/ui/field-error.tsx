import type { ComponentProps, ReactNode } from "react";
import { CircleAlert } from "lucide-react";
import { cn } from "#client/lib/cn.ts";

export type FieldErrorProps = Omit<ComponentProps<"p">, "children"> & {
  /** The error text. Nothing is rendered when empty. */
  message?: ReactNode;
  /** Alternative to `message`. */
  children?: ReactNode;
};

/**
 * Inline validation message. Give it an `id` and point the control's
 * `aria-describedby` at it (and set `aria-invalid`) when it is shown.
 */
export function FieldError({ message, children, className, ...props }: FieldErrorProps) {
  const content = message ?? children;
  if (content === undefined || content === null || content === false || content === "") return null;
  return (
    <p
      role="alert"
      data-slot="field-error"
      className={cn("flex items-start gap-1.5 text-sm font-medium text-destructive", className)}
      {...props}
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{content}</span>
    </p>
  );
}
