// Chat sessions and their messages (server state).
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { api } from "#client/lib/api-client.ts";
import { cursorPaging, itemsOf, pageUrl } from "#client/lib/paging.ts";
import type {
  AddChatMessageBody,
  ChatMessage,
  ChatMessagePage,
  ChatSession,
  ChatSessionPage,
  CreateChatBody,
} from "#shared/schemas/chats.ts";

export const chatsKey = ["chats"] as const;
export const chatKey = (id: string) => ["chats", id] as const;
export const chatMessagesKey = (id: string) => ["chats", id, "messages"] as const;

export const createChat = (body: CreateChatBody) => api<ChatSession>("/api/chats", { json: body });
export const addChatMessage = (chatId: string, body: AddChatMessageBody) =>
  api<ChatMessage>(`/api/chats/${chatId}/messages`, { json: body });
export const setChatThread = (chatId: string, threadId: string) =>
  api<ChatSession>(`/api/chats/${chatId}`, { method: "PATCH", json: { threadId } });

/** One page of a chat's messages: the newest without a cursor, each page oldest first. */
const chatMessagesPage = (chatId: string, cursor: string | null, opts: { limit?: number; signal?: AbortSignal } = {}) =>
  api<ChatMessagePage>(
    pageUrl(
      `/api/chats/${chatId}/messages`,
      { limit: opts.limit === undefined ? undefined : String(opts.limit) },
      cursor,
    ),
    { signal: opts.signal },
  );

/** The chats newest first, a page at a time (`fetchNextPage` while `hasNextPage`); `chats` is every loaded one. */
export function useChats() {
  const query = useInfiniteQuery({
    queryKey: chatsKey,
    queryFn: ({ pageParam }) => api<ChatSessionPage>(pageUrl("/api/chats", {}, pageParam)),
    ...cursorPaging,
  });
  return { ...query, chats: itemsOf(query.data) };
}

export function useChat(id: string) {
  return useQuery({ queryKey: chatKey(id), queryFn: () => api<ChatSession>(`/api/chats/${id}`), retry: false });
}

/**
 * A chat's messages: the newest page first, then older pages on `fetchNextPage` (while
 * `hasNextPage`). `latest` is the newest page and `earlier` every older message loaded, both
 * oldest first, so a chat shows `[...earlier, ...latest]`.
 */
export function useChatMessages(id: string, enabled = true) {
  const query = useInfiniteQuery({
    queryKey: chatMessagesKey(id),
    queryFn: ({ pageParam }) => chatMessagesPage(id, pageParam),
    ...cursorPaging,
    enabled,
    retry: false,
  });
  const pages = query.data?.pages;
  const latest = pages?.[0]?.items;
  const earlier = useMemo(
    () =>
      pages
        ? dedupe(
            pages
              .slice(1)
              .reverse()
              .flatMap((p) => p.items),
            pages[0]?.items ?? [],
          )
        : undefined,
    [pages],
  );
  return { ...query, latest, earlier };
}

/** Older messages not also in the newest page (a refetch may shift one across). */
function dedupe(older: ChatMessage[], newest: ChatMessage[]): ChatMessage[] {
  const seen = new Set(newest.map((m) => m.id));
  const kept: ChatMessage[] = [];
  for (const message of older) {
    if (seen.has(message.id)) continue;
    seen.add(message.id);
    kept.push(message);
  }
  return kept;
}

/** How many messages of the chat the person wrote, reading every page (for resuming a reopened chat). */
export async function countUserMessages(chatId: string, signal?: AbortSignal): Promise<number> {
  let count = 0;
  let cursor: string | null = null;
  do {
    const page: ChatMessagePage = await chatMessagesPage(chatId, cursor, { limit: 100, signal });
    count += page.items.filter((m) => m.role === "user").length;
    cursor = page.nextCursor;
  } while (cursor);
  return count;
}
