// Recordings for the speech tests: real 16 kHz mono PCM and hand-made broken or foreign headers.
import { AUDIO_SAMPLE_RATE } from "#shared/schemas/speech.ts";
import { canonicalWav } from "./wav.ts";

/** A 440 Hz tone of the given length as a canonical WAV. */
export function toneWav(seconds: number): Buffer {
  const samples = Math.round(seconds * AUDIO_SAMPLE_RATE);
  const pcm = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++)
    pcm.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / AUDIO_SAMPLE_RATE)), i * 2);
  return canonicalWav(pcm);
}

/** A WAV header with any format fields, around `dataBytes` of silence, with optional extra chunks before `data`. */
export function customWav(opts: {
  format?: number;
  channels?: number;
  sampleRate?: number;
  bits?: number;
  dataBytes: number;
  extraChunks?: Buffer[];
}): Buffer {
  const { format = 1, channels = 1, sampleRate = AUDIO_SAMPLE_RATE, bits = 16, dataBytes, extraChunks = [] } = opts;
  const fmt = Buffer.alloc(24);
  fmt.write("fmt ", 0, "ascii");
  fmt.writeUInt32LE(16, 4);
  fmt.writeUInt16LE(format, 8);
  fmt.writeUInt16LE(channels, 10);
  fmt.writeUInt32LE(sampleRate, 12);
  fmt.writeUInt32LE((sampleRate * channels * bits) / 8, 16);
  fmt.writeUInt16LE((channels * bits) / 8, 20);
  fmt.writeUInt16LE(bits, 22);
  const dataHeader = Buffer.alloc(8);
  dataHeader.write("data", 0, "ascii");
  dataHeader.writeUInt32LE(dataBytes, 4);
  const body = Buffer.concat([Buffer.from("WAVE", "ascii"), fmt, ...extraChunks, dataHeader, Buffer.alloc(dataBytes)]);
  const riff = Buffer.alloc(8);
  riff.write("RIFF", 0, "ascii");
  riff.writeUInt32LE(body.length, 4);
  return Buffer.concat([riff, body]);
}

export const dataUrl = (wav: Buffer, mime = "audio/wav") => `data:${mime};base64,${wav.toString("base64")}`;
