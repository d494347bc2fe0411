// The coach chat's state: messages (optimistic, removed if saving fails), the run in flight with
// its streamed text, and the exercise → feedback → 'keep chatting?' steps (SPEC sections 2 and 4).
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { FEEDBACK_OPTIONS, type ExerciseFeedback } from "#shared/content/labels-habits.ts";
import { parseCoachReply } from "#shared/domain/coach-reply.ts";
import type { ChatMoodContext } from "#shared/schemas/coach.ts";
import { ApiError } from "#client/lib/api-client.ts";
import { POLL_INTERVAL_MS, startRun, threadHistory, waitForReply } from "../api/runs.ts";

export const APOLOGY = "Sorry, I couldn't process your message. Please try again later.";
export const SUGGEST_ANOTHER_TEXT = "Can you suggest another exercise?";

export interface UiMessage {
  id: string;
  role: "user" | "assistant";
  /** Raw stored content: for the coach, the JSON reply. */
  content: string;
}

/** Where chats are saved; the route wires this to the chat-session API. */
export interface ChatPersistence {
  createChat: (input: { moodLevel?: number | null; moodNote?: string | null }) => Promise<{ id: string }>;
  addMessage: (chatId: string, message: { role: "user" | "assistant"; content: string }) => Promise<unknown>;
  /** Links the chat to its coach thread, so reopening the chat later continues the conversation. */
  saveThread: (chatId: string, threadId: string) => Promise<unknown>;
  /**
   * How many messages the person wrote in the whole chat (all its pages): a reopened chat shows
   * only its newest page, and resuming compares this with the coach thread's turns.
   */
  countUserMessages?: (chatId: string, signal?: AbortSignal) => Promise<number>;
}

export type ChatStage = "chat" | "feedback" | "keep-chatting";

/** The spec's toast, or 'You must be logged in…' when the session is gone. */
const failToast = (error: unknown, fallback: string) =>
  toast.error(
    error instanceof ApiError && error.status === 401 ? "You must be logged in to use the chat feature" : fallback,
  );

let localId = 0;
const nextId = () => `local-${++localId}`;
/** How long a reopened chat waits for a reply the coach was still writing (about a minute). */
const RESUME_POLLS = 40;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function useCoachChat(opts: {
  persistence: ChatPersistence;
  chatId?: string | null;
  threadId?: string | null;
  initialMessages?: UiMessage[];
}) {
  const { persistence } = opts;
  const [chatId, setChatId] = useState<string | null>(opts.chatId ?? null);
  const [messages, setMessages] = useState<UiMessage[]>(opts.initialMessages ?? []);
  const [loading, setLoading] = useState(false);
  const [streaming, setStreaming] = useState("");
  const [stage, setStage] = useState<ChatStage>("chat");
  const [exerciseId, setExerciseId] = useState<string | null>(null);
  const threadId = useRef<string | null>(opts.threadId ?? null);
  const context = useRef<ChatMoodContext | undefined>(undefined);
  const abort = useRef(new AbortController());
  useEffect(() => {
    const controller = abort.current;
    return () => controller.abort();
  }, []);

  // New initial messages (another chat opened) replace the shown ones, adjusted while rendering.
  const [shownInitial, setShownInitial] = useState(opts.initialMessages);
  if (opts.initialMessages !== shownInitial) {
    setShownInitial(opts.initialMessages);
    if (opts.initialMessages) setMessages(opts.initialMessages);
  }

  /** One coach run; the reply is appended and saved, or the apology is shown. */
  const runCoach = useCallback(
    async (id: string, body: Record<string, unknown>, failure = "Failed to send message. Please try again later.") => {
      setLoading(true);
      setStreaming("");
      try {
        const run = await startRun("coaching-chat", { ...body, threadId: threadId.current, context: context.current });
        if (threadId.current !== run.threadId) {
          threadId.current = run.threadId;
          // Losing the link only costs the coach its memory of this chat later: not worth a toast.
          persistence.saveThread(id, run.threadId).catch(() => undefined);
        }
        const content = await waitForReply(run, setStreaming, abort.current.signal);
        const reply = parseCoachReply(content);
        setStreaming("");
        setMessages((m) => [...m, { id: nextId(), role: "assistant", content }]);
        if (reply.exerciseId) setExerciseId(reply.exerciseId);
        await persistence.addMessage(id, { role: "assistant", content }).catch(() => undefined);
        return reply;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return null;
        failToast(error, failure);
        setMessages((m) => [...m, { id: nextId(), role: "assistant", content: APOLOGY }]);
        return null;
      } finally {
        setLoading(false);
        setStreaming("");
      }
    },
    [persistence],
  );

  // Reopened (a reload, Back) with the person's message last: the coach's reply is either in its
  // thread already, still being written, or was never asked for. Bring it in, wait, or ask now.
  // Only what the chat opened with: later refetches end with a message whose run is in flight.
  const opened = useRef({ chatId, initial: opts.initialMessages, resumed: false });
  useEffect(() => {
    const { chatId, initial, resumed } = opened.current;
    const last = initial?.at(-1);
    if (resumed || !chatId || last?.role !== "user") return;
    opened.current.resumed = true;
    const signal = abort.current.signal;
    void (async () => {
      setLoading(true);
      try {
        const asked = persistence.countUserMessages
          ? await persistence.countUserMessages(chatId, signal)
          : initial!.filter((m) => m.role === "user").length;
        for (let i = 0; i < RESUME_POLLS && !signal.aborted; i++) {
          const history = threadId.current ? await threadHistory(threadId.current, signal) : [];
          if (history.filter((m) => m.role === "user").length < asked) {
            setLoading(false);
            await runCoach(chatId, { userInput: last.content });
            return;
          }
          const reply = history.at(-1);
          if (reply?.role === "assistant") {
            setMessages((m) => [...m, { id: nextId(), role: "assistant", content: reply.content }]);
            const parsed = parseCoachReply(reply.content);
            if (parsed.exerciseId) setExerciseId(parsed.exerciseId);
            await persistence.addMessage(chatId, { role: "assistant", content: reply.content }).catch(() => undefined);
            return;
          }
          await pause(POLL_INTERVAL_MS);
        }
      } catch {
        // Nothing to resume: the person can write again.
      } finally {
        setLoading(false);
      }
    })();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** Adds the user's message at once, saves it (removing it if that fails), then asks the coach. */
  const send = useCallback(
    async (raw: string, target: string | null = chatId, first = false) => {
      const text = raw.trim();
      if (!text || loading || !target) return false;
      const optimistic: UiMessage = { id: nextId(), role: "user", content: text };
      setMessages((m) => [...m, optimistic]);
      // Busy from the first moment: a second Enter while the message is saved sends nothing.
      setLoading(true);
      try {
        await persistence.addMessage(target, { role: "user", content: text });
      } catch (error) {
        setMessages((m) => m.filter((x) => x.id !== optimistic.id));
        setLoading(false);
        failToast(error, "Failed to send message");
        return false;
      }
      await runCoach(target, { userInput: text }, first ? "Failed to start a chat session" : undefined);
      return true;
    },
    [chatId, loading, persistence, runCoach],
  );

  /** Creates the chat session and sends the first message (mood note or typed text). */
  const start = useCallback(
    async (input: {
      moodLevel?: number | null;
      moodNote?: string | null;
      emotions?: string[] | null;
      firstMessage: string;
      onCreated?: (id: string) => void;
    }) => {
      context.current = {
        moodLevel: input.moodLevel ?? null,
        moodNote: input.moodNote ?? null,
        emotions: input.emotions ?? null,
      };
      let id: string;
      try {
        id = (await persistence.createChat({ moodLevel: input.moodLevel ?? null, moodNote: input.moodNote ?? null }))
          .id;
      } catch (error) {
        failToast(error, "Failed to create chat session");
        return null;
      }
      setChatId(id);
      input.onCreated?.(id);
      await send(input.firstMessage, id, true);
      return id;
    },
    [persistence, send],
  );

  const exerciseDone = useCallback(() => setStage("feedback"), []);

  const giveFeedback = useCallback(
    async (feedback: ExerciseFeedback) => {
      if (!chatId || !exerciseId) return;
      const label = FEEDBACK_OPTIONS.find((o) => o.value === feedback)?.label ?? feedback;
      setMessages((m) => [...m, { id: nextId(), role: "user", content: label }]);
      await persistence.addMessage(chatId, { role: "user", content: label }).catch(() => undefined);
      const reply = await runCoach(chatId, { exerciseFeedback: { exerciseId, feedback } });
      setExerciseId(null);
      setStage(reply ? "keep-chatting" : "chat");
    },
    [chatId, exerciseId, persistence, runCoach],
  );

  return {
    chatId,
    messages,
    loading,
    streaming,
    stage,
    exerciseId,
    start,
    send,
    suggestAnother: () => send(SUGGEST_ANOTHER_TEXT),
    exerciseDone,
    giveFeedback,
    keepChatting: () => setStage("chat"),
  };
}

export type CoachChatState = ReturnType<typeof useCoachChat>;
