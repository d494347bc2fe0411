import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { contextStorage } from "hono/context-storage";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import { describeRoute, openAPIRouteHandler } from "hono-openapi";
import { accountRoutes } from "./features/account/account.routes.ts";
import { chatRoutes } from "./features/chats/chats.routes.ts";
import { functionRoutes } from "./features/coach/coach.routes.ts";
import { journalRoutes } from "./features/journals/journals.routes.ts";
import { moodRoutes } from "./features/moods/moods.routes.ts";
import { onboardingRoutes } from "./features/onboarding/onboarding.routes.ts";
import { profileRoutes } from "./features/profile/profile.routes.ts";
import { progressRoutes } from "./features/progress/progress.routes.ts";
import { pushRoutes, sendDailyNotificationsRoutes, subscribePushRoutes } from "./features/push/push.routes.ts";
import { exerciseRoutes } from "./features/exercises/exercises.routes.ts";
import { goalRoutes } from "./features/goals/goals.routes.ts";
import { actionRoutes } from "./features/actions/actions.routes.ts";
import { audioRoutes } from "./features/speech/audio.routes.ts";
import { speechToTextRoutes } from "./features/speech/speech.routes.ts";
import { safetyPlanRoutes } from "./features/safety/safety-plan.routes.ts";
import { CLIENT_IP_HEADER } from "./lib/auth.ts";
import type { AppDeps, AppEnv } from "./lib/context.ts";
import { AppError, createErrorHandler, errorResponse, notFoundHandler } from "./lib/errors.ts";
import { authBodyGuard, authRedirectGuard, bodyGuard, requestWithBody, urlGuard } from "./lib/input-guard.ts";
import { createSessionMemo } from "./lib/session-memo.ts";
import { AUDIO_BODY_LIMIT, SPEECH_MESSAGES } from "#shared/schemas/speech.ts";

export const JSON_BODY_LIMIT = 1024 * 1024;
/** A longer X-Request-Id from a client or proxy is replaced (hono/request-id also allows only [A-Za-z0-9_=-]). */
export const REQUEST_ID_MAX_LENGTH = 64;
const AUDIO_BODY_PATHS = new Set(["/api/audio", "/api/functions/speech-to-text"]);
/** Auth POSTs that remove no session: the others tell every process to forget (decision 026). */
const KEEPS_SESSIONS =
  /^\/api\/auth\/(sign-in|sign-up|request-password-reset|forget-password|send-verification-email)(\/|$)/;

function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "127.0.0.1";
  } catch {
    return "127.0.0.1"; // in-process requests (tests) have no socket
  }
}

/**
 * Every /api route but better-auth's, chained so that its type carries each route's input and
 * output: the client's `hc<ApiType>` reads them from here (no codegen).
 */
function createApi(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      .get("/health", describeRoute({ tags: ["system"], summary: "Liveness and database check" }), async (c) => {
        await c.get("db").execute("select 1");
        return c.json({ status: "ok", database: deps.database.kind });
      })
      // For a load balancer: 503 from the stop signal on, while this process drains (decision 023).
      .get(
        "/ready",
        describeRoute({
          tags: ["system"],
          summary: "Readiness: { ready: true }, or 503 while the server drains before it stops",
        }),
        (c) => {
          if (deps.lifecycle.draining) throw new AppError(503, "The server is shutting down.");
          return c.json({ ready: true });
        },
      )
      .route("/profile", profileRoutes)
      .route("/account", accountRoutes)
      .route("/moods", moodRoutes)
      .route("/onboarding", onboardingRoutes)
      .route("/journals", journalRoutes)
      .route("/progress", progressRoutes)
      .route("/push", pushRoutes)
      .route("/functions/subscribe-push", subscribePushRoutes)
      .route("/functions/send-daily-notifications", sendDailyNotificationsRoutes)
      .route("/exercises", exerciseRoutes)
      .route("/goals", goalRoutes)
      .route("/actions", actionRoutes)
      .route("/audio", audioRoutes)
      .route("/functions/speech-to-text", speechToTextRoutes)
      .route("/chats", chatRoutes)
      .route("/safety-plan", safetyPlanRoutes)
      .route("/functions", functionRoutes)
  );
}

export type ApiType = ReturnType<typeof createApi>;

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const sessions = createSessionMemo();
  deps.sessionEvents.onRemoved(() => sessions.clear());

  // First of all: every response, log line and error body names its request (decision 029). A
  // client's own X-Request-Id is kept only if it is a short safe token, else a UUID is made.
  app.use(requestId({ limitLength: REQUEST_ID_MAX_LENGTH }), contextStorage(), async (c, next) => {
    await next();
    // requestId() sets the header before the handler runs: a Response built by better-auth or
    // serveStatic replaces those headers, so it is set again on whatever goes out.
    c.header("X-Request-Id", c.get("requestId"));
  });

  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        mediaSrc: ["'self'", "blob:"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      crossOriginEmbedderPolicy: false,
      permissionsPolicy: { microphone: ["self"], camera: [], geolocation: [] },
    }),
  );

  // API answers carry user data: never kept by the browser or a proxy (static assets keep theirs).
  app.use("/api/*", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });

  // Before anything reads the path or query: 414 over 16 KB, 400 for %00 (decision 015).
  app.use("*", urlGuard);

  app.use("*", async (c, next) => {
    c.set("deps", deps);
    c.set("db", deps.database.db);
    c.set("sessions", sessions);
    c.set("clientIp", clientIp(c as unknown as Context, deps.env.TRUSTED_PROXY));
    await next();
  });

  const jsonLimit: MiddlewareHandler<AppEnv> = bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: (c) => errorResponse(c, 413, "The request body is too large."),
  });
  // Recordings travel as base64 data URLs: only the audio routes get the larger limit.
  const audioLimit: MiddlewareHandler<AppEnv> = bodyLimit({
    maxSize: AUDIO_BODY_LIMIT,
    onError: (c) => errorResponse(c, 413, SPEECH_MESSAGES.tooLarge),
  });
  // GET and HEAD bodies are never read; bodyLimit would build a full Request just to look.
  const limitBody: MiddlewareHandler<AppEnv> = (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    return AUDIO_BODY_PATHS.has(c.req.path) ? audioLimit(c, next) : jsonLimit(c, next);
  };
  app.use("/api/*", limitBody);
  // Text no column can store (U+0000, lone surrogates) is 400 on every route, better-auth's too.
  app.use("/api/*", bodyGuard);
  app.use("/api/auth/*", authRedirectGuard, authBodyGuard);

  // better-auth reads the client IP from a header only we set: a client's own value is replaced.
  app.on(["GET", "POST"], "/api/auth/*", async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, c.get("clientIp"));
    const res = await deps.auth.handler(await requestWithBody(c, headers));
    // Sign-out, revocations, password changes and resets are POSTs: remembered sessions must not
    // outlive them here, nor in the other processes (told before the answer leaves).
    if (c.req.method === "POST") {
      sessions.clear();
      if (res.status < 400 && !KEEPS_SESSIONS.test(c.req.path)) await deps.sessionEvents.removed();
    }
    return res;
  });

  // Returned, so that AppType carries every /api route as well (ApiType is the same without the prefix).
  const routed = app.route("/api", createApi(deps));
  app.get(
    "/api/openapi.json",
    openAPIRouteHandler(app, {
      documentation: {
        info: {
          title: "Otter Coach API",
          version: "1.0.0",
          description:
            "Errors always have the shape { error: { code, message, fields?, requestId } }. Every response carries " +
            "an X-Request-Id header (a client's own, if it is at most 64 characters of [A-Za-z0-9_=-], else a new " +
            "UUID); requestId is the same value, and every server log line written for the request carries it.",
        },
        servers: [{ url: "/" }],
      },
      exclude: ["/api/auth/*", "/api/openapi.json"],
    }),
  );
  app.all("/api/*", () => {
    throw new AppError(404, "Not found");
  });

  if (deps.clientDir && existsSync(join(deps.clientDir, "index.html"))) mountClient(app, deps.clientDir);

  app.notFound(notFoundHandler);
  app.onError(createErrorHandler(deps.logger));
  return routed;
}

/** The built client: hashed assets cached forever, the service worker never, every other path gets the SPA shell. */
function mountClient(app: Hono<AppEnv>, root: string) {
  const indexHtml = readFileSync(join(root, "index.html"), "utf8");
  // The build writes .br and .gz beside each file (scripts/vite-first-load.ts); best encoding first.
  const indexEncoded = [
    { encoding: "br", path: join(root, "index.html.br") },
    { encoding: "gzip", path: join(root, "index.html.gz") },
  ]
    .filter((e) => existsSync(e.path))
    .map((e) => ({ encoding: e.encoding, body: readFileSync(e.path) }));
  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.ok) c.header("Cache-Control", "public, max-age=31536000, immutable");
  });
  app.use("/sw.js", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-cache");
    c.header("Service-Worker-Allowed", "/");
  });
  app.use("*", serveStatic({ root, precompressed: true }));
  app.get("*", (c) => {
    c.header("Cache-Control", "no-cache");
    c.header("Vary", "Accept-Encoding");
    const accepted = new Set(
      c.req
        .header("Accept-Encoding")
        ?.split(",")
        .map((e) => e.trim().split(";")[0]),
    );
    const encoded = indexEncoded.find((e) => accepted.has(e.encoding));
    if (!encoded) return c.html(indexHtml);
    c.header("Content-Encoding", encoded.encoding);
    return c.body(new Uint8Array(encoded.body), 200, { "Content-Type": "text/html; charset=UTF-8" });
  });
}

export type AppType = ReturnType<typeof createApp>;
