import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import { AudioBodySchema, type Transcript } from "#shared/schemas/speech.ts";
import type { AppEnv } from "#server/lib/context.ts";
import { limitPerUser } from "#server/lib/limits.ts";
import { requireUser } from "#server/lib/require-user.ts";
import { validate } from "#server/lib/validate.ts";
import { decodeRecording } from "./audio.service.ts";
import { transcribe } from "./speech.service.ts";
import { canonicalWav } from "./wav.ts";

/** The spec's `speech-to-text` function, mounted at /api/functions/speech-to-text. */
export const speechToTextRoutes = new Hono<AppEnv>().use(requireUser).post(
  "/",
  limitPerUser("speech"),
  describeRoute({
    tags: ["speech"],
    summary: "Transcribe a recording (16 kHz mono WAV data URL); 503 when no speech-to-text provider is available",
  }),
  validate("json", AudioBodySchema),
  async (c) => {
    const wav = decodeRecording(c.req.valid("json").audioBase64);
    const { env, logger } = c.get("deps");
    const text = await transcribe(env, logger, canonicalWav(wav.data), wav.durationSeconds);
    return c.json({ text } satisfies Transcript);
  },
);
