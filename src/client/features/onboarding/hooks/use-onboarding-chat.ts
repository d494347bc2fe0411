// The onboarding chat's state (SPEC sections 2 and 4): the first run starts from the onboarding
// answers, replies offer insights ('Yes, I'd like to try' / 'No, keep chatting') or an exercise
// ('Try the exercise' / 'Suggest another'), each recommended exercise is recorded.
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { parseCoachReply } from "#shared/domain/coach-reply.ts";
import type { OnboardingData } from "#shared/schemas/onboarding.ts";
import { useSaveOnboardingProgress } from "../api/onboarding.ts";

export const TRY_TEXT = "Yes, I'd like to try";
export const KEEP_CHATTING_TEXT = "No, keep chatting";
export const ANOTHER_TEXT = "Can you suggest another exercise?";
const APOLOGY = "Sorry, I couldn't process your message. Please try again later.";

export interface ChatMessage {
  id: string;
  role: "user" | "assistant";
  content: string;
}

/** One onboarding-chat run (the route wires it to the coach functions); resolves with the reply. */
export type OnboardingRun = (
  body: Record<string, unknown>,
  onDelta: (textSoFar: string) => void,
) => Promise<{ threadId: string; content: string }>;

let seq = 0;
const nextId = () => `onb-${++seq}`;

/** What the coach reads first: the answers of the 10 steps, in plain words. */
export function onboardingContextText(d: OnboardingData): string {
  const list = (items: string[], custom: string | null) => [...items, ...(custom ? [custom] : [])].join(", ") || "none";
  return [
    `Name: ${d.userName ?? "friend"}.`,
    d.isConfidentLearned === null
      ? null
      : `Believes confidence can be built: ${d.isConfidentLearned ? "yes" : "not sure"}.`,
    d.selectedMood === null ? null : `Mood (1-5): ${d.selectedMood}.`,
    `Emotions: ${list(d.selectedEmotions, d.customEmotion)}.`,
    `Challenges: ${list(d.selectedChallenges, d.customChallenge)}.`,
    `Identities: ${list(d.selectedIdentities, d.customIdentity)}.`,
    d.userInput ? `Wants to talk about: ${d.userInput}.` : null,
  ]
    .filter(Boolean)
    .join(" ");
}

/** The saved conversation of a thread, oldest first (a reload resumes it instead of starting over). */
export type OnboardingHistory = (threadId: string) => Promise<{ role: "user" | "assistant"; content: string }[]>;

export function useOnboardingChat({
  data,
  run,
  history,
  titleOf,
}: {
  data: OnboardingData;
  run: OnboardingRun;
  history: OnboardingHistory;
  titleOf: (exerciseId: string) => string | undefined;
}) {
  const save = useSaveOnboardingProgress();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [loading, setLoading] = useState(false);
  const [streaming, setStreaming] = useState("");
  const [exerciseId, setExerciseId] = useState<string | null>(null);
  const [insights, setInsights] = useState<{ patterns: string[]; summary: string | null } | null>(null);
  const threadId = useRef<string | null>(data.threadId);
  const recommended = useRef<string[]>(data.recommendedExercises);
  const started = useRef(false);

  /** Shows what a coach reply offers: its exercise or its insights. */
  const offer = useCallback((content: string) => {
    const parsed = parseCoachReply(content);
    if (parsed.exerciseId) setExerciseId(parsed.exerciseId);
    else if (parsed.patterns) setInsights({ patterns: parsed.patterns, summary: parsed.summary });
    return parsed;
  }, []);

  const ask = useCallback(
    async (body: Record<string, unknown>) => {
      setLoading(true);
      setStreaming("");
      setInsights(null);
      try {
        const reply = await run({ ...body, threadId: threadId.current }, setStreaming);
        if (threadId.current !== reply.threadId) {
          threadId.current = reply.threadId;
          save.mutate({ threadId: reply.threadId });
        }
        setMessages((m) => [...m, { id: nextId(), role: "assistant", content: reply.content }]);
        const parsed = offer(reply.content);
        if (parsed.exerciseId) {
          const title = titleOf(parsed.exerciseId) ?? parsed.exerciseId;
          if (!recommended.current.includes(title)) {
            recommended.current = [...recommended.current, title];
            save.mutate({ recommendedExercises: recommended.current });
          }
        }
      } catch (err) {
        if (err instanceof DOMException && err.name === "AbortError") return;
        toast.error("Failed to send message. Please try again later.");
        setMessages((m) => [...m, { id: nextId(), role: "assistant", content: APOLOGY }]);
      } finally {
        setLoading(false);
        setStreaming("");
      }
    },
    [offer, run, save, titleOf],
  );

  const send = useCallback(
    async (raw: string) => {
      const text = raw.trim();
      if (!text || loading) return;
      setExerciseId(null);
      setMessages((m) => [...m, { id: nextId(), role: "user", content: text }]);
      await ask({ userInput: text, useTools: true });
    },
    [ask, loading],
  );

  // The first run starts once, from the answers (and the chosen topic, shown as the user's words).
  // After a reload the saved thread is shown instead, without asking the coach again.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const begin = () => {
      if (data.userInput) setMessages([{ id: nextId(), role: "user", content: data.userInput }]);
      void ask({
        onboardingContext: onboardingContextText(data),
        ...(data.userInput ? { userInput: data.userInput } : {}),
      });
    };
    if (!data.threadId) return begin();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- loading the saved thread is the effect; the spinner shows while it comes
    setLoading(true);
    history(data.threadId)
      .then((saved) => {
        // The thread's first user turn is the topic the user chose, or the answers (not shown).
        const shown = data.userInput ? saved : saved.slice(1);
        if (shown.length === 0) return begin();
        setMessages(shown.map((m) => ({ id: nextId(), role: m.role, content: m.content })));
        const last = shown.at(-1);
        if (last?.role === "assistant") offer(last.content);
        setLoading(false);
      })
      .catch(() => {
        setLoading(false);
        threadId.current = null;
        begin();
      });
  }, [ask, data, history, offer]);

  return {
    messages,
    loading,
    streaming,
    exerciseId,
    insights,
    send,
    acceptInsights: () => void send(TRY_TEXT),
    declineInsights: () => setInsights(null),
    suggestAnother: () => void send(ANOTHER_TEXT),
    /** Records the finished exercise as done_exercise. */
    markDone: (id: string) => save.mutateAsync({ doneExercise: id }).catch(() => undefined),
  };
}
