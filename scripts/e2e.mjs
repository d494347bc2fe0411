// `npm run test:e2e [-- <playwright args>]`: the browser suite (Playwright + Debian's Chromium).
//
// 1. checks for Chromium (CHROME_PATH, default /usr/bin/chromium): missing on CI fails loudly,
//    missing locally prints a loud SKIPPED banner and exits 0;
// 2. builds the app into this run's own folder, test-results/e2e-run-<pid>/build/{client,server,drizzle}:
//    the client with the project's vite.config.ts (`vite build --outDir …`), the server with
//    scripts/build-server.mjs (then copied). dist/ is shared by everyone working in this tree, and
//    a rebuild there swaps the hashed assets under a running test server (index.html then points
//    at files that are gone). E2E_BUILD=skip reuses the newest complete build of an earlier run;
// 3. picks a free port and a fresh data directory, runs `playwright test` with any extra
//    arguments (artifacts go to test-results/e2e-run-<pid>/artifacts, so parallel runs in this
//    tree do not wipe each other's), and exits with its code. The data directory is removed after
//    a green run and kept (its path printed) after a red one, for the database and the outbox.
import { spawn, spawnSync } from "node:child_process";
import {
  accessSync,
  constants,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";

const require = createRequire(import.meta.url);
const args = process.argv.slice(2);
const CI = Boolean(process.env.CI);
process.chdir(resolve(import.meta.dirname, ".."));

const RESULTS = "test-results";
const RUN_PREFIX = "e2e-run-";
const runDir = join(RESULTS, `${RUN_PREFIX}${process.pid}`);

function fail(message) {
  console.error(`e2e: ${message}`);
  process.exit(1);
}

// ---- 1. browser ------------------------------------------------------------------------------
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
let browserProblem = null;
try {
  accessSync(chromePath, constants.X_OK);
} catch {
  browserProblem = `Chromium not found at ${chromePath}`;
}
if (browserProblem) {
  const bar = "#".repeat(78);
  const lines = [
    bar,
    `#  ${CI ? "BROWSER SUITE FAILED" : "BROWSER SUITE SKIPPED"}: ${browserProblem}`,
    "#",
    "#  Install Debian's Chromium (Playwright's own browser downloads are not used here):",
    "#      apt-get install -y chromium",
    "#  or point CHROME_PATH at a Chromium/Chrome binary, then run `npm run test:e2e` again.",
    CI ? "#  On CI a missing browser is an error." : "#  NO BROWSER TESTS RAN. (With CI set, this is an error.)",
    bar,
  ];
  (CI ? console.error : console.warn)(`\n${lines.join("\n")}\n`);
  process.exit(CI ? 1 : 0);
}

// ---- 2. build --------------------------------------------------------------------------------
function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === "EPERM";
  }
}

/** Earlier runs' folders, newest first, with whether their process still runs. */
function earlierRuns() {
  if (!existsSync(RESULTS)) return [];
  return readdirSync(RESULTS)
    .filter((name) => name.startsWith(RUN_PREFIX) && name !== `${RUN_PREFIX}${process.pid}`)
    .map((name) => ({
      dir: join(RESULTS, name),
      alive: isAlive(Number(name.slice(RUN_PREFIX.length))),
      mtime: statSync(join(RESULTS, name)).mtimeMs,
    }))
    .sort((a, b) => b.mtime - a.mtime);
}

/** Every file index.html refers to, the service worker and the server bundle are there. */
function buildProblems(dir) {
  const html = join(dir, "client", "index.html");
  if (!existsSync(html)) return ["client/index.html is missing"];
  const problems = [];
  for (const [, ref] of readFileSync(html, "utf8").matchAll(/(?:src|href)="\/([^"?#]+)"/g)) {
    if (!existsSync(join(dir, "client", ref))) problems.push(`client/${ref} (from index.html) is missing`);
  }
  for (const file of ["client/sw.js", "server/index.js", "drizzle/meta/_journal.json"]) {
    if (!existsSync(join(dir, file))) problems.push(`${file} is missing`);
  }
  return problems;
}

function run(command, commandArgs) {
  const result = spawnSync(command, commandArgs, { stdio: "inherit" });
  if (result.status !== 0) fail(`\`${[command, ...commandArgs].join(" ")}\` failed`);
}

const buildDir = join(runDir, "build");
if (process.env.E2E_BUILD === "skip") {
  // Copied into this run's folder: another run may clean the earlier folder up meanwhile.
  const previous = earlierRuns()
    .map((r) => join(r.dir, "build"))
    .find((d) => buildProblems(d).length === 0);
  if (!previous) fail("E2E_BUILD=skip, but no complete build of an earlier run is left in test-results/");
  cpSync(previous, buildDir, { recursive: true });
  if (buildProblems(buildDir).length) fail(`could not copy the build of ${previous}`);
  console.log(`e2e: reusing the build of ${previous}`);
} else {
  // Folders of finished runs go, except the newest (its build serves E2E_BUILD=skip, its
  // artifacts a look at the last failure).
  for (const [i, r] of earlierRuns().entries()) if (!r.alive && i > 0) rmSync(r.dir, { recursive: true, force: true });
  mkdirSync(buildDir, { recursive: true });
  const started = Date.now();
  console.log(`e2e: building the app into ${buildDir}...`);
  const vite = join(dirname(require.resolve("vite/package.json")), "bin", "vite.js");
  run(process.execPath, [
    vite,
    "build",
    "--outDir",
    resolve(buildDir, "client"),
    "--emptyOutDir",
    "--logLevel",
    "warn",
  ]);
  run(process.execPath, ["scripts/build-server.mjs"]);
  cpSync("dist/server", join(buildDir, "server"), { recursive: true });
  cpSync("drizzle", join(buildDir, "drizzle"), { recursive: true }); // the server looks for migrations next to itself
  const problems = buildProblems(buildDir);
  if (problems.length) fail(`the build is incomplete:\n  ${problems.join("\n  ")}`);
  console.log(`e2e: built in ${((Date.now() - started) / 1000).toFixed(1)}s`);
}

// ---- 3. run ----------------------------------------------------------------------------------
function freePort() {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolvePort(port));
    });
  });
}

// Data directories kept by failed runs are removed after a day.
for (const name of readdirSync(tmpdir())) {
  const dir = join(tmpdir(), name);
  if (name.startsWith("otter-e2e-") && Date.now() - statSync(dir).mtimeMs > 24 * 3600_000)
    rmSync(dir, { recursive: true, force: true });
}

const port = process.env.E2E_PORT || String(await freePort());
const ownDataDir = !process.env.E2E_DATA_DIR;
const dataDir = process.env.E2E_DATA_DIR || mkdtempSync(join(tmpdir(), "otter-e2e-"));
const started = Date.now();

const child = spawn(process.execPath, [require.resolve("@playwright/test/cli"), "test", ...args], {
  stdio: "inherit",
  env: {
    ...process.env,
    E2E_PORT: port,
    E2E_DATA_DIR: dataDir,
    E2E_SERVER: join(buildDir, "server", "index.js"),
    E2E_OUTPUT_DIR: join(runDir, "artifacts"),
    CHROME_PATH: chromePath,
  },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => {
  const status = code ?? (signal ? 1 : 0);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (ownDataDir && status === 0) rmSync(dataDir, { recursive: true, force: true });
  else if (ownDataDir) console.log(`e2e: the server's data (database, outbox) is kept in ${dataDir}`);
  console.log(
    `e2e: playwright exited with ${status} after ${seconds}s; report: npx playwright show-report test-results/html`,
  );
  process.exit(status);
});
