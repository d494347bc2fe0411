// Shared helpers for `npm run bench`: child processes that are always cleaned up, free loopback
// ports, bounded waits, temp directories, medians and the signed-in test user.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import NODE_FLAGS from "../src/server/node-flags.json" with { type: "json" };
import { setTimeout as sleep } from "node:timers/promises";

export const HOST = "127.0.0.1";

/** Every child process and temp directory the bench creates, so `cleanup()` can end them all. */
const children = new Set();
const tempDirs = new Set();
const cleanups = new Set();

export function log(...args) {
  process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${args.join(" ")}\n`);
}

export function makeTempDir(prefix = "otter-bench-") {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}

/** Registers an async cleanup (e.g. closing a browser, dropping a database) to run at the end. */
export function onCleanup(fn) {
  cleanups.add(fn);
  return () => cleanups.delete(fn);
}

export async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, HOST, () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function round(value, digits = 1) {
  if (!Number.isFinite(value)) return value;
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/**
 * Spawns `node <script>` (no shell) with the given env; collects stdout/stderr lines (bounded)
 * and exposes `exited` (a promise) and `stop()` (SIGTERM, then SIGKILL after `graceMs`).
 */
export function spawnNode(script, { env = {}, cwd = process.cwd(), args = [], name = script } = {}) {
  const startedAt = performance.now();
  const child = spawn(process.execPath, [...NODE_FLAGS, script, ...args], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(child);
  const lines = [];
  const keep = (stream, tag) => {
    let buf = "";
    stream.setEncoding("utf8");
    stream.on("data", (chunk) => {
      buf += chunk;
      let nl;
      while ((nl = buf.indexOf("\n")) >= 0) {
        const line = buf.slice(0, nl);
        buf = buf.slice(nl + 1);
        if (lines.length < 500) lines.push({ tag, line, at: performance.now() });
      }
      if (buf.length > 64 * 1024) buf = buf.slice(-64 * 1024);
    });
  };
  keep(child.stdout, "out");
  keep(child.stderr, "err");
  let exitInfo = null;
  const exited = new Promise((resolve) => {
    child.on("exit", (code, signal) => {
      exitInfo = { code, signal };
      children.delete(child);
      resolve(exitInfo);
    });
    child.on("error", (error) => {
      exitInfo = { code: null, signal: null, error };
      children.delete(child);
      resolve(exitInfo);
    });
  });
  return {
    name,
    child,
    startedAt,
    lines,
    exited,
    get exitInfo() {
      return exitInfo;
    },
    /** The tail of the process output, for error messages. */
    tail(n = 15) {
      return lines
        .slice(-n)
        .map((l) => `  ${l.tag}: ${l.line}`)
        .join("\n");
    },
    /** Waits for the process to exit on its own, at most `timeoutMs`; then stops it and throws. */
    async waitExit(timeoutMs) {
      const done = await Promise.race([exited, sleep(timeoutMs).then(() => null)]);
      if (done) return done;
      await this.stop(2000);
      throw new Error(`${name} did not finish within ${Math.round(timeoutMs / 1000)} s\n${this.tail()}`);
    },
    async stop(graceMs = 5000) {
      if (exitInfo) return exitInfo;
      child.kill("SIGTERM");
      const done = await Promise.race([exited, sleep(graceMs).then(() => null)]);
      if (done) return done;
      child.kill("SIGKILL");
      return Promise.race([exited, sleep(2000).then(() => ({ code: null, signal: "SIGKILL" }))]);
    },
  };
}

/**
 * Polls `url` until it answers 200 (every `intervalMs`, at most `timeoutMs`). Fails early when
 * the process exits. Returns the time (performance.now()) of the first 200.
 */
export async function waitForOk(url, proc, { timeoutMs = 60_000, intervalMs = 10 } = {}) {
  const deadline = performance.now() + timeoutMs;
  let lastError = "no attempt";
  while (performance.now() < deadline) {
    if (proc?.exitInfo) {
      throw new Error(`${proc.name} exited (${JSON.stringify(proc.exitInfo)}) before ${url} answered\n${proc.tail()}`);
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status === 200) return performance.now();
      lastError = `HTTP ${res.status}`;
    } catch (error) {
      lastError = error?.cause?.code ?? error?.message ?? String(error);
    }
    await sleep(intervalMs);
  }
  throw new Error(
    `${url} did not answer 200 within ${timeoutMs} ms (last: ${lastError})${proc ? `\n${proc.tail()}` : ""}`,
  );
}

/** Starts the production server (dist/server/index.js) on a free loopback port and waits for /api/health. */
export async function startApp(
  ctx,
  { dataDir, databaseUrl, logLevel = "warn", name = "app", timeoutMs = 60_000 } = {},
) {
  const port = await freePort();
  const baseUrl = `http://${HOST}:${port}`;
  const env = {
    NODE_ENV: "production",
    PORT: String(port),
    HOST,
    DATA_DIR: dataDir ?? makeTempDir("otter-bench-data-"),
    DATABASE_URL: databaseUrl ?? "",
    APP_URL: baseUrl,
    LOG_LEVEL: logLevel,
    TRUSTED_PROXY: "true",
    COACH_PROVIDER: "guided",
    // Never talk to anything outside this machine.
    SMTP_URL: "",
    LLM_BASE_URL: "",
    STT_BASE_URL: "",
  };
  const proc = spawnNode(ctx.serverEntry, { env, cwd: ctx.root, name });
  const readyAt = await waitForOk(`${baseUrl}/api/health`, proc, { timeoutMs });
  return { proc, port, baseUrl, env, readyMs: readyAt - proc.startedAt };
}

/** The `startupMs` the server logged in its ready line (needs LOG_LEVEL=info), waiting briefly for it. */
export async function readyLineStartupMs(proc, timeoutMs = 2000) {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    for (const { line } of proc.lines) {
      if (!line.includes("Otter Coach is ready")) continue;
      try {
        return JSON.parse(line).startupMs;
      } catch {
        /* not JSON: keep looking */
      }
    }
    await sleep(20);
  }
  return undefined;
}

let signUpCounter = 0;

/**
 * Signs up a fresh user and returns the Cookie header (session token + signed session cache).
 * Each sign-up gets its own X-Forwarded-For (the server trusts it with TRUSTED_PROXY=true) so
 * the 5 sign-ups/min/IP limit never trips.
 */
export async function signUp(baseUrl) {
  signUpCounter += 1;
  const stamp = `${process.pid}-${Date.now()}-${signUpCounter}`;
  const res = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: baseUrl,
      "x-forwarded-for": `10.77.${(signUpCounter >> 8) & 255}.${signUpCounter & 255}`,
    },
    body: JSON.stringify({
      email: `bench-${stamp}@example.test`,
      password: `Bench-otter-${stamp}!`,
      name: "Bench Otter",
    }),
    signal: AbortSignal.timeout(15_000),
  });
  const body = await res.text();
  if (!res.ok) throw new Error(`sign-up failed: HTTP ${res.status} ${body.slice(0, 300)}`);
  const cookies = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c) => c.includes("="));
  if (!cookies.some((c) => c.includes("session_token")))
    throw new Error(`sign-up set no session cookie: ${cookies.join("; ")}`);
  return cookies.join("; ");
}

/** Ends every child process (SIGTERM, then SIGKILL) and runs registered cleanups; removes temp dirs. */
export async function cleanup() {
  for (const fn of [...cleanups].reverse()) {
    cleanups.delete(fn);
    try {
      await Promise.race([fn(), sleep(10_000)]);
    } catch (error) {
      log(`cleanup step failed: ${error?.message ?? error}`);
    }
  }
  await Promise.all(
    [...children].map(async (child) => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      const done = await Promise.race([exited.then(() => true), sleep(5000).then(() => false)]);
      if (!done) {
        child.kill("SIGKILL");
        await Promise.race([exited, sleep(2000)]);
      }
    }),
  );
  for (const dir of tempDirs) {
    try {
      rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
    } catch {
      /* best effort */
    }
    tempDirs.delete(dir);
  }
}

/** Last resort when the process is exiting: SIGKILL whatever is still alive (synchronous). */
export function killAllNow() {
  for (const child of children) {
    try {
      child.kill("SIGKILL");
    } catch {
      /* already gone */
    }
  }
  for (const dir of tempDirs) {
    try {
      rmSync(dir, { recursive: true, force: true });
    } catch {
      /* best effort */
    }
  }
}

/** A metric row; `pass` is computed from `budget` = { max } or { min } when the value is a number. */
export function metric(label, value, unit, budget) {
  const row = { label, value, unit };
  if (budget) {
    row.budget = budget;
    row.pass =
      typeof value === "number" && Number.isFinite(value)
        ? (budget.max === undefined || value <= budget.max) && (budget.min === undefined || value >= budget.min)
        : false;
  }
  return row;
}

// --- Contention: the machine has 2 cores and other people's tests may be running on it. ---

function cpuTimes() {
  try {
    const line = readFileSync("/proc/stat", "utf8").split("\n")[0]; // "cpu  user nice system idle iowait irq softirq steal …"
    const v = line.trim().split(/\s+/).slice(1).map(Number);
    const idle = v[3] + (v[4] || 0);
    const total = v.slice(0, 8).reduce((a, b) => a + b, 0);
    return { idle, total };
  } catch {
    return null; // not Linux
  }
}

/** Share of all CPUs busy over the next `ms` (0–1), or NaN when /proc/stat is unavailable. */
export async function cpuBusy(ms = 1000) {
  const a = cpuTimes();
  await sleep(ms);
  const b = cpuTimes();
  if (!a || !b || b.total === a.total) return NaN;
  return 1 - (b.idle - a.idle) / (b.total - a.total);
}

export const BUSY_THRESHOLD = 0.25;
let quietWaitLeftMs = 60_000;

/**
 * Before a timing-sensitive measurement (with our own servers idle): how busy is the machine?
 * Waits (bounded: ≤ `maxWaitMs` here, ≤ 60 s over the whole bench) for other processes to calm
 * down, then records { label, busyPct, load1, waitedS } in ctx.contention for the report.
 */
export async function checkQuiet(ctx, label, { maxWaitMs = 15_000 } = {}) {
  const t0 = performance.now();
  let busy = await cpuBusy(1000);
  while (busy > BUSY_THRESHOLD && performance.now() - t0 < Math.min(maxWaitMs, quietWaitLeftMs)) {
    busy = await cpuBusy(1000);
  }
  const waited = performance.now() - t0;
  quietWaitLeftMs = Math.max(0, quietWaitLeftMs - Math.max(0, waited - 1000));
  const entry = {
    label,
    busyPct: Number.isFinite(busy) ? Math.round(busy * 100) : null,
    load1: round(loadavg()[0], 2),
    waitedS: round(waited / 1000, 1),
  };
  (ctx.contention ??= []).push(entry);
  if (busy > BUSY_THRESHOLD)
    log(
      `warning: machine busy before "${label}": ${entry.busyPct}% CPU in use by other processes, load ${entry.load1}`,
    );
  return entry;
}

/**
 * Bundles a TypeScript bench driver (bench/drivers/*.ts), runs it in its own process once
 * the machine is quiet, and returns the JSON object it prints last.
 */
export async function runBundledBench(ctx, { entry, name, quietFor, args = [], env = {}, timeoutMs = 300_000 }) {
  const { bundleForNode } = await import("../scripts/node-bundle.mjs");
  const { mkdirSync } = await import("node:fs");
  const dir = join(ctx.root, "node_modules", ".cache", "otter-bench");
  mkdirSync(dir, { recursive: true });
  const script = join(dir, `${name.replace(/\W+/g, "-")}-${process.pid}.mjs`);
  await bundleForNode(join(ctx.root, entry), script);
  try {
    await checkQuiet(ctx, quietFor);
    const proc = spawnNode(script, { args, env, name });
    const exit = await proc.waitExit(timeoutMs); // bounded: a stuck bench script is killed
    const last = proc.lines.filter((l) => l.tag === "out").at(-1)?.line ?? "";
    if (exit.code !== 0 || !last.startsWith("{")) throw new Error(`${name} failed (${exit.code}):\n${proc.tail()}`);
    return JSON.parse(last);
  } finally {
    rmSync(script, { force: true });
  }
}
