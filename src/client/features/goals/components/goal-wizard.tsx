import { ArrowRight } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { StepFrame } from "#client/components/layouts/step-frame.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { FieldError } from "#client/components/ui/field-error.tsx";
import type { GoalSettingsInput } from "#shared/schemas/goals.ts";
import { goalChoiceValid, goalFormFrom, goalFormResolver, toGoalInput, type GoalForm } from "../lib/goal-rules.ts";
import { bindGoalChoice, GoalChoice, TimeChoice } from "./goal-choice.tsx";

const STEPS = 4;

function WizardStep({
  step,
  title,
  lead,
  onBack,
  children,
}: {
  step: number;
  title: string;
  lead?: ReactNode;
  onBack?: () => void;
  children: ReactNode;
}) {
  return (
    <StepFrame
      step={step + 1}
      total={STEPS}
      flow="Goal setting"
      title={title}
      lead={lead}
      onBack={onBack}
      otterLevel={step < 2 ? 2 : 3}
      otterSize={step < 2 ? 140 : 96}
    >
      {children}
    </StepFrame>
  );
}

/**
 * The onboarding goal wizard (SPEC section 2): 0 welcome, 1 intro, 2 goals, 3 daily time.
 * `onFinish` saves the goals and moves on; it shows its own error toast when that fails.
 */
export function GoalWizard({
  onFinish,
  onExit,
}: {
  onFinish: (input: GoalSettingsInput) => Promise<unknown>;
  onExit: () => void;
}) {
  const [step, setStep] = useState(0);
  const form = useForm<GoalForm>({ defaultValues: goalFormFrom(null), resolver: goalFormResolver });
  const goalChoice = bindGoalChoice(form);
  const time = useWatch({ control: form.control, name: "timeCommitment" });
  const back = () => setStep((s) => s - 1);

  const submit = form.handleSubmit(async (values) => {
    if (!values.timeCommitment) return;
    await onFinish(toGoalInput(values, values.timeCommitment)).catch(() => undefined);
  });

  if (step === 0) {
    return (
      <WizardStep
        step={0}
        title="Welcome! Let's set your goals"
        lead="A few small actions a day can change how you feel about yourself."
        onBack={onExit}
      >
        <Button size="lg" className="mt-auto" onClick={() => setStep(1)}>
          Let's start <ArrowRight aria-hidden="true" />
        </Button>
      </WizardStep>
    );
  }
  if (step === 1) {
    return (
      <WizardStep
        step={1}
        onBack={back}
        title="Small steps, big change"
        lead="Pick what you'd like to grow and how much time you have each day. Your coach then suggests small daily actions that fit."
      >
        <Button size="lg" className="mt-auto" onClick={() => setStep(2)}>
          Next <ArrowRight aria-hidden="true" />
        </Button>
      </WizardStep>
    );
  }
  if (step === 2) {
    const ok = goalChoiceValid(goalChoice.value);
    return (
      <WizardStep step={2} title="What would you like to work on?" lead="Choose up to 3 goals." onBack={back}>
        <GoalChoice {...goalChoice} />
        <Button size="lg" className="mt-auto" disabled={!ok} onClick={() => ok && setStep(3)}>
          Next <ArrowRight aria-hidden="true" />
        </Button>
      </WizardStep>
    );
  }
  return (
    <WizardStep step={3} title="How much time can you give each day?" onBack={back}>
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-1 flex-col gap-5">
        <Controller
          control={form.control}
          name="timeCommitment"
          render={({ field }) => <TimeChoice name="wizard-time" value={field.value} onChange={field.onChange} />}
        />
        <FieldError message={form.formState.errors.timeCommitment?.message} />
        <Button type="submit" size="lg" className="mt-auto" disabled={!time || form.formState.isSubmitting}>
          {form.formState.isSubmitting ? "Saving..." : "Finish"}
        </Button>
      </form>
    </WizardStep>
  );
}
