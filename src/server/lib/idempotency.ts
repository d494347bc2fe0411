// Creates that a retry or a double tap must not repeat (a journal, a mood, a goal check-in, the
// start of a coach run): the client sends an Idempotency-Key per submission (IETF
// draft-ietf-httpapi-idempotency-key-header); the first request with it runs, later ones get its
// answer. Decisions 017 and 030.
import { createHash } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { idempotentRequests as t } from "../db/schema/index.ts";
import type { AppEnv } from "./context.ts";
import { AppError, badRequest } from "./errors.ts";

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
/** Long enough for any retry of a lost response; short, because the answer holds what was written. */
export const IDEMPOTENCY_KEEP_MS = 60 * 60 * 1000;
/** How long a repeat waits for the first request's answer before saying it is still running. */
const WAIT_MS = 10_000;
const POLL_MS = 50;
const KEY_PATTERN = /^[A-Za-z0-9._:-]{8,128}$/;

const inProgress = () => new AppError(409, "This was already sent and is still being saved. Please wait a moment.");

/**
 * The stored key is the client's key plus a hash of the method, path and body: the same key with
 * different words (edited after a failed save) is a new request, never a stale answer.
 */
function storedKey(clientKey: string, method: string, path: string, body: string): string {
  return `${clientKey}:${createHash("sha256").update(`${method} ${path}\n${body}`).digest("base64url").slice(0, 32)}`;
}

export const idempotent = createMiddleware<AppEnv>(async (c, next) => {
  const clientKey = c.req.header(IDEMPOTENCY_HEADER);
  if (clientKey === undefined) return next();
  if (!KEY_PATTERN.test(clientKey))
    throw badRequest(
      `The ${IDEMPOTENCY_HEADER} header must be 8 to 128 letters, digits, dots, dashes, underscores or colons.`,
    );
  const db = c.get("db");
  const userId = c.get("user").id;
  // Hono keeps the text: the route's validator reads the same body afterwards.
  const key = storedKey(clientKey, c.req.method, c.req.path, await c.req.text());
  const row = and(eq(t.userId, userId), eq(t.key, key));
  await db
    .delete(t)
    .where(
      and(eq(t.userId, userId), lt(t.createdAt, sql`now() - make_interval(secs => ${IDEMPOTENCY_KEEP_MS / 1000})`)),
    );

  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const [claimed] = await db.insert(t).values({ userId, key }).onConflictDoNothing().returning({ key: t.key });
    if (claimed) break;
    const [first] = await db.select({ status: t.status, body: t.body }).from(t).where(row);
    if (first?.status != null) {
      c.header("Idempotent-Replayed", "true");
      return c.json(first.body as object, first.status as ContentfulStatusCode);
    }
    // Still running (or released a moment ago: then the next claim succeeds).
    if (Date.now() > deadline) throw inProgress();
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }

  try {
    await next();
  } finally {
    const res = c.res;
    // Only a success is remembered: after an error the same key may try again.
    if (res.status >= 200 && res.status < 300 && res.headers.get("content-type")?.includes("application/json")) {
      await db
        .update(t)
        .set({ status: res.status, body: await res.clone().json() })
        .where(row);
    } else {
      await db.delete(t).where(row);
    }
  }
});
