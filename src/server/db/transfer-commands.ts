// backup, restore and migrate-to-postgres (decision 025): the tables through transfer.ts, plus what
// lives in DATA_DIR beside the database (recordings not yet moved into audio_files, the auth secret).
import { existsSync } from "node:fs";
import { chmod, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import {
  createBackupFile,
  DATA_DIR_FILE,
  readBackupFile,
  sha256,
  type BackupManifest,
  type FileSummary,
} from "./backup-file.ts";
import { openDatabase, type Database } from "./client.ts";
import { DataDirLockError } from "./data-dir-lock.ts";
import { openLoader, type Query } from "./transfer-target.ts";
import {
  readSnapshot,
  TableDigest,
  TransferError,
  type MigrationLevel,
  type TableShape,
  type TableSummary,
} from "./transfer.ts";

/** Where a database is, as the app finds it: DATABASE_URL, else PGlite in DATA_DIR. */
export interface Location {
  databaseUrl?: string;
  dataDir: string;
}

export interface TransferReport {
  migration: MigrationLevel;
  tables: TableSummary[];
  /** DATA_DIR files carried (backup, restore). */
  files: FileSummary[];
  /** Recordings left in DATA_DIR/audio (migrate-to-postgres): moved into the database by the next start. */
  audioInDataDir?: number;
}

/** The URL without its password, for messages. */
export function redactUrl(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = "****";
  return u.toString();
}

const describe = (at: Location) =>
  at.databaseUrl ? `The database ${redactUrl(at.databaseUrl)}` : `DATA_DIR ${resolve(at.dataDir)}`;

async function open(at: Location, mustExist: boolean): Promise<Database> {
  // PGlite would create a new, empty database where none is.
  if (mustExist && !at.databaseUrl && !existsSync(join(at.dataDir, "db", "PG_VERSION")))
    throw new TransferError(`DATA_DIR ${resolve(at.dataDir)} holds no database (no db/ folder): check DATA_DIR.`);
  try {
    return await openDatabase({ databaseUrl: at.databaseUrl, dataDir: at.dataDir });
  } catch (err) {
    if (!(err instanceof DataDirLockError)) throw err;
    throw new TransferError(
      `${err.message}\nPGlite serves one process per DATA_DIR (decision 012): stop that Otter Coach, then run this again.`,
    );
  }
}

/** The DATA_DIR files a backup carries, as paths inside DATA_DIR. */
async function dataDirFiles(dataDir: string): Promise<string[]> {
  const list = (dir: string) =>
    readdir(dir, { withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
      if (err.code === "ENOENT") return [];
      throw err;
    });
  const found = existsSync(join(dataDir, "auth-secret")) ? ["auth-secret"] : [];
  for (const owner of await list(join(dataDir, "audio"))) {
    if (!owner.isDirectory()) continue;
    for (const file of await list(join(dataDir, "audio", owner.name)))
      if (file.isFile()) found.push(`audio/${owner.name}/${file.name}`);
  }
  return found.filter((path) => DATA_DIR_FILE.test(path));
}

const readSecret = (data: Buffer | undefined) => data?.toString("utf8").trim() || null;

/**
 * Carries the generated auth secret across engines so sessions stay valid (decision 021): PostgreSQL
 * keeps it in server_secrets, PGlite in DATA_DIR/auth-secret. Runs in the copy's transaction; returns
 * the secret to write to DATA_DIR/auth-secret, if any.
 */
async function carrySecret(
  query: Query,
  target: Database["kind"],
  tables: TableShape[],
  fromFile: string | null,
): Promise<string | null> {
  if (!tables.some((t) => t.name === "server_secrets")) return fromFile;
  if (target === "postgres") {
    if (fromFile)
      await query(`insert into server_secrets (name, value) values ('auth', $1) on conflict do nothing`, [fromFile]);
    return null;
  }
  const [row] = await query(`select value from server_secrets where name = 'auth'`);
  return fromFile ?? ((row?.[0] as string | undefined) || null);
}

/** Writes one consistent backup file of the database (every table) and DATA_DIR's files. */
export async function backup(from: Location, out: string): Promise<TransferReport> {
  if (existsSync(out)) throw new TransferError(`${out} already exists: choose another name.`);
  const partial = `${out}.partial`;
  const database = await open(from, true);
  try {
    return await readSnapshot(database, async (snapshot) => {
      const writer = await createBackupFile(partial, {
        format: "otter-coach-backup",
        version: 1,
        createdAt: new Date().toISOString(),
        source: snapshot.engine,
        migration: snapshot.migration,
        tables: snapshot.tables,
      });
      try {
        const tables = await snapshot.copy((name, rows) => writer.rows(name, rows));
        const files: FileSummary[] = [];
        for (const path of await dataDirFiles(from.dataDir)) {
          // Gone since the listing: a starting app moved the recording into the database.
          const data = await readFile(join(from.dataDir, path)).catch(() => null);
          if (data) files.push(await writer.file(path, data));
        }
        await writer.finish({ tables, sequences: snapshot.sequences, files });
        await rename(partial, out);
        return { migration: snapshot.migration, tables, files };
      } catch (err) {
        await writer.abort();
        await rm(partial, { force: true });
        throw err;
      }
    });
  } finally {
    await database.close();
  }
}

/** Brings a backup file back into an empty database (and DATA_DIR); refuses a target holding data. */
export async function restore(file: string, to: Location): Promise<TransferReport> {
  if (!existsSync(file)) throw new TransferError(`${file} does not exist.`);
  const dataDir = resolve(to.dataDir);
  if ((await dataDirFiles(dataDir)).some((path) => path.startsWith("audio/")))
    throw new TransferError(`DATA_DIR ${dataDir} already holds recordings (audio/): restore only into an empty one.`);
  const items = readBackupFile(file);
  const first = await items.next();
  if (first.done || first.value.kind !== "header") throw new TransferError(`${file} is not an Otter Coach backup.`);
  const header = first.value.header;
  const database = await open(to, false);
  let stage: string | null = null;
  try {
    const loader = await openLoader(database, header, describe(to));
    try {
      const digests = new Map(header.tables.map((t) => [t.name, new TableDigest(t.name)]));
      // Recordings wait in DATA_DIR/.restore-* (same file system) until the database is in.
      const staged: FileSummary[] = [];
      let fromFile: string | null = null;
      let manifest: BackupManifest | undefined;
      for await (const item of items) {
        if (item.kind === "rows") {
          digests.get(item.table)!.add(item.rows);
          await loader.insert(item.table, item.rows);
        } else if (item.kind === "file") {
          staged.push({ path: item.path, bytes: item.data.length, sha256: sha256(item.data) });
          if (item.path === "auth-secret") fromFile = readSecret(item.data);
          else {
            if (!stage) {
              await mkdir(dataDir, { recursive: true });
              stage = await mkdtemp(join(dataDir, ".restore-"));
            }
            await mkdir(dirname(join(stage, item.path)), { recursive: true });
            await writeFile(join(stage, item.path), item.data, { mode: 0o600 });
          }
        } else if (item.kind === "manifest") manifest = item.manifest;
      }
      if (!manifest) throw new TransferError(`${file} has no manifest.`);
      // The file against its own manifest first, so a damaged file is named as such.
      const inFile = [...digests.values()].map((d) => d.summary());
      if (JSON.stringify(inFile) !== JSON.stringify(manifest.tables))
        throw new TransferError(`${file} is damaged: its rows do not match its manifest. Nothing was restored.`);
      if (JSON.stringify(staged) !== JSON.stringify(manifest.files))
        throw new TransferError(`${file} is damaged: its files do not match its manifest. Nothing was restored.`);
      let secret = null as string | null;
      const tables = await loader.finish(manifest.tables, manifest.sequences, async (query) => {
        secret = await carrySecret(query, database.kind, header.tables, fromFile);
      });
      // The database is in; the recordings follow (the next start moves them into it, decision 024).
      for (const { path } of staged) {
        if (path === "auth-secret") continue;
        await mkdir(dirname(join(dataDir, path)), { recursive: true });
        await rename(join(stage!, path), join(dataDir, path));
      }
      if (secret) {
        await writeFile(join(dataDir, "auth-secret"), `${secret}\n`, { mode: 0o600 });
        await chmod(join(dataDir, "auth-secret"), 0o600);
      }
      return { migration: header.migration, tables, files: manifest.files };
    } catch (err) {
      await loader.abort();
      throw err;
    }
  } finally {
    await items.return(undefined);
    if (stage) await rm(stage, { recursive: true, force: true });
    await database.close();
  }
}

/** Copies the PGlite database in DATA_DIR into a new, empty PostgreSQL database, checking every table. */
export async function migrateToPostgres(dataDir: string, url: string): Promise<TransferReport> {
  if (!/^postgres(ql)?:$/.test(new URL(url).protocol))
    throw new TransferError("--to must be a postgres:// (or postgresql://) URL.");
  const source = await open({ dataDir }, true);
  try {
    const target = await openDatabase({ databaseUrl: url });
    try {
      return await readSnapshot(source, async (snapshot) => {
        const loader = await openLoader(target, snapshot, describe({ databaseUrl: url, dataDir }));
        try {
          const digests = await snapshot.copy((name, rows) => loader.insert(name, rows));
          const files = await dataDirFiles(dataDir);
          const fromFile = files.includes("auth-secret")
            ? readSecret(await readFile(join(dataDir, "auth-secret")))
            : null;
          const tables = await loader.finish(digests, snapshot.sequences, (query) =>
            carrySecret(query, "postgres", snapshot.tables, fromFile).then(() => undefined),
          );
          const audioInDataDir = files.filter((path) => path.startsWith("audio/")).length;
          return { migration: snapshot.migration, tables, files: [], audioInDataDir };
        } catch (err) {
          await loader.abort();
          throw err;
        }
      });
    } finally {
      await target.close();
    }
  } finally {
    await source.close();
  }
}
