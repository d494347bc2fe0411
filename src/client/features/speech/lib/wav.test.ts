import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseWav } from "#server/features/speech/wav.ts";
import { encodeWav, formatTimer, wavDataUrl } from "./wav.ts";

const header = (wav: Uint8Array) => {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  const ascii = (o: number) => String.fromCharCode(...wav.subarray(o, o + 4));
  return {
    riff: ascii(0),
    riffSize: view.getUint32(4, true),
    wave: ascii(8),
    fmt: ascii(12),
    format: view.getUint16(20, true),
    channels: view.getUint16(22, true),
    sampleRate: view.getUint32(24, true),
    byteRate: view.getUint32(28, true),
    blockAlign: view.getUint16(32, true),
    bits: view.getUint16(34, true),
    data: ascii(36),
    dataSize: view.getUint32(40, true),
    sample: (i: number) => view.getInt16(44 + i * 2, true),
  };
};

describe("encodeWav", () => {
  it("writes a 16 kHz mono 16-bit PCM header", () => {
    const h = header(encodeWav(new Float32Array(16000), 16000));
    expect(h).toMatchObject({
      riff: "RIFF",
      riffSize: 36 + 32000,
      wave: "WAVE",
      fmt: "fmt ",
      format: 1,
      channels: 1,
      sampleRate: 16000,
      byteRate: 32000,
      blockAlign: 2,
      bits: 16,
      data: "data",
      dataSize: 32000,
    });
  });

  it("scales, clips and silences samples", () => {
    const h = header(encodeWav(Float32Array.from([0, 1, -1, 0.5, 2, -3, Number.NaN]), 16000));
    expect([0, 1, 2, 3, 4, 5, 6].map(h.sample)).toEqual([0, 32767, -32768, 16384, 32767, -32768, 0]);
  });

  it("keeps every sample within 1/32767 of its input (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.float({ min: -1, max: 1, noNaN: true }), { maxLength: 200 }), (values) => {
        const h = header(encodeWav(Float32Array.from(values), 16000));
        expect(h.dataSize).toBe(values.length * 2);
        values.forEach((v, i) => expect(Math.abs(h.sample(i) / 32767 - Math.fround(v))).toBeLessThanOrEqual(2 / 32767));
      }),
    );
  });
});

describe("the server's reader", () => {
  it("accepts what the browser encodes, with the same duration", () => {
    const wav = encodeWav(
      Float32Array.from({ length: 24000 }, (_, i) => Math.sin(i / 5) / 2),
      16000,
    );
    expect(parseWav(Buffer.from(wav))).toMatchObject({
      sampleRate: 16000,
      channels: 1,
      bitsPerSample: 16,
      durationSeconds: 1.5,
    });
  });
});

describe("wavDataUrl", () => {
  it("base64-encodes the whole file, even past the chunk size", () => {
    const wav = encodeWav(
      Float32Array.from({ length: 40000 }, (_, i) => Math.sin(i / 7)),
      16000,
    );
    const url = wavDataUrl(wav);
    expect(url.startsWith("data:audio/wav;base64,UklGR")).toBe(true);
    expect(Buffer.from(url.slice(url.indexOf(",") + 1), "base64").equals(Buffer.from(wav))).toBe(true);
  });
});

describe("formatTimer", () => {
  it("shows mm:ss", () => {
    expect(formatTimer(0)).toBe("00:00");
    expect(formatTimer(9.9)).toBe("00:09");
    expect(formatTimer(65)).toBe("01:05");
    expect(formatTimer(300)).toBe("05:00");
    expect(formatTimer(-3)).toBe("00:00");
  });
});
