import { ArrowRight, MessageCircle } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "#client/components/ui/button.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { errorMessage } from "#client/lib/api-client.ts";
import { moodEmoji, moodLabel } from "#shared/content/labels-mood.ts";
import {
  NAME_YOUR_OWN,
  ONBOARDING_CHALLENGES,
  ONBOARDING_CHAT_TOPICS,
  ONBOARDING_IDENTITIES,
  ONBOARDING_STEP_COUNT,
  onboardingEmotionsForMood,
} from "#shared/content/labels-onboarding.ts";
import type { OnboardingAnswersInput } from "#shared/schemas/onboarding.ts";
import { useSaveOnboardingAnswers } from "../api/onboarding.ts";
import { useOnboardingDraft, type OnboardingDraft } from "../stores/onboarding-store.ts";
import { explainers, ONBOARDING_TEXT as T } from "./onboarding-copy.ts";
import { SelectionStep, selectionCount } from "./selection-step.tsx";
import { AnswerButton, ChoiceChip, StepFrame } from "./step-frame.tsx";
import { useStepHistory } from "#client/lib/use-step-history.ts";

const otterMoodFor = (mood: number | null) =>
  mood === null ? "happy" : mood <= 2 ? "sad" : mood === 3 ? "calm" : "happy";

/** What the chat starts from: the typed words, or the chosen topic. */
export const chatUserInput = (d: Pick<OnboardingDraft, "chatTopic" | "customChatTopic">) =>
  d.customChatTopic.trim() || d.chatTopic || "";

function answersFrom(d: OnboardingDraft, startChat: boolean): OnboardingAnswersInput {
  return {
    userName: d.userName,
    isConfidentLearned: d.isConfidentLearned,
    selectedMood: d.selectedMood,
    selectedEmotions: d.selectedEmotions,
    customEmotion: d.ownEmotion ? d.customEmotion : null,
    selectedChallenges: d.selectedChallenges,
    customChallenge: d.otherChallenge ? d.customChallenge : null,
    selectedIdentities: d.selectedIdentities,
    customIdentity: d.otherIdentity ? d.customIdentity : null,
    chatTopic: startChat && !d.customChatTopic.trim() ? (d.chatTopic as OnboardingAnswersInput["chatTopic"]) : null,
    customChatTopic: startChat ? d.customChatTopic : null,
    userInput: startChat ? chatUserInput(d) : null,
  };
}

/**
 * The 10-step onboarding (SPEC section 2). The draft lives in the persisted store, so a reload
 * resumes at the same step. `onDone` gets where to go next: the chat, or (after Skip) the plan builder.
 */
export function OnboardingFlow({
  onDone,
}: {
  onDone: (to: "/onboarding-chat" | "/additional-onboarding", userInput: string | null) => void;
}) {
  const draft = useOnboardingDraft();
  const save = useSaveOnboardingAnswers();
  const nameId = useId();
  const ownEmotionId = useId();
  const topicId = useId();
  const [leaving, setLeaving] = useState(false);
  const { step, update } = draft;
  const go = (next: number) => update({ step: Math.min(ONBOARDING_STEP_COUNT, Math.max(1, next)) });
  const historyBack = useStepHistory(step, go);
  const back = step > 1 ? () => historyBack(() => go(step - 1)) : undefined;
  const frame = {
    step,
    total: ONBOARDING_STEP_COUNT,
    flow: T.flow,
    onBack: back,
    otterMood: otterMoodFor(draft.selectedMood),
  } as const;

  async function finish(startChat: boolean) {
    setLeaving(true);
    try {
      await save.mutateAsync(answersFrom(useOnboardingDraft.getState(), startChat));
      onDone(startChat ? "/onboarding-chat" : "/additional-onboarding", startChat ? chatUserInput(draft) : null);
    } catch (err) {
      toast.error(errorMessage(err, "Failed to sync your data"));
      setLeaving(false);
    }
  }

  if (step === 1) {
    const submit = (e: FormEvent) => {
      e.preventDefault();
      if (draft.userName.trim()) go(2);
    };
    return (
      <StepFrame {...frame} title={T.nameTitle} lead={T.nameLead}>
        <form onSubmit={submit} className="flex flex-1 flex-col gap-4">
          <div className="flex flex-col gap-2">
            <Label htmlFor={nameId}>{T.nameLabel}</Label>
            <Input
              id={nameId}
              value={draft.userName}
              maxLength={80}
              autoComplete="given-name"
              autoFocus
              onChange={(e) => update({ userName: e.target.value })}
            />
          </div>
          <Button type="submit" size="lg" className="mt-auto" disabled={!draft.userName.trim()}>
            {T.next} <ArrowRight aria-hidden="true" />
          </Button>
        </form>
      </StepFrame>
    );
  }

  if (step === 2) {
    const answer = (value: boolean) => update({ isConfidentLearned: value, step: 3 });
    return (
      <StepFrame {...frame} title={T.beliefTitle}>
        <div className="flex flex-col gap-3">
          <AnswerButton selected={draft.isConfidentLearned === true} onClick={() => answer(true)}>
            {T.beliefYes}
          </AnswerButton>
          <AnswerButton selected={draft.isConfidentLearned === false} onClick={() => answer(false)}>
            {T.beliefNotSure}
          </AnswerButton>
        </div>
      </StepFrame>
    );
  }

  if (step >= 3 && step <= 5) {
    const copy = explainers(draft.isConfidentLearned)[step - 3]!;
    return (
      <StepFrame {...frame} title={copy.title} otterLevel={step - 1} otterSize={150}>
        <div className="space-y-3 text-center text-lg text-pretty">
          {copy.body.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        <Button size="lg" className="mt-auto" onClick={() => go(step + 1)}>
          {T.next} <ArrowRight aria-hidden="true" />
        </Button>
      </StepFrame>
    );
  }

  if (step === 6) {
    const choose = (level: number) => {
      const allowed = onboardingEmotionsForMood(level);
      update({
        selectedMood: level,
        selectedEmotions: draft.selectedEmotions.filter((e) => allowed.includes(e)),
        step: 7,
      });
    };
    return (
      <StepFrame {...frame} title={T.moodTitle}>
        <div className="flex flex-col gap-2" role="group" aria-label={T.moodTitle}>
          {[5, 4, 3, 2, 1].map((level) => (
            <AnswerButton key={level} selected={draft.selectedMood === level} onClick={() => choose(level)}>
              <span aria-hidden="true" className="text-2xl">
                {moodEmoji(level)}
              </span>
              {moodLabel(level)}
            </AnswerButton>
          ))}
        </div>
      </StepFrame>
    );
  }

  if (step === 7) {
    const options = onboardingEmotionsForMood(draft.selectedMood ?? 3);
    const toggle = (e: string) =>
      update({
        selectedEmotions: draft.selectedEmotions.includes(e)
          ? draft.selectedEmotions.filter((x) => x !== e)
          : [...draft.selectedEmotions, e],
      });
    return (
      <StepFrame {...frame} title={T.emotionsTitle} lead={T.emotionsLead}>
        <ul className="flex flex-wrap justify-center gap-2" aria-label="Emotions">
          {options.map((e) => (
            <li key={e}>
              <ChoiceChip label={e} selected={draft.selectedEmotions.includes(e)} onToggle={() => toggle(e)} />
            </li>
          ))}
          <li>
            <ChoiceChip
              label={NAME_YOUR_OWN}
              selected={draft.ownEmotion}
              onToggle={() => update({ ownEmotion: !draft.ownEmotion })}
            />
          </li>
        </ul>
        {draft.ownEmotion ? (
          <div className="flex flex-col gap-2">
            <Label htmlFor={ownEmotionId}>{T.ownEmotionLabel}</Label>
            <Input
              id={ownEmotionId}
              value={draft.customEmotion}
              maxLength={200}
              autoFocus
              onChange={(e) => update({ customEmotion: e.target.value })}
            />
          </div>
        ) : null}
        <div className="mt-auto grid grid-cols-2 gap-3">
          <Button
            variant="outline"
            size="lg"
            onClick={() => update({ selectedEmotions: [], ownEmotion: false, customEmotion: "", step: 8 })}
          >
            {T.skip}
          </Button>
          <Button size="lg" onClick={() => go(8)}>
            {T.goNext}
          </Button>
        </div>
      </StepFrame>
    );
  }

  if (step === 8 || step === 9) {
    const challenges = step === 8;
    const value = challenges
      ? { selected: draft.selectedChallenges, other: draft.otherChallenge, custom: draft.customChallenge }
      : { selected: draft.selectedIdentities, other: draft.otherIdentity, custom: draft.customIdentity };
    return (
      <StepFrame
        {...frame}
        title={challenges ? T.challengesTitle : T.identitiesTitle}
        lead={challenges ? T.challengesLead : T.identitiesLead}
      >
        <SelectionStep
          key={step}
          options={challenges ? ONBOARDING_CHALLENGES : ONBOARDING_IDENTITIES}
          groupLabel={challenges ? "Challenges" : "Identities"}
          otherLabel={challenges ? T.challengeOtherLabel : T.identityOtherLabel}
          value={value}
          onChange={(v) =>
            update(
              challenges
                ? { selectedChallenges: v.selected, otherChallenge: v.other, customChallenge: v.custom }
                : { selectedIdentities: v.selected, otherIdentity: v.other, customIdentity: v.custom },
            )
          }
        />
        <Button size="lg" className="mt-auto" disabled={selectionCount(value) < 1} onClick={() => go(step + 1)}>
          {T.next} <ArrowRight aria-hidden="true" />
        </Button>
      </StepFrame>
    );
  }

  const canStart = chatUserInput(draft) !== "";
  return (
    <StepFrame {...frame} title={T.topicTitle} lead={T.topicLead}>
      <div className="flex flex-col gap-2" role="group" aria-label="Topics">
        {ONBOARDING_CHAT_TOPICS.map((topic) => (
          <AnswerButton
            key={topic}
            selected={draft.chatTopic === topic && !draft.customChatTopic.trim()}
            onClick={() => update({ chatTopic: draft.chatTopic === topic ? null : topic, customChatTopic: "" })}
          >
            {topic}
          </AnswerButton>
        ))}
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={topicId}>{T.topicOwnLabel}</Label>
        <Textarea
          id={topicId}
          rows={3}
          maxLength={2000}
          value={draft.customChatTopic}
          onChange={(e) => update({ customChatTopic: e.target.value, chatTopic: null })}
        />
      </div>
      <div className="mt-auto flex flex-col gap-2">
        <Button size="lg" disabled={!canStart || leaving} onClick={() => void finish(true)}>
          <MessageCircle aria-hidden="true" /> {T.startChat}
        </Button>
        <Button variant="ghost" size="lg" disabled={leaving} onClick={() => void finish(false)}>
          {T.skip}
        </Button>
      </div>
    </StepFrame>
  );
}
