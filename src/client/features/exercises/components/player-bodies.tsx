// The interactive part of the exercise player, one per category. Each reports whether the
// exercise may be completed through `onReady`.
import { useCallback, useEffect, useId, useMemo, useState } from "react";
import { ChecklistTicks } from "#client/components/practice/checklist-ticks.tsx";
import { CountdownTimer } from "#client/components/practice/countdown-timer.tsx";
import { NumberedListInput } from "#client/components/practice/numbered-list-input.tsx";
import { ReframingSteps, type ReframingAnswer } from "#client/components/practice/reframing-steps.tsx";
import { useCountdown } from "#client/components/practice/use-countdown.ts";
import { Label } from "#client/components/ui/label.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { listAnswers } from "#shared/domain/list-items.ts";
import { WRITING_MULTIPLES_COUNT } from "#shared/schemas/exercises.ts";
import type { Exercise } from "#shared/schemas/exercises.ts";

type BodyProps = {
  exercise: Exercise;
  onReady: (ready: boolean) => void;
  /** What the person has written so far, for the safety layer (DESIGN decision 13). */
  onAnswers?: (answers: string[]) => void;
};

const written = (values: string[]) => values.map((v) => v.trim()).filter((v) => v !== "");

function TimerBody({ exercise, onReady }: BodyProps) {
  const timer = useCountdown(exercise.duration);
  // 'Complete Exercise' needs the timer run to 0, as the older actions do (DESIGN wins over the spec).
  useEffect(() => onReady(timer.finished), [timer.finished, onReady]);
  return <CountdownTimer timer={timer} testId="timer" />;
}

function ChecklistBody({ exercise, onReady }: BodyProps) {
  const [checked, setChecked] = useState<boolean[]>(() => exercise.checklist.map(() => false));
  useEffect(() => onReady(checked.length > 0 && checked.every(Boolean)), [checked, onReady]);
  return (
    <ChecklistTicks
      items={exercise.checklist.map((item, i) => ({ key: `${i}-${item}`, text: item, checked: checked[i] ?? false }))}
      onCheckedChange={(index, value) => setChecked((prev) => prev.map((v, j) => (j === index ? value : v)))}
    />
  );
}

function PromptedTextarea({
  id,
  label,
  value,
  onChange,
  placeholder,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  placeholder?: string;
}) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Textarea id={id} value={value} placeholder={placeholder} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

function WritingBody({ exercise, onReady, onAnswers }: BodyProps) {
  const id = useId();
  const [text, setText] = useState("");
  useEffect(() => onReady(text.trim() !== ""), [text, onReady]);
  useEffect(() => onAnswers?.(written([text])), [text, onAnswers]);
  return (
    <PromptedTextarea
      id={id}
      label={exercise.beforePrompt ?? "Write your thoughts"}
      value={text}
      onChange={setText}
      placeholder="Start writing..."
    />
  );
}

function MultiplesBody({ exercise, onReady, onAnswers }: BodyProps) {
  const id = useId();
  const [items, setItems] = useState<string[]>(() => Array.from({ length: WRITING_MULTIPLES_COUNT }, () => ""));
  useEffect(() => onReady(items.every((v) => v.trim() !== "")), [items, onReady]);
  useEffect(() => onAnswers?.(written(items)), [items, onAnswers]);
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 font-medium">{exercise.beforePrompt ?? "Write three things"}</legend>
      {items.map((value, i) => (
        <div key={i} className="flex flex-col gap-1">
          <Label htmlFor={`${id}-${i}`}>{`${i + 1}.`}</Label>
          <Textarea
            id={`${id}-${i}`}
            rows={2}
            value={value}
            onChange={(e) => setItems((prev) => prev.map((v, j) => (j === i ? e.target.value : v)))}
          />
        </div>
      ))}
    </fieldset>
  );
}

function ReframingBody({ exercise, onReady, onAnswers }: BodyProps) {
  const onAnswerChange = useCallback((a: ReframingAnswer) => onAnswers?.(written([a.thought, a.reframe])), [onAnswers]);
  return (
    <ReframingSteps
      thoughtLabel={exercise.beforePrompt ?? "What negative thought is on your mind?"}
      reframeLabel={exercise.afterPrompt ?? "How could you see it in a kinder way?"}
      emptyThoughtMessage="Please enter your thought before continuing"
      continueButton={{ variant: "secondary" }}
      onReadyChange={onReady}
      onAnswerChange={onAnswerChange}
    />
  );
}

function ListItemBody({ exercise, onReady, onAnswers }: BodyProps) {
  const [items, setItems] = useState<string[]>([]);
  const kept = useMemo(() => listAnswers(items), [items]);
  useEffect(() => onReady(kept.length > 0), [kept, onReady]);
  // One answer for the whole list: a list can be longer than the answers the server takes.
  useEffect(() => onAnswers?.(written([kept.join("\n")])), [kept, onAnswers]);
  return <NumberedListInput legend={exercise.beforePrompt ?? "Write your list"} onItemsChange={setItems} />;
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
