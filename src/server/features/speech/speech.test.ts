import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SPEECH_MESSAGES } from "#shared/schemas/speech.ts";
import { customWav, dataUrl, toneWav } from "#server/testing/test-audio.ts";
import { createTestServer, type TestServer, type TestUser } from "#server/testing/test-server.ts";
import { findPocketsphinx } from "./speech.service.ts";

const PATH = "/api/functions/speech-to-text";
const stt = (u: TestUser, body: unknown) => u.request(PATH, { method: "POST", json: body });
const error = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

/** A local stand-in for an OpenAI-compatible /audio/transcriptions endpoint. */
interface Received {
  path: string;
  authorization?: string;
  model: string;
  file: Buffer;
  fileType: string;
}
let fake: Server;
let fakeMode: "ok" | "error" | "hang-up" = "ok";
const received: Received[] = [];

async function startFake(): Promise<string> {
  fake = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => void answer());
    async function answer() {
      if (fakeMode === "hang-up") return req.socket.destroy();
      if (fakeMode === "error") {
        res.writeHead(500, { "content-type": "application/json" }).end('{"error":{"message":"model overloaded"}}');
        return;
      }
      const form = await new Response(Buffer.concat(chunks), {
        headers: { "content-type": req.headers["content-type"] ?? "" },
      }).formData();
      const file = form.get("file") as File;
      received.push({
        path: req.url ?? "",
        authorization: req.headers.authorization,
        model: form.get("model") as string,
        file: Buffer.from(await file.arrayBuffer()),
        fileType: file.type,
      });
      res
        .writeHead(200, { "content-type": "application/json" })
        .end(JSON.stringify({ text: "  I am grateful for the sea.  " }));
    }
  });
  await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1/`;
}

describe("speech-to-text with an OpenAI-compatible provider", () => {
  let t: TestServer;
  beforeAll(async () => {
    const baseUrl = await startFake();
    // STT_PROVIDER stays "auto": a configured endpoint wins over pocketsphinx.
    t = await createTestServer({ env: { STT_BASE_URL: baseUrl, STT_API_KEY: "sk-test", STT_MODEL: "whisper-small" } });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => fake.close(resolve));
  });

  it("posts the recording as multipart to /audio/transcriptions and returns its text", async () => {
    const u = await t.signUp();
    const wav = toneWav(1.2);
    const res = await stt(u, { audioBase64: dataUrl(wav) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ text: "I am grateful for the sea." });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      path: "/v1/audio/transcriptions",
      authorization: "Bearer sk-test",
      model: "whisper-small",
      fileType: "audio/wav",
    });
    expect(received[0]!.file.equals(wav)).toBe(true);
  });

  it("answers 503 with the error shape when the provider fails or hangs up", async () => {
    t.expectErrorLog("speech-to-text failed");
    const u = await t.signUp();
    for (const mode of ["error", "hang-up"] as const) {
      fakeMode = mode;
      const res = await stt(u, { audioBase64: dataUrl(toneWav(0.5)) });
      expect(res.status, mode).toBe(503);
      expect(await error(res)).toMatchObject({ code: "unavailable", message: SPEECH_MESSAGES.providerFailed });
    }
    expect(t.errorLogs).toEqual(["speech-to-text failed", "speech-to-text failed"]);
    fakeMode = "ok";
  });

  it("validates the recording before calling the provider", async () => {
    const u = await t.signUp();
    const before = received.length;
    const cases: [unknown, number, string][] = [
      [{}, 400, SPEECH_MESSAGES.missing],
      [{ audioBase64: "data:audio/mp3;base64,AAAA" }, 400, SPEECH_MESSAGES.notDataUrl],
      [{ audioBase64: dataUrl(customWav({ sampleRate: 48000, dataBytes: 9600 })) }, 400, SPEECH_MESSAGES.malformed],
      [{ audioBase64: dataUrl(customWav({ dataBytes: 301 * 32000 + 32000 })) }, 413, SPEECH_MESSAGES.tooLong],
    ];
    for (const [body, status, message] of cases) {
      const res = await stt(u, body);
      expect(res.status).toBe(status);
      expect((await error(res)).message).toBe(message);
    }
    expect(received.length).toBe(before);
  });

  it("needs a session", async () => {
    expect((await t.request(PATH, { method: "POST", json: { audioBase64: dataUrl(toneWav(0.5)) } })).status).toBe(401);
  });
});

describe("speech-to-text with no provider", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer({ env: { STT_PROVIDER: "off" } });
  });
  afterAll(() => t.close());

  it("answers 503 with a clear message", async () => {
    const u = await t.signUp();
    const res = await stt(u, { audioBase64: dataUrl(toneWav(0.5)) });
    expect(res.status).toBe(503);
    expect(await error(res)).toMatchObject({ code: "unavailable", message: SPEECH_MESSAGES.unavailable });
  });
});

// The offline provider, exercised for real: espeak-ng speaks a sentence, sox makes it 16 kHz mono,
// pocketsphinx recognises it. .ci/run installs all three; locally a missing tool skips loudly.
const INSTALL = "sudo apt-get install -y pocketsphinx pocketsphinx-en-us espeak-ng sox";
const hasCommand = (bin: string) => spawnSync(bin, ["--version"], { stdio: "ignore" }).error === undefined;
const sphinx = await findPocketsphinx();
const missing = [
  sphinx ? null : "pocketsphinx",
  hasCommand("espeak-ng") ? null : "espeak-ng",
  hasCommand("sox") ? null : "sox",
].filter(Boolean);
const skipOffline = missing.length > 0 && !process.env.CI;
if (skipOffline) {
  console.warn(
    `\n!!! SPEECH-TO-TEXT (pocketsphinx) TEST SKIPPED: ${missing.join(", ")} not installed. Install with: ${INSTALL}\n`,
  );
}

describe("speech-to-text with pocketsphinx", () => {
  let t: TestServer | undefined;
  let work: string;
  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), "otter-espeak-"));
    if (!skipOffline) t = await createTestServer(); // auto, no STT_BASE_URL: pocketsphinx
  });
  afterAll(async () => {
    await t?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it.skipIf(skipOffline)("recognises a sentence spoken by espeak-ng", { timeout: 120_000 }, async () => {
    if (missing.length > 0)
      throw new Error(`${missing.join(", ")} missing: CI needs them for this test. Install with: ${INSTALL}`);
    const spoken = join(work, "spoken.wav");
    const resampled = join(work, "16k.wav");
    // espeak-ng's Klatt voice at 150 wpm, normalised, dithered with sox's repeatable seed (-R) and
    // padded with silence is what pocketsphinx's en-us model hears best; other voices, or no
    // dither, come back as nonsense. "family" and "today" survived every variant we tried.
    execFileSync("espeak-ng", ["-v", "en-us+klatt", "-s", "150", "-w", spoken, "I am thankful for my family today"]);
    execFileSync("sox", [
      "-q",
      "-R",
      spoken,
      "-r",
      "16000",
      "-c",
      "1",
      "-b",
      "16",
      resampled,
      "gain",
      "-n",
      "-3",
      "pad",
      "0.5",
      "0.5",
    ]);
    const u = await t!.signUp();
    const res = await stt(u, { audioBase64: dataUrl(readFileSync(resampled)) });
    expect(res.status).toBe(200);
    const { text } = (await res.json()) as { text: string };
    expect(text).toMatch(/\bfamily\b/);
    expect(text).toMatch(/\btoday\b/);
  });
});
