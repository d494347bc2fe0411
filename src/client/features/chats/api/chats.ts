// Chat sessions and their messages (server state).
import { useQuery } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
import type { AddChatMessageBody, ChatMessage, ChatSession, CreateChatBody } from "#shared/schemas/chats.ts";

export const chatsKey = ["chats"] as const;
export const chatKey = (id: string) => ["chats", id] as const;
export const chatMessagesKey = (id: string) => ["chats", id, "messages"] as const;

export const createChat = (body: CreateChatBody) => api<ChatSession>("/api/chats", { json: body });
export const addChatMessage = (chatId: string, body: AddChatMessageBody) => api<ChatMessage>(`/api/chats/${chatId}/messages`, { json: body });
export const setChatThread = (chatId: string, threadId: string) => api<ChatSession>(`/api/chats/${chatId}`, { method: "PATCH", json: { threadId } });

export function useChats() {
  return useQuery({ queryKey: chatsKey, queryFn: () => api<ChatSession[]>("/api/chats") });
}

export function useChat(id: string) {
  return useQuery({ queryKey: chatKey(id), queryFn: () => api<ChatSession>(`/api/chats/${id}`), retry: false });
}

export function useChatMessages(id: string, enabled = true) {
  return useQuery({ queryKey: chatMessagesKey(id), queryFn: () => api<ChatMessage[]>(`/api/chats/${id}/messages`), enabled, retry: false });
}
