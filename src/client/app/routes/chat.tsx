// /chat/:chatId: a saved chat; a goal-setting chat belongs to /goal-setting.
import { useEffect, useMemo } from "react";
import { Link, Navigate, useNavigate, useParams } from "react-router";
import { AppShell, PageHeader } from "#client/components/layouts/app-shell.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { useChat, useChatMessages } from "#client/features/chats/api/chats.ts";
import type { EarlierChat } from "#client/features/coach/components/coach-chat-view.tsx";
import { ApiError } from "#client/lib/api-client.ts";
import type { ChatMessage } from "#shared/schemas/chats.ts";
import { CoachChatScreen } from "./coach-chat.tsx";

const toLine = (m: ChatMessage) => ({ id: m.id, role: m.role, content: m.content });

function NotFound() {
  return (
    <AppShell>
      <PageHeader title="Chat not found" backTo="/chat-history" />
      <p className="text-muted-foreground">This chat doesn't exist or was deleted.</p>
      <Button asChild size="lg">
        <Link to="/chat-history">View chat history</Link>
      </Button>
    </AppShell>
  );
}

export function Component() {
  const { chatId = "" } = useParams();
  const navigate = useNavigate();
  const chat = useChat(chatId);
  const isGoalChat = chat.data?.title.includes("Goal Setting") ?? false;
  const messages = useChatMessages(chatId, Boolean(chat.data) && !isGoalChat);
  // The newest page is the conversation; older pages are shown above it as they are loaded.
  const initial = useMemo(() => messages.latest?.map(toLine), [messages.latest]);
  const olderLines = useMemo(() => messages.earlier?.map(toLine) ?? [], [messages.earlier]);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = messages;
  const earlier = useMemo<EarlierChat>(
    () => ({
      messages: olderLines,
      hasMore: hasNextPage,
      loading: isFetchingNextPage,
      failed: isFetchNextPageError,
      load: () => void fetchNextPage(),
    }),
    [olderLines, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage],
  );

  useEffect(() => {
    if (isGoalChat) void navigate(`/goal-setting?chatId=${chatId}&updateActions=true`, { replace: true });
  }, [isGoalChat, chatId, navigate]);

  if (!chatId) return <Navigate to="/chat-history" replace />;
  if (chat.error instanceof ApiError && chat.error.status === 404) return <NotFound />;
  if (isGoalChat && chat.data) {
    return (
      <AppShell>
        <PageHeader title={chat.data.title} backTo="/chat-history" />
        <Button asChild size="lg">
          <Link to="/goal-setting">Set Goals</Link>
        </Button>
      </AppShell>
    );
  }
  if (chat.error || (messages.error && !messages.isFetchNextPageError)) {
    return (
      <AppShell>
        <PageHeader title="Chat" backTo="/chat-history" />
        <p role="alert">We couldn't load this chat.</p>
        <Button variant="outline" onClick={() => void Promise.all([chat.refetch(), messages.refetch()])}>
          Try again
        </Button>
      </AppShell>
    );
  }
  if (!chat.data || !initial) {
    return (
      <AppShell className="items-center justify-center">
        <Spinner size="lg" label="Loading chat" />
      </AppShell>
    );
  }
  return (
    <CoachChatScreen
      key={chatId}
      title={chat.data.title}
      chatId={chatId}
      threadId={chat.data.threadId}
      initialMessages={initial}
      earlier={earlier}
      backTo="/chat-history"
    />
  );
}
