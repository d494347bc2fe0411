import { Sparkles } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { toast } from "sonner";
import { SectionError } from "#client/components/layouts/section-states.tsx";
import { checkSupport } from "#client/components/support/read-support.ts";
import { Button } from "#client/components/ui/button.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { ApiError } from "#client/lib/api-client.ts";
import { mergeSuggestions } from "#shared/domain/action-budget.ts";
import { parseCoachReply } from "#shared/domain/coach-reply.ts";
import type { SuggestedAction } from "#shared/schemas/coach.ts";
import type { GoalSettings } from "#shared/schemas/goals.ts";
import { chatAi, generateActionsFromChat, toSuggested, useSaveActionPlan, useTodayActions } from "../api/goals.ts";
import { GOAL_TEXT, generationFailure } from "../lib/goal-rules.ts";
import { ActionList } from "./action-list.tsx";

export const GOAL_CHAT_APOLOGY = "Sorry, I couldn't process your message. Please try again later.";

export interface ChatLine {
  id: string;
  role: "user" | "assistant";
  content: string;
}

export interface ChatSlot {
  messages: ChatLine[];
  loading: boolean;
  onSend: (text: string) => void;
}

/** A line as the coach reads it: a stored JSON reply becomes its text again. */
const asTurn = ({ role, content }: ChatLine) => ({
  role,
  content: role === "assistant" ? parseCoachReply(content).text : content,
});

let localId = 0;
const line = (role: ChatLine["role"], content: string): ChatLine => ({ id: `goal-local-${++localId}`, role, content });

/**
 * The chat-based action update (/goal-setting?chatId=…&updateActions=true): talk with the coach
 * about the goals, turn the conversation into new actions, pick and save them (SPEC sections 2 and 4).
 */
export function ChatActionUpdate({
  settings,
  initialMessages,
  persist,
  renderChat,
  onDone,
}: {
  settings: GoalSettings | null;
  initialMessages: ChatLine[];
  /** Saves a message to the chat session. */
  persist: (message: Omit<ChatLine, "id">) => Promise<unknown>;
  /** The message list and input, composed by the route. */
  renderChat: (slot: ChatSlot) => ReactNode;
  onDone: () => void;
}) {
  const today = useTodayActions();
  const savePlan = useSaveActionPlan();
  const [messages, setMessages] = useState<ChatLine[]>(initialMessages);
  const [sending, setSending] = useState(false);
  const [suggestions, setSuggestions] = useState<SuggestedAction[] | null>(null);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [fetching, setFetching] = useState(false);
  const seeded = useRef(false);

  useEffect(() => {
    if (seeded.current || !today.data) return;
    seeded.current = true;
    const existing = (today.data.plan?.actions ?? []).map(toSuggested);
    setSuggestions(existing);
    setSelectedIds(existing.map((a) => a.id));
  }, [today.data]);

  async function send(text: string) {
    const mine = line("user", text);
    const history = [...messages, mine];
    setMessages(history);
    setSending(true);
    try {
      await persist({ role: "user", content: text });
    } catch {
      setMessages((m) => m.filter((x) => x.id !== mine.id));
      toast.error("Failed to send message");
      setSending(false);
      return;
    }
    try {
      const reply = await chatAi({
        messages: history.map(asTurn),
        userGoals: settings,
        dailyActionPlan: today.data?.plan ?? null,
      });
      // With support, the reply is kept as the coach's JSON so the help card shows again when the chat is reopened.
      const support = checkSupport(reply.support);
      const content = support ? JSON.stringify({ message: reply.message, support }) : reply.message;
      setMessages((m) => [...m, line("assistant", content)]);
      await persist({ role: "assistant", content }).catch(() => undefined);
    } catch {
      toast.error("Failed to send message. Please try again later.");
      setMessages((m) => [...m, line("assistant", GOAL_CHAT_APOLOGY)]);
    } finally {
      setSending(false);
    }
  }

  async function actionsFromChat() {
    const existing = suggestions ?? [];
    const lastUser = [...messages].reverse().find((m) => m.role === "user");
    setFetching(true);
    try {
      const out = await generateActionsFromChat({
        lastMessage: (lastUser ?? messages.at(-1))?.content ?? "",
        goals: settings?.selectedGoals ?? [],
        existingActions: existing,
        customGoalText: settings?.customGoalText ?? null,
        goalElaboration: settings?.goalElaboration ?? null,
        chatContext: messages.map(asTurn),
      });
      if (!out.actions?.length) toast.error(GOAL_TEXT.noActions);
      else setSuggestions(mergeSuggestions(existing, out.actions));
    } catch (err) {
      const failure = generationFailure(err);
      toast.error(failure.kind === "error" ? failure.message : GOAL_TEXT.generateFailed);
    } finally {
      setFetching(false);
    }
  }

  async function save() {
    const chosen = (suggestions ?? []).filter((a) => selectedIds.includes(a.id));
    if (chosen.length === 0) {
      toast.error(GOAL_TEXT.selectOne);
      return;
    }
    try {
      await savePlan.mutateAsync(chosen);
      toast.success(GOAL_TEXT.actionsSaved);
      onDone();
    } catch (err) {
      toast.error(err instanceof ApiError && err.status === 401 ? GOAL_TEXT.authError : GOAL_TEXT.saveActionsFailed);
    }
  }

  const toggle = (a: SuggestedAction) =>
    setSelectedIds((ids) => (ids.includes(a.id) ? ids.filter((id) => id !== a.id) : [...ids, a.id]));
  const canAsk = messages.length > 0 && !sending && !fetching;

  return (
    <>
      <section aria-label="Goal chat" className="flex flex-col gap-3">
        {messages.length === 0 ? (
          <p className="rounded-2xl bg-muted px-4 py-3 text-muted-foreground">
            Tell your coach what you'd like to change about your daily actions.
          </p>
        ) : null}
        {renderChat({ messages, loading: sending, onSend: (t) => void send(t) })}
      </section>
      <Button variant="secondary" size="lg" disabled={!canAsk} onClick={() => void actionsFromChat()}>
        {fetching ? <Spinner size="sm" label="" /> : <Sparkles aria-hidden="true" />} Get actions from this chat
      </Button>
      <section aria-labelledby="chat-actions-title" className="flex flex-col gap-3">
        <h2 id="chat-actions-title" className="text-xl font-bold">
          Your daily actions
        </h2>
        {today.isError && suggestions === null ? (
          <SectionError message={GOAL_TEXT.loadActionsFailed} onRetry={() => void today.refetch()} />
        ) : suggestions === null ? (
          <Spinner label="Loading your daily actions" className="self-center" />
        ) : suggestions.length === 0 ? (
          <p className="text-muted-foreground">No actions yet. Chat with your coach, then get actions from the chat.</p>
        ) : (
          <ActionList
            actions={suggestions}
            selectedIds={selectedIds}
            onToggle={toggle}
            disabled={savePlan.isPending}
            label="Actions to choose from"
          />
        )}
        <Button size="lg" disabled={savePlan.isPending} onClick={() => void save()}>
          {savePlan.isPending ? "Saving..." : "Save actions"}
        </Button>
      </section>
    </>
  );
}
