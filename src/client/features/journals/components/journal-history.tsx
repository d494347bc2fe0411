import { Search, X } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Link } from "react-router";
import type { JournalTypeFilter } from "#shared/schemas/journals.ts";
import { EmptyState, LoadMore, SectionError, SectionLoading } from "#client/components/layouts/section-states.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { useJournals } from "../api/journals.ts";
import { JournalEntryCard } from "./journal-entry-card.tsx";
import { JournalStatsCard } from "./journal-stats-card.tsx";

export interface JournalHistoryProps {
  entryType: JournalTypeFilter;
  searchPlaceholder: string;
  emptyText: string;
  noMatchText: string;
  create: { label: string; to: string };
  art?: ReactNode;
}

/** Stats card, a case-insensitive search, and the entries newest first with 'Load more' (or the empty states). */
export function JournalHistory({
  entryType,
  searchPlaceholder,
  emptyText,
  noMatchText,
  create,
  art,
}: JournalHistoryProps) {
  const [search, setSearch] = useState("");
  const searchField = useRef<HTMLInputElement>(null);
  const [q, setQ] = useState("");
  // One request when typing pauses, not one per keystroke.
  useEffect(() => {
    const timer = setTimeout(() => setQ(search.trim()), 250);
    return () => clearTimeout(timer);
  }, [search]);
  const journals = useJournals(entryType, q);
  const entries = journals.journals ?? [];
  const searching = q !== "";

  return (
    <>
      <JournalStatsCard entryType={entryType} />
      <div className="relative">
        <Label htmlFor="journal-search" className="sr-only">
          Search
        </Label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id="journal-search"
          ref={searchField}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          onKeyDown={(e) => e.key === "Escape" && search !== "" && (e.preventDefault(), setSearch(""))}
          placeholder={searchPlaceholder}
          className="pr-12 pl-11 [&::-webkit-search-cancel-button]:appearance-none"
          maxLength={200}
        />
        {search !== "" ? (
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label="Clear search"
            className="absolute top-1/2 right-1 -translate-y-1/2 text-muted-foreground"
            onClick={() => {
              setSearch("");
              searchField.current?.focus();
            }}
          >
            <X aria-hidden="true" />
          </Button>
        ) : null}
      </div>
      {journals.isPending ? (
        <SectionLoading label="Loading your journals" />
      ) : journals.isError && !journals.isFetchNextPageError ? (
        <SectionError message="Failed to sync your journals" onRetry={() => void journals.refetch()} />
      ) : entries.length === 0 ? (
        searching ? (
          <EmptyState title={noMatchText} />
        ) : (
          <EmptyState
            art={art}
            title={emptyText}
            action={
              <Button asChild size="lg">
                <Link to={create.to}>{create.label}</Link>
              </Button>
            }
          />
        )
      ) : (
        <>
          <ul
            aria-label="Journal entries"
            className="flex flex-col gap-3"
            aria-busy={journals.isPlaceholderData || undefined}
          >
            {entries.map((journal) => (
              <li key={journal.id}>
                <JournalEntryCard journal={journal} />
              </li>
            ))}
          </ul>
          <LoadMore
            hasMore={journals.hasNextPage && !journals.isPlaceholderData}
            loading={journals.isFetchingNextPage}
            failed={journals.isFetchNextPageError}
            onLoad={() => void journals.fetchNextPage()}
          />
        </>
      )}
    </>
  );
}
