import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** A PGlite instance to use as is (tests). */
  pglite?: PGlite;
  /** Told about errors of idle PostgreSQL connections. */
  onIdleError?: (err: Error) => void;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection dropped by the server (restart, failover, DROP DATABASE) must not crash
    // the process: the pool replaces it on the next query.
    pool.on("error", (err) => opts.onIdleError?.(err));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, kind: "postgres", close: () => pool.end() };
  }
  let client = opts.pglite;
  if (!client) {
    const dir = resolve(opts.dataDir ?? "./data");
    // PGlite only creates the last directory of its path.
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create(join(dir, "db"));
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const owned = client;
  return { db, kind: "pglite", close: () => owned.close() };
}
