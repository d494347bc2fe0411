// `npm run bench`: measures start-up, bundle sizes, API throughput/latency and Lighthouse scores,
// writes bench-results/report.json + report.md and prints the Markdown. Benchmarks are not tests
// (DESIGN.md decision 12): a missed budget is reported, not failed on, unless --strict.
//
//   npm run bench                          all sections, in order
//   npm run bench -- --only=startup,bundle  a subset
//   npm run bench -- --strict               exit 1 when a budget is missed
//   npm run bench -- --build                rebuild first (default: build only when dist is missing)
//
// Each section is a module in bench/ whose default export takes the context and returns
// { name, metrics: [{ label, value, unit, budget?, pass? }], details?, notes?, error? }.
// Code a section times in its own process is a TypeScript driver in bench/drivers/, bundled by
// bench/lib.mjs (the coach's is still src/server/features/coach/testing/coach-bench.ts).
// Every child process is ended at the end, even on failure; only loopback addresses are used.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { BUSY_THRESHOLD, cleanup, killAllNow, log } from "../bench/lib.mjs";
import { writeReport } from "../bench/report.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** Sections in run order. Later ones (coach latency, reminders/s) slot in here. */
const SECTIONS = [
  { key: "startup", load: () => import("../bench/startup.mjs") },
  { key: "bundle", load: () => import("../bench/bundle.mjs") },
  { key: "api", load: () => import("../bench/api.mjs") },
  { key: "lighthouse", load: () => import("../bench/lighthouse.mjs") },
  { key: "lighthouse-home", load: () => import("../bench/lighthouse-home.mjs") },
  { key: "reminders", load: () => import("../bench/reminders.mjs") },
  { key: "coach", load: () => import("../bench/coach.mjs") },
  { key: "safety", load: () => import("../bench/safety.mjs") },
];

function parseArgs(argv) {
  const opts = { only: null, strict: false, build: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg.startsWith("--only=")) opts.only = arg.slice(7);
    else if (arg === "--only") opts.only = argv[++i] ?? "";
    else if (arg === "--strict") opts.strict = true;
    else if (arg === "--build") opts.build = true;
    else if (arg === "--help" || arg === "-h") {
      console.log(`usage: npm run bench [-- --only=${SECTIONS.map((s) => s.key).join(",")}] [--strict] [--build]`);
      process.exit(0);
    } else {
      console.error(`unknown argument: ${arg}`);
      process.exit(2);
    }
  }
  if (opts.only !== null) {
    const keys = opts.only
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    const unknown = keys.filter((k) => !SECTIONS.some((s) => s.key === k));
    if (unknown.length || keys.length === 0) {
      console.error(
        `--only: unknown section(s) ${unknown.join(", ") || "(none given)"}; known: ${SECTIONS.map((s) => s.key).join(", ")}`,
      );
      process.exit(2);
    }
    opts.only = new Set(keys);
  }
  return opts;
}

function ensureBuilt(force) {
  const missing = ["dist/client/index.html", "dist/server/index.js"].filter((f) => !existsSync(join(root, f)));
  if (missing.length === 0 && !force) return;
  log(force ? "building (--build)" : `building (missing ${missing.join(", ")})`);
  // Build output goes to stderr so stdout stays the Markdown report.
  const r = spawnSync("npm", ["run", "build"], {
    cwd: root,
    stdio: ["ignore", process.stderr, process.stderr],
    timeout: 300_000,
  });
  if (r.status !== 0)
    throw new Error(`npm run build failed (status ${r.status}${r.error ? `, ${r.error.message}` : ""})`);
}

function gitCommit() {
  try {
    const sha = execFileSync("git", ["rev-parse", "--short", "HEAD"], {
      cwd: root,
      encoding: "utf8",
      timeout: 5000,
    }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain", "--untracked-files=no"], {
      cwd: root,
      encoding: "utf8",
      timeout: 5000,
    }).trim();
    return dirty ? `${sha} (uncommitted changes)` : sha;
  } catch {
    return "unknown commit";
  }
}

let chromePids = new Set();
function killChromeNow() {
  for (const pid of chromePids) {
    try {
      process.kill(-pid, "SIGKILL"); // chrome-launcher starts Chromium in its own process group
    } catch {
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        /* gone */
      }
    }
  }
}

let interrupted = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    log(`${signal}: stopping child processes`);
    Promise.race([cleanup(), new Promise((r) => setTimeout(r, 15_000))]).finally(() => {
      killChromeNow();
      process.exit(130);
    });
  });
}
process.on("exit", () => {
  killAllNow();
  killChromeNow();
});

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const started = performance.now();
  const startedAt = new Date().toISOString();
  const ctx = { root, serverEntry: join(root, "dist", "server", "index.js") };
  const sections = [];
  let crashed = false;
  try {
    ensureBuilt(opts.build);
    for (const { key, load } of SECTIONS) {
      if (opts.only && !opts.only.has(key)) continue;
      if (interrupted) break;
      const t0 = performance.now();
      log(`section ${key}: start`);
      let result;
      ctx.contention = [];
      try {
        const mod = await load();
        if (mod.chromePids) chromePids = mod.chromePids;
        result = await mod.default(ctx);
      } catch (error) {
        crashed = true;
        log(`section ${key} failed: ${error?.stack ?? error}`);
        result = { name: key, metrics: [], error: String(error?.message ?? error).slice(0, 2000) };
      }
      result.key = key;
      if (ctx.contention.length) {
        result.details = { ...result.details, contention: ctx.contention };
        const busy = ctx.contention.filter((c) => c.busyPct !== null && c.busyPct > BUSY_THRESHOLD * 100);
        if (busy.length) {
          const worst = Math.max(...busy.map((c) => c.busyPct));
          (result.notes ??= []).push(
            `⚠️ Other processes were using up to ${worst}% of the CPUs (load ${Math.max(...busy.map((c) => c.load1))}) just before ` +
              `${busy.length} of ${ctx.contention.length} measurements (${busy.map((c) => c.label).join("; ")}): these figures are not reliable; rerun on a quiet machine.`,
          );
        }
      }
      result.durationS = Math.round((performance.now() - t0) / 100) / 10;
      sections.push(result);
      log(`section ${key}: done in ${result.durationS} s`);
    }
  } finally {
    await cleanup();
  }

  const cpu = cpus();
  const report = {
    startedAt,
    durationS: Math.round((performance.now() - started) / 1000),
    env: {
      node: process.versions.node,
      platform: `${process.platform} ${process.arch}`,
      cpus: cpu.length,
      cpuModel: cpu[0]?.model?.trim() ?? "unknown CPU",
      memGb: Math.round(totalmem() / 2 ** 30),
      commit: gitCommit(),
    },
    sections,
  };
  const { dir, markdown } = writeReport(root, report);
  console.log(markdown);
  log(`report written to ${dir}/report.{json,md}`);
  const missed = sections.some((s) => s.metrics.some((m) => m.budget && !m.pass));
  if (crashed) process.exitCode = 1;
  else if (opts.strict && missed) process.exitCode = 1;
}

main().catch(async (error) => {
  log(`bench failed: ${error?.stack ?? error}`);
  await cleanup().catch(() => {});
  process.exit(1);
});
