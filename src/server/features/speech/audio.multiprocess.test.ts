// Two real server processes, each with its own DATA_DIR, on one PostgreSQL database (decision 024):
// a recording uploaded through one plays through the other, byte ranges too, and a delete through
// either is seen by both. A recording an older install left on one machine's disk is moved into the
// database when that machine's server starts.
import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StoredAudio } from "#shared/schemas/speech.ts";
import type { Database } from "#server/db/client.ts";
import { audioFiles } from "#server/db/schema/index.ts";
import { bundleEntry } from "#server/testing/bundle.ts";
import { cookieOf, startServerProcess, type ServerProcess } from "#server/testing/server-process.ts";
import { dataUrl, toneWav } from "#server/testing/test-audio.ts";
import { createTestDatabase } from "#server/testing/test-database.ts";

let entry: { file: string; remove(): void } | undefined;
let database: (Database & { url?: string }) | undefined;
const servers: ServerProcess[] = [];
/** A's DATA_DIR, kept across its restart. */
const aDir = mkdtempSync(join(tmpdir(), "otter-audio-a-"));
let cookie = "";
let userId = "";

const start = (env: Record<string, string> = {}) => {
  const server = startServerProcess(entry!.file, { DATABASE_URL: database!.url!, COACH_PROVIDER: "guided", ...env });
  servers.push(server);
  return server;
};
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) return;
  entry = await bundleEntry(join(import.meta.dirname, "..", "..", "index.ts"), "audio-server");
  database = await createTestDatabase(); // a new database of its own, dropped in afterAll
}, 120_000);
afterAll(async () => {
  for (const s of servers) await s.dispose();
  entry?.remove();
  await database?.close();
  rmSync(aDir, { recursive: true, force: true });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("recordings across server processes", () => {
  it("upload through A plays through B with ranges; delete through B is gone through A", async () => {
    const a = await start({ DATA_DIR: aDir }).ready; // the first migrates
    const b = await start().ready;
    const signUp = await fetch(`${a}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: a },
      body: JSON.stringify({ email: "audio@example.test", password: "Otter-audio-test-2026!", name: "Audio" }),
    });
    expect(signUp.status).toBe(200);
    cookie = cookieOf(signUp);
    userId = ((await signUp.json()) as { user: { id: string } }).user.id;
    const send = (base: string, path: string, init: RequestInit = {}) =>
      fetch(`${base}${path}`, { ...init, headers: { cookie, origin: base, ...init.headers } });

    const wav = toneWav(12); // more than one streamed chunk
    const upload = await send(a, "/api/audio", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ audioBase64: dataUrl(wav) }),
    });
    expect(upload.status).toBe(201);
    const { url } = (await upload.json()) as StoredAudio;

    const part = await send(b, url, { headers: { range: "bytes=300000-300999" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 300000-300999/${wav.length}`);
    expect((await bytes(part)).equals(wav.subarray(300_000, 301_000))).toBe(true);
    const whole = await send(b, url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe("audio/wav");
    expect((await bytes(whole)).equals(wav)).toBe(true);

    expect((await send(b, url, { method: "DELETE" })).status).toBe(200);
    expect((await send(a, url)).status).toBe(404);
    expect((await send(a, url, { method: "DELETE" })).status).toBe(404);
    for (const s of servers) expect(existsSync(join(s.dataDir, "audio"))).toBe(false);
  }, 120_000);

  it("moves an older install's recording from its machine's disk into the database at start-up", async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    // A row an older version wrote through A, its bytes on A's disk only: B cannot play it.
    const id = randomUUID();
    const wav = toneWav(1);
    await database!.db
      .insert(audioFiles)
      .values({ id, userId, mimeType: "audio/wav", bytes: wav.length, durationSeconds: 1 });
    await a.dispose();
    mkdirSync(join(aDir, "audio", userId), { recursive: true });
    writeFileSync(join(aDir, "audio", userId, `${id}.wav`), wav);
    const play = async () => fetch(`${await b.ready}/api/audio/${id}`, { headers: { cookie, range: "bytes=0-99" } });
    expect((await play()).status).toBe(404);

    // A, upgraded, starts again on its DATA_DIR.
    const again = start({ DATA_DIR: aDir });
    await again.ready;
    expect(again.output()).toContain("moved recordings from DATA_DIR/audio into the database");
    expect(existsSync(join(aDir, "audio"))).toBe(false);
    const got = await play();
    expect(got.status).toBe(206);
    expect((await bytes(got)).equals(wav.subarray(0, 100))).toBe(true);
    const [row] = await database!.db.select({ bytes: audioFiles.bytes }).from(audioFiles).where(eq(audioFiles.id, id));
    expect(row).toEqual({ bytes: wav.length });
  }, 120_000);
});
