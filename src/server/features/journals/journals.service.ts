import { and, eq, gte, ilike, sql, type SQL } from "drizzle-orm";
import { JOURNAL_ENTRY_TYPES } from "#shared/content/labels-goals.ts";
import { addDays, localDay, startOfDay } from "#shared/domain/day.ts";
import { joinEntries, reframingContent } from "#shared/domain/journal-content.ts";
import { POINT_SOURCES, pointsForJournal } from "#shared/domain/points.ts";
import {
  JOURNAL_MESSAGES,
  type CreateJournalData,
  type CreateJournalResult,
  type Journal,
  type JournalPage,
  type JournalStats,
  type JournalTypeFilter,
  type ListJournalsQuery,
} from "#shared/schemas/journals.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { audioFiles, journals, pointEvents } from "#server/db/schema/index.ts";
import { badRequest, notFound } from "#server/lib/errors.ts";
import { afterCursor, newestFirst, pageOf, rowsToFetch, sortKeyOf, type Keyset } from "#server/lib/paging.ts";
import { deleteAudio } from "../speech/audio.service.ts";
import { getTimeZone } from "../profile/profile.service.ts";
import { awardPoints } from "../progress/progress.service.ts";
import { UUID } from "#shared/schemas/ids.ts";

/** The ledger's dedupe key of a journal's award; deleting the journal adds ":returned". */
const journalAwardKey = (id: string) => `journal:${id}`;

type JournalRow = typeof journals.$inferSelect;

const toJournal = (row: JournalRow): Journal => ({
  id: row.id,
  date: row.date.toISOString(),
  content: row.content,
  isAudio: row.isAudio,
  audioUrl: row.audioUrl,
  audioDuration: row.audioDuration,
  entryType: row.entryType,
  createdAt: row.createdAt.toISOString(),
});

const audioIdOf = (url: string | null | undefined) => url?.slice("/api/audio/".length) ?? "";

/** The audio file must be the user's own upload; its length is the server's measure, not the client's. */
async function ownAudioDuration(db: Tx, userId: string, url: string | undefined): Promise<number> {
  const id = audioIdOf(url);
  const [row] = UUID.test(id)
    ? await db
        .select({ durationSeconds: audioFiles.durationSeconds })
        .from(audioFiles)
        .where(and(eq(audioFiles.id, id), eq(audioFiles.userId, userId)))
    : [];
  if (!row) throw badRequest(JOURNAL_MESSAGES.audio, { audioUrl: JOURNAL_MESSAGES.audio });
  return row.durationSeconds;
}

/** The row to store for each kind: content built the spec's way, audio fields only for audio. */
async function rowFor(db: Tx, userId: string, input: CreateJournalData) {
  switch (input.entryType) {
    case "appreciation":
      return input.isAudio
        ? {
            content: input.content?.trim() ?? "",
            isAudio: true,
            audioUrl: input.audioUrl ?? null,
            audioDuration: await ownAudioDuration(db, userId, input.audioUrl),
          }
        : { content: input.content?.trim() ?? "", isAudio: false };
    case "thought-reframing":
      return { content: reframingContent(input.originalThought, input.reframedThought), isAudio: false };
    case "micro-win":
    case "self-love":
      return { content: joinEntries(input.entries), isAudio: false };
  }
}

/**
 * Saves a journal and awards its points in one transaction (reframing 2, the others 1). Journals
 * leave the streak alone: SPEC section 4 updates it on exercise and daily-action completions only.
 */
export async function createJournal(
  db: Db,
  userId: string,
  input: CreateJournalData,
  now: Date,
): Promise<CreateJournalResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(journals)
      .values({ userId, entryType: input.entryType, date: now, createdAt: now, ...(await rowFor(tx, userId, input)) })
      .returning();
    const points = pointsForJournal(input.entryType);
    await awardPoints(tx, userId, points, POINT_SOURCES.JOURNAL, journalAwardKey(row!.id));
    return { journal: toJournal(row!), pointsAwarded: points };
  });
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

function typeFilter(entryType: JournalTypeFilter): SQL | undefined {
  return entryType === "all" ? undefined : eq(journals.entryType, entryType);
}

const journalKeyset: Keyset = { at: journals.date, id: journals.id };

/** Newest first (by date, then id), optionally one kind and a case-insensitive search in the content; one page. */
export async function listJournals(db: Db, userId: string, query: ListJournalsQuery): Promise<JournalPage> {
  const where: (SQL | undefined)[] = [
    eq(journals.userId, userId),
    typeFilter(query.entryType),
    afterCursor(journalKeyset, query.cursor),
  ];
  if (query.q) where.push(ilike(journals.content, `%${escapeLike(query.q)}%`));
  const found = await db
    .select({ row: journals, at: sortKeyOf(journals.date) })
    .from(journals)
    .where(and(...where))
    .orderBy(...newestFirst(journalKeyset))
    .limit(rowsToFetch(query));
  const { rows, nextCursor } = pageOf(found, query, (r) => ({ at: r.at, id: r.row.id }));
  return { items: rows.map((r) => toJournal(r.row)), nextCursor };
}

export async function getJournal(db: Db, userId: string, id: string): Promise<Journal> {
  if (!UUID.test(id)) throw notFound(JOURNAL_MESSAGES.notFound);
  const [row] = await db
    .select()
    .from(journals)
    .where(and(eq(journals.id, id), eq(journals.userId, userId)));
  if (!row) throw notFound(JOURNAL_MESSAGES.notFound);
  return toJournal(row);
}

/**
 * Deletes the journal and, for an audio journal, its recording (nothing else refers to it). Its
 * points go back in the same transaction (DESIGN 14, decision 018): writing and deleting a
 * reframing over and over earns nothing.
 */
export async function deleteJournal(db: Db, userId: string, id: string): Promise<void> {
  if (!UUID.test(id)) throw notFound(JOURNAL_MESSAGES.notFound);
  const deleted = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(journals)
      .where(and(eq(journals.id, id), eq(journals.userId, userId)))
      .returning({ audioUrl: journals.audioUrl });
    if (!row) return undefined;
    if (row.audioUrl) await deleteAudio(tx, userId, audioIdOf(row.audioUrl));
    const [award] = await tx
      .select({ amount: pointEvents.amount })
      .from(pointEvents)
      .where(and(eq(pointEvents.userId, userId), eq(pointEvents.dedupeKey, journalAwardKey(id))));
    if (award && award.amount > 0)
      await awardPoints(tx, userId, -award.amount, POINT_SOURCES.JOURNAL, `${journalAwardKey(id)}:returned`);
    return row;
  });
  if (!deleted) throw notFound(JOURNAL_MESSAGES.notFound);
}

/** The history screens' stats card: entries, entries in the last 7 local days, and the points they earned. */
export async function journalStats(
  db: Db,
  userId: string,
  entryType: JournalTypeFilter,
  now: Date,
): Promise<JournalStats> {
  const timeZone = await getTimeZone(db, userId);
  const weekStart = startOfDay(addDays(localDay(now, timeZone), -6), timeZone);
  const rows = await db
    .select({
      entryType: journals.entryType,
      total: sql<string>`count(*)`,
      thisWeek: sql<string>`count(*) filter (where ${gte(journals.date, weekStart)})`,
    })
    .from(journals)
    .where(and(eq(journals.userId, userId), typeFilter(entryType)))
    .groupBy(journals.entryType);
  let total = 0;
  let thisWeek = 0;
  let points = 0;
  const earning = new Set<string>(JOURNAL_ENTRY_TYPES);
  for (const row of rows) {
    total += Number(row.total);
    thisWeek += Number(row.thisWeek);
    if (earning.has(row.entryType)) points += Number(row.total) * pointsForJournal(row.entryType);
  }
  return { total, thisWeek, points };
}
