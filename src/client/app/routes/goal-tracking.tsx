import { useState, type FormEvent } from "react";
import { Link, Navigate, useNavigate, useParams } from "react-router";
import { AppShell, PageHeader } from "#client/components/layouts/app-shell.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { FieldError } from "#client/components/ui/field-error.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { useTrackGoal } from "#client/features/goal-tracking/api/goal-tracking.ts";
import { goalTrackingName, levelLabelsFor } from "#client/features/goal-tracking/components/goal-labels.ts";
import { MoodScale } from "#client/features/moods/components/mood-scale.tsx";
import { useGoalSettings } from "#client/features/goals/api/goals.ts";
import { isLevelDraft, useKeepIfSaveFails, useKeptDraft } from "#client/lib/kept-drafts.ts";
import { goalCheckInQuestion, isGoalId, type GoalId } from "#shared/content/labels-goals.ts";
import { LEVEL_REQUIRED_MESSAGE } from "#shared/schemas/moods.ts";
import { Component as NotFound } from "./not-found.tsx";

/** /goal-tracking/{goalType}: a 5-level check-in for one goal (+1 point); without a goal, back to /. */
export function Component() {
  const { goalType } = useParams();
  if (!goalType) return <Navigate to="/" replace />;
  // Only the app's goals can be tracked: /goal-tracking/banana is a missing page, not a form.
  if (!isGoalId(goalType)) return <NotFound />;
  return <GoalCheckIn key={goalType} goalType={goalType} />;
}

function GoalCheckIn({ goalType }: { goalType: GoalId }) {
  const navigate = useNavigate();
  const track = useTrackGoal();
  const [level, setLevel] = useState<number | null>(null);
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const settings = useGoalSettings();
  const question = goalCheckInQuestion(goalType, settings.data?.customGoalText);
  const draftKey = `goal-${goalType}`;
  const keepIfFails = useKeepIfSaveFails();
  useKeptDraft(
    draftKey,
    { level, note },
    (kept) => (setLevel(kept.level), setNote(kept.note)),
    (d) => d.level === null && d.note.trim() === "",
    isLevelDraft,
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (level === null) return setError(LEVEL_REQUIRED_MESSAGE);
    const variables = { goalType, level, note: note.trim() || undefined };
    keepIfFails(variables, draftKey, { level, note });
    track.mutate(variables);
    void navigate("/home");
  }

  return (
    <AppShell>
      <PageHeader title={`Track Your ${goalTrackingName(goalType)}`} backTo="/home" />
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <h2 className="text-center text-2xl font-bold text-balance">{question}</h2>
        <MoodScale
          legend={question}
          value={level}
          onChange={(value) => (setLevel(value), setError(null))}
          labels={levelLabelsFor(goalType)}
          invalid={Boolean(error)}
          describedBy={error ? "level-error" : undefined}
        />
        <FieldError id="level-error" message={error} />
        <div className="flex flex-col gap-2">
          <Label htmlFor="goal-note">Add a note (optional)</Label>
          <Textarea
            id="goal-note"
            value={note}
            onChange={(e) => setNote(e.target.value)}
            maxLength={5000}
            placeholder="What helped or got in the way?"
            rows={3}
          />
        </div>
        <Button type="submit" size="lg">
          Submit
        </Button>
      </form>
      <Button asChild variant="link" className="self-center">
        <Link to={`/all-goal-tracking/${encodeURIComponent(goalType)}`}>See all past tracking</Link>
      </Button>
    </AppShell>
  );
}
