import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Database } from "../db/client.ts";
import { readEnv } from "../env.ts";
import type { Logger } from "../lib/logger.ts";
import { buildServer } from "../server.ts";
import { createTestDatabase } from "./test-database.ts";
import { createTestLogger, failOn } from "./test-logger.ts";

export const TEST_ORIGIN = "http://localhost:3000";
export const TEST_PASSWORD = "otters-hold-hands-42";

export interface TestServerOptions {
  env?: Record<string, string>;
  now?: () => Date;
  /** A built client to serve (dist/client layout). */
  clientDir?: string;
  /** Silent unless a test reads the log: this logger then gets every line (errors are still checked). */
  logger?: Logger;
  /** The database to run on (closed with the server) instead of a fresh test database. */
  database?: Database;
}

/** The real app, in-process, on a fresh migrated database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
export async function createTestServer(opts: TestServerOptions = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), "otter-test-"));
  const database = opts.database ?? (await createTestDatabase());
  const env = readEnv({
    DATA_DIR: dataDir,
    APP_URL: TEST_ORIGIN,
    BETTER_AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
    LOG_LEVEL: "silent",
    ...opts.env,
  });
  // Error-level lines a test did not expect fail it (test-logger.ts, error-log-setup.ts).
  const recorded = createTestLogger(opts.logger);
  const server = await buildServer({
    env,
    database,
    logger: recorded.logger,
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
    /** The messages the server logged at error level so far. */
    get errorLogs() {
      return recorded.errors.map((e) => e.msg);
    },
    /**
     * The current test provokes an error log matching `pattern` (a provider outage, a crashed run):
     * matching lines are allowed, and the test fails if none was logged by its end.
     */
    expectErrorLog: recorded.expectErrorLog,
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
      // Lines logged after the last test (background work finishing during close) are checked here.
      failOn(recorded.dispose());
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
