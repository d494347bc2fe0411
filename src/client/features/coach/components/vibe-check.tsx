import { useState } from "react";
import { Link } from "react-router";
import { Angry, Frown, History, Laugh, Meh, Smile, type LucideIcon } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { Otter } from "#client/components/otter/otter.tsx";
import { MOOD_LEVEL_INFO } from "#shared/content/labels-mood.ts";
import { cn } from "#client/lib/cn.ts";

// Icons, not emoji: Debian's Chromium (and some phones) lack glyphs for a few of the faces.
const FACES: Record<number, LucideIcon> = { 1: Angry, 2: Frown, 3: Meh, 4: Smile, 5: Laugh };

export interface VibeCheckResult {
  moodLevel: number;
  moodNote: string;
}

/** Coach chat start: a mood (required) and an optional note (SPEC section 2). */
export function VibeCheck({
  onStart,
  pending = false,
}: {
  onStart: (result: VibeCheckResult) => void;
  pending?: boolean;
}) {
  const [mood, setMood] = useState<number | null>(null);
  const [note, setNote] = useState("");
  return (
    <form
      className="flex flex-col gap-6"
      onSubmit={(e) => {
        e.preventDefault();
        if (mood !== null) onStart({ moodLevel: mood, moodNote: note.trim() });
      }}
    >
      <div className="flex flex-col items-center gap-2 text-center">
        <Otter size={112} mood="calm" title="Your otter coach" />
        <h2 className="text-xl font-bold">Vibe check</h2>
        <p className="text-muted-foreground">How are you feeling right now?</p>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="sr-only">Your mood</legend>
        <div className="grid grid-cols-5 gap-2">
          {MOOD_LEVEL_INFO.map((m) => {
            const Face = FACES[m.level]!;
            return (
              <button
                key={m.level}
                type="button"
                aria-pressed={mood === m.level}
                onClick={() => setMood(m.level)}
                className={cn(
                  "flex min-h-20 flex-col items-center justify-center gap-1 rounded-2xl border border-border bg-surface p-1 text-xs font-medium transition-colors",
                  "hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring",
                  mood === m.level && "border-primary bg-accent-soft ring-2 ring-primary",
                )}
              >
                <Face aria-hidden="true" className="size-8 text-accent" />
                {m.label}
              </button>
            );
          })}
        </div>
      </fieldset>
      <div className="flex flex-col gap-2">
        <Label htmlFor="vibe-note">What's on your mind?</Label>
        <Textarea
          id="vibe-note"
          rows={3}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          placeholder="Optional"
        />
      </div>
      <div className="flex flex-col gap-3">
        <Button type="submit" size="lg" disabled={mood === null || pending}>
          Start a chat
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link to="/chat-history">
            <History aria-hidden="true" /> Start with where you left off
          </Link>
        </Button>
      </div>
    </form>
  );
}
