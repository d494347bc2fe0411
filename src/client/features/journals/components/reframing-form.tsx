import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { FieldError } from "#client/components/ui/field-error.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { Progress } from "#client/components/ui/progress.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { JOURNAL_MESSAGES, JOURNAL_TEXT_MAX } from "#shared/schemas/journals.ts";
import { isBlank, isTextList, useKeptDraft } from "#client/lib/kept-drafts.ts";
import { useSaveJournal } from "../hooks/use-save-journal.ts";

/** Thought reframing in two steps: the negative thought, then its reframe (+2 points); saving returns to /. */
export function ReframingForm() {
  const navigate = useNavigate();
  const { save, error, setError } = useSaveJournal();
  const [step, setStep] = useState<1 | 2>(1);
  const [thought, setThought] = useState("");
  const [reframe, setReframe] = useState("");
  useKeptDraft(
    "journal-reframing",
    [thought, reframe],
    ([t = "", r = ""]) => (setThought(t), setReframe(r), setStep(t.trim() ? 2 : 1)),
    isBlank,
    isTextList,
  );

  return (
    <div className="flex flex-col gap-4">
      <Progress value={step * 50} aria-label="Reframing progress" aria-valuetext={`Step ${step} of 2`} />
      {step === 1 ? (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (thought.trim() === "") return setError(JOURNAL_MESSAGES.thought);
            setError(null);
            setStep(2);
          }}
        >
          <div className="flex flex-col gap-2">
            <Label htmlFor="thought" className="text-xl font-bold">
              What negative thought is on your mind?
            </Label>
            <p className="text-muted-foreground">Write it down exactly as it sounds in your head.</p>
            <Textarea
              id="thought"
              value={thought}
              onChange={(e) => setThought(e.target.value)}
              rows={5}
              maxLength={JOURNAL_TEXT_MAX}
              placeholder="I always mess things up…"
              aria-invalid={Boolean(error) || undefined}
              aria-describedby={error ? "thought-error" : undefined}
            />
            <FieldError id="thought-error" message={error} />
          </div>
          <Button type="submit" size="lg">
            Continue to reframe
          </Button>
        </form>
      ) : (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            save(
              { entryType: "thought-reframing", originalThought: thought, reframedThought: reframe },
              () => void navigate("/"),
              { key: "journal-reframing", value: [thought, reframe] },
            );
          }}
        >
          <Card className="gap-1 bg-muted p-4">
            <p className="text-sm font-semibold text-muted-foreground">Your thought</p>
            <p className="break-words whitespace-pre-wrap">{thought.trim()}</p>
          </Card>
          <div className="flex flex-col gap-2">
            <Label htmlFor="reframe" className="text-xl font-bold">
              How could you see this in a kinder, more balanced way?
            </Label>
            <Textarea
              id="reframe"
              value={reframe}
              onChange={(e) => (setReframe(e.target.value), setError(null))}
              rows={5}
              maxLength={JOURNAL_TEXT_MAX}
              placeholder="One mistake doesn't define me…"
              aria-invalid={Boolean(error) || undefined}
              aria-describedby={error ? "reframe-error" : undefined}
            />
            <FieldError id="reframe-error" message={error} />
          </div>
          <div className="grid grid-cols-2 gap-3">
            <Button type="button" variant="outline" size="lg" onClick={() => (setError(null), setStep(1))}>
              Back
            </Button>
            <Button type="submit" size="lg">
              Save to Journal
            </Button>
          </div>
        </form>
      )}
      <Button asChild variant="link" className="self-center">
        <Link to="/thought-reframing-history">View History</Link>
      </Button>
    </div>
  );
}
