// RIFF/WAVE reading (the header writer is #shared/audio/wav.ts), just enough for 16 kHz mono 16-bit PCM recordings.
import { wavHeader, WAV_FORMAT_PCM } from "#shared/audio/wav.ts";
import { AUDIO_SAMPLE_RATE } from "#shared/schemas/speech.ts";

export interface WavInfo {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  /** The PCM samples (a view into the input buffer). */
  data: Buffer;
  durationSeconds: number;
}

export type WavProblem = "malformed" | "unsupported" | "empty";

const EXTENSIBLE = 0xfffe;

/** Walks the RIFF chunks; returns the format and the PCM data, or what is wrong with the file. */
export function parseWav(buf: Buffer): WavInfo | WavProblem {
  if (buf.length < 12 || buf.toString("ascii", 0, 4) !== "RIFF" || buf.toString("ascii", 8, 12) !== "WAVE")
    return "malformed";
  let fmt:
    { format: number; channels: number; sampleRate: number; blockAlign: number; bitsPerSample: number } | undefined;
  let data: Buffer | undefined;
  let offset = 12;
  while (offset + 8 <= buf.length) {
    const id = buf.toString("ascii", offset, offset + 4);
    const size = buf.readUInt32LE(offset + 4);
    const start = offset + 8;
    if (start + size > buf.length) return "malformed"; // truncated chunk
    if (id === "fmt ") {
      if (size < 16) return "malformed";
      let format = buf.readUInt16LE(start);
      // WAVE_FORMAT_EXTENSIBLE carries the real format in the first two bytes of its sub-format GUID.
      if (format === EXTENSIBLE && size >= 40) format = buf.readUInt16LE(start + 24);
      fmt = {
        format,
        channels: buf.readUInt16LE(start + 2),
        sampleRate: buf.readUInt32LE(start + 4),
        blockAlign: buf.readUInt16LE(start + 12),
        bitsPerSample: buf.readUInt16LE(start + 14),
      };
    } else if (id === "data") {
      data = buf.subarray(start, start + size);
      break;
    }
    offset = start + size + (size % 2); // chunks are padded to an even length
  }
  if (!fmt || !data) return "malformed";
  if (
    fmt.format !== WAV_FORMAT_PCM ||
    fmt.channels !== 1 ||
    fmt.sampleRate !== AUDIO_SAMPLE_RATE ||
    fmt.bitsPerSample !== 16 ||
    fmt.blockAlign !== 2
  ) {
    return "unsupported";
  }
  if (data.length < 2) return "empty";
  const samples = Math.floor(data.length / 2);
  return {
    sampleRate: fmt.sampleRate,
    channels: fmt.channels,
    bitsPerSample: fmt.bitsPerSample,
    data: data.subarray(0, samples * 2),
    durationSeconds: samples / fmt.sampleRate,
  };
}

/** A canonical 44-byte-header WAV around 16 kHz mono 16-bit PCM samples (drops any metadata chunks). */
export function canonicalWav(pcm: Buffer): Buffer {
  return Buffer.concat([wavHeader(pcm.length, { sampleRate: AUDIO_SAMPLE_RATE }), pcm]);
}
