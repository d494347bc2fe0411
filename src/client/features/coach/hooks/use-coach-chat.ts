// The coach chat's state: messages (the person's shown at once), the run in flight with its
// streamed text, and the exercise → feedback → 'keep chatting?' steps (SPEC sections 2 and 4).
// The server writes the chat's messages: starting a run stores the person's, completing it the
// coach's (decision 030); this hook only shows them.
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { FEEDBACK_OPTIONS, type ExerciseFeedback } from "#shared/content/labels-habits.ts";
import { parseCoachReply } from "#shared/domain/coach-reply.ts";
import type { ChatMoodContext } from "#shared/schemas/coach.ts";
import { ApiError } from "#client/lib/api-client.ts";
import { POLL_INTERVAL_MS, startRun, waitForReply } from "../api/runs.ts";

export const APOLOGY = "Sorry, I couldn't process your message. Please try again later.";
export const SUGGEST_ANOTHER_TEXT = "Can you suggest another exercise?";

export interface UiMessage {
  id: string;
  role: "user" | "assistant";
  /** Raw stored content: for the coach, the JSON reply. */
  content: string;
}

/** The chat sessions this hook uses; the route wires this to the chat-session API. */
export interface ChatPersistence {
  createChat: (input: { moodLevel?: number | null; moodNote?: string | null }) => Promise<{ id: string }>;
  /** The server wrote this chat's messages (a run started and ended): what lists chats is out of date. */
  saved?: (chatId: string) => void;
  /** The chat's newest stored message: a reopened chat waits for the reply the server writes there. */
  lastMessage?: (chatId: string, signal?: AbortSignal) => Promise<UiMessage | null>;
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

  /**
   * One coach run for the chat `id`: the server stores the person's message with the run's start
   * (and links the chat to the thread), and the reply when the run completes. The reply is shown,
   * or the apology (never stored).
   */
  const runCoach = useCallback(
    async (id: string, body: Record<string, unknown>, failure = "Failed to send message. Please try again later.") => {
      setLoading(true);
      setStreaming("");
      let started = false;
      try {
        const run = await startRun("coaching-chat", {
          ...body,
          chatId: id,
          threadId: threadId.current,
          context: context.current,
        });
        started = true;
        threadId.current = run.threadId;
        const content = await waitForReply(run, setStreaming, abort.current.signal);
        const reply = parseCoachReply(content);
        setStreaming("");
        setMessages((m) => [...m, { id: nextId(), role: "assistant", content }]);
        if (reply.exerciseId) setExerciseId(reply.exerciseId);
        return reply;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return null;
        failToast(error, failure);
        setMessages((m) => [...m, { id: nextId(), role: "assistant", content: APOLOGY }]);
        return null;
      } finally {
        setLoading(false);
        setStreaming("");
        if (started) persistence.saved?.(id);
      }
    },
    [persistence],
  );

  // Reopened (a reload, Back) with the person's message last: its run was started (the start
  // stored the message) and the server writes the reply to the chat when the run completes: wait
  // for it there, never ask again (that would store the message twice). Only what the chat opened
  // with: later refetches end with a message whose run is in flight.
  const opened = useRef({ chatId, initial: opts.initialMessages, resumed: false });
  useEffect(() => {
    const { chatId, initial, resumed } = opened.current;
    const { lastMessage } = persistence;
    if (resumed || !chatId || !lastMessage || initial?.at(-1)?.role !== "user") return;
    opened.current.resumed = true;
    const signal = abort.current.signal;
    void (async () => {
      setLoading(true);
      try {
        for (let i = 0; i < RESUME_POLLS && !signal.aborted; i++) {
          const reply = await lastMessage(chatId, signal);
          if (reply?.role === "assistant") {
            setMessages((m) => [...m, reply]);
            const parsed = parseCoachReply(reply.content);
            if (parsed.exerciseId) setExerciseId(parsed.exerciseId);
            persistence.saved?.(chatId);
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

  /** Shows the user's message at once, then asks the coach (whose run stores it). */
  const send = useCallback(
    async (raw: string, target: string | null = chatId, first = false) => {
      const text = raw.trim();
      if (!text || loading || !target) return false;
      // Busy from the first moment: a second Enter while the run starts sends nothing.
      setMessages((m) => [...m, { id: nextId(), role: "user", content: text }]);
      await runCoach(target, { userInput: text }, first ? "Failed to start a chat session" : undefined);
      return true;
    },
    [chatId, loading, runCoach],
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
      // The server stores the same label in the chat (the thread names the exercise for the coach).
      const label = FEEDBACK_OPTIONS.find((o) => o.value === feedback)?.label ?? feedback;
      setMessages((m) => [...m, { id: nextId(), role: "user", content: label }]);
      const reply = await runCoach(chatId, { exerciseFeedback: { exerciseId, feedback } });
      setExerciseId(null);
      setStage(reply ? "keep-chatting" : "chat");
    },
    [chatId, exerciseId, runCoach],
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
