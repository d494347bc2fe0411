import { randomUUID } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { and, eq, lt, notExists, sql } from "drizzle-orm";
import {
  AUDIO_MAX_BYTES,
  AUDIO_MAX_SECONDS,
  AUDIO_QUOTA_BYTES,
  SPEECH_MESSAGES,
  type StoredAudio,
} from "#shared/schemas/speech.ts";
import type { Db } from "../../db/client.ts";
import { audioFiles, journals } from "../../db/schema/index.ts";
import { AppError, badRequest } from "../../lib/errors.ts";
import { canonicalWav, parseWav, type WavInfo } from "./wav.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
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

const userDir = (dataDir: string, userId: string) => {
  // Session user ids are random base62; never let one walk out of the audio folder.
  if (!/^[\w-]+$/.test(userId)) throw new Error("unexpected user id");
  return join(dataDir, "audio", userId);
};

export const audioUrl = (id: string) => `/api/audio/${id}`;

/** A recording no journal refers to after this long was abandoned (a recording never saved). */
export const ORPHAN_AUDIO_GRACE_MS = 24 * 60 * 60 * 1000;

/** Deletes the user's recordings that no journal has used within the grace period, rows and files. */
export async function removeOrphanAudio(db: Db, dataDir: string, userId: string, now = new Date()): Promise<number> {
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
  await Promise.all(orphans.map((o) => rm(join(userDir(dataDir, userId), `${o.id}.wav`), { force: true })));
  return orphans.length;
}

/**
 * Writes DATA_DIR/audio/<userId>/<id>.wav (a canonical header, no metadata) and its audio_files
 * row, after removing the user's abandoned recordings and checking their quota (decision 019).
 */
export async function saveAudio(
  db: Db,
  dataDir: string,
  userId: string,
  wav: WavInfo,
  now = new Date(),
): Promise<StoredAudio> {
  const id = randomUUID();
  const dir = userDir(dataDir, userId);
  const file = join(dir, `${id}.wav`);
  const bytes = canonicalWav(wav.data);
  await removeOrphanAudio(db, dataDir, userId, now);
  const [used] = await db
    .select({ bytes: sql<string>`coalesce(sum(${audioFiles.bytes}), 0)` })
    .from(audioFiles)
    .where(eq(audioFiles.userId, userId));
  if (Number(used?.bytes ?? 0) + bytes.length > AUDIO_QUOTA_BYTES) throw new AppError(413, SPEECH_MESSAGES.quota);
  const durationSeconds = Math.round(wav.durationSeconds);
  await mkdir(dir, { recursive: true });
  await writeFile(file, bytes);
  try {
    await db
      .insert(audioFiles)
      .values({ id, userId, mimeType: "audio/wav", bytes: bytes.length, durationSeconds, createdAt: now });
  } catch (err) {
    await rm(file, { force: true });
    throw err;
  }
  return { id, url: audioUrl(id), durationSeconds };
}

/** The owner's audio file, or null: another user's id looks exactly like an unknown one. */
export async function findAudio(db: Db, dataDir: string, userId: string, id: string) {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select({ id: audioFiles.id, bytes: audioFiles.bytes, mimeType: audioFiles.mimeType })
    .from(audioFiles)
    .where(and(eq(audioFiles.id, id), eq(audioFiles.userId, userId)));
  return row ? { ...row, path: join(userDir(dataDir, userId), `${row.id}.wav`) } : null;
}

/** Removes the row and the file; false when the user has no such audio. */
export async function deleteAudio(db: Db, dataDir: string, userId: string, id: string): Promise<boolean> {
  const found = await findAudio(db, dataDir, userId, id);
  if (!found) return false;
  await db.delete(audioFiles).where(and(eq(audioFiles.id, id), eq(audioFiles.userId, userId)));
  await rm(found.path, { force: true });
  return true;
}
