// The backup file (decision 025): a gzip'd tar that `tar tzf` can list, written in one pass.
//   backup.json                     format, source engine, migration level, tables and columns in load order
//   tables/<table>/000001.jsonl     the rows, one JSON array of text values (or null) a line, ~4 MB a part
//   files/<path>                    DATA_DIR files: audio/<user>/<id>.wav not yet in the database, auth-secret
//   manifest.json                   last: rows and sha256 per table, sequences, size and sha256 per file
import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import tar from "tar-stream";
import { z } from "zod";
import {
  MigrationLevelSchema,
  SequenceValueSchema,
  TableShapeSchema,
  TableSummarySchema,
  TransferError,
  rowLine,
  type Row,
  type TableShape,
} from "./transfer.ts";

export const BackupHeaderSchema = z.object({
  format: z.literal("otter-coach-backup"),
  version: z.literal(1),
  createdAt: z.string(),
  source: z.enum(["pglite", "postgres"]),
  migration: MigrationLevelSchema,
  tables: z.array(TableShapeSchema),
});
export const FileSummarySchema = z.object({
  path: z.string(),
  bytes: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export const BackupManifestSchema = z.object({
  tables: z.array(TableSummarySchema),
  sequences: z.array(SequenceValueSchema),
  files: z.array(FileSummarySchema),
});
export type BackupHeader = z.infer<typeof BackupHeaderSchema>;
export type BackupManifest = z.infer<typeof BackupManifestSchema>;
export type FileSummary = z.infer<typeof FileSummarySchema>;

/** DATA_DIR files a backup may carry; nothing else is ever written back (no `..`, no absolute path). */
export const DATA_DIR_FILE = /^(auth-secret|audio\/[\w-][\w.-]*\/[\w-][\w.-]*)$/;
const PART_BYTES = 4 << 20;
/** Larger entries are not ours (a part holds a few MB, a recording at most 10 MB). */
const MAX_ENTRY_BYTES = 256 << 20;

export const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

export interface BackupWriter {
  rows(table: string, rows: Row[]): Promise<void>;
  file(path: string, data: Buffer): Promise<FileSummary>;
  /** Writes the manifest and closes the file. */
  finish(manifest: BackupManifest): Promise<void>;
  abort(): Promise<void>;
}

/** Starts the file at `path` (mode 0600: it holds every user's data and the auth secret). */
export async function createBackupFile(path: string, header: BackupHeader): Promise<BackupWriter> {
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(path, { flags: "wx", mode: 0o600 }));
  written.catch(() => undefined);
  const entry = (name: string, data: Buffer) =>
    new Promise<void>((resolve, reject) =>
      pack.entry({ name, size: data.length, mode: 0o600 }, data, (err) => (err ? reject(err) : resolve())),
    );
  const json = (name: string, value: unknown) => entry(name, Buffer.from(`${JSON.stringify(value, null, 2)}\n`));
  await json("backup.json", header);
  const parts = new Map<string, number>();
  let pending: { table: string; lines: string[]; bytes: number } | null = null;
  const flush = async () => {
    if (!pending || pending.lines.length === 0) return;
    const part = (parts.get(pending.table) ?? 0) + 1;
    parts.set(pending.table, part);
    const { table, lines } = pending;
    pending = null;
    await entry(`tables/${table}/${String(part).padStart(6, "0")}.jsonl`, Buffer.from(lines.join("")));
  };
  return {
    async rows(table, rows) {
      if (pending && pending.table !== table) await flush();
      for (const row of rows) {
        pending ??= { table, lines: [], bytes: 0 };
        const line = rowLine(row);
        pending.lines.push(line);
        pending.bytes += line.length;
        if (pending.bytes >= PART_BYTES) await flush();
      }
    },
    async file(path, data) {
      if (!DATA_DIR_FILE.test(path)) throw new Error(`not a DATA_DIR file a backup carries: ${path}`);
      await flush();
      await entry(`files/${path}`, data);
      return { path, bytes: data.length, sha256: sha256(data) };
    },
    async finish(manifest) {
      await flush();
      await json("manifest.json", manifest);
      pack.finalize();
      await written;
    },
    async abort() {
      pack.destroy(new Error("backup aborted"));
      await written.catch(() => undefined);
    },
  };
}

export type BackupItem =
  | { kind: "header"; header: BackupHeader }
  | { kind: "rows"; table: string; rows: Row[] }
  | { kind: "file"; path: string; data: Buffer }
  | { kind: "manifest"; manifest: BackupManifest };

const notOurs = (why: string) => new TransferError(`This is not an Otter Coach backup, or it is damaged: ${why}.`);

function parse<T>(schema: z.ZodType<T>, data: Buffer, name: string): T {
  let value: unknown;
  try {
    value = JSON.parse(data.toString("utf8"));
  } catch {
    throw notOurs(`${name} is not JSON`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw notOurs(`${name} does not have the expected fields`);
  return parsed.data;
}

function parseRows(data: Buffer, table: TableShape, name: string): Row[] {
  const text = data.toString("utf8");
  if (!text.endsWith("\n")) throw notOurs(`${name} is cut short`);
  return text
    .slice(0, -1)
    .split("\n")
    .map((line) => {
      let row: unknown;
      try {
        row = JSON.parse(line);
      } catch {
        throw notOurs(`${name} has a line that is not JSON`);
      }
      if (
        !Array.isArray(row) ||
        row.length !== table.columns.length ||
        !row.every((v) => v === null || typeof v === "string")
      )
        throw notOurs(`${name} has a row that does not fit ${table.name}`);
      return row as Row;
    });
}

/**
 * The file's entries in order, checked as they come: the header first, table parts in the header's
 * table order, files, and the manifest last. Checksums are the reader's to compare with the manifest.
 */
export async function* readBackupFile(path: string): AsyncGenerator<BackupItem> {
  const extract = tar.extract();
  // Its errors reach the loop below through extract (pipeline destroys every stream with them).
  pipeline(createReadStream(path), createGunzip(), extract).catch(() => undefined);
  try {
    yield* entries(extract);
  } catch (err) {
    throw err instanceof TransferError ? err : notOurs((err as Error).message);
  }
}

async function* entries(extract: tar.Extract): AsyncGenerator<BackupItem> {
  let header: BackupHeader | null = null;
  let tableIndex = 0;
  let ended = false;
  for await (const entry of extract) {
    const name = entry.header.name;
    if (ended) throw notOurs(`${name} follows the manifest`);
    if (entry.header.type !== "file" || (entry.header.size ?? 0) > MAX_ENTRY_BYTES)
      throw notOurs(`unexpected entry ${name}`);
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    const data = Buffer.concat(chunks);
    if (!header) {
      if (name !== "backup.json") throw notOurs("it does not start with backup.json");
      header = parse(BackupHeaderSchema, data, name);
      yield { kind: "header", header };
      continue;
    }
    const part = /^tables\/([^/]+)\/\d{6}\.jsonl$/.exec(name);
    if (part) {
      const at = header.tables.findIndex((t) => t.name === part[1]);
      if (at < 0) throw notOurs(`${name} is not a table of its header`);
      if (at < tableIndex) throw notOurs(`${name} is out of order`);
      tableIndex = at;
      yield { kind: "rows", table: part[1]!, rows: parseRows(data, header.tables[at]!, name) };
    } else if (name.startsWith("files/") && DATA_DIR_FILE.test(name.slice("files/".length))) {
      tableIndex = header.tables.length;
      yield { kind: "file", path: name.slice("files/".length), data };
    } else if (name === "manifest.json") {
      ended = true;
      yield { kind: "manifest", manifest: parse(BackupManifestSchema, data, name) };
    } else throw notOurs(`unexpected entry ${name}`);
  }
  if (!header) throw notOurs("it is empty");
  if (!ended) throw notOurs("it has no manifest (cut short?)");
}
