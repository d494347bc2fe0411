// Recordings for the speech tests: real 16 kHz mono PCM and hand-made broken or foreign headers.
import { wavHeader } from "#shared/audio/wav.ts";
import { AUDIO_SAMPLE_RATE } from "#shared/schemas/speech.ts";
import { canonicalWav } from "#server/features/speech/wav.ts";

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
  const header = Buffer.from(wavHeader(dataBytes, { format, channels, sampleRate, bitsPerSample: bits }));
  const extra = Buffer.concat(extraChunks);
  header.writeUInt32LE(header.readUInt32LE(4) + extra.length, 4); // the RIFF size counts the extra chunks
  // RIFF + "fmt " chunk, the extra chunks, then the "data" chunk.
  return Buffer.concat([header.subarray(0, 36), extra, header.subarray(36), Buffer.alloc(dataBytes)]);
}

export const dataUrl = (wav: Buffer, mime = "audio/wav") => `data:${mime};base64,${wav.toString("base64")}`;
