import type { ComponentProps } from "react";
import { LoaderCircle } from "lucide-react";
import { cn } from "#client/lib/cn.ts";

const sizes = { sm: "size-4", md: "size-6", lg: "size-10" } as const;

export type SpinnerProps = Omit<ComponentProps<"span">, "children"> & {
  /** Screen-reader text announced by the status region. */
  label?: string;
  size?: keyof typeof sizes;
};

export function Spinner({ label = "Loading", size = "md", className, ...props }: SpinnerProps) {
  return (
    <span
      role="status"
      data-slot="spinner"
      className={cn("inline-flex items-center justify-center text-accent", className)}
      {...props}
    >
      <LoaderCircle aria-hidden="true" data-slot="spinner-icon" className={cn("animate-spin", sizes[size])} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export function FullPageSpinner({ label = "Loading", className, ...props }: SpinnerProps) {
  return (
    <div
      data-slot="full-page-spinner"
      className={cn("flex min-h-dvh w-full items-center justify-center bg-background p-6", className)}
    >
      <Spinner label={label} size="lg" {...props} />
    </div>
  );
}
