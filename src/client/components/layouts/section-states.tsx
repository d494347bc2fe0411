import type { ReactNode } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";

/** A section's loading state. */
export function SectionLoading({ label }: { label: string }) {
  return (
    <div className="grid min-h-32 place-items-center">
      <Spinner label={label} />
    </div>
  );
}

/** A section that could not load, with a retry. */
export function SectionError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Card className="items-center text-center">
      <p role="alert">{message}</p>
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </Card>
  );
}

/** A friendly empty state: a line of text and what to do next. */
export function EmptyState({ title, action, art }: { title: string; action?: ReactNode; art?: ReactNode }) {
  return (
    <Card className="items-center gap-4 py-8 text-center">
      {art}
      <p className="text-lg font-semibold text-balance">{title}</p>
      {action}
    </Card>
  );
}

/**
 * 'Load more' under (or 'Load older messages' above) a paged list while there is another page;
 * says so, and offers the same button again, when loading it failed.
 */
export function LoadMore({
  hasMore,
  loading,
  failed,
  onLoad,
  label = "Load more",
  loadingLabel = "Loading more",
}: {
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onLoad: () => void;
  label?: string;
  loadingLabel?: string;
}) {
  if (!hasMore) return null;
  return (
    <div className="flex flex-col items-center gap-2 py-2">
      {failed && !loading ? (
        <p role="alert" className="text-sm text-muted-foreground">
          We couldn't load more. Please try again.
        </p>
      ) : null}
      <Button variant="outline" onClick={onLoad} disabled={loading} aria-busy={loading || undefined}>
        {loading ? <Spinner size="sm" label={loadingLabel} /> : null}
        {label}
      </Button>
    </div>
  );
}
