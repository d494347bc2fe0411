import { Plus, Save, Trash2 } from "lucide-react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "#client/components/ui/confirm-dialog.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { FieldError } from "#client/components/ui/field-error.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { errorMessage } from "#client/lib/api-client.ts";
import { SAFETY_PLAN_STEPS, type SafetyPlanStep } from "#shared/content/safety-plan.ts";
import {
  SAFETY_PLAN_ITEM_MAX,
  SAFETY_PLAN_LIST_MAX,
  SafetyPlanBodySchema,
  type SafetyPlan,
} from "#shared/schemas/safety.ts";
import { useSaveSafetyPlan } from "../api/safety-plan.ts";
import {
  addLine,
  draftChanges,
  draftToBody,
  fillLine,
  isEmptyPlan,
  removeLine,
  setLine,
  type DraftLine,
  type DraftPlan,
} from "../lib/draft.ts";
import { useSafetyPlanDraft } from "../stores/draft-store.ts";
import { CrisisLineSuggestions } from "./crisis-line-suggestions.tsx";

const lineId = (key: string) => `safety-line-${key}`;
const addId = (section: string) => `safety-add-${section}`;
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The plan's editor. Every keystroke goes to the persisted draft, so nothing typed is lost to a
 * reload or a failed save; the draft is cleared only once the server has what it holds.
 */
export function PlanEditor({ draft, saved }: { draft: DraftPlan; saved: SafetyPlan | null }) {
  const setDraft = useSafetyPlanDraft((s) => s.setDraft);
  const save = useSaveSafetyPlan();
  const inFlight = useRef(false);
  const [error, setError] = useState<string | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  // The field to focus once an edit (which also changes the draft) has rendered.
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  async function submit() {
    // A second press (or a double tap) while the first save is pending does nothing.
    if (inFlight.current) return;
    const body = draftToBody(draft);
    if (isEmptyPlan(body)) {
      setError("Write at least one line before saving your plan.");
      return;
    }
    const parsed = SafetyPlanBodySchema.safeParse(body);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Please check your plan.");
      return;
    }
    inFlight.current = true;
    setError(null);
    try {
      await save.mutateAsync(parsed.data);
      // Edits typed while the save was under way are not in it: keep them as the draft.
      if (useSafetyPlanDraft.getState().draft === draft) setDraft(null);
      toast.success("Your safety plan is saved");
    } catch (err) {
      setError(
        `${errorMessage(err, "We couldn't save your plan.")} Everything you wrote is still here, so you can try again.`,
      );
      toast.error("We couldn't save your safety plan");
    } finally {
      inFlight.current = false;
    }
  }

  function cancel() {
    if (draftChanges(draft, saved)) setConfirmDiscard(true);
    else setDraft(null);
  }

  return (
    <form
      className="flex flex-col gap-4"
      aria-label="Edit my safety plan"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className="leading-relaxed text-muted-foreground">
        Write in your own words, as much or as little as you like. What you type is kept on this device until you save
        it.
      </p>
      {SAFETY_PLAN_STEPS.map((step, i) => (
        <StepEditor
          key={step.section}
          step={step}
          number={i + 1}
          lines={draft[step.section]}
          onChange={(index, text) => setDraft(setLine(draft, step.section, index, text))}
          onAdd={(after) => {
            const next = addLine(draft, step.section, after);
            setDraft(next.draft);
            focusNext.current = lineId(next.key);
          }}
          onFill={(text) => {
            if (
              draft[step.section].length >= SAFETY_PLAN_LIST_MAX &&
              draft[step.section].every((l) => l.text.trim() !== "")
            )
              return;
            const next = fillLine(draft, step.section, text);
            setDraft(next.draft);
            focusNext.current = lineId(next.key);
          }}
          onRemove={(index) => {
            const lines = draft[step.section];
            const neighbour = lines[index + 1] ?? lines[index - 1];
            setDraft(removeLine(draft, step.section, index));
            focusNext.current = neighbour ? lineId(neighbour.key) : addId(step.section);
          }}
        />
      ))}
      <div className="sticky bottom-0 -mx-4 flex flex-col gap-3 border-t border-border bg-background/95 px-4 pt-3 pb-[max(1rem,env(safe-area-inset-bottom))] backdrop-blur">
        <FieldError id="safety-plan-error" message={error ?? undefined} />
        <div className="flex gap-3">
          <Button type="button" variant="outline" className="flex-1" onClick={cancel}>
            Cancel
          </Button>
          <Button
            type="submit"
            className="flex-[2]"
            aria-disabled={save.isPending || undefined}
            aria-describedby={error ? "safety-plan-error" : undefined}
          >
            <Save aria-hidden="true" /> {save.isPending ? "Saving..." : "Save my plan"}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirmDiscard}
        onOpenChange={setConfirmDiscard}
        title="Discard your changes?"
        description={
          <>
            What you have written since your last save will be removed from this device.{" "}
            {saved ? "Your saved plan stays as it is." : ""}
          </>
        }
        cancelLabel="Keep editing"
        confirmLabel="Discard changes"
        onConfirm={() => setDraft(null)}
      />
    </form>
  );
}

interface StepEditorProps {
  step: SafetyPlanStep;
  number: number;
  lines: DraftLine[];
  onChange: (index: number, text: string) => void;
  /** Adds an empty line after `after` (at the end without it). */
  onAdd: (after?: number) => void;
  onRemove: (index: number) => void;
  /** Writes a suggested line into the step. */
  onFill: (text: string) => void;
}

function StepEditor({ step, number, lines, onChange, onAdd, onRemove, onFill }: StepEditorProps) {
  const headingId = `safety-step-${step.section}`;
  const full = lines.length >= SAFETY_PLAN_LIST_MAX;
  const item = capitalise(step.item);

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>, index: number) {
    // Enter starts the next line, as in a list; Shift+Enter still breaks the line.
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!full) onAdd(index);
  }

  return (
    <Card role="group" aria-labelledby={headingId} className="gap-3">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="grid size-8 shrink-0 place-items-center rounded-full bg-accent-soft font-semibold text-accent"
        >
          {number}
        </span>
        <h2 id={headingId} className="text-lg leading-snug font-semibold text-balance">
          <span className="sr-only">Step {number}: </span>
          {step.title}
        </h2>
      </div>
      <p className="text-sm leading-relaxed text-muted-foreground">{step.explanation}</p>
      {step.section === "professionals" ? (
        <CrisisLineSuggestions lines={lines.map((l) => l.text)} onAdd={onFill} />
      ) : null}
      {lines.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {lines.map((line, i) => (
            <li key={line.key} className="flex items-start gap-1">
              <Textarea
                id={lineId(line.key)}
                aria-label={`${item} ${i + 1}`}
                rows={1}
                maxLength={SAFETY_PLAN_ITEM_MAX}
                placeholder={step.prompts[i] ? `e.g. ${step.prompts[i]}` : undefined}
                value={line.text}
                onChange={(event) => onChange(i, event.target.value)}
                onKeyDown={(event) => onKeyDown(event, i)}
                className="min-h-12 py-2.5"
              />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove ${step.item} ${i + 1}`}
                onClick={() => onRemove(i)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {full ? (
        <p className="text-sm text-muted-foreground">This step holds up to {SAFETY_PLAN_LIST_MAX} lines.</p>
      ) : (
        <Button
          type="button"
          id={addId(step.section)}
          variant="secondary"
          className="self-start"
          onClick={() => onAdd()}
        >
          <Plus aria-hidden="true" /> Add a {step.item}
        </Button>
      )}
    </Card>
  );
}
