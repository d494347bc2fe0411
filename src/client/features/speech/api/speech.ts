import { api } from "#client/lib/api-client.ts";
import type { StoredAudio, Transcript } from "#shared/schemas/speech.ts";

/** Stores a recording (a `data:audio/wav;base64,…` URL) under the user's audio; only they can play it back. */
export const uploadAudio = (audioBase64: string) =>
  api<StoredAudio>("/api/audio", { method: "POST", json: { audioBase64 } });

/** The spec's speech-to-text function. 503 when the server has no speech-to-text provider. */
export const transcribeAudio = (audioBase64: string) =>
  api<Transcript>("/api/functions/speech-to-text", { method: "POST", json: { audioBase64 } });
