import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SPEECH_MESSAGES, type StoredAudio } from "#shared/schemas/speech.ts";
import { audioFiles } from "#server/db/schema/index.ts";
import { customWav, dataUrl, toneWav } from "#server/testing/test-audio.ts";
import { createTestServer, type TestServer, type TestUser } from "#server/testing/test-server.ts";
import { importDiskAudio } from "./audio-import.ts";
import { AUDIO_CHUNK_BYTES } from "./audio.service.ts";

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.close());

const upload = (u: TestUser, body: unknown) => u.request("/api/audio", { method: "POST", json: body });
const error = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());
/** The stored row's bytes, or undefined when there is no row. */
const stored = async (id: string) =>
  (await t.deps.database.db.select({ data: audioFiles.data }).from(audioFiles).where(eq(audioFiles.id, id)))[0]?.data;

describe("audio files", () => {
  it("stores a recording in the database, nothing under DATA_DIR, and streams it back to its owner", async () => {
    const u = await t.signUp();
    const wav = toneWav(2.4);
    const res = await upload(u, { audioBase64: dataUrl(wav) });
    expect(res.status).toBe(201);
    const saved = (await res.json()) as StoredAudio;
    expect(saved).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
      url: `/api/audio/${saved.id}`,
      durationSeconds: 2,
    });
    expect((await stored(saved.id))?.equals(wav)).toBe(true);
    expect(existsSync(join(t.dataDir, "audio"))).toBe(false);

    const got = await u.request(saved.url);
    expect(got.status).toBe(200);
    expect(got.headers.get("content-type")).toBe("audio/wav");
    expect(got.headers.get("accept-ranges")).toBe("bytes");
    expect(got.headers.get("cache-control")).toBe("no-store");
    expect(got.headers.get("content-length")).toBe(String(wav.length));
    expect((await bytes(got)).equals(wav)).toBe(true);
  });

  it("answers byte ranges with 206 and unsatisfiable ones with 416", async () => {
    const u = await t.signUp();
    const wav = toneWav(1);
    const { url } = (await (await upload(u, { audioBase64: dataUrl(wav) })).json()) as StoredAudio;
    const part = await u.request(url, { headers: { range: "bytes=44-143" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 44-143/${wav.length}`);
    expect((await bytes(part)).equals(wav.subarray(44, 144))).toBe(true);
    const tail = await u.request(url, { headers: { range: "bytes=-10" } });
    expect(tail.headers.get("content-range")).toBe(`bytes ${wav.length - 10}-${wav.length - 1}/${wav.length}`);
    expect((await bytes(tail)).equals(wav.subarray(-10))).toBe(true);
    const beyond = await u.request(url, { headers: { range: `bytes=${wav.length}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get("content-range")).toBe(`bytes */${wav.length}`);
  });

  it("stores a canonical file: metadata chunks are dropped, the duration is rounded", async () => {
    const u = await t.signUp();
    const list = Buffer.concat([Buffer.from("LIST", "ascii"), Buffer.from([4, 0, 0, 0]), Buffer.from("INFO")]);
    const res = await upload(u, {
      audioBase64: dataUrl(customWav({ dataBytes: 32000 * 3 + 20000, extraChunks: [list] }), "audio/x-wav"),
    });
    const saved = (await res.json()) as StoredAudio;
    expect(saved.durationSeconds).toBe(4); // 3.625 s
    expect((await stored(saved.id))?.length).toBe(44 + 32000 * 3 + 20000);
  });

  it("hides another user's audio (404) and lets only the owner delete it", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const { id, url } = (await (await upload(owner, { audioBase64: dataUrl(toneWav(0.5)) })).json()) as StoredAudio;
    const peek = await other.request(url);
    expect(peek.status).toBe(404);
    expect(await error(peek)).toMatchObject({ code: "not_found", message: SPEECH_MESSAGES.notFound });
    expect((await other.request(url, { method: "DELETE" })).status).toBe(404);
    expect((await owner.request("/api/audio/not-a-uuid")).status).toBe(404);
    expect((await owner.request("/api/audio/0b8f2f5e-6a53-4c1e-9d55-2b0f3a1c9e77")).status).toBe(404);

    const del = await owner.request(url, { method: "DELETE" });
    expect(await del.json()).toEqual({ deleted: true });
    expect(await stored(id)).toBeUndefined();
    expect((await owner.request(url)).status).toBe(404);
  });

  it("needs a session", async () => {
    expect(
      (await t.request("/api/audio", { method: "POST", json: { audioBase64: dataUrl(toneWav(0.5)) } })).status,
    ).toBe(401);
    expect((await t.request("/api/audio/0b8f2f5e-6a53-4c1e-9d55-2b0f3a1c9e77")).status).toBe(401);
  });

  it("rejects bad input with 400 and a clear message", async () => {
    const u = await t.signUp();
    const cases: [unknown, string][] = [
      [{}, SPEECH_MESSAGES.missing],
      [{ audioBase64: "" }, SPEECH_MESSAGES.missing],
      [{ audioBase64: 42 }, SPEECH_MESSAGES.missing],
      [{ audioBase64: dataUrl(toneWav(0.5), "audio/webm") }, SPEECH_MESSAGES.notDataUrl],
      [{ audioBase64: "https://example.com/a.wav" }, SPEECH_MESSAGES.notDataUrl],
      [{ audioBase64: dataUrl(Buffer.from("RIFF....WAVEjunk")) }, SPEECH_MESSAGES.malformed],
      [{ audioBase64: "data:audio/wav;base64,%%%%" }, SPEECH_MESSAGES.malformed],
      [{ audioBase64: dataUrl(customWav({ sampleRate: 44100, dataBytes: 4410 })) }, SPEECH_MESSAGES.malformed],
      [{ audioBase64: dataUrl(customWav({ channels: 2, dataBytes: 6400 })) }, SPEECH_MESSAGES.malformed],
      [{ audioBase64: dataUrl(customWav({ dataBytes: 0 })) }, SPEECH_MESSAGES.empty],
    ];
    const foreign = await upload(u, { audioBase64: dataUrl(toneWav(0.5)), userId: "someone-else" });
    expect(foreign.status).toBe(400);
    for (const [body, message] of cases) {
      const res = await upload(u, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect((await error(res)).message).toBe(message);
    }
  });

  it("refuses recordings over 5 minutes or 10 MB with 413", async () => {
    const u = await t.signUp();
    // 5 min 10 s: under the byte cap, over the duration cap.
    const long = await upload(u, { audioBase64: dataUrl(customWav({ dataBytes: 310 * 32000 })) });
    expect(long.status).toBe(413);
    expect(await error(long)).toMatchObject({ code: "payload_too_large", message: SPEECH_MESSAGES.tooLong });
    // 10.5 MB: its data URL is over the route's body limit.
    const large = await upload(u, { audioBase64: dataUrl(customWav({ dataBytes: 10.5 * 1024 * 1024 })) });
    expect(large.status).toBe(413);
    expect(await error(large)).toMatchObject({ code: "payload_too_large", message: SPEECH_MESSAGES.tooLarge });
    // Other JSON routes keep the 1 MiB limit.
    const other = await u.request("/api/profile", {
      method: "PATCH",
      json: { userName: "x".repeat(1024 * 1024 + 10) },
    });
    expect(other.status).toBe(413);
    expect(await t.deps.database.db.select().from(audioFiles).where(eq(audioFiles.userId, u.id))).toEqual([]);
  });
});

describe("long recordings", () => {
  it("streams them chunk by chunk, whole or in ranges across a chunk boundary", async () => {
    const u = await t.signUp();
    const wav = toneWav(20); // 640 KB: three chunks
    expect(wav.length).toBeGreaterThan(2 * AUDIO_CHUNK_BYTES);
    const { url } = (await (await upload(u, { audioBase64: dataUrl(wav) })).json()) as StoredAudio;
    expect((await bytes(await u.request(url))).equals(wav)).toBe(true);
    const from = AUDIO_CHUNK_BYTES - 100;
    const to = 2 * AUDIO_CHUNK_BYTES + 99;
    const part = await u.request(url, { headers: { range: `bytes=${from}-${to}` } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-length")).toBe(String(to - from + 1));
    expect((await bytes(part)).equals(wav.subarray(from, to + 1))).toBe(true);
    const rest = await u.request(url, { headers: { range: `bytes=${from}-` } });
    expect((await bytes(rest)).equals(wav.subarray(from))).toBe(true);
    // Out of line and uncompressed, so substring() fetches only the range's TOAST chunks.
    const storage = await t.deps.database.db
      .select({ storage: sql<string>`attstorage` })
      .from(sql`pg_attribute`)
      .where(sql`attrelid = 'audio_files'::regclass and attname = 'data'`);
    expect(storage).toEqual([{ storage: "e" }]);
  });

  it("ends a stream with an error when its recording is deleted half-way", async () => {
    const u = await t.signUp();
    const wav = toneWav(20);
    const { url } = (await (await upload(u, { audioBase64: dataUrl(wav) })).json()) as StoredAudio;
    const res = await u.request(url);
    const reader = res.body!.getReader();
    const first = await reader.read();
    expect(Buffer.from(first.value).equals(wav.subarray(0, AUDIO_CHUNK_BYTES))).toBe(true);
    expect((await u.request(url, { method: "DELETE" })).status).toBe(200);
    await expect(reader.read()).rejects.toThrow(/removed while streaming/);
  });
});

describe("recordings of an older install, on disk", () => {
  /** An audio_files row as the file-based version left it: metadata only, the bytes in DATA_DIR/audio. */
  async function legacy(u: TestUser, wav: Buffer, { file = true } = {}) {
    const id = randomUUID();
    await t.deps.database.db
      .insert(audioFiles)
      .values({ id, userId: u.id, mimeType: "audio/wav", bytes: wav.length, durationSeconds: 1 });
    if (file) {
      mkdirSync(join(t.dataDir, "audio", u.id), { recursive: true });
      writeFileSync(join(t.dataDir, "audio", u.id, `${id}.wav`), wav);
    }
    return { id, url: `/api/audio/${id}` };
  }

  it("are moved into their rows once, by racing importers, and the files removed", async () => {
    const u = await t.signUp();
    const other = await t.signUp();
    const wav = toneWav(1);
    const old = await legacy(u, wav);
    const elsewhere = await legacy(u, toneWav(0.5), { file: false });
    // A file whose row was deleted through another instance, and one under the wrong owner's folder.
    mkdirSync(join(t.dataDir, "audio", other.id), { recursive: true });
    writeFileSync(join(t.dataDir, "audio", u.id, `${randomUUID()}.wav`), wav);
    writeFileSync(join(t.dataDir, "audio", other.id, `${old.id}.wav`), Buffer.from("RIFF not this one"));
    expect((await u.request(old.url)).status).toBe(404);

    const runs = await Promise.all([1, 2, 3].map(() => importDiskAudio(t.deps.database.db, t.dataDir)));
    expect(runs.reduce((n, r) => n + r.imported, 0)).toBe(1);
    expect(existsSync(join(t.dataDir, "audio"))).toBe(false);
    expect((await stored(old.id))?.equals(wav)).toBe(true);
    const part = await u.request(old.url, { headers: { range: "bytes=0-43" } });
    expect(part.status).toBe(206);
    expect((await bytes(part)).equals(wav.subarray(0, 44))).toBe(true);
    // Its file is on another machine: still 404 here, and the row is kept for that machine to fill.
    expect((await u.request(elsewhere.url)).status).toBe(404);
    expect(await stored(elsewhere.id)).toBeNull();
    expect(await importDiskAudio(t.deps.database.db, t.dataDir)).toEqual({ imported: 0, removed: 0 });
  });

  it("leaves files it does not know where they are", async () => {
    const dir = join(t.dataDir, "audio", "someone");
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "notes.txt"), "keep me");
    expect(await importDiskAudio(t.deps.database.db, t.dataDir)).toEqual({ imported: 0, removed: 0 });
    expect(readdirSync(dir)).toEqual(["notes.txt"]);
  });
});
