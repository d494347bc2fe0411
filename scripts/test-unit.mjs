// Unit, component and server integration tests. The server suite runs on PGlite, and once
// more on PostgreSQL when TEST_DATABASE_URL is set.
import { spawnSync } from "node:child_process";

const vitest = [
  "--import",
  "./scripts/polyfills.mjs",
  "node_modules/vitest/vitest.mjs",
  "run",
  ...process.argv.slice(2),
];
const { TEST_DATABASE_URL, ...envWithoutPg } = process.env;

function run(label, env, args) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(process.execPath, args, { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run("Vitest on PGlite", envWithoutPg, vitest);
if (TEST_DATABASE_URL) run(`Server integration tests on PostgreSQL`, process.env, [...vitest, "src/server"]);
else console.log("\n(TEST_DATABASE_URL not set: server tests ran on PGlite only)");
