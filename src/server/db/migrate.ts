import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type pg from "pg";
import type { Database } from "./client.ts";

/** drizzle/ sits at the package root both from src/server/db and from dist/server. */
function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = join(dir, "drizzle");
    if (existsSync(join(candidate, "meta", "_journal.json"))) return candidate;
    dir = dirname(dir);
  }
  throw new Error("SQL migrations folder (drizzle/) not found");
}

export interface MigrationEntry {
  tag: string;
  /** drizzle's folderMillis: what `drizzle.__drizzle_migrations.created_at` records once it is applied. */
  when: number;
}

const readJournal = (folder: string) =>
  JSON.parse(readFileSync(join(folder, "meta", "_journal.json"), "utf8")) as { entries: MigrationEntry[] };

/** The migrations this code knows, oldest first. */
export function migrationJournal(): MigrationEntry[] {
  return readJournal(migrationsFolder()).entries.map(({ tag, when }) => ({ tag, when }));
}

/** A copy of drizzle/ holding only the first `count` migrations (restoring a backup made at that level). */
function firstMigrations(count: number): string {
  const source = migrationsFolder();
  const journal = readJournal(source);
  const dir = mkdtempSync(join(tmpdir(), "otter-migrations-"));
  mkdirSync(join(dir, "meta"));
  const entries = journal.entries.slice(0, count);
  writeFileSync(join(dir, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
  for (const e of entries) copyFileSync(join(source, `${e.tag}.sql`), join(dir, `${e.tag}.sql`));
  return dir;
}

/** Key of the session-level advisory lock that serialises migrations ("otter" in hex). */
export const MIGRATION_LOCK_KEY = "478695155058";

/** Applies the migrations not applied yet: all of them, or with `upTo` only the first `upTo`. */
export async function migrate(database: Database, options: { upTo?: number } = {}): Promise<void> {
  const partial = options.upTo !== undefined && options.upTo < migrationJournal().length;
  const migrationsFolderPath = partial ? firstMigrations(options.upTo!) : migrationsFolder();
  try {
    await migrateFrom(database, migrationsFolderPath);
  } finally {
    if (partial) rmSync(migrationsFolderPath, { recursive: true, force: true });
  }
}

async function migrateFrom(database: Database, migrationsFolderPath: string): Promise<void> {
  if (database.kind === "postgres") {
    // Processes started together on a new database would each create the same tables
    // (pg_type_typname_nsp_index violations). One at a time on a dedicated connection; the
    // others wait, then find every migration applied. A dropped connection releases the lock.
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    const client = await pool.connect();
    try {
      await client.query(`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
      try {
        await migratePg(drizzlePg(client), { migrationsFolder: migrationsFolderPath });
      } finally {
        await client.query(`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
      }
      client.release();
    } catch (err) {
      // The connection may still hold the lock: close it rather than return it to the pool.
      client.release(true);
      throw err;
    }
  } else {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: migrationsFolderPath });
  }
}
