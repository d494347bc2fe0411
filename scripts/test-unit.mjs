// Unit, component and server integration tests. The server suite runs on PGlite, and the
// server tests that use a database run once more on PostgreSQL when TEST_DATABASE_URL is set.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";

const vitest = ["--import", "./scripts/polyfills.mjs", "node_modules/vitest/vitest.mjs", "run"];
const args = process.argv.slice(2);
const filters = args.filter((a) => !a.startsWith("-"));
const flags = args.filter((a) => a.startsWith("-"));
const { TEST_DATABASE_URL, ...envWithoutPg } = process.env;

function run(label, env, args) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(process.execPath, args, { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// A server test uses a database when it sits in src/server/db, imports the test server, the test
// database, a process starter or the db layer, or reads TEST_DATABASE_URL itself. The rest (the safety evaluation,
// the reader's training, the coach personas) are pure and gain nothing from a second pass.
const USES_DATABASE = /testing\/(test-server|test-database|server-process)\.ts|\bdb\/|TEST_DATABASE_URL/;

function serverFilesWithDatabase(filters) {
  const root = resolve("src/server");
  const wanted = filters.map((f) => relative(process.cwd(), resolve(f)));
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith(".test.ts"))
    .map((e) => relative(process.cwd(), join(e.parentPath, e.name)))
    .filter((f) => wanted.length === 0 || wanted.some((w) => f === w || f.startsWith(`${w}/`) || w === "src"))
    .filter((f) => f.startsWith("src/server/db/") || USES_DATABASE.test(readFileSync(f, "utf8")))
    .sort();
}

run("Vitest on PGlite", envWithoutPg, [...vitest, ...args]);
if (TEST_DATABASE_URL) {
  const files = serverFilesWithDatabase(filters);
  if (files.length > 0)
    run(`Server integration tests on PostgreSQL (${files.length} files that use a database)`, process.env, [
      ...vitest,
      ...flags,
      ...files,
    ]);
} else console.log("\n(TEST_DATABASE_URL not set: server tests ran on PGlite only)");
