import type { ComponentProps } from "react";
import { Slot } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "#client/lib/cn.ts";

export const buttonVariants = cva(
  [
    "relative inline-flex items-center justify-center gap-2 rounded-2xl text-center font-semibold leading-tight",
    "transition-[background-color,color,box-shadow,scale] duration-150 ease-out select-none",
    "active:scale-[0.98] disabled:pointer-events-none disabled:opacity-50",
    "aria-disabled:pointer-events-none aria-disabled:opacity-50",
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-5",
  ],
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground shadow-soft hover:bg-primary-hover",
        secondary: "bg-secondary text-secondary-foreground hover:bg-secondary-hover",
        outline: "border border-input bg-surface text-foreground hover:bg-muted",
        ghost: "text-foreground hover:bg-muted",
        destructive: "bg-destructive text-destructive-foreground shadow-soft hover:bg-destructive-hover",
        link: "text-accent underline decoration-1 underline-offset-4 hover:decoration-2",
      },
      size: {
        default: "min-h-11 px-5 py-2.5 text-base",
        sm: "min-h-9 rounded-xl px-3.5 py-1.5 text-sm",
        lg: "min-h-12 px-7 py-3 text-lg",
        icon: "size-11 shrink-0 rounded-full p-0",
      },
    },
    compoundVariants: [
      // A link keeps its touch target height but hugs its text horizontally.
      { variant: "link", className: "rounded-md px-1 active:scale-100" },
    ],
    defaultVariants: { variant: "default", size: "default" },
  },
);

export type ButtonProps = ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child element (e.g. a router `<Link>`) with button styles. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  return <Comp data-slot="button" className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
