// Copies every table of the app's schema from one database to another, on either engine: backup,
// restore and migrate-to-postgres all go through here (decision 025); this file reads, and
// transfer-target.ts loads. Tables come from the catalog (schema public, in foreign-key order), so
// a new table, better-auth's or a bytea one, comes along without code. Values travel as
// PostgreSQL's own text form, which both engines read back exactly.
import { createHash } from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";
import { z } from "zod";
import type { Database } from "./client.ts";
import { migrationJournal } from "./migrate.ts";

/** A refusal or a failed check, said in words an operator can act on (no stack trace needed). */
export class TransferError extends Error {
  override name = "TransferError";
}

export const ColumnSchema = z.object({ name: z.string(), type: z.string() });
export const TableShapeSchema = z.object({ name: z.string(), columns: z.array(ColumnSchema).min(1) });
export const TableSummarySchema = z.object({
  name: z.string(),
  rows: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export const SequenceValueSchema = z.object({ name: z.string(), value: z.string().nullable(), called: z.boolean() });
export const MigrationLevelSchema = z.object({ level: z.number().int().min(1), tag: z.string() });
export type TableShape = z.infer<typeof TableShapeSchema>;
export type TableSummary = z.infer<typeof TableSummarySchema>;
export type SequenceValue = z.infer<typeof SequenceValueSchema>;
export type MigrationLevel = z.infer<typeof MigrationLevelSchema>;
/** One row: each column's text form, or null. */
export type Row = (string | null)[];

export interface Table extends TableShape {
  /** Columns ordering the rows (the primary key, else all): the same order, file and digest on both engines. */
  key: string[];
}

/** One connection for the whole copy: PGlite's only one, or one client of the PostgreSQL pool. */
export interface Session {
  query(text: string, params?: unknown[]): Promise<unknown[][]>;
  release(broken: boolean): void;
}

export async function openSession(database: Database): Promise<Session> {
  const client = (database.db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (database.kind === "postgres") {
    const conn = await (client as pg.Pool).connect();
    return {
      query: async (text, values) => (await conn.query({ text, values, rowMode: "array" })).rows as unknown[][],
      release: (broken) => conn.release(broken),
    };
  }
  const lite = client as PGlite;
  return {
    query: async (text, params) => (await lite.query<unknown[]>(text, params, { rowMode: "array" })).rows,
    release: () => undefined,
  };
}

export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Settings under which every value's text form is the same on both engines, whatever the server's defaults. */
export const CANONICAL_TEXT = `select set_config('TimeZone', 'UTC', true), set_config('DateStyle', 'ISO, YMD', true),
  set_config('IntervalStyle', 'postgres', true), set_config('bytea_output', 'hex', true),
  set_config('extra_float_digits', '1', true)`;

async function inTransaction<T>(session: Session, begin: string, fn: () => Promise<T>): Promise<T> {
  await session.query(begin);
  try {
    await session.query(CANONICAL_TEXT);
    const result = await fn();
    await session.query("commit");
    return result;
  } catch (err) {
    await session.query("rollback").catch(() => undefined);
    throw err;
  }
}

export async function readTables(session: Session): Promise<Table[]> {
  const inPublic = `join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public'`;
  const columns = (await session.query(
    `select c.relname, a.attname, format_type(a.atttypid, a.atttypmod) from pg_attribute a
     join pg_class c on c.oid = a.attrelid ${inPublic} and c.relkind in ('r', 'p') and not c.relispartition
     and a.attnum > 0 and not a.attisdropped and a.attgenerated = '' order by c.relname, a.attnum`,
  )) as [string, string, string][];
  const keys = (await session.query(
    `select c.relname, a.attname from pg_index i join pg_class c on c.oid = i.indrelid
     join lateral unnest(i.indkey) with ordinality k(attnum, ord) on true
     join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum ${inPublic} and i.indisprimary
     order by c.relname, k.ord`,
  )) as [string, string][];
  const references = (await session.query(
    `select c.relname, r.relname from pg_constraint k join pg_class c on c.oid = k.conrelid
     join pg_class r on r.oid = k.confrelid ${inPublic} and k.contype = 'f'`,
  )) as [string, string][];
  const tables = new Map<string, Table>();
  for (const [table, name, type] of columns) {
    const t = tables.get(table) ?? { name: table, columns: [], key: [] };
    t.columns.push({ name, type });
    tables.set(table, t);
  }
  for (const [table, column] of keys) tables.get(table)?.key.push(column);
  return loadOrder([...tables.keys()], references).map((name) => tables.get(name)!);
}

/** Parents before children, by name among equals; a cycle (a self-reference too) cannot be loaded row by row. */
function loadOrder(names: string[], references: [string, string][]): string[] {
  const left = new Set(names);
  const order: string[] = [];
  while (left.size > 0) {
    const ready = [...left].filter((n) => !references.some(([child, parent]) => child === n && left.has(parent)));
    if (ready.length === 0) throw new TransferError(`the foreign keys of ${[...left].join(", ")} form a cycle`);
    for (const n of ready) {
      left.delete(n);
      order.push(n);
    }
  }
  return order;
}

async function readSequences(session: Session): Promise<SequenceValue[]> {
  const names = (await session.query(
    `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'S' order by c.relname`,
  )) as [string][];
  const values: SequenceValue[] = [];
  for (const [name] of names) {
    const [row] = await session.query(`select last_value::text, is_called::text from ${ident(name)}`);
    values.push({ name, value: (row?.[0] ?? null) as string | null, called: row?.[1] === "true" });
  }
  return values;
}

/** The last migration applied (null before any), as this code's journal names it. */
export async function migrationLevel(session: Session): Promise<MigrationLevel | null> {
  const [exists] = await session.query(`select (to_regclass('drizzle.__drizzle_migrations') is not null)::text`);
  if (exists?.[0] !== "true") return null;
  const last = (await session.query(
    `select created_at::text from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  )) as [string][];
  if (last.length === 0) return null;
  const journal = migrationJournal();
  const index = journal.findIndex((e) => e.when === Number(last[0]![0]));
  if (index < 0)
    throw new TransferError(
      "The database was set up by a newer version of Otter Coach than this one: use that version.",
    );
  return { level: index + 1, tag: journal[index]!.tag };
}

export const rowLine = (row: Row) => `${JSON.stringify(row)}\n`;
export const rowSize = (row: Row) => row.reduce((n, v) => n + (v?.length ?? 0) + 8, 0);

/** Counts rows and hashes their lines (what a backup file holds for the table). */
export class TableDigest {
  #hash = createHash("sha256");
  rows = 0;
  constructor(readonly name: string) {}
  add(rows: Row[]): void {
    for (const row of rows) this.#hash.update(rowLine(row));
    this.rows += rows.length;
  }
  summary(): TableSummary {
    return { name: this.name, rows: this.rows, sha256: this.#hash.digest("hex") };
  }
}

const FETCH_BYTES = 4 << 20;

/** The table's rows in canonical order, a few MB at a time (a recording is one big row). */
async function* readRows(session: Session, table: Table): AsyncGenerator<Row[]> {
  const columns = table.columns.map((c) => `${ident(c.name)}::text`).join(", ");
  const order = (table.key.length > 0 ? table.key : table.columns.map((c) => c.name))
    .map((name) => `${ident(name)}::text collate "C"`)
    .join(", ");
  await session.query(
    `declare otter_rows no scroll cursor for select ${columns} from ${ident(table.name)} order by ${order}`,
  );
  try {
    let count = 100;
    for (;;) {
      const rows = (await session.query(`fetch ${count} from otter_rows`)) as Row[];
      if (rows.length === 0) return;
      yield rows;
      const average = rows.reduce((n, r) => n + rowSize(r), 0) / rows.length;
      count = Math.max(1, Math.min(1000, Math.floor(FETCH_BYTES / average)));
    }
  } finally {
    await session.query("close otter_rows").catch(() => undefined);
  }
}

export async function digestTable(session: Session, table: Table): Promise<TableSummary> {
  const digest = new TableDigest(table.name);
  for await (const rows of readRows(session, table)) digest.add(rows);
  return digest.summary();
}

export interface Snapshot {
  engine: Database["kind"];
  migration: MigrationLevel;
  tables: TableShape[];
  sequences: SequenceValue[];
  /** Hands every table's rows to `sink`, table by table in load order; answers each table's count and digest. */
  copy(sink: (table: string, rows: Row[]) => Promise<void>): Promise<TableSummary[]>;
}

/** Runs `fn` on one consistent view of the database (a REPEATABLE READ, read-only transaction). */
export async function readSnapshot<T>(database: Database, fn: (snapshot: Snapshot) => Promise<T>): Promise<T> {
  const session = await openSession(database);
  let broken = true;
  try {
    const result = await inTransaction(session, "begin isolation level repeatable read read only", async () => {
      const migration = await migrationLevel(session);
      if (!migration) throw new TransferError("The database holds no Otter Coach tables (no migration applied).");
      const tables = await readTables(session);
      return fn({
        engine: database.kind,
        migration,
        tables: tables.map(({ name, columns }) => ({ name, columns })),
        sequences: await readSequences(session),
        async copy(sink) {
          const summaries: TableSummary[] = [];
          for (const table of tables) {
            const digest = new TableDigest(table.name);
            for await (const rows of readRows(session, table)) {
              digest.add(rows);
              await sink(table.name, rows);
            }
            summaries.push(digest.summary());
          }
          return summaries;
        },
      });
    });
    broken = false;
    return result;
  } finally {
    session.release(broken);
  }
}
