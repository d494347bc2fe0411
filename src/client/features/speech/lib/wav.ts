// The browser's side of the recording format: 16 kHz mono 16-bit PCM WAV, sent as a data URL.
import { WAV_HEADER_BYTES, wavHeader } from "#shared/audio/wav.ts";

/** Wraps mono samples in [-1, 1] as a 16-bit PCM WAV file (44-byte header). */
export function encodeWav(samples: Float32Array, sampleRate: number): Uint8Array<ArrayBuffer> {
  const dataBytes = samples.length * 2;
  const bytes = new Uint8Array(WAV_HEADER_BYTES + dataBytes);
  bytes.set(wavHeader(dataBytes, { sampleRate }));
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i] || 0)); // NaN becomes silence
    view.setInt16(WAV_HEADER_BYTES + i * 2, s < 0 ? Math.round(s * 0x8000) : Math.round(s * 0x7fff), true);
  }
  return bytes;
}

/** `data:audio/wav;base64,…`, built in chunks so long recordings do not overflow the call stack. */
export function wavDataUrl(wav: Uint8Array): string {
  let binary = "";
  const CHUNK = 0x8000;
  for (let i = 0; i < wav.length; i += CHUNK) binary += String.fromCharCode(...wav.subarray(i, i + CHUNK));
  return `data:audio/wav;base64,${btoa(binary)}`;
}

/** The recorder's timer: mm:ss (minutes keep counting past 59). */
export function formatTimer(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(whole / 60)).padStart(2, "0")}:${String(whole % 60).padStart(2, "0")}`;
}
