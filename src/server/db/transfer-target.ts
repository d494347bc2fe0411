// The receiving side of a copy (decision 025): refuses a target holding data, migrates it to the
// copy's level, loads the rows in one transaction and checks every table before committing.
import type { Database } from "./client.ts";
import { migrate, migrationJournal } from "./migrate.ts";
import {
  CANONICAL_TEXT,
  digestTable,
  ident,
  migrationLevel,
  openSession,
  readTables,
  rowSize,
  TransferError,
  type Row,
  type SequenceValue,
  type Session,
  type Snapshot,
  type Table,
  type TableShape,
  type TableSummary,
} from "./transfer.ts";

/**
 * What the app writes by itself on its first start (reference data, generated keys): a database
 * holding only these is still empty, and a restore replaces them with the source's.
 */
const WRITTEN_AT_START = new Set(["exercises", "point_structure", "server_secrets", "push_configuration"]);

async function refuseUnlessEmpty(session: Session, expected: Set<string>, where: string): Promise<void> {
  const found: string[] = [];
  for (const table of await readTables(session)) {
    if (!expected.has(table.name)) found.push(`${table.name} (not a table of this backup)`);
    else if (!WRITTEN_AT_START.has(table.name)) {
      const [any] = await session.query(`select exists (select from ${ident(table.name)})::text`);
      if (any?.[0] === "true") found.push(table.name);
    }
  }
  if (found.length > 0)
    throw new TransferError(
      `${where} is not empty (${found.join(", ")}): restore only into a new, empty database or DATA_DIR.`,
    );
}

const sameShape = (a: TableShape[], b: TableShape[]) => JSON.stringify(a) === JSON.stringify(b);
const MAX_PARAMETERS = 30_000;
const BATCH_BYTES = 4 << 20;

/** A query inside the copy's transaction (rows as arrays). */
export type Query = Session["query"];

export interface Loader {
  insert(table: string, rows: Row[]): Promise<void>;
  /**
   * Reads every table back inside the same transaction and compares it with the source's row count
   * and digest, sets the sequences, runs `beforeCommit` and commits; any difference rolls it all back.
   */
  finish(
    expected: TableSummary[],
    sequences: SequenceValue[],
    beforeCommit?: (query: Query) => Promise<void>,
  ): Promise<TableSummary[]>;
  /** Rolls back (after a failure elsewhere). */
  abort(): Promise<void>;
}

/**
 * Prepares an empty target for a copy made at `source.migration`: migrates it that far, checks its
 * tables are the source's, and opens the transaction the rows go into. Refuses a non-empty target.
 */
export async function openLoader(
  database: Database,
  source: Pick<Snapshot, "migration" | "tables">,
  where: string,
): Promise<Loader> {
  const journal = migrationJournal();
  const known = journal[source.migration.level - 1];
  if (!known || known.tag !== source.migration.tag)
    throw new TransferError(
      `The copy was made by a newer version of Otter Coach (migration ${source.migration.tag}): restore it with that version.`,
    );
  const session = await openSession(database);
  let open = false;
  let released = false;
  const close = async (broken: boolean) => {
    if (released) return;
    released = true;
    if (open) await session.query("rollback").catch(() => undefined);
    session.release(broken);
  };
  const fail = async (err: unknown): Promise<never> => {
    await close(true);
    throw err;
  };
  let tables: Table[] = [];
  try {
    const names = new Set(source.tables.map((t) => t.name));
    const level = await migrationLevel(session);
    if (level && level.level > source.migration.level)
      throw new TransferError(
        `${where} was set up by a newer version (${level.tag}) than the copy (${source.migration.tag}): use a new, empty database.`,
      );
    await refuseUnlessEmpty(session, names, where);
    await migrate(database, { upTo: source.migration.level });
    tables = await readTables(session);
    if (
      !sameShape(
        tables.map(({ name, columns }) => ({ name, columns })),
        source.tables,
      )
    )
      throw new TransferError(`${where}: its tables after migration ${source.migration.tag} differ from the copy's.`);
    await session.query("begin");
    open = true;
    await session.query(CANONICAL_TEXT);
    // Keeps an app started on the target meanwhile from writing until the copy is in.
    await session.query(`lock table ${tables.map((t) => ident(t.name)).join(", ")} in exclusive mode`);
    await refuseUnlessEmpty(session, names, where);
    for (const t of [...tables].reverse())
      if (WRITTEN_AT_START.has(t.name)) await session.query(`delete from ${ident(t.name)}`);
  } catch (err) {
    return fail(err);
  }
  const byName = new Map(tables.map((t) => [t.name, t]));

  async function insertBatch(table: Table, rows: Row[]): Promise<void> {
    const width = table.columns.length;
    const values = rows.map(
      (_, r) => `(${table.columns.map((c, i) => `$${r * width + i + 1}::text::${c.type}`).join(", ")})`,
    );
    await session.query(
      `insert into ${ident(table.name)} (${table.columns.map((c) => ident(c.name)).join(", ")}) overriding system value values ${values.join(", ")}`,
      rows.flat(),
    );
  }

  return {
    async insert(name, rows) {
      const table = byName.get(name);
      if (!table) return fail(new TransferError(`the copy has rows for an unknown table ${name}`));
      try {
        let batch: Row[] = [];
        let bytes = 0;
        for (const row of rows) {
          if (row.length !== table.columns.length)
            throw new TransferError(`${name}: a row has ${row.length} values for ${table.columns.length} columns`);
          const full = (batch.length + 1) * row.length > MAX_PARAMETERS || bytes + rowSize(row) > BATCH_BYTES;
          if (batch.length > 0 && full) {
            await insertBatch(table, batch);
            batch = [];
            bytes = 0;
          }
          batch.push(row);
          bytes += rowSize(row);
        }
        if (batch.length > 0) await insertBatch(table, batch);
      } catch (err) {
        return fail(err);
      }
    },
    async finish(expected, sequences, beforeCommit) {
      let copied: TableSummary[];
      try {
        copied = [];
        for (const table of tables) {
          const got = await digestTable(session, table);
          const want = expected.find((e) => e.name === table.name);
          if (!want || want.rows !== got.rows || want.sha256 !== got.sha256)
            throw new TransferError(
              `${table.name}: the target holds ${got.rows} rows (sha256 ${got.sha256.slice(0, 12)}), ` +
                `the source ${want?.rows ?? "none"} (${want?.sha256.slice(0, 12) ?? "-"}); nothing was written.`,
            );
          copied.push(got);
        }
        for (const s of sequences)
          await session.query(`select setval($1::regclass, $2::bigint, $3::boolean)`, [
            `public.${ident(s.name)}`,
            s.value ?? "1",
            s.value === null ? false : s.called,
          ]);
        await beforeCommit?.((text, params) => session.query(text, params));
        await session.query("commit");
        open = false;
      } catch (err) {
        return fail(err);
      }
      await close(false);
      // The copy's level first, then this version's migrations on its data.
      if (source.migration.level < journal.length) await migrate(database);
      return copied;
    },
    abort: () => close(true),
  };
}
