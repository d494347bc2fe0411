import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";
import { existsSync } from "node:fs";
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

/** Key of the session-level advisory lock that serialises migrations ("otter" in hex). */
export const MIGRATION_LOCK_KEY = "478695155058";

export async function migrate(database: Database): Promise<void> {
  const migrationsFolderPath = migrationsFolder();
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
