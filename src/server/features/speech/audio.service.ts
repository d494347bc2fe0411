import { randomUUID } from "node:crypto";
import { and, eq, isNotNull, lt, notExists, sql } from "drizzle-orm";
import {
  AUDIO_MAX_BYTES,
  AUDIO_MAX_SECONDS,
  AUDIO_QUOTA_BYTES,
  SPEECH_MESSAGES,
  type StoredAudio,
} from "#shared/schemas/speech.ts";
import type { Db, Executor } from "#server/db/client.ts";
import { audioFiles, journals } from "#server/db/schema/index.ts";
import { AppError, badRequest } from "#server/lib/errors.ts";
import { canonicalWav, parseWav, type WavInfo } from "./wav.ts";
import { UUID } from "#shared/schemas/ids.ts";

/** Tolerance for the browser's resampler rounding a full-length recording up. */
const DURATION_SLACK_SECONDS = 1;

/** Decodes the spec's `data:audio/wav;base64,…` URL and checks it is a recording we accept. */
export function decodeRecording(dataUrl: string): WavInfo {
  const base64 = dataUrl.slice(dataUrl.indexOf(",") + 1);
  if (Math.floor((base64.length * 3) / 4) > AUDIO_MAX_BYTES + 2) throw new AppError(413, SPEECH_MESSAGES.tooLarge);
  const buf = Buffer.from(base64, "base64");
  if (buf.length > AUDIO_MAX_BYTES) throw new AppError(413, SPEECH_MESSAGES.tooLarge);
  const wav = parseWav(buf);
  if (wav === "empty") throw badRequest(SPEECH_MESSAGES.empty);
  if (typeof wav === "string") throw badRequest(SPEECH_MESSAGES.malformed);
  if (wav.durationSeconds > AUDIO_MAX_SECONDS + DURATION_SLACK_SECONDS)
    throw new AppError(413, SPEECH_MESSAGES.tooLong);
  return wav;
}

export const audioUrl = (id: string) => `/api/audio/${id}`;

/** A recording no journal refers to after this long was abandoned (a recording never saved). */
export const ORPHAN_AUDIO_GRACE_MS = 24 * 60 * 60 * 1000;

/** Deletes the user's recordings that no journal has used within the grace period. */
export async function removeOrphanAudio(db: Db, userId: string, now = new Date()): Promise<number> {
  const orphans = await db
    .delete(audioFiles)
    .where(
      and(
        eq(audioFiles.userId, userId),
        lt(audioFiles.createdAt, new Date(now.getTime() - ORPHAN_AUDIO_GRACE_MS)),
        notExists(
          db
            .select({ one: sql`1` })
            .from(journals)
            .where(and(eq(journals.userId, userId), eq(journals.audioUrl, sql`'/api/audio/' || ${audioFiles.id}`))),
        ),
      ),
    )
    .returning({ id: audioFiles.id });
  return orphans.length;
}

/**
 * Stores the recording (a canonical header, no metadata) in its audio_files row, bytes and all
 * (decision 024), after removing the user's abandoned recordings and checking their quota (decision 019).
 */
export async function saveAudio(db: Db, userId: string, wav: WavInfo, now = new Date()): Promise<StoredAudio> {
  const id = randomUUID();
  const data = canonicalWav(wav.data);
  await removeOrphanAudio(db, userId, now);
  const [used] = await db
    .select({ bytes: sql<string>`coalesce(sum(${audioFiles.bytes}), 0)` })
    .from(audioFiles)
    .where(eq(audioFiles.userId, userId));
  if (Number(used?.bytes ?? 0) + data.length > AUDIO_QUOTA_BYTES) throw new AppError(413, SPEECH_MESSAGES.quota);
  const durationSeconds = Math.round(wav.durationSeconds);
  await db
    .insert(audioFiles)
    .values({ id, userId, mimeType: "audio/wav", bytes: data.length, durationSeconds, data, createdAt: now });
  return { id, url: audioUrl(id), durationSeconds };
}

/** The owner's stored recording's type and size, or null: another user's id looks exactly like an unknown one. */
export async function findAudio(
  db: Db,
  userId: string,
  id: string,
): Promise<{ mimeType: string; size: number } | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select({ mimeType: audioFiles.mimeType, size: sql<number>`octet_length(${audioFiles.data})`.mapWith(Number) })
    .from(audioFiles)
    .where(and(eq(audioFiles.id, id), eq(audioFiles.userId, userId), isNotNull(audioFiles.data)));
  return row ?? null;
}

/** How much of a recording one query reads while streaming it. */
export const AUDIO_CHUNK_BYTES = 256 * 1024;

/**
 * Streams bytes start..end (inclusive) of the owner's recording, one substring() of the bytea per
 * chunk, read only when the response wants more: a range request reads only its range, and a
 * client that hangs up stops the reads. Errors if the recording is deleted while it streams.
 */
export function streamAudio(
  db: Db,
  userId: string,
  id: string,
  start: number,
  end: number,
): ReadableStream<Uint8Array> {
  let at = start;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const length = Math.min(AUDIO_CHUNK_BYTES, end + 1 - at);
        const [row] = await db
          .select({ part: sql<Uint8Array>`substring(${audioFiles.data} from ${at + 1} for ${length})` })
          .from(audioFiles)
          .where(and(eq(audioFiles.id, id), eq(audioFiles.userId, userId)));
        if (row?.part?.length !== length) return controller.error(new Error("recording removed while streaming"));
        controller.enqueue(row.part);
        at += length;
        if (at > end) controller.close();
      },
    },
    { highWaterMark: 0 },
  );
}

/** Removes the user's recording; false when they have no such audio. */
export async function deleteAudio(db: Executor, userId: string, id: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const deleted = await db
    .delete(audioFiles)
    .where(and(eq(audioFiles.id, id), eq(audioFiles.userId, userId)))
    .returning({ id: audioFiles.id });
  return deleted.length > 0;
}
