// Chat sessions and their messages, always scoped by the session's user.
import { and, count, desc, eq } from "drizzle-orm";
import type {
  AddChatMessageBody,
  ChatMessage,
  ChatMessagePage,
  ChatSession,
  ChatSessionPage,
  CreateChatBody,
} from "#shared/schemas/chats.ts";
import type { PageQuery } from "#shared/schemas/paging.ts";
import type { Db, Executor, Tx } from "#server/db/client.ts";
import { chatMessages, chatSessions, coachThreads } from "#server/db/schema/app.ts";
import { notFound } from "#server/lib/errors.ts";
import { afterCursor, newestFirst, pageOf, rowsToFetch, sortKeyOf, type Keyset } from "#server/lib/paging.ts";
import { UUID } from "#shared/schemas/ids.ts";

const CHAT_NOT_FOUND = "Chat not found";

/** 'New Chat (date)', 'Mood Chat (date)' when a mood is given, 'Goal Setting Chat (date)' (SPEC section 9). */
export function defaultChatTitle(input: CreateChatBody, now: Date, timeZone: string): string {
  const date = now.toLocaleDateString("en-US", { timeZone, year: "numeric", month: "numeric", day: "numeric" });
  if (input.kind === "goal") return `Goal Setting Chat (${date})`;
  if (input.kind === "mood" || input.moodLevel) return `Mood Chat (${date})`;
  return `New Chat (${date})`;
}

type SessionRow = typeof chatSessions.$inferSelect;
type ChatMessageRow = typeof chatMessages.$inferSelect;
const toSession = (row: SessionRow, messageCount: number): ChatSession => ({
  id: row.id,
  title: row.title,
  moodLevel: row.moodLevel,
  moodNote: row.moodNote,
  threadId: row.threadId,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  messageCount,
});
const toMessage = (row: ChatMessageRow): ChatMessage => ({
  id: row.id,
  sessionId: row.sessionId,
  role: row.role,
  content: row.content,
  createdAt: row.createdAt.toISOString(),
});

export async function createChat(
  db: Db,
  userId: string,
  input: CreateChatBody,
  now: Date,
  timeZone: string,
): Promise<ChatSession> {
  const [row] = await db
    .insert(chatSessions)
    .values({
      userId,
      title: input.title ?? defaultChatTitle(input, now, timeZone),
      moodLevel: input.moodLevel ?? null,
      moodNote: input.moodNote || null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return toSession(row!, 0);
}

const sessionKeyset: Keyset = { at: chatSessions.createdAt, id: chatSessions.id };
const messageKeyset: Keyset = { at: chatMessages.createdAt, id: chatMessages.id };

/** Newest first (then by id), each with its message count; one page. */
export async function listChats(db: Db, userId: string, query: PageQuery): Promise<ChatSessionPage> {
  const found = await db
    .select({ session: chatSessions, at: sortKeyOf(chatSessions.createdAt), messageCount: count(chatMessages.id) })
    .from(chatSessions)
    .leftJoin(chatMessages, eq(chatMessages.sessionId, chatSessions.id))
    .where(and(eq(chatSessions.userId, userId), afterCursor(sessionKeyset, query.cursor)))
    .groupBy(chatSessions.id)
    .orderBy(...newestFirst(sessionKeyset))
    .limit(rowsToFetch(query));
  const { rows, nextCursor } = pageOf(found, query, (r) => ({ at: r.at, id: r.session.id }));
  return { items: rows.map((r) => toSession(r.session, Number(r.messageCount))), nextCursor };
}

/** The user's own chat session, else 404 (another user's chat is not found either). */
export async function ownedSession(db: Executor, userId: string, chatId: string): Promise<SessionRow> {
  if (!UUID.test(chatId)) throw notFound(CHAT_NOT_FOUND);
  const [row] = await db
    .select()
    .from(chatSessions)
    .where(and(eq(chatSessions.id, chatId), eq(chatSessions.userId, userId)))
    .limit(1);
  if (!row) throw notFound(CHAT_NOT_FOUND);
  return row;
}

/** Remembers which coach thread answers this chat; both must be the user's own (else 404). */
export async function setChatThread(db: Db, userId: string, chatId: string, threadId: string): Promise<ChatSession> {
  await ownedSession(db, userId, chatId);
  const [thread] = await db
    .select({ id: coachThreads.id })
    .from(coachThreads)
    .where(and(eq(coachThreads.id, threadId), eq(coachThreads.userId, userId)))
    .limit(1);
  if (!thread) throw notFound("Thread not found");
  const [row] = await db
    .update(chatSessions)
    .set({ threadId })
    .where(and(eq(chatSessions.id, chatId), eq(chatSessions.userId, userId)))
    .returning();
  if (!row) throw notFound(CHAT_NOT_FOUND);
  return toSession(row, await messageCount(db, chatId));
}

async function messageCount(db: Db, chatId: string): Promise<number> {
  const [c] = await db.select({ n: count() }).from(chatMessages).where(eq(chatMessages.sessionId, chatId));
  return Number(c?.n ?? 0);
}

export async function getChat(db: Db, userId: string, chatId: string): Promise<ChatSession> {
  const row = await ownedSession(db, userId, chatId);
  return toSession(row, await messageCount(db, chatId));
}

/**
 * The newest page of the chat's messages first, each page oldest first (as the chat shows them);
 * `nextCursor` asks for the page of older messages before it.
 */
export async function listMessages(db: Db, userId: string, chatId: string, query: PageQuery): Promise<ChatMessagePage> {
  await ownedSession(db, userId, chatId);
  const found = await db
    .select({ row: chatMessages, at: sortKeyOf(chatMessages.createdAt) })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.sessionId, chatId),
        eq(chatMessages.userId, userId),
        afterCursor(messageKeyset, query.cursor),
      ),
    )
    .orderBy(...newestFirst(messageKeyset))
    .limit(rowsToFetch(query));
  const { rows, nextCursor } = pageOf(found, query, (r) => ({ at: r.at, id: r.row.id }));
  return { items: rows.map((r) => toMessage(r.row)).reverse(), nextCursor };
}

export async function addMessage(
  db: Db,
  userId: string,
  chatId: string,
  input: AddChatMessageBody,
  now: Date,
): Promise<ChatMessage> {
  await ownedSession(db, userId, chatId);
  return db.transaction(async (tx) => toMessage((await appendMessage(tx, { chatId, userId, ...input, now }))!));
}

/**
 * Appends a message to a chat (already known to be the user's) in the caller's transaction: a
 * coaching chat's messages are written by the coach run that answers them, in the run's own
 * transactions (decision 030). With a `runId` a run writes its user message and its reply once
 * each: a second write of either is ignored (undefined).
 */
export async function appendMessage(
  tx: Tx,
  message: {
    chatId: string;
    userId: string;
    role: "user" | "assistant";
    content: string;
    runId?: string | null;
    now: Date;
  },
): Promise<ChatMessageRow | undefined> {
  const { chatId, now } = message;
  // Keep "oldest first" strict even when two messages arrive within the same millisecond.
  const [last] = await tx
    .select({ at: chatMessages.createdAt })
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, chatId))
    .orderBy(desc(chatMessages.createdAt))
    .limit(1);
  const at = last && last.at.getTime() >= now.getTime() ? new Date(last.at.getTime() + 1) : now;
  const [row] = await tx
    .insert(chatMessages)
    .values({
      sessionId: chatId,
      userId: message.userId,
      role: message.role,
      content: message.content,
      runId: message.runId ?? null,
      createdAt: at,
    })
    .onConflictDoNothing()
    .returning();
  if (row) await tx.update(chatSessions).set({ updatedAt: at }).where(eq(chatSessions.id, chatId));
  return row;
}

/** Links the chat to the coach thread answering it, in the caller's transaction (the run's start). */
export async function linkThread(tx: Tx, chatId: string, threadId: string): Promise<void> {
  await tx.update(chatSessions).set({ threadId }).where(eq(chatSessions.id, chatId));
}
