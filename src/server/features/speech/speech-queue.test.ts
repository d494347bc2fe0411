// The local decoder's queue is bounded: past MAX_WAITING_DECODES the server says it is busy.
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { SPEECH_MESSAGES } from "#shared/schemas/speech.ts";
import { MAX_WAITING_DECODES, pocketsphinxProvider } from "./speech.service.ts";

const dir = mkdtempSync(join(tmpdir(), "otter-sphinx-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the local speech-to-text queue", () => {
  it("decodes one at a time, keeps a bounded line, and refuses the rest as busy", async () => {
    // A stand-in decoder that takes a moment and prints a transcript.
    const bin = join(dir, "slow-sphinx");
    writeFileSync(bin, "#!/bin/sh\nsleep 0.3\necho hello otter\n");
    chmodSync(bin, 0o755);
    const provider = pocketsphinxProvider({ kind: "continuous", bin });
    const wav = Buffer.alloc(100);
    const accepted = Array.from({ length: MAX_WAITING_DECODES + 1 }, () => provider.transcribe(wav, 1));
    await expect(provider.transcribe(wav, 1)).rejects.toMatchObject({ status: 503, message: SPEECH_MESSAGES.busy });
    const texts = await Promise.all(accepted);
    expect(texts.every((t) => t.includes("hello otter"))).toBe(true);
    // Once the line has drained, recordings are welcome again.
    expect(await provider.transcribe(wav, 1)).toContain("hello otter");
  }, 20_000);
});
