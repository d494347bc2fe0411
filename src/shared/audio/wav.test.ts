import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { WAV_HEADER_BYTES, wavHeader } from "./wav.ts";

function read(header: Uint8Array) {
  const view = new DataView(header.buffer, header.byteOffset, header.byteLength);
  const ascii = (o: number) => String.fromCharCode(...header.subarray(o, o + 4));
  return {
    riff: ascii(0),
    riffSize: view.getUint32(4, true),
    wave: ascii(8),
    fmt: ascii(12),
    fmtSize: view.getUint32(16, true),
    format: view.getUint16(20, true),
    channels: view.getUint16(22, true),
    sampleRate: view.getUint32(24, true),
    byteRate: view.getUint32(28, true),
    blockAlign: view.getUint16(32, true),
    bits: view.getUint16(34, true),
    data: ascii(36),
    dataSize: view.getUint32(40, true),
  };
}

describe("wavHeader", () => {
  it("writes the 44-byte header of 16 kHz mono 16-bit PCM by default", () => {
    const header = wavHeader(32000, { sampleRate: 16000 });
    expect(header.length).toBe(WAV_HEADER_BYTES);
    expect(read(header)).toEqual({
      riff: "RIFF",
      riffSize: 36 + 32000,
      wave: "WAVE",
      fmt: "fmt ",
      fmtSize: 16,
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

  it("derives the byte rate and block align from any format (property)", () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 0xffff_ff00 }),
        fc.integer({ min: 8000, max: 96000 }),
        fc.integer({ min: 1, max: 8 }),
        fc.constantFrom(8, 16, 24, 32),
        fc.integer({ min: 1, max: 0xffff }),
        (dataBytes, sampleRate, channels, bitsPerSample, format) => {
          const h = read(wavHeader(dataBytes, { sampleRate, channels, bitsPerSample, format }));
          expect(h).toMatchObject({ riffSize: 36 + dataBytes, dataSize: dataBytes, format, channels, sampleRate });
          expect(h.blockAlign).toBe((channels * bitsPerSample) / 8);
          expect(h.byteRate).toBe(sampleRate * h.blockAlign);
          expect(h.bits).toBe(bitsPerSample);
        },
      ),
    );
  });
});
