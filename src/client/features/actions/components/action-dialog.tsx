// The action completion dialog (older scheme, SPEC section 2): one body per category; each says
// when the action may be completed and what to send.
import { useId, useState } from "react";
import { Clock } from "lucide-react";
import { ChecklistTicks } from "#client/components/practice/checklist-ticks.tsx";
import { CountdownTimer } from "#client/components/practice/countdown-timer.tsx";
import { ReframingSteps } from "#client/components/practice/reframing-steps.tsx";
import { useCountdown } from "#client/components/practice/use-countdown.ts";
import { Button } from "#client/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#client/components/ui/dialog.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import {
  ACTION_MESSAGES,
  WRITING_TRIPLE_COUNT,
  type CompleteActionInput,
  type DailyAction,
} from "#shared/schemas/actions.ts";
import { ActionIcon, actionCategoryLabel } from "./action-icon.tsx";
import { useBackCloses } from "#client/lib/use-back-closes.ts";

export interface ActionDialogProps {
  action: DailyAction | null;
  onClose: () => void;
  /** Reports the completion; rejects when it fails (the caller shows the toast). */
  onComplete: (action: DailyAction, input: CompleteActionInput) => Promise<unknown>;
  /** Saves a checklist's ticks so far; rejects when it fails. */
  onSaveChecklist: (action: DailyAction, items: Record<string, boolean>) => Promise<unknown>;
}

export function ActionDialog(props: ActionDialogProps) {
  useBackCloses(props.action !== null, props.onClose);
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
      {action.goalExplanation ? (
        <p className="rounded-2xl bg-accent-soft p-3 text-sm">{action.goalExplanation}</p>
      ) : null}
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
      <CompleteButton
        disabled={!ready}
        pending={pending}
        onClick={() => submit({ responses: answers.map((a) => a.trim()) })}
      />
    </div>
  );
}

function TimerBody({ action, pending, submit }: BodyProps) {
  const timer = useCountdown(action.duration ?? 180);
  return (
    <CountdownTimer timer={timer} testId="action-timer">
      <div className="flex w-full flex-col">
        <CompleteButton disabled={!timer.finished} pending={pending} onClick={() => submit({})} />
      </div>
    </CountdownTimer>
  );
}

function ReframingBody({ pending, submit }: BodyProps) {
  return (
    <ReframingSteps
      thoughtLabel="What negative thought is on your mind?"
      reframeLabel="How could you see it in a kinder, more balanced way?"
      emptyThoughtMessage={ACTION_MESSAGES.negativeThought}
      continueButton={{ size: "lg" }}
      busy={pending}
    >
      {(answer) => (
        <CompleteButton
          disabled={!answer.ready}
          pending={pending}
          onClick={() => submit({ negativeThought: answer.thought, positiveReframe: answer.reframe })}
        />
      )}
    </ReframingSteps>
  );
}

function ChecklistBody({ action, pending, submit, saveChecklist }: BodyProps) {
  const items = action.checklistItems ?? [];
  const [ticked, setTicked] = useState<Record<string, boolean>>(() => ({ ...action.completedChecklistItems }));
  const all = items.length > 0 && items.every((item) => ticked[item.id]);
  return (
    <div className="flex flex-col gap-3">
      <ChecklistTicks
        items={items.map((item) => ({ key: item.id, text: item.text, checked: ticked[item.id] ?? false }))}
        onCheckedChange={(i, checked) => setTicked((prev) => ({ ...prev, [items[i]!.id]: checked }))}
        countTestId="checklist-count"
      />
      <CompleteButton disabled={!all} pending={pending} onClick={() => submit({ checklist: ticked })} />
      <Button variant="outline" size="lg" disabled={pending} onClick={() => saveChecklist(ticked)}>
        Save Progress & Close
      </Button>
    </div>
  );
}
