import type { ReactNode } from "react";
import { Link, useLocation, type To } from "react-router";
import { ArrowLeft } from "lucide-react";
import { cn } from "#client/lib/cn.ts";
import { Button } from "#client/components/ui/button.tsx";
import { tabBarShown } from "./tab-bar.tsx";

export type AppShellProps = {
  children: ReactNode;
  /** Extra classes for the <main> column (e.g. `gap-6`, `justify-center`). */
  className?: string;
};

/**
 * The mobile-first page column: full height, at most 430px wide and centred on
 * wider screens (the page background continues outside it), padded for the
 * device safe areas, with the page content in a `<main id="main">` landmark.
 */
export function AppShell({ children, className }: AppShellProps) {
  // Room below the content for the tab bar (56px and the safe area), where it shows.
  const withTabs = tabBarShown(useLocation().pathname);
  return (
    <div data-slot="app-shell" className="min-h-dvh w-full bg-background text-foreground">
      <div className="mx-auto flex min-h-dvh w-full max-w-[430px] flex-col pt-safe pb-safe px-safe">
        <main
          id="main"
          tabIndex={-1}
          className={cn(
            "flex min-w-0 flex-1 flex-col gap-5 px-4 pt-2 pb-8 focus-visible:outline-hidden",
            withTabs && "pb-24",
            className,
          )}
        >
          {children}
        </main>
      </div>
    </div>
  );
}

export type PageHeaderProps = {
  title: ReactNode;
  /** Where the back button links to. Renders a router <Link>. */
  backTo?: To;
  /** Back button click handler (used alone, or alongside `backTo`). */
  onBack?: () => void;
  /** Right-hand actions, e.g. an icon Button or a DropdownMenu trigger. */
  actions?: ReactNode;
  className?: string;
};

/** Header row of a page: optional back button, the page's h1, optional actions. */
export function PageHeader({ title, backTo, onBack, actions, className }: PageHeaderProps) {
  const hasBack = backTo !== undefined || onBack !== undefined;
  return (
    <header
      data-slot="page-header"
      className={cn("flex min-h-14 items-center gap-2", hasBack && "-ml-2", actions ? "-mr-2" : null, className)}
    >
      {backTo !== undefined ? (
        <Button asChild variant="ghost" size="icon">
          <Link to={backTo} aria-label="Back" onClick={onBack}>
            <ArrowLeft aria-hidden="true" />
          </Link>
        </Button>
      ) : onBack !== undefined ? (
        <Button type="button" variant="ghost" size="icon" aria-label="Back" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
        </Button>
      ) : null}
      <h1 className="min-w-0 flex-1 text-2xl leading-tight font-bold tracking-tight text-balance break-words">
        {title}
      </h1>
      {actions ? <div className="flex shrink-0 items-center gap-1">{actions}</div> : null}
    </header>
  );
}
