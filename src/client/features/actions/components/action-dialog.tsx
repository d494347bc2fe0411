// The action completion dialog (older scheme, SPEC section 2): one body per category; each says
// when the action may be completed and what to send.
import { useId, useState } from "react";
import { Clock, Pause, Play } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#client/components/ui/dialog.tsx";
import { FieldError } from "#client/components/ui/field-error.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { Progress } from "#client/components/ui/progress.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { ACTION_MESSAGES, WRITING_TRIPLE_COUNT, type CompleteActionInput, type DailyAction } from "#shared/schemas/actions.ts";
import { clock, useActionTimer } from "../hooks/use-action-timer.ts";
import { ActionIcon, actionCategoryLabel } from "./action-icon.tsx";

export interface ActionDialogProps {
  action: DailyAction | null;
  onClose: () => void;
  /** Reports the completion; rejects when it fails (the caller shows the toast). */
  onComplete: (action: DailyAction, input: CompleteActionInput) => Promise<unknown>;
  /** Saves a checklist's ticks so far; rejects when it fails. */
  onSaveChecklist: (action: DailyAction, items: Record<string, boolean>) => Promise<unknown>;
}

export function ActionDialog(props: ActionDialogProps) {
  return (
    <Dialog open={props.action !== null} onOpenChange={(open) => !open && props.onClose()}>
      {props.action ? <ActionContent key={props.action.id} {...props} action={props.action} /> : null}
    </Dialog>
  );
}

interface BodyProps {
  action: DailyAction;
  pending: boolean;
  submit: (input: CompleteActionInput) => void;
  saveChecklist: (items: Record<string, boolean>) => void;
}

function ActionContent({ action, onClose, onComplete, onSaveChecklist }: ActionDialogProps & { action: DailyAction }) {
  const [pending, setPending] = useState(false);
  async function run(work: Promise<unknown>) {
    setPending(true);
    try {
      await work;
      onClose();
    } catch {
      setPending(false); // the mutation already showed its toast
    }
  }
  const body: BodyProps = {
    action,
    pending,
    submit: (input) => void run(onComplete(action, input)),
    saveChecklist: (items) => void run(onSaveChecklist(action, items)),
  };
  return (
    <DialogContent onInteractOutside={(e) => e.preventDefault()}>
      <DialogHeader>
        <DialogTitle>{action.title}</DialogTitle>
        <DialogDescription className="flex flex-wrap items-center gap-2">
          <ActionIcon category={action.category} className="size-9 rounded-xl" />
          {actionCategoryLabel(action.category)} · <Clock aria-hidden="true" className="size-4" /> {action.timeEstimate}
        </DialogDescription>
      </DialogHeader>
      {action.description ? <p className="text-muted-foreground">{action.description}</p> : null}
      {action.goalExplanation ? <p className="rounded-2xl bg-accent-soft p-3 text-sm">{action.goalExplanation}</p> : null}
      <Body {...body} />
    </DialogContent>
  );
}

function Body(props: BodyProps) {
  switch (props.action.category) {
    case "writing-single":
      return <WritingBody {...props} count={1} />;
    case "writing-triple":
      return <WritingBody {...props} count={WRITING_TRIPLE_COUNT} />;
    case "timer":
      return <TimerBody {...props} />;
    case "reframing":
      return <ReframingBody {...props} />;
    case "checklist":
      return <ChecklistBody {...props} />;
  }
}

function CompleteButton({ disabled, pending, onClick }: { disabled: boolean; pending: boolean; onClick: () => void }) {
  return (
    <Button size="lg" disabled={disabled || pending} onClick={onClick}>
      {pending ? <Spinner size="sm" label="Saving" /> : null}
      Complete Action
    </Button>
  );
}

function WritingBody({ pending, submit, count }: BodyProps & { count: number }) {
  const id = useId();
  const [answers, setAnswers] = useState<string[]>(() => Array.from({ length: count }, () => ""));
  const ready = answers.every((a) => a.trim() !== "");
  return (
    <div className="flex flex-col gap-4">
      {answers.map((value, i) => (
        <div key={i} className="flex flex-col gap-2">
          <Label htmlFor={`${id}-${i}`}>{count === 1 ? "Your response" : `${i + 1}.`}</Label>
          <Textarea
            id={`${id}-${i}`}
            rows={count === 1 ? 4 : 2}
            value={value}
            placeholder={count === 1 ? "Start writing..." : undefined}
            onChange={(e) => setAnswers((prev) => prev.map((v, j) => (j === i ? e.target.value : v)))}
          />
        </div>
      ))}
      <CompleteButton disabled={!ready} pending={pending} onClick={() => submit({ responses: answers.map((a) => a.trim()) })} />
    </div>
  );
}

function TimerBody({ action, pending, submit }: BodyProps) {
  const timer = useActionTimer(action.duration ?? 180);
  return (
    <div className="flex flex-col items-center gap-4">
      <p className="text-6xl font-bold tabular-nums" role="timer" aria-live="off" data-testid="action-timer">
        {clock(timer.left)}
      </p>
      <Progress value={((timer.total - timer.left) / timer.total) * 100} aria-label="Time passed" className="w-full" />
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
      <div className="flex w-full flex-col">
        <CompleteButton disabled={!timer.finished} pending={pending} onClick={() => submit({})} />
      </div>
    </div>
  );
}

function ReframingBody({ pending, submit }: BodyProps) {
  const id = useId();
  const [step, setStep] = useState<1 | 2>(1);
  const [thought, setThought] = useState("");
  const [reframe, setReframe] = useState("");
  const [error, setError] = useState("");
  if (step === 1) {
    return (
      <div className="flex flex-col gap-3">
        <p className="text-sm font-semibold text-muted-foreground">Step 1 of 2</p>
        <Label htmlFor={`${id}-thought`}>What negative thought is on your mind?</Label>
        <Textarea
          id={`${id}-thought`}
          value={thought}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-thought-error` : undefined}
          onChange={(e) => {
            setThought(e.target.value);
            setError("");
          }}
        />
        <FieldError id={`${id}-thought-error`} message={error} />
        <Button size="lg" onClick={() => (thought.trim() ? setStep(2) : setError(ACTION_MESSAGES.negativeThought))}>
          Continue to reframe
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm font-semibold text-muted-foreground">Step 2 of 2</p>
      <blockquote className="rounded-2xl bg-muted p-3 text-sm italic">{thought}</blockquote>
      <Label htmlFor={`${id}-reframe`}>How could you see it in a kinder, more balanced way?</Label>
      <Textarea id={`${id}-reframe`} value={reframe} onChange={(e) => setReframe(e.target.value)} />
      <CompleteButton
        disabled={reframe.trim() === ""}
        pending={pending}
        onClick={() => submit({ negativeThought: thought.trim(), positiveReframe: reframe.trim() })}
      />
      <Button variant="ghost" onClick={() => setStep(1)} disabled={pending}>
        Back
      </Button>
    </div>
  );
}

function ChecklistBody({ action, pending, submit, saveChecklist }: BodyProps) {
  const items = action.checklistItems ?? [];
  const [ticked, setTicked] = useState<Record<string, boolean>>(() => ({ ...action.completedChecklistItems }));
  const done = items.filter((item) => ticked[item.id]).length;
  const all = items.length > 0 && done === items.length;
  return (
    <div className="flex flex-col gap-3">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm text-muted-foreground" data-testid="checklist-count">
          {done} of {items.length} completed
        </legend>
        {items.map((item) => (
          <label key={item.id} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-2xl border border-border px-3 py-2">
            <input
              type="checkbox"
              className="size-5 accent-(--color-primary)"
              checked={ticked[item.id] ?? false}
              onChange={(e) => setTicked((prev) => ({ ...prev, [item.id]: e.target.checked }))}
            />
            <span className={ticked[item.id] ? "text-muted-foreground line-through" : undefined}>{item.text}</span>
          </label>
        ))}
      </fieldset>
      <CompleteButton disabled={!all} pending={pending} onClick={() => submit({ checklist: ticked })} />
      <Button variant="outline" size="lg" disabled={pending} onClick={() => saveChecklist(ticked)}>
        Save Progress & Close
      </Button>
    </div>
  );
}
