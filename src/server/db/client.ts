import { dirname, join, resolve } from "node:path";
import { PGlite, types, type PGliteOptions, type QueryOptions, type Transaction } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import { holdsDataDirLock, lockDataDir, type RecoveredLock } from "./data-dir-lock.ts";
import { listenOn, type ChannelHandlers } from "./listen.ts";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction of Db, and anything that runs queries: the database or one of its transactions. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
  /** PostgreSQL only: LISTEN on a dedicated connection until the returned function is called (PGlite is one process). */
  listen?: (channel: string, handlers: ChannelHandlers) => Promise<() => Promise<void>>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** A PGlite instance to use (tests); made by createPglite() it gets the fast query path. */
  pglite?: PGlite;
  /** Told about errors of idle PostgreSQL connections. */
  onIdleError?: (err: Error) => void;
  /** Told when the data directory's lock was left by a process that is gone, and taken over. */
  onStaleLock?: (recovered: RecoveredLock) => void;
}

// drizzle's PGlite driver hands these "leave as text" parsers to every query, and PGlite merges them
// into its whole parser table each time: about a tenth of a millisecond per query on the event
// loop. A PGlite made by createPglite() has them in its own table, so the per-query copy is dropped.
const asText = (value: string) => value;
const DRIZZLE_PARSERS = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [
    oid,
    asText,
  ]),
);
const withDrizzleParsers = new WeakSet<PGlite>();

/**
 * A PGlite whose parser table already holds drizzle's (use it for every PGlite handed to openDatabase).
 * A directory (`<DATA_DIR>/db`) is only opened while this process holds DATA_DIR's lock.
 */
export async function createPglite(dataDir?: string, options: PGliteOptions = {}): Promise<PGlite> {
  if (
    dataDir &&
    !/^(memory|idb|opfs-ahp):\/\//.test(dataDir) &&
    !holdsDataDirLock(dirname(resolve(dataDir.replace(/^file:\/\//, ""))))
  ) {
    throw new Error(`${dataDir} may only be opened under its data directory's lock (lockDataDir, or openDatabase)`);
  }
  const client = await PGlite.create(dataDir, { ...options, parsers: { ...options.parsers, ...DRIZZLE_PARSERS } });
  withDrizzleParsers.add(client);
  return client;
}

const stripped = new WeakMap<QueryOptions, QueryOptions>();
function withoutParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers) return options;
  let lean = stripped.get(options);
  if (!lean) stripped.set(options, (lean = { ...options, parsers: undefined }));
  return lean;
}

/** The same client, its queries (and its transactions' queries) without per-query parsers. */
function leanQueries<T extends PGlite | Transaction>(client: T): T {
  // Made once per client, not on every property read: query runs on every request.
  const query = (text: string, params?: unknown[], options?: QueryOptions) =>
    client.query(text, params, withoutParsers(options));
  const transaction = <R>(fn: (tx: Transaction) => Promise<R>) =>
    (client as PGlite).transaction((tx) => fn(leanQueries(tx)));
  return new Proxy(client, {
    get(target, prop) {
      if (prop === "query") return query;
      if (prop === "transaction" && "transaction" in target) return transaction;
      const value: unknown = Reflect.get(target, prop, target);
      // PGlite keeps private fields: its methods must run on the real instance, not the proxy.
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection dropped by the server (restart, failover, DROP DATABASE) must not crash
    // the process: the pool replaces it on the next query.
    pool.on("error", (err) => opts.onIdleError?.(err));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const url = opts.databaseUrl;
    return {
      db,
      kind: "postgres",
      close: () => pool.end(),
      listen: (channel, handlers) => listenOn(url, channel, handlers),
    };
  }
  if (opts.pglite) {
    const client = opts.pglite;
    return {
      db: drizzlePglite(withDrizzleParsers.has(client) ? leanQueries(client) : client, { schema }) as unknown as Db,
      kind: "pglite",
      close: () => client.close(),
    };
  }
  // The lock comes before PGlite touches the directory: a second process must not even initdb it.
  const lock = await lockDataDir(opts.dataDir ?? "./data");
  if (lock.recovered) opts.onStaleLock?.(lock.recovered);
  let client: PGlite;
  try {
    client = await createPglite(join(lock.dir, "db"));
  } catch (err) {
    lock.release();
    throw err;
  }
  const db = drizzlePglite(leanQueries(client), { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    close: async () => {
      try {
        await client.close();
      } finally {
        lock.release();
      }
    },
  };
}
