// Chat sessions and their messages (server state).
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { call, client, withOptions } from "#client/lib/api-client.ts";
import { cursorPaging, itemsOf, pageQuery } from "#client/lib/paging.ts";
import type { AddChatMessageBody, ChatMessage, CreateChatBody } from "#shared/schemas/chats.ts";
import { chatKey, chatMessagesKey, chatsKey } from "./keys.ts";

const param = (chatId: string) => ({ chatId: encodeURIComponent(chatId) });

export const createChat = (body: CreateChatBody) => call(client.chats.$post({ json: body }));
/** The goal chat's messages (its replies are not coach runs). A coaching chat's are written by its runs. */
export const addChatMessage = (chatId: string, body: AddChatMessageBody) =>
  call(client.chats[":chatId"].messages.$post({ param: param(chatId), json: body }));

/** One page of a chat's messages: the newest without a cursor, each page oldest first. */
const chatMessagesPage = (chatId: string, cursor: string | null, opts: { limit?: number; signal?: AbortSignal } = {}) =>
  call(
    client.chats[":chatId"].messages.$get(
      {
        param: param(chatId),
        query: pageQuery({ limit: opts.limit === undefined ? undefined : String(opts.limit) }, cursor),
      },
      withOptions({ signal: opts.signal }),
    ),
  );

/** The chats newest first, a page at a time (`fetchNextPage` while `hasNextPage`); `chats` is every loaded one. */
export function useChats() {
  const query = useInfiniteQuery({
    queryKey: chatsKey,
    queryFn: ({ pageParam }) => call(client.chats.$get({ query: pageQuery({}, pageParam) })),
    ...cursorPaging,
  });
  return { ...query, chats: itemsOf(query.data) };
}

export function useChat(id: string) {
  return useQuery({
    queryKey: chatKey(id),
    queryFn: () => call(client.chats[":chatId"].$get({ param: param(id) })),
    retry: false,
  });
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

/** The chat's newest stored message (for a reopened chat waiting for the coach's reply). */
export async function lastChatMessage(chatId: string, signal?: AbortSignal): Promise<ChatMessage | null> {
  return (await chatMessagesPage(chatId, null, { limit: 1, signal })).items.at(-1) ?? null;
}
