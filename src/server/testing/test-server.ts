import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readEnv } from "../env.ts";
import { createLogger, type Logger } from "../lib/logger.ts";
import { buildServer } from "../server.ts";
import { createTestDatabase } from "./test-database.ts";

export const TEST_ORIGIN = "http://localhost:3000";
export const TEST_PASSWORD = "otters-hold-hands-42";

export interface TestServerOptions {
  env?: Record<string, string>;
  now?: () => Date;
  /** A built client to serve (dist/client layout). */
  clientDir?: string;
  /** Silent unless a test reads the log. */
  logger?: Logger;
  /** Errors the test expects the server to log (a provider outage, a crashed run): otherwise any fails close(). */
  allowErrorLogs?: boolean;
}

/**
 * A silent logger that remembers error-level messages: a background run or tick that fails
 * (logged, never thrown to the request) still fails the test when the server is closed.
 */
function recordingLogger() {
  const base = createLogger("silent");
  const errors: string[] = [];
  const logger: Logger = { ...base, error: (msg, data) => (errors.push(msg), base.error(msg, data)) };
  return { logger, errors };
}

/** The real app, in-process, on a fresh migrated database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
export async function createTestServer(opts: TestServerOptions = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), "otter-test-"));
  const database = await createTestDatabase();
  const env = readEnv({
    DATA_DIR: dataDir,
    APP_URL: TEST_ORIGIN,
    BETTER_AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
    LOG_LEVEL: "silent",
    ...opts.env,
  });
  const recorded = recordingLogger();
  const server = await buildServer({
    env,
    database,
    logger: opts.logger ?? recorded.logger,
    now: opts.now,
    clientDir: opts.clientDir,
  });
  let counter = 0;

  /** In-process requests carry a fake socket so the rate limiter sees a client address. */
  async function request(path: string, init: RequestInit & { json?: unknown; cookie?: string; ip?: string } = {}) {
    const headers = new Headers(init.headers);
    if (init.json !== undefined) {
      headers.set("content-type", "application/json");
      init.body = JSON.stringify(init.json);
    }
    if (init.cookie) headers.set("cookie", init.cookie);
    if (!headers.has("origin")) headers.set("origin", TEST_ORIGIN);
    const socket = { remoteAddress: init.ip ?? "127.0.0.1", remotePort: 40000, remoteFamily: "IPv4" };
    return server.app.request(path, { ...init, headers }, { incoming: { socket } });
  }

  /** Signs a new user up and returns a client whose requests carry that user's session cookie. */
  async function signUp(email = `user${++counter}-${Date.now()}@example.com`, password = TEST_PASSWORD) {
    const ip = `10.9.${Math.floor(counter / 250)}.${(counter % 250) + 1}`;
    const res = await request("/api/auth/sign-up/email", {
      method: "POST",
      ip,
      json: { email, password, name: email.split("@")[0] },
    });
    if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    const body = (await res.json()) as { user: { id: string } };
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    return {
      id: body.user.id,
      email,
      cookie,
      ip,
      request: (path: string, init: RequestInit & { json?: unknown } = {}) => request(path, { ip, ...init, cookie }),
    };
  }

  return {
    ...server,
    dataDir,
    request,
    signUp,
    /** What the server logged as errors so far (for tests that expect some). */
    errorLogs: recorded.errors,
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
      if (recorded.errors.length > 0 && !opts.allowErrorLogs)
        throw new Error(`the server logged unexpected errors: ${recorded.errors.join("; ")}`);
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof createTestServer>>;
export type TestUser = Awaited<ReturnType<TestServer["signUp"]>>;

/** The `error` of the API's one error shape. */
export const errorOf = (body: unknown) =>
  (body as { error: { message: string; fields?: Record<string, string> } }).error;

/** A user's requests under one API prefix, answering the status and the parsed JSON body. */
export const apiCaller =
  (prefix: string) =>
  async <T = Record<string, unknown>>(u: TestUser, path: string, init: { method?: string; json?: unknown } = {}) => {
    const res = await u.request(`${prefix}${path}`, init);
    return { status: res.status, body: (await res.json()) as T };
  };
