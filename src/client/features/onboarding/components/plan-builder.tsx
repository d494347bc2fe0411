import { ArrowRight, Clock } from "lucide-react";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { errorMessage } from "#client/lib/api-client.ts";
import type { OnboardingData, OnboardingProgressInput } from "#shared/schemas/onboarding.ts";
import { useSaveOnboardingProgress } from "../api/onboarding.ts";
import { parsePlanReply, planContext, type PlannedExercise } from "./plan-context.ts";
import { AnswerButton, StepFrame } from "./step-frame.tsx";

const COUNTS = [
  { count: 1, minutes: 3 },
  { count: 2, minutes: 6 },
  { count: 3, minutes: 9 },
] as const;

export interface PlanBuilderProps {
  data: OnboardingData;
  /** An exercise was already done today (step 3 is asked only then). */
  doneToday: boolean;
  /** Runs create-daily-exercises and resolves with the assistant's message. */
  generate: (onboardingContext: string) => Promise<string>;
  /** Library details for a suggested exercise id. */
  describe: (id: string) => { title: string; description: string | null } | undefined;
  /** Saves the plan; it shows its own error toast when that fails. */
  savePlan: (exerciseIds: string[]) => Promise<unknown>;
  onSaved: () => void;
}

type Step = 1 | 2 | 3 | 4 | 5;

/** The daily plan builder (/additional-onboarding, SPEC sections 2 and 4). */
export function PlanBuilder({ data, doneToday, generate, describe, savePlan, onSaved }: PlanBuilderProps) {
  const saveProgress = useSaveOnboardingProgress();
  const [step, setStep] = useState<Step>(1);
  const [count, setCount] = useState<number>(data.numberOfExercise ?? 1);
  const [include, setInclude] = useState<boolean | null>(null);
  const [plan, setPlan] = useState<PlannedExercise[]>([]);
  const [saving, setSaving] = useState(false);
  const recommended = useRef<string[]>(data.recommendedExercises);

  const saveChoice = (input: OnboardingProgressInput) => saveProgress.mutateAsync(input).catch(() => undefined); // the plan still goes on

  async function build(n: number, inc: boolean | null, previous: readonly string[] = []) {
    setStep(4);
    try {
      const reply = await generate(
        planContext({ ...data, recommendedExercises: recommended.current }, n, inc, previous),
      );
      const exercises = parsePlanReply(reply).slice(0, n);
      if (exercises.length === 0) {
        toast.error("No exercises available");
        setStep(2);
        return;
      }
      recommended.current = [...recommended.current, ...exercises.map((e) => e.title)];
      void saveChoice({ recommendedExercises: recommended.current });
      setPlan(exercises);
      setStep(5);
    } catch (err) {
      toast.error(errorMessage(err, "Failed to generate exercises"));
      setStep(2);
    }
  }

  async function chooseCount(n: number) {
    setCount(n);
    await saveChoice({ numberOfExercise: n });
    if (doneToday) setStep(3);
    else void build(n, null);
  }

  async function chooseInclude(value: boolean) {
    setInclude(value);
    await saveChoice({ includeDoneExercise: value });
    void build(count, value);
  }

  async function confirm() {
    setSaving(true);
    try {
      await savePlan(plan.map((e) => e.id));
      toast.success("Your daily plan has been saved");
      onSaved();
    } catch {
      setSaving(false);
    }
  }

  const frame = {
    step,
    total: 5,
    flow: "Daily plan",
    onBack: step === 2 || step === 3 ? () => setStep((step - 1) as Step) : undefined,
  } as const;

  if (step === 1) {
    return (
      <StepFrame {...frame} title="Now, let's build your daily mindset practice plan" otterLevel={2} otterSize={150}>
        <p className="text-center text-lg text-pretty">
          A few short exercises a day, picked for what you told me. You can change them any time.
        </p>
        <Button size="lg" className="mt-auto" onClick={() => setStep(2)}>
          Go next <ArrowRight aria-hidden="true" />
        </Button>
      </StepFrame>
    );
  }
  if (step === 2) {
    return (
      <StepFrame {...frame} title="How many exercises would you like each day?">
        <div className="flex flex-col gap-2" role="group" aria-label="Exercises per day">
          {COUNTS.map((o) => (
            <AnswerButton key={o.count} onClick={() => void chooseCount(o.count)}>
              <span className="flex-1">
                {o.count} {o.count === 1 ? "exercise" : "exercises"}
              </span>
              <span className="flex items-center gap-1 text-base font-normal text-muted-foreground">
                <Clock aria-hidden="true" className="size-4" /> {o.minutes} min
              </span>
            </AnswerButton>
          ))}
        </div>
      </StepFrame>
    );
  }
  if (step === 3) {
    return (
      <StepFrame {...frame} title="Do you want to include the exercise you've done today in your daily plan?">
        <div className="flex flex-col gap-2">
          <AnswerButton selected={include === true} onClick={() => void chooseInclude(true)}>
            Yes, include today&apos;s exercise
          </AnswerButton>
          <AnswerButton selected={include === false} onClick={() => void chooseInclude(false)}>
            No, give me something new
          </AnswerButton>
        </div>
      </StepFrame>
    );
  }
  if (step === 4) {
    return (
      <StepFrame {...frame} title="Creating your plan..." otterMood="calm">
        <Spinner label="Creating your plan" className="self-center" />
      </StepFrame>
    );
  }
  return (
    <StepFrame {...frame} title="Here's your plan, starting today!" otterSize={110}>
      <ul className="flex flex-col gap-3" aria-label="Your daily exercises">
        {plan.map((e) => {
          const info = describe(e.id);
          return (
            <li key={e.id}>
              <Card className="gap-2 p-4" data-testid="plan-exercise">
                <h2 className="text-lg font-bold">{info?.title ?? e.title}</h2>
                <p className="text-sm text-muted-foreground">{e.reason || info?.description}</p>
                <p className="flex items-center gap-1 text-sm font-semibold text-muted-foreground">
                  <Clock aria-hidden="true" className="size-4" /> 3 min
                </p>
              </Card>
            </li>
          );
        })}
      </ul>
      <div className="mt-auto flex flex-col gap-2">
        <Button size="lg" disabled={saving} onClick={() => void confirm()}>
          Looks good to me
        </Button>
        <Button
          variant="outline"
          size="lg"
          disabled={saving}
          onClick={() =>
            void build(
              count,
              include,
              plan.map((e) => e.title),
            )
          }
        >
          Suggest different
        </Button>
      </div>
    </StepFrame>
  );
}
