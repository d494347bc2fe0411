import { useSyncExternalStore, type ComponentProps, type CSSProperties } from "react";
import { Toaster as Sonner } from "sonner";

type Theme = "light" | "dark" | "system";

function subscribe(onChange: () => void): () => void {
  if (typeof MutationObserver === "undefined" || typeof document === "undefined") return () => {};
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  return () => observer.disconnect();
}

/** Follows the system, unless <html> carries an explicit `.dark` / `.light` class. */
function getTheme(): Theme {
  const classes = document.documentElement.classList;
  if (classes.contains("dark")) return "dark";
  if (classes.contains("light")) return "light";
  return "system";
}

// Map sonner's colour variables onto the theme tokens, so toasts match the app
// in light and dark mode and keep AA contrast (sonner's own rich colours don't always).
const tokenStyle = {
  "--normal-bg": "var(--color-surface)",
  "--normal-bg-hover": "var(--color-muted)",
  "--normal-border": "var(--color-border)",
  "--normal-border-hover": "var(--color-border)",
  "--normal-text": "var(--color-foreground)",
  "--success-bg": "var(--color-success-soft)",
  "--success-border": "var(--color-success-soft)",
  "--success-text": "var(--color-success)",
  "--info-bg": "var(--color-accent-soft)",
  "--info-border": "var(--color-accent-soft)",
  "--info-text": "var(--color-accent)",
  "--warning-bg": "var(--color-warning-soft)",
  "--warning-border": "var(--color-warning-soft)",
  "--warning-text": "var(--color-warning)",
  "--error-bg": "var(--color-destructive-soft)",
  "--error-border": "var(--color-destructive-soft)",
  "--error-text": "var(--color-destructive)",
  "--border-radius": "1rem",
  fontFamily: "var(--font-sans)",
} as CSSProperties;

export type ToasterProps = ComponentProps<typeof Sonner>;

export function Toaster({ style, toastOptions, ...props }: ToasterProps) {
  const theme = useSyncExternalStore(subscribe, getTheme, () => "system" as const);
  return (
    <Sonner
      theme={theme}
      position="top-center"
      richColors
      closeButton
      offset={{ top: "calc(env(safe-area-inset-top) + 16px)" }}
      mobileOffset={{ top: "calc(env(safe-area-inset-top) + 12px)" }}
      style={{ ...tokenStyle, ...style }}
      toastOptions={{
        ...toastOptions,
        classNames: {
          toast: "text-[0.9375rem]! shadow-lifted!",
          description: "text-muted-foreground!",
          ...toastOptions?.classNames,
        },
      }}
      {...props}
    />
  );
}
