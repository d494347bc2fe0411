import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SPEECH_MESSAGES, type StoredAudio } from "#shared/schemas/speech.ts";
import { createTestServer, type TestServer, type TestUser } from "../../testing/test-server.ts";
import { customWav, dataUrl, toneWav } from "./test-audio.ts";

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.close());

const upload = (u: TestUser, body: unknown) => u.request("/api/audio", { method: "POST", json: body });
const error = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

describe("audio files", () => {
  it("stores a recording under DATA_DIR/audio/<user> and streams it back to its owner", async () => {
    const u = await t.signUp();
    const wav = toneWav(2.4);
    const res = await upload(u, { audioBase64: dataUrl(wav) });
    expect(res.status).toBe(201);
    const stored = (await res.json()) as StoredAudio;
    expect(stored).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      url: `/api/audio/${stored.id}`,
      durationSeconds: 2,
    });
    const file = join(t.dataDir, "audio", u.id, `${stored.id}.wav`);
    expect(readFileSync(file).equals(wav)).toBe(true);

    const got = await u.request(stored.url);
    expect(got.status).toBe(200);
    expect(got.headers.get("content-type")).toBe("audio/wav");
    expect(got.headers.get("accept-ranges")).toBe("bytes");
    expect(got.headers.get("cache-control")).toBe("no-store");
    expect(Buffer.from(await got.arrayBuffer()).equals(wav)).toBe(true);
  });

  it("answers byte ranges with 206 and unsatisfiable ones with 416", async () => {
    const u = await t.signUp();
    const wav = toneWav(1);
    const { url } = (await (await upload(u, { audioBase64: dataUrl(wav) })).json()) as StoredAudio;
    const part = await u.request(url, { headers: { range: "bytes=44-143" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 44-143/${wav.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(wav.subarray(44, 144))).toBe(true);
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
    const stored = (await res.json()) as StoredAudio;
    expect(stored.durationSeconds).toBe(4); // 3.625 s
    expect(readFileSync(join(t.dataDir, "audio", u.id, `${stored.id}.wav`)).length).toBe(44 + 32000 * 3 + 20000);
  });

  it("hides another user's audio (404) and lets only the owner delete it", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const { id, url } = (await (await upload(owner, { audioBase64: dataUrl(toneWav(0.5)) })).json()) as StoredAudio;
    const peek = await other.request(url);
    expect(peek.status).toBe(404);
    expect(await error(peek)).toEqual({ code: "not_found", message: SPEECH_MESSAGES.notFound });
    expect((await other.request(url, { method: "DELETE" })).status).toBe(404);
    expect((await owner.request("/api/audio/not-a-uuid")).status).toBe(404);
    expect((await owner.request("/api/audio/0b8f2f5e-6a53-4c1e-9d55-2b0f3a1c9e77")).status).toBe(404);

    const del = await owner.request(url, { method: "DELETE" });
    expect(await del.json()).toEqual({ deleted: true });
    expect(existsSync(join(t.dataDir, "audio", owner.id, `${id}.wav`))).toBe(false);
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
    expect(await error(long)).toEqual({ code: "payload_too_large", message: SPEECH_MESSAGES.tooLong });
    // 10.5 MB: its data URL is over the route's body limit.
    const large = await upload(u, { audioBase64: dataUrl(customWav({ dataBytes: 10.5 * 1024 * 1024 })) });
    expect(large.status).toBe(413);
    expect(await error(large)).toEqual({ code: "payload_too_large", message: SPEECH_MESSAGES.tooLarge });
    // Other JSON routes keep the 1 MiB limit.
    const other = await u.request("/api/profile", {
      method: "PATCH",
      json: { userName: "x".repeat(1024 * 1024 + 10) },
    });
    expect(other.status).toBe(413);
    expect(existsSync(join(t.dataDir, "audio", u.id))).toBe(false);
  });
});
