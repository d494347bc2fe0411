import { call, client } from "#client/lib/api-client.ts";

/** Stores a recording (a `data:audio/wav;base64,…` URL) under the user's audio; only they can play it back. */
export const uploadAudio = (audioBase64: string) => call(client.audio.$post({ json: { audioBase64 } }));

/** The spec's speech-to-text function. 503 when the server has no speech-to-text provider. */
export const transcribeAudio = (audioBase64: string) =>
  call(client.functions["speech-to-text"].$post({ json: { audioBase64 } }));
