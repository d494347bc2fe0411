// Two real server processes on one PGlite DATA_DIR: the lock lets one in, the other exits with a
// clear message; a killed server's stale lock is recovered; amcheck finds the data intact.
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { amcheck } from "@electric-sql/pglite/contrib/amcheck";
import { getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Journal } from "#shared/schemas/journals.ts";
import { bundleEntry } from "../testing/bundle.ts";
import { createPglite } from "./client.ts";
import { LOCK_FILE, lockDataDir, type LockOwner } from "./data-dir-lock.ts";
import * as schema from "./schema/index.ts";

interface Server {
  child: ChildProcessWithoutNullStreams;
  output: () => string;
  /** The base URL once it listens; rejects if it exits first. */
  ready: Promise<string>;
  exited: Promise<number | null>;
}

let entry: { file: string; remove(): void };
let dataDir: string;
const running = new Set<ChildProcessWithoutNullStreams>();

function startServer(): Server {
  const { DATABASE_URL: _pg, TEST_DATABASE_URL: _test, ...env } = process.env;
  const child = spawn(process.execPath, [entry.file], {
    env: {
      ...env,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      COACH_PROVIDER: "guided",
    },
  });
  running.add(child);
  let out = "";
  child.stdout.on("data", (c: Buffer) => (out += c.toString()));
  child.stderr.on("data", (c: Buffer) => (out += c.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.on("exit", (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout.on("data", () => {
      const url = /"address":"http:\/\/localhost:(\d+)".*"msg":"Otter Coach is ready"/.exec(out)?.[1];
      if (url) resolve(`http://127.0.0.1:${url}`);
    });
    void exited.then((code) => reject(new Error(`server exited (${code}) before it was ready:\n${out}`)));
  });
  ready.catch(() => undefined);
  return { child, output: () => out, ready, exited };
}

const lockOwner = () => JSON.parse(readFileSync(join(dataDir, LOCK_FILE), "utf8")) as LockOwner;

async function signUp(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email: "lock@example.test", password: "Otter-lock-test-2026!", name: "Lock" }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

async function writeJournals(base: string, cookie: string, from: number, count: number) {
  for (let i = from; i < from + count; i++) {
    const res = await fetch(`${base}/api/journals`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base, cookie },
      body: JSON.stringify({ entryType: "appreciation", content: `Grateful for day ${i}` }),
    });
    expect(res.status).toBe(201);
  }
}

async function journalCount(base: string, cookie: string): Promise<number> {
  const res = await fetch(`${base}/api/journals`, { headers: { cookie } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: Journal[] }).items.length;
}

const TABLES = "select schemaname || '.' || tablename as name from pg_tables where schemaname in ('public', 'drizzle')";
const SCHEMA_TABLES = [
  "drizzle.__drizzle_migrations",
  ...Object.values(schema)
    .filter((value) => is(value, PgTable))
    .map((table) => `public.${getTableName(table)}`),
].sort();
const MIGRATIONS = (
  JSON.parse(readFileSync(join(import.meta.dirname, "..", "..", "..", "drizzle", "meta", "_journal.json"), "utf8")) as {
    entries: unknown[];
  }
).entries.length;

beforeAll(async () => {
  entry = await bundleEntry(join(import.meta.dirname, "..", "index.ts"), "lock-server");
  dataDir = mkdtempSync(join(tmpdir(), "otter-lock-servers-"));
});
afterAll(() => {
  for (const child of running) child.kill("SIGKILL");
  entry?.remove();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

// About PGlite only: the PostgreSQL pass of the suite (TEST_DATABASE_URL) would run it unchanged.
describe.skipIf(!!process.env.TEST_DATABASE_URL)("two servers on one PGlite data directory", () => {
  it("lets one in, refuses the other, recovers a killed server's lock, and leaves the data intact", async () => {
    // Two servers started together on a new directory: one creates the database, the other must not.
    const pair = [startServer(), startServer()];
    const first = await Promise.any(
      pair.map((s, i) => s.ready.then((url) => ({ url, winner: pair[i]!, loser: pair[1 - i]! }))),
    );
    expect(await first.loser.exited).toBe(1);
    expect(first.loser.output()).toContain("Otter Coach cannot start: DATA_DIR");
    expect(first.loser.output()).toContain(
      `is in use by another Otter Coach process (pid ${first.winner.child.pid} on this host`,
    );
    expect(lockOwner().pid).toBe(first.winner.child.pid);

    // One started later is refused too, while the first keeps serving.
    const late = startServer();
    expect(await late.exited).toBe(1);
    expect(late.output()).toContain("is in use by another Otter Coach process");
    const cookie = await signUp(first.url);
    await writeJournals(first.url, cookie, 0, 20);
    expect(await journalCount(first.url, cookie)).toBe(20);

    // SIGKILL leaves the lock behind; the next server sees its owner is gone and takes it over.
    first.winner.child.kill("SIGKILL");
    await first.winner.exited;
    expect(lockOwner().pid).toBe(first.winner.child.pid);
    const next = startServer();
    const url = await next.ready;
    expect(next.output()).toContain("took over the data directory lock of a process that is gone");
    expect(next.output()).toContain(`pid ${first.winner.child.pid} is not running`);
    expect(lockOwner().pid).toBe(next.child.pid);
    expect(await journalCount(url, cookie)).toBe(20);
    await writeJournals(url, cookie, 20, 5);

    // A clean stop removes the lock.
    next.child.kill("SIGTERM");
    expect(await next.exited).toBe(0);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);

    // amcheck over every B-tree index (with every heap tuple looked up) and every table's heap.
    const lock = await lockDataDir(dataDir);
    const pglite = await createPglite(join(dataDir, "db"), { extensions: { amcheck } });
    try {
      await pglite.exec("BEGIN; CREATE EXTENSION amcheck");
      const indexes = await pglite.query<{ name: string }>(
        "select c.oid::regclass::text as name from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam where a.amname = 'btree' and c.relpersistence = 'p'",
      );
      expect(indexes.rows.map((r) => r.name)).toEqual(
        expect.arrayContaining(["journals_pkey", "point_events_pkey", "journals_user_date_idx"]),
      );
      for (const { name } of indexes.rows) await pglite.query("select bt_index_check($1::regclass, true)", [name]);
      const heap = await pglite.query<{ relation: string }>(
        "select c.oid::regclass::text as relation from pg_class c, verify_heapam(c.oid) where c.relkind in ('r', 'm', 't') and c.relpersistence = 'p'",
      );
      expect(heap.rows).toEqual([]);
      await pglite.exec("ROLLBACK");

      // The catalog holds exactly the schema's tables (no second set from a second initdb), with every row.
      const tables = await pglite.query<{ name: string }>(TABLES);
      expect(tables.rows.map((r) => r.name).sort()).toEqual(SCHEMA_TABLES);
      const migrations = await pglite.query<{ n: number }>(
        "select count(*)::int as n from drizzle.__drizzle_migrations",
      );
      expect(migrations.rows[0]!.n).toBe(MIGRATIONS);
      const counts = await pglite.query<{ journals: number; points: number; users: number }>(
        "select (select count(*)::int from journals) as journals, (select count(*)::int from point_events where source = 'journal') as points, (select count(*)::int from \"user\") as users",
      );
      expect(counts.rows[0]).toEqual({ journals: 25, points: 25, users: 1 });
    } finally {
      await pglite.close();
      lock.release();
    }
  }, 300_000);
});
