import { z } from "zod";

/** Recordings are 16 kHz mono 16-bit PCM WAV: what the browser encodes and pocketsphinx reads. */
export const AUDIO_SAMPLE_RATE = 16_000;
export const AUDIO_MAX_SECONDS = 5 * 60;
/** A 5-minute recording is 9.6 MB; the byte cap leaves room for a header and rounding only. */
export const AUDIO_MAX_BYTES = 10 * 1024 * 1024;
/** What one person may keep in recordings at once (decision 019): about fifty 5-minute voice journals. */
export const AUDIO_QUOTA_BYTES = 500 * 1024 * 1024;
/** JSON body limit of the audio routes: the base64 data URL of AUDIO_MAX_BYTES plus the JSON around it. */
export const AUDIO_BODY_LIMIT = Math.ceil(AUDIO_MAX_BYTES / 3) * 4 + 4096;

export const SPEECH_MESSAGES = Object.freeze({
  missing: "Please record an audio message",
  notDataUrl: "Send the recording as a WAV data URL (data:audio/wav;base64,…).",
  malformed: "The recording must be a 16 kHz mono 16-bit PCM WAV file.",
  empty: "The recording is empty.",
  tooLarge: "This recording is too large: recordings can be up to 10 MB.",
  tooLong: "This recording is too long: recordings can be up to 5 minutes.",
  quota: "Your recordings use all the space you have (500 MB). Delete some voice journals to record more.",
  notFound: "Audio not found",
  unavailable:
    "Speech-to-text is not available on this server. Ask the administrator to set STT_BASE_URL or install pocketsphinx.",
  providerFailed: "The speech-to-text service did not answer. Please try again later.",
  busy: "Speech-to-text is busy with other recordings. Please try again in a minute.",
});

export const WAV_DATA_URL = /^data:audio\/(?:wav|wave|x-wav|vnd\.wave);base64,/i;

/** Body of POST /api/audio and POST /api/functions/speech-to-text (the spec's function). */
export const AudioBodySchema = z
  .object({
    audioBase64: z
      .string({ error: SPEECH_MESSAGES.missing })
      .min(1, { error: SPEECH_MESSAGES.missing })
      .regex(WAV_DATA_URL, { error: SPEECH_MESSAGES.notDataUrl }),
  })
  .strict();
export type AudioBody = z.infer<typeof AudioBodySchema>;

export const StoredAudioSchema = z.object({
  id: z.uuid(),
  /** `/api/audio/<id>`: served only to its owner. */
  url: z.string(),
  durationSeconds: z.number().int().min(0),
});
export type StoredAudio = z.infer<typeof StoredAudioSchema>;

export const TranscriptSchema = z.object({ text: z.string() });
export type Transcript = z.infer<typeof TranscriptSchema>;
