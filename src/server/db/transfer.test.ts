// Backup, restore and migrate-to-postgres (decision 025): an account made through the app goes
// through each, and every row of every table comes back. Rows are compared with to_jsonb, not with
// the copy's own code, so a column the copy dropped or a value it changed fails here.
import { spawnSync } from "node:child_process";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { eq, is, sql, type SQL } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StoredAudio } from "#shared/schemas/speech.ts";
import { dataUrl, toneWav } from "#server/testing/test-audio.ts";
import { chatTurn } from "../features/coach/testing/run-helpers.ts";
import { createTestServer, TEST_PASSWORD, type TestServer } from "../testing/test-server.ts";
import { readBackupFile } from "./backup-file.ts";
import { openDatabase, type Database } from "./client.ts";
import { migrate, migrationJournal } from "./migrate.ts";
import * as schema from "./schema/index.ts";
import { backup, migrateToPostgres, restore } from "./transfer-commands.ts";

/** Set in the PostgreSQL run only (scripts/test-unit.mjs). */
const ADMIN_URL = process.env.TEST_DATABASE_URL;
const REPO = join(import.meta.dirname, "..", "..", "..");

type Tables = Record<string, string[]>;

/** A long row (a recording) as its digest, so that a failure prints a readable diff. */
const short = (row: string) =>
  row.length > 2000 ? `${row.slice(0, 200)}… sha256 ${createHash("sha256").update(row).digest("hex")}` : row;

/** A raw query's rows (drizzle types them per driver). */
async function rowsOf<T>(executor: { execute(query: SQL): Promise<unknown> }, query: SQL): Promise<T[]> {
  const result = await executor.execute(query);
  return (result as { rows: T[] }).rows;
}

/** Every row of every table in schema public, as to_jsonb text (bytea as hex, timestamps in UTC to the microsecond). */
async function allRows(database: Database): Promise<Tables> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local time zone 'UTC'`);
    const names = await rowsOf<{ table_name: string }>(
      tx,
      sql`select table_name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    );
    const tables: Tables = {};
    for (const { table_name: name } of names) {
      const rows = await rowsOf<{ row: string }>(
        tx,
        sql`select to_jsonb(t)::text as row from ${sql.identifier(name)} t`,
      );
      tables[name] = rows.map((r) => short(r.row)).sort();
    }
    return tables;
  });
}

const withoutSecrets = ({ server_secrets: _, ...rest }: Tables) => rest;

async function scratchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `otter_transfer_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL!);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const again = new pg.Client({ connectionString: ADMIN_URL });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

/** The app on `database`, keeping its auth secret where the app does when none is configured. */
const appOn = (database: Database, dataDir: string) =>
  createTestServer({ database, env: { DATA_DIR: dataDir, BETTER_AUTH_SECRET: "" } });

interface Account {
  id: string;
  email: string;
  cookie: string;
  audio: StoredAudio;
  wav: Buffer;
  /** A recording of an older install still on disk (decision 024): row with no data, file in DATA_DIR/audio. */
  legacy: { id: string; wav: Buffer };
}

/** Signs up and leaves a mood, a recorded journal, a coach conversation and an older install's recording. */
async function populate(t: TestServer, dataDir: string): Promise<Account> {
  const u = await t.signUp(`transfer-${randomUUID()}@example.com`, TEST_PASSWORD);
  const post = async (path: string, json: unknown) => {
    const res = await u.request(path, { method: "POST", json });
    expect(res.status, path).toBe(201);
    return res.json();
  };
  await post("/api/moods", { moodLevel: 4, emotions: ["Calm"], note: "a quiet morning" });
  const wav = toneWav(1.5);
  const audio = (await post("/api/audio", { audioBase64: dataUrl(wav) })) as StoredAudio;
  await post("/api/journals", { entryType: "appreciation", isAudio: true, audioUrl: audio.url, content: "otters" });
  await chatTurn(u, "coaching-chat", { userInput: "I keep doubting myself at work." });
  const legacy = { id: randomUUID(), wav: toneWav(0.5) };
  await t.deps.database.db.execute(
    sql`insert into audio_files (id, user_id, mime_type, bytes, duration_seconds, created_at)
        values (${legacy.id}, ${u.id}, 'audio/wav', ${legacy.wav.length}, 0, '2026-01-02 03:04:05.123456+00')`,
  );
  mkdirSync(join(dataDir, "audio", u.id), { recursive: true });
  writeFileSync(join(dataDir, "audio", u.id, `${legacy.id}.wav`), legacy.wav);
  return { id: u.id, email: u.email, cookie: u.cookie, audio, wav, legacy };
}

/** Through the app: the old session still works, the password signs in, and the data is there. */
async function expectSameAccount(t: TestServer, account: Account, legacyOnDisk: boolean) {
  const old = await t.request("/api/moods", { cookie: account.cookie });
  expect(old.status).toBe(200);
  const signIn = await t.request("/api/auth/sign-in/email", {
    method: "POST",
    json: { email: account.email, password: TEST_PASSWORD },
  });
  expect(signIn.status).toBe(200);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const get = async (path: string) => {
    const res = await t.request(path, { cookie });
    expect(res.status, path).toBe(200);
    return res;
  };
  expect(JSON.stringify(await (await get("/api/moods")).json())).toContain("a quiet morning");
  expect(JSON.stringify(await (await get("/api/journals")).json())).toContain(account.audio.url);
  expect(Buffer.from(await (await get(account.audio.url)).arrayBuffer()).equals(account.wav)).toBe(true);
  if (legacyOnDisk) {
    const legacy = await get(`/api/audio/${account.legacy.id}`);
    expect(Buffer.from(await legacy.arrayBuffer()).equals(account.legacy.wav)).toBe(true);
  }
}

/** `npm run backup|restore|migrate-to-postgres -- …` with DATA_DIR, outside the repository (no .env). */
const cli = (dataDir: string, ...args: string[]) =>
  spawnSync(
    process.execPath,
    [join(REPO, "node_modules/tsx/dist/cli.mjs"), join(REPO, "scripts/transfer.ts"), ...args],
    {
      cwd: root,
      env: { PATH: process.env.PATH, DATA_DIR: dataDir },
      encoding: "utf8",
    },
  );

let root: string;
let source: string;
let account: Account;
let before: Tables;
let file: string;
/** sha256 of the uploaded recording as the source database holds it. */
let storedWav: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "otter-transfer-"));
  source = join(root, "source");
  const t = await appOn(await openDatabase({ dataDir: source }), source);
  try {
    account = await populate(t, source);
    // The app holds DATA_DIR: a copy now would not be consistent, and says so.
    const busy = cli(source, "backup", "--out", join(root, "busy.tar.gz"));
    expect(busy.status).toBe(1);
    expect(busy.stderr).toMatch(/is in use by another Otter Coach process[\s\S]*stop that Otter Coach/);
    expect(existsSync(join(root, "busy.tar.gz"))).toBe(false);
    before = await allRows(t.deps.database);
    const [row] = await t.deps.database.db
      .select({ data: schema.audioFiles.data })
      .from(schema.audioFiles)
      .where(eq(schema.audioFiles.id, account.audio.id));
    storedWav = createHash("sha256").update(row!.data!).digest("hex");
  } finally {
    await t.close();
  }
  file = join(root, "backup.tar.gz");
  await backup({ dataDir: source }, file);
}, 120_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the source and its backup file", () => {
  it("hold every table of the schema, populated, with bytea and microsecond timestamps", async () => {
    const drizzleTables = Object.values(schema)
      .filter((v) => is(v, PgTable))
      .map((t) => getTableConfig(t).name);
    expect(Object.keys(before)).toEqual(expect.arrayContaining(drizzleTables));
    for (const name of ["user", "session", "account", "mood_tracking", "journals", "audio_files", "coach_messages"])
      expect(before[name]!.length, name).toBeGreaterThan(0);
    // The recording's row, long, stands as its digest: the bytes as the app stored them.
    const hex = createHash("sha256").update(account.wav).digest("hex");
    expect(storedWav).toBe(hex);
    expect(
      before.audio_files!.filter((r) => r.includes(`"data": "\\\\x52494646`) && r.includes("… sha256")),
    ).toHaveLength(1);
    expect(before.audio_files!.join()).toContain(`"created_at": "2026-01-02T03:04:05.123456+00:00"`);

    const entries: string[] = [];
    for await (const item of readBackupFile(file))
      entries.push(
        item.kind === "rows" ? `rows:${item.table}` : item.kind === "file" ? `file:${item.path}` : item.kind,
      );
    expect(entries[0]).toBe("header");
    expect(entries.at(-1)).toBe("manifest");
    expect(entries).toContain(`file:audio/${account.id}/${account.legacy.id}.wav`);
    expect(entries).toContain("file:auth-secret");
    expect(entries.indexOf("rows:user")).toBeLessThan(entries.indexOf("rows:audio_files"));
  });
});

describe("restore into PGlite", () => {
  it("brings every row back into an empty DATA_DIR (through npm's script), and the app signs the account in", async () => {
    const target = join(root, "restored");
    const run = cli(target, "restore", file);
    expect(run.stderr).toBe("");
    expect(run.stdout).toContain("Restored into DATA_DIR");
    expect(run.status).toBe(0);

    const database = await openDatabase({ dataDir: target });
    expect(await allRows(database)).toEqual(before);
    expect(readFileSync(join(target, "auth-secret"), "utf8")).toBe(readFileSync(join(source, "auth-secret"), "utf8"));
    const legacyFile = join(target, "audio", account.id, `${account.legacy.id}.wav`);
    expect(readFileSync(legacyFile).equals(account.legacy.wav)).toBe(true);
    const t = await appOn(database, target);
    try {
      await expectSameAccount(t, account, true);
    } finally {
      await t.close();
    }

    const again = cli(target, "restore", file);
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/^DATA_DIR .*restored is not empty \(.*\buser\b.*\): restore only into a new, empty/m);
  }, 120_000);

  it("refuses a damaged or cut file and leaves the DATA_DIR empty", async () => {
    const target = join(root, "damaged");
    const tar = gunzipSync(readFileSync(file));
    const at = tar.indexOf("a quiet morning");
    expect(at).toBeGreaterThan(0);
    const altered = Buffer.from(tar);
    altered.write("a quiet evening", at);
    const damaged = join(root, "damaged.tar.gz");
    writeFileSync(damaged, gzipSync(altered));
    await expect(restore(damaged, { dataDir: target })).rejects.toThrow(/is damaged: its rows do not match/);
    const cut = join(root, "cut.tar.gz");
    writeFileSync(cut, readFileSync(file).subarray(0, Math.floor(readFileSync(file).length / 2)));
    await expect(restore(cut, { dataDir: target })).rejects.toThrow(/not an Otter Coach backup, or it is damaged/);

    const database = await openDatabase({ dataDir: target });
    try {
      const tables = await allRows(database);
      expect(tables.user).toEqual([]);
      expect(tables.audio_files).toEqual([]);
    } finally {
      await database.close();
    }
    expect(existsSync(join(target, "audio"))).toBe(false);
  }, 60_000);
});

describe.skipIf(!ADMIN_URL)("PostgreSQL", () => {
  const dropped: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const drop of dropped) await drop();
  });
  const scratch = async () => {
    const db = await scratchDatabase();
    dropped.push(() => db.drop());
    return db.url;
  };
  /** On PostgreSQL the PGlite secret file becomes server_secrets' "auth" row (decision 021). */
  const withSecretRow = (tables: Tables) => {
    expect(withoutSecrets(tables)).toEqual(withoutSecrets(before));
    const secret = readFileSync(join(source, "auth-secret"), "utf8").trim();
    expect(tables.server_secrets).toEqual([expect.stringContaining(`"value": "${secret}"`)]);
  };

  it("restores into a database the app has only started on, and refuses it afterwards", async () => {
    const url = await scratch();
    const dataDir = join(root, "pg-restore");
    // A first start writes reference data and a secret: still empty.
    await (await appOn(await openDatabase({ databaseUrl: url }), dataDir)).close();
    await restore(file, { databaseUrl: url, dataDir });
    const database = await openDatabase({ databaseUrl: url });
    withSecretRow(await allRows(database));
    expect(
      readFileSync(join(dataDir, "audio", account.id, `${account.legacy.id}.wav`)).equals(account.legacy.wav),
    ).toBe(true);
    const t = await appOn(database, dataDir);
    try {
      await expectSameAccount(t, account, true);
    } finally {
      await t.close();
    }
    await expect(restore(file, { databaseUrl: url, dataDir: join(root, "pg-restore-2") })).rejects.toThrow(
      /^The database postgres:\/\/.* is not empty \(.*\buser\b/,
    );
  }, 120_000);

  it("restores a backup made by an older version: at its level first, then this version's migrations", async () => {
    const journal = migrationJournal();
    const url = await scratch();
    const old = await openDatabase({ databaseUrl: url });
    await migrate(old, { upTo: journal.length - 1 });
    await old.db.execute(sql`insert into "user" (id, name, email) values ('u-old', 'Old', 'old@example.com')`);
    await old.close();
    const oldFile = join(root, "older.tar.gz");
    const made = await backup({ databaseUrl: url, dataDir: join(root, "older") }, oldFile);
    expect(made.migration).toEqual({ level: journal.length - 1, tag: journal.at(-2)!.tag });

    const target = await scratch();
    await restore(oldFile, { databaseUrl: target, dataDir: join(root, "older-restored") });
    const database = await openDatabase({ databaseUrl: target });
    try {
      expect((await allRows(database)).user).toEqual([expect.stringContaining(`"email": "old@example.com"`)]);
      const [applied] = await rowsOf<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(applied!.n).toBe(journal.length);
    } finally {
      await database.close();
    }
  }, 60_000);

  it("migrates the PGlite DATA_DIR to PostgreSQL; the app signs in there; its backup restores into either engine", async () => {
    const url = await scratch();
    const report = await migrateToPostgres(source, url);
    expect(report.tables.map((t) => t.name)).toEqual(expect.arrayContaining(Object.keys(before)));
    expect(report.audioInDataDir).toBe(1);
    const database = await openDatabase({ databaseUrl: url });
    withSecretRow(await allRows(database));
    await expect(migrateToPostgres(source, url)).rejects.toThrow(/is not empty/);
    // Another machine's DATA_DIR: the older recording stays on the source's disk.
    const t = await appOn(database, join(root, "pg-app"));
    try {
      await expectSameAccount(t, account, false);
    } finally {
      await t.close();
    }

    const onPostgres = await openDatabase({ databaseUrl: url });
    const rows = await allRows(onPostgres);
    await onPostgres.close();
    const pgFile = join(root, "from-postgres.tar.gz");
    await backup({ databaseUrl: url, dataDir: join(root, "pg-app") }, pgFile);
    const otherUrl = await scratch();
    await restore(pgFile, { databaseUrl: otherUrl, dataDir: join(root, "pg-copy") });
    const other = await openDatabase({ databaseUrl: otherUrl });
    expect(await allRows(other)).toEqual(rows);
    await other.close();
    const pgliteDir = join(root, "pglite-from-postgres");
    await restore(pgFile, { dataDir: pgliteDir });
    const lite = await openDatabase({ dataDir: pgliteDir });
    expect(await allRows(lite)).toEqual(rows);
    await lite.close();
  }, 180_000);
});
