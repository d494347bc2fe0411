import type { FallbackProps } from "react-error-boundary";
import { Link } from "react-router";
import { AppShell } from "#client/components/layouts/app-shell.tsx";
import { Button } from "#client/components/ui/button.tsx";

/** Shown when a screen fails to load or render: a way back, never a blank page. */
export function RouteError({ error, resetErrorBoundary }: FallbackProps) {
  const chunkFailed =
    error instanceof TypeError && /dynamically imported module|Importing a module script/i.test(error.message);
  return (
    <AppShell className="items-center justify-center text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="text-muted-foreground">
        {chunkFailed
          ? "This screen could not be loaded. Please check your connection and try again."
          : "Please try again in a moment."}
      </p>
      <div className="flex gap-3">
        <Button onClick={() => (chunkFailed ? window.location.reload() : resetErrorBoundary())}>Try again</Button>
        <Button asChild variant="outline">
          <Link to="/">Go home</Link>
        </Button>
      </div>
    </AppShell>
  );
}
