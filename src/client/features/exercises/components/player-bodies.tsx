// The interactive part of the exercise player, one per category. Each reports whether the
// exercise may be completed through `onReady`.
import { useEffect, useId, useState, type KeyboardEvent } from "react";
import { Pause, Play } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { Progress } from "#client/components/ui/progress.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { FieldError } from "#client/components/ui/field-error.tsx";
import { insertListLine, parseListItems } from "#shared/domain/list-items.ts";
import { WRITING_MULTIPLES_COUNT } from "#shared/schemas/exercises.ts";
import type { Exercise } from "#shared/schemas/exercises.ts";
import { formatTimer, useCountdown } from "../hooks/use-countdown.ts";

type BodyProps = { exercise: Exercise; onReady: (ready: boolean) => void };

function TimerBody({ exercise, onReady }: BodyProps) {
  const timer = useCountdown(Math.max(1, exercise.duration));
  // 'Complete Exercise' is disabled while the timer runs.
  useEffect(() => onReady(!timer.running), [timer.running, onReady]);
  const share = ((exercise.duration - timer.remaining) / Math.max(1, exercise.duration)) * 100;
  return (
    <div className="flex flex-col items-center gap-4">
      <p className="text-6xl font-bold tabular-nums" role="timer" aria-live="off" data-testid="timer">
        {formatTimer(timer.remaining)}
      </p>
      <Progress value={share} aria-label="Time passed" className="w-full" />
      {timer.running ? (
        <Button variant="outline" size="lg" onClick={timer.pause}>
          <Pause aria-hidden="true" /> Pause
        </Button>
      ) : (
        <Button variant="secondary" size="lg" onClick={timer.start} disabled={timer.finished}>
          <Play aria-hidden="true" /> {timer.started ? "Resume" : "Start"}
        </Button>
      )}
      {timer.finished ? <p className="font-semibold text-accent">Time's up. Well done!</p> : null}
    </div>
  );
}

function ChecklistBody({ exercise, onReady }: BodyProps) {
  const [checked, setChecked] = useState<boolean[]>(() => exercise.checklist.map(() => false));
  const done = checked.filter(Boolean).length;
  useEffect(() => onReady(checked.length > 0 && checked.every(Boolean)), [checked, onReady]);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm text-muted-foreground">
        {done} of {checked.length} completed
      </legend>
      {exercise.checklist.map((item, i) => (
        <label key={`${i}-${item}`} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-2xl border border-border px-3 py-2">
          <input
            type="checkbox"
            className="size-5 accent-(--color-primary)"
            checked={checked[i] ?? false}
            onChange={(e) => setChecked((prev) => prev.map((v, j) => (j === i ? e.target.checked : v)))}
          />
          <span className={checked[i] ? "text-muted-foreground line-through" : undefined}>{item}</span>
        </label>
      ))}
    </fieldset>
  );
}

function PromptedTextarea({ id, label, value, onChange, placeholder }: { id: string; label: string; value: string; onChange: (v: string) => void; placeholder?: string }) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Textarea id={id} value={value} placeholder={placeholder} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

function WritingBody({ exercise, onReady }: BodyProps) {
  const id = useId();
  const [text, setText] = useState("");
  useEffect(() => onReady(text.trim() !== ""), [text, onReady]);
  return <PromptedTextarea id={id} label={exercise.beforePrompt ?? "Write your thoughts"} value={text} onChange={setText} placeholder="Start writing..." />;
}

function MultiplesBody({ exercise, onReady }: BodyProps) {
  const id = useId();
  const [items, setItems] = useState<string[]>(() => Array.from({ length: WRITING_MULTIPLES_COUNT }, () => ""));
  useEffect(() => onReady(items.every((v) => v.trim() !== "")), [items, onReady]);
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 font-medium">{exercise.beforePrompt ?? "Write three things"}</legend>
      {items.map((value, i) => (
        <div key={i} className="flex flex-col gap-1">
          <Label htmlFor={`${id}-${i}`}>{`${i + 1}.`}</Label>
          <Textarea id={`${id}-${i}`} rows={2} value={value} onChange={(e) => setItems((prev) => prev.map((v, j) => (j === i ? e.target.value : v)))} />
        </div>
      ))}
    </fieldset>
  );
}

function ReframingBody({ exercise, onReady }: BodyProps) {
  const id = useId();
  const [step, setStep] = useState<1 | 2>(1);
  const [thought, setThought] = useState("");
  const [reframe, setReframe] = useState("");
  const [error, setError] = useState("");
  useEffect(() => onReady(step === 2 && reframe.trim() !== ""), [step, reframe, onReady]);
  if (step === 1) {
    return (
      <div className="flex flex-col gap-3">
        <p className="text-sm font-semibold text-muted-foreground">Step 1 of 2</p>
        <PromptedTextarea id={`${id}-thought`} label={exercise.beforePrompt ?? "What negative thought is on your mind?"} value={thought} onChange={(v) => { setThought(v); setError(""); }} />
        <FieldError message={error} />
        <Button
          variant="secondary"
          onClick={() => (thought.trim() ? setStep(2) : setError("Please enter your thought before continuing"))}
        >
          Continue to reframe
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm font-semibold text-muted-foreground">Step 2 of 2</p>
      <blockquote className="rounded-2xl bg-muted p-3 text-sm italic">{thought}</blockquote>
      <PromptedTextarea id={`${id}-reframe`} label={exercise.afterPrompt ?? "How could you see it in a kinder way?"} value={reframe} onChange={setReframe} />
      <Button variant="ghost" onClick={() => setStep(1)}>
        Back
      </Button>
    </div>
  );
}

function ListItemBody({ exercise, onReady }: BodyProps) {
  const id = useId();
  const [text, setText] = useState("");
  useEffect(() => onReady(parseListItems(text).length > 0), [text, onReady]);
  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key !== "Enter" || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    const target = e.currentTarget;
    const next = insertListLine(text, target.selectionStart);
    setText(next.text);
    requestAnimationFrame(() => target.setSelectionRange(next.caret, next.caret));
  }
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{exercise.beforePrompt ?? "Write your list"}</Label>
      <Textarea
        id={id}
        rows={6}
        value={text}
        placeholder="Start typing your list..."
        onFocus={() => text === "" && setText("1. ")}
        onBlur={() => parseListItems(text).length === 0 && setText("")}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
      />
      <p className="text-sm text-muted-foreground">{parseListItems(text).length} items</p>
    </div>
  );
}

/** The player body for the exercise's category. */
export function PlayerBody(props: BodyProps) {
  switch (props.exercise.category) {
    case "timer":
      return <TimerBody {...props} />;
    case "checklist":
      return <ChecklistBody {...props} />;
    case "writing-multiples":
      return <MultiplesBody {...props} />;
    case "reframing":
      return <ReframingBody {...props} />;
    case "list-item":
      return <ListItemBody {...props} />;
    default:
      return <WritingBody {...props} />;
  }
}
