import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import { AudioBodySchema, SPEECH_MESSAGES } from "#shared/schemas/speech.ts";
import type { AppEnv } from "#server/lib/context.ts";
import { notFound } from "#server/lib/errors.ts";
import { limitPerUser } from "#server/lib/limits.ts";
import { requireUser } from "#server/lib/require-user.ts";
import { validate } from "#server/lib/validate.ts";
import { decodeRecording, deleteAudio, findAudio, saveAudio, streamAudio } from "./audio.service.ts";

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` (one range only); null when unsatisfiable, undefined when absent or multi-range. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | undefined {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === "" && m[2] === "")) return undefined;
  let start: number;
  let end: number;
  if (m[1] === "") {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === "" ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  return start <= end && start < size ? { start, end } : null;
}

export const audioRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post(
    "/",
    describeRoute({
      tags: ["speech"],
      summary: "Store a recording (16 kHz mono 16-bit PCM WAV as a data URL, at most 5 minutes and 10 MB)",
    }),
    limitPerUser("audio"),
    validate("json", AudioBodySchema),
    async (c) => {
      const wav = decodeRecording(c.req.valid("json").audioBase64);
      const stored = await saveAudio(c.get("db"), c.get("user").id, wav, c.get("deps").now?.() ?? new Date());
      return c.json(stored, 201);
    },
  )
  .get(
    "/:id",
    describeRoute({ tags: ["speech"], summary: "Stream one of the user's recordings (audio/wav, byte ranges)" }),
    async (c) => {
      const id = c.req.param("id");
      const found = await findAudio(c.get("db"), c.get("user").id, id);
      if (!found) throw notFound(SPEECH_MESSAGES.notFound);
      const { size } = found;
      c.header("Content-Type", found.mimeType);
      c.header("Accept-Ranges", "bytes");
      // Cache-Control: no-store comes from the /api middleware: a voice journal stays off the disk cache.
      const range = parseRange(c.req.header("range"), size);
      if (range === null) {
        c.header("Content-Range", `bytes */${size}`);
        return c.body(null, 416);
      }
      const { start, end } = range ?? { start: 0, end: size - 1 };
      c.header("Content-Length", String(end - start + 1));
      if (range) c.header("Content-Range", `bytes ${start}-${end}/${size}`);
      return c.body(streamAudio(c.get("db"), c.get("user").id, id, start, end), range ? 206 : 200);
    },
  )
  .delete("/:id", describeRoute({ tags: ["speech"], summary: "Delete one of the user's recordings" }), async (c) => {
    const deleted = await deleteAudio(c.get("db"), c.get("user").id, c.req.param("id"));
    if (!deleted) throw notFound(SPEECH_MESSAGES.notFound);
    return c.json({ deleted: true as const });
  });
