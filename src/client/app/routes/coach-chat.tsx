// /coach-chat and /new-coach-chat: the vibe check, then the coach conversation inline.
// Composes the coach feature with chat sessions (storage) and the exercise player.
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { ErrorBoundary } from "react-error-boundary";
import { AppShell, PageHeader } from "#client/components/layouts/app-shell.tsx";
import { GetHelpLink } from "#client/components/support/get-help-link.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { createChat, lastChatMessage } from "#client/features/chats/api/chats.ts";
import { chatsKey } from "#client/features/chats/api/keys.ts";
import {
  CoachChatView,
  type EarlierChat,
  type ExerciseSlot,
} from "#client/features/coach/components/coach-chat-view.tsx";
import { VibeCheck } from "#client/features/coach/components/vibe-check.tsx";
import { useCoachChat, type ChatPersistence, type UiMessage } from "#client/features/coach/hooks/use-coach-chat.ts";
import { useCompleteSingle, useLibrary } from "#client/features/exercises/api/exercises.ts";
import { ExercisePlayer } from "#client/features/exercises/components/exercise-player.tsx";
import { moodWord } from "#shared/content/labels-mood.ts";

interface EntryState {
  userInput?: string;
  moodLevel?: number;
  moodNote?: string;
  emotions?: string[];
}

function usePersistence(): ChatPersistence {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      createChat: async (input) => {
        const chat = await createChat(input);
        void queryClient.invalidateQueries({ queryKey: chatsKey });
        return chat;
      },
      // The server wrote the messages: lists and chats are out of date. Marked only, not refetched
      // now: the open chat's refetch would replace what it shows while the person reads on.
      saved: () => void queryClient.invalidateQueries({ queryKey: chatsKey, refetchType: "none" }),
      lastMessage: async (chatId, signal) => {
        const message = await lastChatMessage(chatId, signal);
        return message && { id: message.id, role: message.role, content: message.content };
      },
    }),
    [queryClient],
  );
}

/** The exercise player from the exercises feature, opened from the chat. */
function ChatExercise({ slot }: { slot: ExerciseSlot }) {
  const library = useLibrary();
  const complete = useCompleteSingle();
  const completed = useRef(false);
  const exercise = slot.open ? (library.data?.find((e) => e.id === slot.exerciseId) ?? null) : null;
  return (
    <ExercisePlayer
      exercise={exercise}
      onComplete={async (ex, answers) => {
        await complete.mutateAsync({ exerciseId: ex.id, answers });
        completed.current = true;
      }}
      onOpenChange={(open) => {
        if (open) return;
        if (completed.current) {
          completed.current = false;
          slot.onCompleted();
        } else slot.onClose();
      }}
    />
  );
}

function ChatFallback({ resetErrorBoundary }: { resetErrorBoundary: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl border border-border p-4">
      <p>Something went wrong in the chat.</p>
      <Button variant="outline" onClick={resetErrorBoundary}>
        Try again
      </Button>
    </div>
  );
}

/** The coach conversation screen, shared by /coach-chat and /chat/:chatId. */
export function CoachChatScreen({
  title,
  chatId,
  threadId,
  initialMessages,
  earlier,
  entry,
  backTo,
}: {
  title: string;
  chatId?: string;
  threadId?: string | null;
  /** A reopened chat's newest messages, oldest first. */
  initialMessages?: UiMessage[];
  /** The messages before those, loaded a page at a time with 'Load older messages'. */
  earlier?: EarlierChat;
  entry?: EntryState | null;
  backTo?: string;
}) {
  const navigate = useNavigate();
  const persistence = usePersistence();
  const chat = useCoachChat({ persistence, chatId, threadId, initialMessages });
  const [started, setStarted] = useState(Boolean(chatId));
  const starting = useRef(false);

  // The address becomes the saved chat's, so a reload (or Back to it later) reopens this chat.
  // Not a router navigation: that would unmount the chat while the coach is answering.
  const keepInUrl = (id: string) => {
    if (!chatId) window.history.replaceState(window.history.state, "", `/chat/${id}`);
  };

  async function begin(input: {
    moodLevel?: number | null;
    moodNote?: string | null;
    emotions?: string[] | null;
    userInput?: string | null;
  }) {
    if (starting.current) return;
    starting.current = true;
    setStarted(true);
    const firstMessage =
      input.userInput?.trim() ||
      input.moodNote?.trim() ||
      (input.moodLevel ? `I'm feeling ${moodWord(input.moodLevel)} today.` : "Hi");
    const id = await chat.start({
      moodLevel: input.moodLevel,
      moodNote: input.moodNote,
      emotions: input.emotions,
      firstMessage,
      onCreated: keepInUrl,
    });
    if (!id) {
      starting.current = false;
      setStarted(false);
    }
  }

  // Entry from home ('Chat with coach') or the mood flow: start at once, once.
  useEffect(() => {
    if (!entry || chatId) return;
    if (entry.userInput?.trim() || entry.moodLevel) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- starting the run is the effect; its first update shows the person's words at once
      void begin(entry);
      void navigate(".", { replace: true, state: null });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on entry: the entry state is cleared right after
  }, []);

  const endChat = () => void navigate("/home");
  return (
    <AppShell>
      <PageHeader
        title={title}
        backTo={started ? backTo : "/home"}
        actions={
          <>
            <GetHelpLink />
            {started ? (
              <Button variant="outline" size="sm" onClick={endChat}>
                End chat
              </Button>
            ) : null}
          </>
        }
      />
      <ErrorBoundary FallbackComponent={ChatFallback}>
        {started ? (
          <CoachChatView
            chat={chat}
            onEnd={endChat}
            renderExercise={(slot) => <ChatExercise slot={slot} />}
            earlier={earlier}
          />
        ) : (
          <VibeCheck onStart={(r) => void begin({ moodLevel: r.moodLevel, moodNote: r.moodNote })} />
        )}
      </ErrorBoundary>
    </AppShell>
  );
}

export function Component() {
  const location = useLocation();
  const [entry] = useState(() => (location.state as EntryState | null) ?? null);
  return <CoachChatScreen title="Coach chat" entry={entry} />;
}
