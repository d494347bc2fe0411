import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "#client/components/ui/button.tsx";
import { FieldError } from "#client/components/ui/field-error.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { isBlank, isText, useKeptDraft } from "#client/lib/kept-drafts.ts";
import { JOURNAL_TEXT_MAX } from "#shared/schemas/journals.ts";
import { useSaveJournal } from "../hooks/use-save-journal.ts";

export const APPRECIATION_PROMPT = "What are you grateful for today?";

/** The written appreciation journal (+1 point). */
export function AppreciationForm() {
  const navigate = useNavigate();
  const { save, error, setError } = useSaveJournal();
  const [content, setContent] = useState("");
  useKeptDraft("journal-appreciation", content, setContent, isBlank, isText);
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        save({ entryType: "appreciation", content }, () => void navigate("/journal-history"), {
          key: "journal-appreciation",
          value: content,
        });
      }}
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor="appreciation" className="text-xl font-bold">
          {APPRECIATION_PROMPT}
        </Label>
        <Textarea
          id="appreciation"
          value={content}
          onChange={(e) => (setContent(e.target.value), setError(null))}
          rows={7}
          maxLength={JOURNAL_TEXT_MAX}
          placeholder="Today I'm grateful for…"
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={error ? "appreciation-error" : undefined}
        />
        <FieldError id="appreciation-error" message={error} />
      </div>
      <Button type="submit" size="lg" disabled={content.trim() === ""}>
        Save Journal
      </Button>
      <Button asChild variant="outline" size="lg">
        <Link to="/journal-history">View History</Link>
      </Button>
    </form>
  );
}

/** Saves an audio appreciation journal from the recorder's result (+1 point). */
export function useSaveAudioJournal() {
  const navigate = useNavigate();
  const { save, error } = useSaveJournal();
  return {
    error,
    saveAudio: (audio: { url: string; durationSeconds: number }, transcript: string) =>
      save(
        {
          entryType: "appreciation",
          isAudio: true,
          audioUrl: audio.url,
          audioDuration: Math.round(audio.durationSeconds),
          content: transcript,
        },
        () => void navigate("/journal-history"),
      ),
  };
}
