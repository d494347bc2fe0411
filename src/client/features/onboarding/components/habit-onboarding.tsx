import { ArrowRight, BellRing } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "#client/components/ui/button.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { HABIT_ONBOARDING_STEP_COUNT } from "#shared/content/labels-onboarding.ts";
import {
  formatNotificationTime,
  HABIT_CONTEXT_OPTIONS,
  HABIT_CONTEXT_PHRASES,
  NOTIFICATION_TIME_OPTIONS,
} from "#shared/content/labels-habits.ts";
import { useHabitOnboarding } from "../stores/habit-store.ts";
import { AnswerButton, StepFrame } from "./step-frame.tsx";

const OTTER_TRAITS = ["Not confident", "Overthinks", "Socially anxious"] as const;
export const OTTER_NAME_EXAMPLE = "e.g. Pebble";

export interface PushHelpers {
  isSupported: () => boolean;
  /** Subscribes this browser with the chosen time; rejects with the message to show. */
  subscribe: (notificationTime: string) => Promise<unknown>;
  /** Undoes a set-up that finishes after the person skipped it. */
  abandon: (pending: Promise<unknown>) => void;
  unsupportedMessage: string;
}

/**
 * Habit onboarding, 8 steps (SPEC sections 2, 3 and 4). Choosing a context or a time moves on;
 * step 1 has no back button. `onFinish` saves the otter's name (possibly empty) and leaves.
 */
export function HabitOnboarding({
  push,
  onFinish,
}: {
  push: PushHelpers;
  onFinish: (otterName: string) => Promise<void>;
}) {
  const state = useHabitOnboarding();
  const { step, update } = state;
  const [busy, setBusy] = useState(false);
  const pending = useRef<Promise<unknown> | null>(null);
  const nameId = useId();
  const go = (next: number) => update({ step: Math.min(HABIT_ONBOARDING_STEP_COUNT, Math.max(1, next)) });
  const frame = {
    step,
    total: HABIT_ONBOARDING_STEP_COUNT,
    flow: "Habit set-up",
    onBack: step >= 2 && step <= 7 ? () => go(step - 1) : undefined,
  } as const;
  const time = formatNotificationTime(state.notificationTime) ?? state.notificationTime;

  async function enable() {
    if (!push.isSupported()) {
      toast.error(push.unsupportedMessage);
      update({ notificationEnabled: false, step: 5 });
      return;
    }
    setBusy(true);
    update({ notificationEnabled: true });
    const setup = push.subscribe(state.notificationTime);
    pending.current = setup;
    try {
      await setup;
      if (pending.current !== setup) return;
      toast.success("Notifications enabled!");
      go(5);
    } catch (err) {
      if (pending.current !== setup) return;
      update({ notificationEnabled: false });
      toast.error(err instanceof Error && err.message ? err.message : "Failed to enable notifications");
    } finally {
      setBusy(false);
    }
    pending.current = null;
  }

  /** "Skip for now" is always there, even while setting up (which it then abandons). */
  function skipNotifications() {
    if (pending.current) push.abandon(pending.current);
    pending.current = null;
    setBusy(false);
    update({ notificationEnabled: false, step: 5 });
  }

  async function finish(name: string) {
    setBusy(true);
    try {
      await onFinish(name.trim());
    } finally {
      setBusy(false);
    }
  }

  switch (step) {
    case 1:
      return (
        <StepFrame
          {...frame}
          title="Your plan is confirmed!"
          otterLevel={3}
          otterSize={180}
          otterTitle="A happy otter, playing"
        >
          <p className="text-center text-lg text-pretty">
            Your exercises will be waiting for you on the home page every day.
          </p>
          <Button size="lg" className="mt-auto" onClick={() => go(2)}>
            Yay!
          </Button>
        </StepFrame>
      );
    case 2:
      return (
        <StepFrame
          {...frame}
          title="Let's make this a habit"
          lead="Tie your practice to something you already do every day."
        >
          <div className="flex flex-col gap-2" role="group" aria-labelledby="habit-prompt">
            <p id="habit-prompt" className="text-center text-lg font-semibold">
              I&apos;ll do this when...
            </p>
            {HABIT_CONTEXT_OPTIONS.map((o) => (
              <AnswerButton
                key={o.value}
                selected={state.habitContext === o.value}
                onClick={() => update({ habitContext: o.value, step: 3 })}
              >
                {o.label}
              </AnswerButton>
            ))}
          </div>
        </StepFrame>
      );
    case 3:
      return (
        <StepFrame {...frame} title="Choose Notification Time" lead="When should your otter remind you?" otterSize={96}>
          <div className="grid grid-cols-3 gap-2" role="group" aria-label="Notification time">
            {NOTIFICATION_TIME_OPTIONS.map((o) => (
              <Button
                key={o.value}
                variant={state.notificationTime === o.value ? "default" : "outline"}
                aria-pressed={state.notificationTime === o.value}
                onClick={() => update({ notificationTime: o.value, step: 4 })}
                className="px-2"
              >
                {o.label}
              </Button>
            ))}
          </div>
        </StepFrame>
      );
    case 4:
      return (
        <StepFrame {...frame} title="Enable Notifications">
          <p className="rounded-2xl bg-accent-soft p-4 text-center text-lg text-pretty">
            Every day at <strong>{time}</strong>
            {state.habitContext ? `, ${HABIT_CONTEXT_PHRASES[state.habitContext]},` : ""} your otter will remind you to
            do your exercises.
          </p>
          <div className="mt-auto flex flex-col gap-2">
            <Button size="lg" disabled={busy} onClick={() => void enable()}>
              <BellRing aria-hidden="true" /> {busy ? "Setting up..." : "Enable notifications"}
            </Button>
            <Button variant="ghost" size="lg" onClick={skipNotifications}>
              Skip for now
            </Button>
          </div>
        </StepFrame>
      );
    case 5:
      return (
        <StepFrame {...frame} title="Finally..." showOtter={false}>
          <p className="text-center text-lg text-pretty">
            There&apos;s someone who would love to join you on this journey.
          </p>
          <Button size="lg" className="mt-auto" onClick={() => go(6)}>
            Who is this?
          </Button>
        </StepFrame>
      );
    case 6:
      return (
        <StepFrame
          {...frame}
          title="Meet your fren!"
          otterLevel={1}
          otterSize={180}
          otterTitle="A little otter pup peeking out of a shell"
        >
          <p className="text-center text-lg text-pretty">
            This little otter has the same struggles as you. The more exercises you do, the more she grows, right along
            with you.
          </p>
          <Button size="lg" className="mt-auto" onClick={() => go(7)}>
            Sounds good
          </Button>
        </StepFrame>
      );
    case 7:
      return (
        <StepFrame {...frame} title="Right now, she is..." otterMood="sad" otterLevel={1}>
          <ul className="flex flex-col gap-2">
            {OTTER_TRAITS.map((trait) => (
              <li
                key={trait}
                className="rounded-2xl border border-border bg-surface px-4 py-3 text-center text-lg font-semibold"
              >
                {trait}
              </li>
            ))}
          </ul>
          <Button size="lg" className="mt-auto" onClick={() => go(8)}>
            Let&apos;s work on together
          </Button>
        </StepFrame>
      );
    default: {
      const submit = (e: FormEvent) => {
        e.preventDefault();
        void finish(state.otterName);
      };
      return (
        <StepFrame {...frame} title="Can you give her name?" otterLevel={1}>
          <form onSubmit={submit} className="flex flex-1 flex-col gap-4">
            <div className="flex flex-col gap-2">
              <Label htmlFor={nameId}>Your otter&apos;s name</Label>
              <div className="flex gap-2">
                <Input
                  id={nameId}
                  value={state.otterName}
                  maxLength={40}
                  placeholder={OTTER_NAME_EXAMPLE}
                  onChange={(e) => update({ otterName: e.target.value })}
                />
                <Button type="submit" size="icon" aria-label="Next" disabled={busy} className="size-12">
                  <ArrowRight aria-hidden="true" />
                </Button>
              </div>
            </div>
            <Button
              type="button"
              variant="link"
              className="self-center"
              disabled={busy}
              onClick={() => void finish("")}
            >
              Skip naming for now
            </Button>
          </form>
        </StepFrame>
      );
    }
  }
}
