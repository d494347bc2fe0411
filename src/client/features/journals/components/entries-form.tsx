import { Plus } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "#client/components/ui/button.tsx";
import { FieldError } from "#client/components/ui/field-error.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { isBlank, isTextList, useKeptDraft } from "#client/lib/kept-drafts.ts";
import { JOURNAL_TEXT_MAX } from "#shared/schemas/journals.ts";
import { useSaveJournal } from "../hooks/use-save-journal.ts";

export interface EntriesFormProps {
  entryType: "micro-win" | "self-love";
  heading: string;
  /** One label per box; with `addLabel`, more boxes (up to `max`) reuse the last prompt. */
  prompts: readonly string[];
  placeholder: string;
  addLabel?: string;
  max?: number;
  historyTo: string;
}

/** Micro wins and self-love: a few boxes, at least one filled, saved joined with blank lines. */
export function EntriesForm({
  entryType,
  heading,
  prompts,
  placeholder,
  addLabel,
  max = prompts.length,
  historyTo,
}: EntriesFormProps) {
  const navigate = useNavigate();
  const { save, error, setError } = useSaveJournal();
  const [entries, setEntries] = useState<string[]>(() => prompts.map(() => ""));
  const draftKey = `journal-${entryType}`;
  useKeptDraft(draftKey, entries, (kept) => setEntries(kept.slice(0, max)), isBlank, isTextList);

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        save({ entryType, entries }, () => void navigate(historyTo), { key: draftKey, value: entries });
      }}
    >
      <h2 className="text-xl font-bold text-balance">{heading}</h2>
      {entries.map((value, i) => (
        <div key={i} className="flex flex-col gap-2">
          <Label htmlFor={`${entryType}-${i}`}>{prompts[i] ?? prompts.at(-1)}</Label>
          <Textarea
            id={`${entryType}-${i}`}
            value={value}
            onChange={(e) => {
              const next = [...entries];
              next[i] = e.target.value;
              setEntries(next);
              setError(null);
            }}
            rows={3}
            maxLength={JOURNAL_TEXT_MAX}
            placeholder={placeholder}
            aria-invalid={Boolean(error) || undefined}
            aria-describedby={error ? `${entryType}-error` : undefined}
          />
        </div>
      ))}
      {addLabel && entries.length < max ? (
        <Button type="button" variant="ghost" className="self-start" onClick={() => setEntries([...entries, ""])}>
          <Plus aria-hidden="true" /> {addLabel}
        </Button>
      ) : null}
      <FieldError id={`${entryType}-error`} message={error} />
      <Button type="submit" size="lg">
        Save Journal
      </Button>
      <Button asChild variant="outline" size="lg">
        <Link to={historyTo}>View History</Link>
      </Button>
    </form>
  );
}
