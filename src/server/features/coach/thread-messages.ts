// Reading a coach thread: its messages a page at a time, and the reply a run wrote.
import { and, asc, eq, gt, isNull } from "drizzle-orm";
import type { ThreadMessages } from "#shared/schemas/coach.ts";
import type { PageQuery } from "#shared/schemas/paging.ts";
import type { Db } from "#server/db/client.ts";
import { coachMessages, coachThreads } from "#server/db/schema/app.ts";
import { notFound } from "#server/lib/errors.ts";
import { afterCursor, newestFirst, pageOf, rowsToFetch, sortKeyOf, type Keyset } from "#server/lib/paging.ts";

export async function ownedThread(db: Db, userId: string, threadId: string) {
  const [thread] = await db
    .select()
    .from(coachThreads)
    .where(and(eq(coachThreads.id, threadId), eq(coachThreads.userId, userId)))
    .limit(1);
  if (!thread) throw notFound("Thread not found");
  return thread;
}

const threadMessageKeyset: Keyset = { at: coachMessages.createdAt, id: coachMessages.id };

/**
 * Thread messages newest first (the Assistants API's default order), each as content[0].text.value;
 * one page, `nextCursor` asking for the older one.
 */
export async function listThreadMessages(
  db: Db,
  userId: string,
  threadId: string,
  query: PageQuery,
): Promise<ThreadMessages> {
  await ownedThread(db, userId, threadId);
  const found = await db
    .select({ row: coachMessages, at: sortKeyOf(coachMessages.createdAt) })
    .from(coachMessages)
    .where(
      and(
        eq(coachMessages.threadId, threadId),
        eq(coachMessages.userId, userId),
        afterCursor(threadMessageKeyset, query.cursor),
      ),
    )
    .orderBy(...newestFirst(threadMessageKeyset))
    .limit(rowsToFetch(query));
  const { rows, nextCursor } = pageOf(found, query, (r) => ({ at: r.at, id: r.row.id }));
  return {
    data: rows.map(({ row: m }) => ({
      id: m.id,
      role: m.role,
      content: [{ type: "text", text: { value: m.content } }],
      created_at: Math.floor(m.createdAt.getTime() / 1000),
    })),
    nextCursor,
  };
}

/** The assistant message a completed run produced. */
export async function runReply(db: Db, run: { id: string; threadId: string; createdAt: Date }): Promise<string | null> {
  const [own] = await db
    .select({ content: coachMessages.content })
    .from(coachMessages)
    .where(eq(coachMessages.runId, run.id))
    .limit(1);
  if (own) return own.content;
  // Replies stored before messages named their run: the first assistant message after it.
  const [msg] = await db
    .select({ content: coachMessages.content })
    .from(coachMessages)
    .where(
      and(
        eq(coachMessages.threadId, run.threadId),
        eq(coachMessages.role, "assistant"),
        isNull(coachMessages.runId),
        gt(coachMessages.createdAt, run.createdAt),
      ),
    )
    .orderBy(asc(coachMessages.createdAt))
    .limit(1);
  return msg?.content ?? null;
}
