import { Mic } from "lucide-react";
import { Link } from "react-router";
import type { Journal } from "#shared/schemas/journals.ts";
import { journalTypeLabel } from "#shared/content/labels-goals.ts";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { relativeTime } from "#client/lib/relative-time.ts";
import { isPending } from "../api/journals.ts";

export const formatDuration = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, "0")}`;

/** One entry in a history: type badge, relative date, a 3-line preview and View. */
export function JournalEntryCard({ journal }: { journal: Journal }) {
  const saving = isPending(journal);
  // Blank lines between parts would waste the 3-line preview.
  const preview = journal.content.replace(/\n\s*\n/g, "\n") || (journal.isAudio ? "Audio journal" : "");
  return (
    <Card className="gap-3 p-4" aria-busy={saving || undefined}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-semibold text-accent">
          {journalTypeLabel(journal.entryType)}
        </span>
        {journal.isAudio ? (
          <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
            <Mic aria-hidden="true" className="size-4" /> {formatDuration(journal.audioDuration ?? 0)}
          </span>
        ) : null}
        <time dateTime={journal.date} className="ml-auto text-sm text-muted-foreground">
          {saving ? "Saving…" : relativeTime(journal.date)}
        </time>
      </div>
      <p className="line-clamp-3 break-words whitespace-pre-line">{preview}</p>
      {saving ? null : (
        <Button asChild variant="outline" size="sm" className="self-end">
          <Link
            to={`/journal/${journal.id}`}
            aria-label={`View ${journalTypeLabel(journal.entryType)} journal from ${relativeTime(journal.date)}`}
          >
            View
          </Link>
        </Button>
      )}
    </Card>
  );
}
