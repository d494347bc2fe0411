// Chat sessions and their messages (SPEC sections 3, 7 and 9).
import { z } from "zod";
import type { Page } from "./paging.ts";

export const CHAT_KINDS = ["coach", "mood", "goal"] as const;

export const CreateChatBodySchema = z.object({
  /** Picks the default title: 'New Chat (date)', 'Mood Chat (date)' or 'Goal Setting Chat (date)'. */
  kind: z.enum(CHAT_KINDS).optional(),
  title: z.string().trim().min(1).max(120).optional(),
  moodLevel: z.number().int().min(1, "Please select a mood before starting chat").max(5).nullish(),
  moodNote: z.string().trim().max(4000).nullish(),
});
export type CreateChatBody = z.infer<typeof CreateChatBodySchema>;

export const AddChatMessageBodySchema = z.object({
  role: z.enum(["user", "assistant"]),
  content: z.string().trim().min(1, "Please enter a message").max(20000),
});
export type AddChatMessageBody = z.infer<typeof AddChatMessageBodySchema>;

/** Links a chat to the coach thread that answers it (a thread of the same user). */
export const SetChatThreadBodySchema = z.object({ threadId: z.string().trim().min(1).max(100) });
export type SetChatThreadBody = z.infer<typeof SetChatThreadBodySchema>;

export interface ChatSession {
  id: string;
  title: string;
  moodLevel: number | null;
  moodNote: string | null;
  threadId: string | null;
  createdAt: string;
  updatedAt: string;
  messageCount: number;
}

export interface ChatMessage {
  id: string;
  sessionId: string;
  role: "user" | "assistant";
  content: string;
  createdAt: string;
}

/** GET /api/chats: newest first (by created_at, then id). */
export type ChatSessionPage = Page<ChatSession>;

/**
 * GET /api/chats/:chatId/messages: the newest page first; `nextCursor` asks for older messages.
 * Within a page the messages are oldest first, as the chat shows them.
 */
export type ChatMessagePage = Page<ChatMessage>;
