// /goal-setting: goals and daily actions (SPEC section 2). Requires completed onboarding.
// Composes the goals feature with chat sessions (storage) and the coach's message UI.
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { AppShell, PageHeader } from "#client/components/layouts/app-shell.tsx";
import { SectionError } from "#client/components/layouts/section-states.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { FullPageSpinner } from "#client/components/ui/spinner.tsx";
import { GetHelpLink } from "#client/components/support/get-help-link.tsx";
import { addChatMessage, createChat, useChat, useChatMessages } from "#client/features/chats/api/chats.ts";
import { chatsKey } from "#client/features/chats/api/keys.ts";
import type { EarlierChat } from "#client/features/coach/components/coach-chat-view.tsx";
import { MessageInput } from "#client/features/coach/components/message-input.tsx";
import { MessageList } from "#client/features/coach/components/message-list.tsx";
import { useGoalSettings } from "#client/features/goals/api/goals.ts";
import {
  ChatActionUpdate,
  type ChatLine,
  type ChatSlot,
} from "#client/features/goals/components/chat-action-update.tsx";
import { GoalSettingScreen } from "#client/features/goals/components/goal-setting-screen.tsx";
import type { SetupMode } from "#client/features/goals/components/action-setup.tsx";
import { useOnboardingStatus } from "#client/features/onboarding/api/onboarding.ts";
import { ApiError } from "#client/lib/api-client.ts";
import type { ChatMessage } from "#shared/schemas/chats.ts";

const toLine = (m: ChatMessage): ChatLine => ({ id: m.id, role: m.role, content: m.content });

function modeFrom(params: URLSearchParams): SetupMode {
  if (params.get("initial-actions") === "true") return "initial";
  if (params.get("edit") === "goals") return "edit-goals";
  if (params.get("edit") === "time") return "edit-time";
  return "change";
}

/** The chat's messages, with the older pages loaded so far above them, and the input. */
const chatRenderer = (earlier: EarlierChat) => (slot: ChatSlot) => (
  <>
    <MessageList
      messages={earlier.messages.length > 0 ? [...earlier.messages, ...slot.messages] : slot.messages}
      earlier={earlier}
      loading={slot.loading}
      typingText="Your coach is typing..."
    />
    <MessageInput onSend={slot.onSend} loading={slot.loading} />
  </>
);

/** The goal chat with its action update. */
function GoalChat({ chatId }: { chatId: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const chat = useChat(chatId);
  const messages = useChatMessages(chatId, Boolean(chat.data));
  const settings = useGoalSettings();
  // The newest page is the conversation the coach reads; older pages are shown above it as they are loaded.
  const initial = useMemo<ChatLine[] | undefined>(() => messages.latest?.map(toLine), [messages.latest]);
  const olderLines = useMemo<ChatLine[]>(() => messages.earlier?.map(toLine) ?? [], [messages.earlier]);
  const earlier: EarlierChat = {
    messages: olderLines,
    hasMore: messages.hasNextPage,
    loading: messages.isFetchingNextPage,
    failed: messages.isFetchNextPageError,
    load: () => void messages.fetchNextPage(),
  };
  const persist = useCallback(
    async (message: Omit<ChatLine, "id">) => {
      await addChatMessage(chatId, message);
      void queryClient.invalidateQueries({ queryKey: chatsKey });
    },
    [chatId, queryClient],
  );

  if (chat.error instanceof ApiError && chat.error.status === 404) {
    return (
      <AppShell>
        <PageHeader title="Chat not found" backTo="/home" />
        <Button asChild size="lg">
          <Link to="/chat-history">View chat history</Link>
        </Button>
      </AppShell>
    );
  }
  if (chat.error || (messages.error && !messages.isFetchNextPageError) || settings.error) {
    return (
      <AppShell className="justify-center">
        <SectionError
          message="We couldn't load this chat."
          onRetry={() => void Promise.all([chat.refetch(), messages.refetch(), settings.refetch()])}
        />
      </AppShell>
    );
  }
  if (!chat.data || !initial || settings.isPending) return <FullPageSpinner label="Loading chat" />;
  return (
    <AppShell>
      <PageHeader title={chat.data.title} backTo="/home" actions={<GetHelpLink />} />
      <ChatActionUpdate
        settings={settings.data}
        initialMessages={initial}
        persist={persist}
        renderChat={chatRenderer(earlier)}
        onDone={() => void navigate("/home")}
      />
    </AppShell>
  );
}

export function Component() {
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const onboarding = useOnboardingStatus();
  const createGoalChat = useCallback(async () => {
    await createChat({ kind: "goal" });
    void queryClient.invalidateQueries({ queryKey: chatsKey });
  }, [queryClient]);

  if (onboarding.isPending) return <FullPageSpinner label="Loading goal setting" />;
  if (onboarding.isError) {
    return (
      <AppShell className="justify-center">
        <SectionError message="Failed to sync your data" onRetry={() => void onboarding.refetch()} />
      </AppShell>
    );
  }
  if (!onboarding.data.complete) return <Navigate to="/" replace />;
  const chatId = params.get("chatId");
  if (chatId && params.get("updateActions") === "true") return <GoalChat key={chatId} chatId={chatId} />;
  return <GoalSettingScreen mode={modeFrom(params)} createGoalChat={createGoalChat} />;
}
