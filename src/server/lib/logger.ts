// The app's logger: pino, one JSON line per event ({ time, level, msg, ...data }), warnings and
// errors on stderr. What people write never belongs in a log: the keys that can carry it are
// redacted, and an error keeps its type, code and message, never a failed query's parameters
// (a Drizzle error's message lists them: journal and mood text). A line written while serving a
// request carries that request's id (decision 029), found through Hono's context storage.
import { tryGetContext } from "hono/context-storage";
import pino from "pino";

type Level = "debug" | "info" | "warn" | "error" | "silent";

export interface Logger {
  debug(msg: string, data?: Record<string, unknown>): void;
  info(msg: string, data?: Record<string, unknown>): void;
  warn(msg: string, data?: Record<string, unknown>): void;
  error(msg: string, data?: Record<string, unknown>): void;
}

/** Keys whose values are never logged, at the top level or one level down. */
const SECRET_KEYS = [
  "password",
  "token",
  "secret",
  "link",
  "url",
  "authorization",
  "cookie",
  "content",
  "text",
  "note",
  "body",
  "params",
  "answers",
  "input",
];
export const REDACTED = "[redacted]";

/** The id of the request being served (hono/request-id, kept by hono/context-storage), if any. */
function requestContext(): { requestId?: string } {
  const requestId = tryGetContext<{ Variables: { requestId?: string } }>()?.var.requestId;
  return requestId ? { requestId } : {};
}

/** An error without the user's words: a failed query's message stops before its SQL and parameters. */
export function errorForLog(error: Error): Record<string, unknown> {
  const code = (error as { code?: unknown }).code;
  const message = error.message.split(/\n|Failed query:|params:/)[0]!.trim() || error.name;
  const cause = error.cause instanceof Error ? errorForLog(error.cause) : undefined;
  const frames = error.stack
    ?.split("\n")
    .filter((l) => l.trimStart().startsWith("at "))
    .slice(0, 8);
  return {
    type: error.name,
    ...(typeof code === "string" || typeof code === "number" ? { code } : {}),
    message,
    ...(cause ? { cause } : {}),
    ...(frames?.length ? { stack: frames.map((f) => f.trim()) } : {}),
  };
}

function clean(data: Record<string, unknown> | undefined): Record<string, unknown> {
  if (!data) return {};
  return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v instanceof Error ? errorForLog(v) : v]));
}

export function createLogger(
  level: Level = "info",
  streams?: { out: NodeJS.WritableStream; err: NodeJS.WritableStream },
): Logger {
  const out = streams?.out ?? pino.destination({ fd: 1, sync: true });
  const err = streams?.err ?? pino.destination({ fd: 2, sync: true });
  const base = pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: requestContext,
      redact: { paths: SECRET_KEYS.flatMap((k) => [k, `*.${k}`]), censor: REDACTED },
    },
    pino.multistream(
      [
        { level: "debug", stream: out },
        { level: "warn", stream: err },
      ],
      { dedupe: true },
    ),
  );
  return {
    debug: (m, d) => base.debug(clean(d), m),
    info: (m, d) => base.info(clean(d), m),
    warn: (m, d) => base.warn(clean(d), m),
    error: (m, d) => base.error(clean(d), m),
  };
}
