import { useEffect, useId, useState, type ReactNode } from "react";
import { Button, type ButtonProps } from "#client/components/ui/button.tsx";
import { FieldError } from "#client/components/ui/field-error.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";

export interface ReframingAnswer {
  /** Step 2 with a reframe written. */
  ready: boolean;
  thought: string;
  reframe: string;
}

export interface ReframingStepsProps {
  thoughtLabel: string;
  reframeLabel: string;
  /** Shown when 'Continue to reframe' is pressed without a thought. */
  emptyThoughtMessage: string;
  continueButton?: Pick<ButtonProps, "variant" | "size">;
  /** Disables 'Back' (e.g. while the completion is saved). */
  busy?: boolean;
  onReadyChange?: (ready: boolean) => void;
  /** The thought and reframe as they are typed (trimmed). */
  onAnswerChange?: (answer: ReframingAnswer) => void;
  /** Step 2, between the reframe and 'Back'; gets the trimmed answers. */
  children?: (answer: ReframingAnswer) => ReactNode;
}

/** Step 1: the negative thought; step 2: the thought quoted and a kinder reframe. */
export function ReframingSteps({
  thoughtLabel,
  reframeLabel,
  emptyThoughtMessage,
  continueButton,
  busy,
  onReadyChange,
  onAnswerChange,
  children,
}: ReframingStepsProps) {
  const id = useId();
  const [step, setStep] = useState<1 | 2>(1);
  const [thought, setThought] = useState("");
  const [reframe, setReframe] = useState("");
  const [error, setError] = useState("");
  const ready = step === 2 && reframe.trim() !== "";
  useEffect(() => onReadyChange?.(ready), [ready, onReadyChange]);
  useEffect(
    () => onAnswerChange?.({ ready, thought: thought.trim(), reframe: reframe.trim() }),
    [ready, thought, reframe, onAnswerChange],
  );
  if (step === 1) {
    return (
      <div className="flex flex-col gap-3">
        <p className="text-sm font-semibold text-muted-foreground">Step 1 of 2</p>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-thought`}>{thoughtLabel}</Label>
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
        </div>
        <FieldError id={`${id}-thought-error`} message={error} />
        <Button {...continueButton} onClick={() => (thought.trim() ? setStep(2) : setError(emptyThoughtMessage))}>
          Continue to reframe
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm font-semibold text-muted-foreground">Step 2 of 2</p>
      <blockquote className="rounded-2xl bg-muted p-3 text-sm italic">{thought}</blockquote>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-reframe`}>{reframeLabel}</Label>
        <Textarea id={`${id}-reframe`} value={reframe} onChange={(e) => setReframe(e.target.value)} />
      </div>
      {children?.({ ready, thought: thought.trim(), reframe: reframe.trim() })}
      <Button variant="ghost" onClick={() => setStep(1)} disabled={busy}>
        Back
      </Button>
    </div>
  );
}
