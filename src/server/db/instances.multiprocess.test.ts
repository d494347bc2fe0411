// Three real server processes started together on one new PostgreSQL database (issue 16): the
// migrations run once under an advisory lock, and a session made on one instance works on the others.
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundleEntry } from "../testing/bundle.ts";
import { createTestDatabase } from "../testing/test-database.ts";
import type { Database } from "./client.ts";
import { serverSecrets } from "./schema/index.ts";

const INSTANCES = 3;
const MIGRATIONS = (
  JSON.parse(readFileSync(join(import.meta.dirname, "..", "..", "..", "drizzle", "meta", "_journal.json"), "utf8")) as {
    entries: unknown[];
  }
).entries.length;

interface Server {
  child: ChildProcessWithoutNullStreams;
  dataDir: string;
  /** The base URL once it listens; rejects with its output if it exits first. */
  ready: Promise<string>;
}

let entry: { file: string; remove(): void } | undefined;
let database: (Database & { url?: string }) | undefined;
const servers: Server[] = [];

function startServer(url: string): Server {
  const { BETTER_AUTH_SECRET: _secret, TEST_DATABASE_URL: _test, ...env } = process.env;
  const dataDir = mkdtempSync(join(tmpdir(), "otter-instance-"));
  const child = spawn(process.execPath, [entry!.file], {
    env: {
      ...env,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      COACH_PROVIDER: "guided",
    },
  });
  let out = "";
  child.stdout.on("data", (c: Buffer) => (out += c.toString()));
  child.stderr.on("data", (c: Buffer) => (out += c.toString()));
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout.on("data", () => {
      const port = /"address":"http:\/\/localhost:(\d+)".*"msg":"Otter Coach is ready"/.exec(out)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    child.on("exit", (code) => reject(new Error(`server exited (${code}) before it was ready:\n${out}`)));
  });
  ready.catch(() => undefined);
  return { child, dataDir, ready };
}

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) return;
  entry = await bundleEntry(join(import.meta.dirname, "..", "index.ts"), "instances-server");
  // A new, empty database: the servers themselves migrate it.
  database = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(
    servers.map(
      (s) =>
        new Promise<void>((resolve) => {
          if (s.child.exitCode !== null || s.child.signalCode !== null) return resolve();
          s.child.on("exit", () => resolve());
          s.child.kill("SIGTERM");
        }),
    ),
  );
  for (const s of servers) rmSync(s.dataDir, { recursive: true, force: true });
  entry?.remove();
  await database?.close();
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("several server processes on one PostgreSQL database", () => {
  it("start together on a new database and share sessions", async () => {
    for (let i = 0; i < INSTANCES; i++) servers.push(startServer(database!.url!));
    const bases = await Promise.all(servers.map((s) => s.ready));

    for (const base of bases) expect((await fetch(`${base}/api/health`)).status).toBe(200);

    const [first, ...others] = bases as [string, ...string[]];
    const signUp = await fetch(`${first}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: first },
      body: JSON.stringify({ email: "instances@example.test", password: "Otter-instances-2026!", name: "Instances" }),
    });
    expect(signUp.status).toBe(200);
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");

    for (const base of others) {
      const session = await fetch(`${base}/api/auth/get-session`, { headers: { cookie } });
      expect(session.status).toBe(200);
      expect(((await session.json()) as { user?: { email: string } } | null)?.user?.email).toBe(
        "instances@example.test",
      );
      expect((await fetch(`${base}/api/profile`, { headers: { cookie } })).status).toBe(200);
      expect((await fetch(`${base}/api/profile`)).status).toBe(401);
    }

    // Migrations applied once; one generated secret in the database, none in any DATA_DIR.
    const db = database!.db;
    const [migrations] = await db.select({ n: sql<number>`count(*)::int` }).from(sql`drizzle.__drizzle_migrations`);
    expect(migrations!.n).toBe(MIGRATIONS);
    expect(await db.select({ name: serverSecrets.name }).from(serverSecrets)).toEqual([{ name: "auth" }]);
    for (const s of servers) expect(existsSync(join(s.dataDir, "auth-secret"))).toBe(false);
  }, 120_000);
});
