// npm run backup -- [--out FILE] | npm run restore -- FILE | npm run migrate-to-postgres -- --to URL
// The database is the app's: DATABASE_URL, else PGlite in DATA_DIR (.env is read as by npm start).
// Decision 025.
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import {
  backup,
  migrateToPostgres,
  redactUrl,
  restore,
  type TransferReport,
} from "../src/server/db/transfer-commands.ts";
import { TransferError } from "../src/server/db/transfer.ts";
import { readEnv } from "../src/server/env.ts";

const USAGE = `Usage:
  npm run backup -- [--out FILE]             one file: every table and DATA_DIR's recordings
  npm run restore -- FILE                    into an empty DATA_DIR, or an empty DATABASE_URL
  npm run migrate-to-postgres -- --to URL    DATA_DIR's PGlite into a new, empty PostgreSQL`;

function print(report: TransferReport): void {
  const width = Math.max(...report.tables.map((t) => t.name.length));
  for (const t of report.tables)
    console.log(`  ${t.name.padEnd(width)}  ${String(t.rows).padStart(8)} rows  sha256 ${t.sha256.slice(0, 16)}`);
  const files = report.audioInDataDir === undefined ? `; ${report.files.length} DATA_DIR file(s)` : "";
  console.log(`  migration ${report.migration.tag}${files}`);
}

const stamp = () => new Date().toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);

async function main(): Promise<void> {
  if (existsSync(".env")) process.loadEnvFile(".env");
  const env = readEnv();
  const [command, ...args] = process.argv.slice(2);
  const at = { databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR };
  if (command === "backup") {
    const { values } = parseArgs({ args, options: { out: { type: "string" } } });
    const out = values.out ?? `otter-coach-backup-${stamp()}.tar.gz`;
    const report = await backup(at, out);
    print(report);
    console.log(`Backup written to ${out}. It holds every account's data and the auth secret: keep it private.`);
  } else if (command === "restore") {
    const { positionals } = parseArgs({ args, allowPositionals: true });
    if (positionals.length !== 1) throw new TransferError(USAGE);
    const report = await restore(positionals[0]!, at);
    print(report);
    const where = at.databaseUrl ? redactUrl(at.databaseUrl) : `DATA_DIR ${env.DATA_DIR}`;
    console.log(`Restored into ${where}. Start Otter Coach as usual.`);
  } else if (command === "migrate-to-postgres") {
    const { values } = parseArgs({ args, options: { to: { type: "string" } } });
    const to = values.to ?? env.DATABASE_URL;
    if (!to) throw new TransferError(USAGE);
    const report = await migrateToPostgres(env.DATA_DIR, to);
    print(report);
    console.log(`Every table copied and checked (rows and sha256). Now set, in .env or the environment:`);
    console.log(`  DATABASE_URL=${redactUrl(to)}   (the URL you gave; its password is not shown)`);
    if (report.audioInDataDir)
      console.log(
        `${report.audioInDataDir} recording(s) still in DATA_DIR/audio: keep DATA_DIR; the first start moves them in.`,
      );
    console.log(`DATA_DIR's PGlite database is untouched; remove DATA_DIR/db once you are happy.`);
  } else {
    throw new TransferError(USAGE);
  }
}

try {
  await main();
} catch (err) {
  // A refusal is said plainly; anything else keeps its stack for a bug report.
  console.error(err instanceof TransferError ? err.message : err);
  process.exitCode = 1;
}
