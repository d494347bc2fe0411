import { Link } from "react-router";
import { AppShell } from "#client/components/layouts/app-shell.tsx";
import { Otter } from "#client/components/otter/otter.tsx";
import { Button } from "#client/components/ui/button.tsx";

export function Component() {
  return (
    <AppShell className="items-center justify-center gap-6 text-center">
      <Otter level={2} mood="sad" size={160} />
      <div className="space-y-2">
        <p className="text-5xl font-extrabold text-primary">404</p>
        <h1 className="text-2xl font-bold">Oops! Page not found</h1>
        <p className="text-muted-foreground">Our otter looked everywhere but this page drifted away.</p>
      </div>
      <Button asChild size="lg">
        <Link to="/">Return to Home</Link>
      </Button>
    </AppShell>
  );
}
