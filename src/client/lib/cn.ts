import { clsx, type ClassValue } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";

// Teach tailwind-merge about the theme's custom shadow and animation names so
// e.g. `cn("shadow-soft", "shadow-lifted")` keeps only the last one.
const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      shadow: ["soft", "lifted"],
      animate: ["fade-in", "fade-out", "pop-in", "pop-out"],
    },
  },
});

/** Join class names conditionally and resolve Tailwind conflicts (last one wins). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
