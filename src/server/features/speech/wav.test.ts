import { describe, expect, it } from "vitest";
import { customWav, toneWav } from "#server/testing/test-audio.ts";
import { parseRange } from "./audio.routes.ts";
import { parsePocketsphinxOutput } from "./speech.service.ts";
import { canonicalWav, parseWav, type WavInfo } from "./wav.ts";

const info = (buf: Buffer) => parseWav(buf) as WavInfo;

describe("parseWav", () => {
  it("reads a 16 kHz mono 16-bit PCM recording and its duration", () => {
    const wav = info(toneWav(1.5));
    expect(wav).toMatchObject({ sampleRate: 16000, channels: 1, bitsPerSample: 16, durationSeconds: 1.5 });
    expect(wav.data.length).toBe(48000);
  });

  it("skips metadata chunks, including odd-sized ones with their pad byte", () => {
    const list = Buffer.concat([
      Buffer.from("LIST", "ascii"),
      Buffer.from([3, 0, 0, 0]),
      Buffer.from("abc"),
      Buffer.from([0]),
    ]);
    const wav = info(customWav({ dataBytes: 3200, extraChunks: [list] }));
    expect(wav.durationSeconds).toBeCloseTo(0.1);
  });

  it("accepts WAVE_FORMAT_EXTENSIBLE carrying PCM", () => {
    const buf = customWav({ dataBytes: 320 });
    // Rewrite the fmt chunk as a 40-byte extensible one: format 0xFFFE with the PCM sub-format.
    const fmt = Buffer.alloc(48);
    fmt.write("fmt ", 0, "ascii");
    fmt.writeUInt32LE(40, 4);
    buf.copy(fmt, 8, 20, 36);
    fmt.writeUInt16LE(0xfffe, 8);
    fmt.writeUInt16LE(1, 32);
    const rebuilt = Buffer.concat([buf.subarray(0, 12), fmt, buf.subarray(36)]);
    rebuilt.writeUInt32LE(rebuilt.length - 8, 4);
    expect(info(rebuilt).durationSeconds).toBeCloseTo(0.01);
  });

  it("names what is wrong with other files", () => {
    expect(parseWav(Buffer.from("not a wav file at all"))).toBe("malformed");
    expect(parseWav(Buffer.alloc(0))).toBe("malformed");
    expect(parseWav(toneWav(1).subarray(0, 1000))).toBe("malformed"); // truncated data chunk
    expect(parseWav(toneWav(1).subarray(0, 36))).toBe("malformed"); // no data chunk
    expect(parseWav(customWav({ channels: 2, dataBytes: 400 }))).toBe("unsupported");
    expect(parseWav(customWav({ sampleRate: 44100, dataBytes: 400 }))).toBe("unsupported");
    expect(parseWav(customWav({ bits: 8, dataBytes: 400 }))).toBe("unsupported");
    expect(parseWav(customWav({ format: 3, bits: 32, dataBytes: 400 }))).toBe("unsupported"); // float
    expect(parseWav(customWav({ dataBytes: 0 }))).toBe("empty");
  });

  it("canonicalWav writes a 44-byte header that reads back to the same samples", () => {
    const pcm = info(toneWav(0.25)).data;
    const out = canonicalWav(pcm);
    expect(out.length).toBe(44 + pcm.length);
    expect(info(out).data.equals(pcm)).toBe(true);
  });
});

describe("parseRange", () => {
  it("reads the three single-range forms and clamps the end", () => {
    expect(parseRange("bytes=0-99", 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange("bytes=900-", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange("bytes=-100", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange("bytes=990-5000", 1000)).toEqual({ start: 990, end: 999 });
  });

  it("ignores absent or multi-range headers and rejects unsatisfiable ones", () => {
    expect(parseRange(undefined, 1000)).toBeUndefined();
    expect(parseRange("bytes=0-1,5-6", 1000)).toBeUndefined();
    expect(parseRange("bytes=-", 1000)).toBeUndefined();
    expect(parseRange("bytes=1000-", 1000)).toBeNull();
    expect(parseRange("bytes=50-10", 1000)).toBeNull();
  });
});

describe("parsePocketsphinxOutput", () => {
  it("joins the plain hypothesis lines of pocketsphinx_continuous", () => {
    expect(parsePocketsphinxOutput("i am thankful\nfor my family today\n")).toBe("i am thankful for my family today");
  });

  it("reads the t fields of pocketsphinx 5's JSON lines", () => {
    const out =
      '{"b":0.000,"d":1.2,"p":1.000,"t":"go forward","w":[]}\n{"b":1.3,"d":0.5,"p":1.000,"t":"ten meters","w":[]}\n';
    expect(parsePocketsphinxOutput(out)).toBe("go forward ten meters");
    expect(parsePocketsphinxOutput('{"b":0.000,"d":0.010,"p":1.000,"t":"","w":[]}')).toBe("");
  });
});
