import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseWav } from "#server/features/speech/wav.ts";
import { WAV_HEADER_BYTES, wavHeader } from "#shared/audio/wav.ts";
import { encodeWav, formatTimer, wavDataUrl } from "./wav.ts";

const header = (wav: Uint8Array) => {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  return {
    dataSize: view.getUint32(40, true),
    sample: (i: number) => view.getInt16(WAV_HEADER_BYTES + i * 2, true),
  };
};

describe("encodeWav", () => {
  it("puts the shared 16 kHz mono 16-bit PCM header in front of the samples", () => {
    const wav = encodeWav(new Float32Array(16000), 16000);
    expect(wav.length).toBe(WAV_HEADER_BYTES + 32000);
    expect(wav.subarray(0, WAV_HEADER_BYTES)).toEqual(wavHeader(32000, { sampleRate: 16000 }));
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
