import type { ReactNode } from "react";
import type { MoodEntry } from "#shared/schemas/moods.ts";
import { Card } from "#client/components/ui/card.tsx";
import { relativeTime } from "#client/lib/relative-time.ts";
import { moodLabel } from "#shared/content/labels-mood.ts";
import { MoodFace } from "./mood-face.tsx";

export interface MoodEntryListProps {
  entries: MoodEntry[];
  label: string;
  /** The text under the time (default: the note). */
  noteOf?: (entry: MoodEntry) => string;
  /** Extra content beside the time, e.g. a goal badge. */
  badgeOf?: (entry: MoodEntry) => ReactNode;
  /** The level's name (default: the mood label, 'Very Bad' … 'Very Good'). */
  levelLabelOf?: (entry: MoodEntry) => string;
}

/** Entries with a mood face, relative time and note, in the order given (newest first). */
export function MoodEntryList({
  entries,
  label,
  noteOf = (e) => e.note ?? "",
  badgeOf,
  levelLabelOf = (e) => moodLabel(e.moodLevel),
}: MoodEntryListProps) {
  return (
    <ul aria-label={label} className="flex flex-col gap-3">
      {entries.map((entry) => {
        const note = noteOf(entry);
        const saving = entry.id.startsWith("optimistic-");
        return (
          <li key={entry.id}>
            <Card className="flex-row items-start gap-3 p-4" aria-busy={saving || undefined}>
              <MoodFace level={entry.moodLevel} />
              <div className="min-w-0 flex-1 space-y-1">
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="font-semibold">{levelLabelOf(entry)}</span>
                  {badgeOf?.(entry)}
                  <time dateTime={entry.createdAt} className="text-sm text-muted-foreground">
                    {saving ? "Saving…" : relativeTime(entry.createdAt)}
                  </time>
                </div>
                {note ? <p className="break-words whitespace-pre-wrap">{note}</p> : null}
                {entry.emotions.length > 0 ? (
                  <p className="text-sm text-muted-foreground">{entry.emotions.join(", ")}</p>
                ) : null}
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
