// API throughput and latency with autocannon (50 connections, 2 s warm-up + 10 s measured):
// a bare Hono hello-world as the baseline, then the app's signed-in read (GET /api/progress) and
// write (PATCH /api/profile) on PGlite and, when reachable, on PostgreSQL. Every server runs in
// its own child process; autocannon runs here.
import { createRequire } from "node:module";
import { join } from "node:path";
import pg from "pg";
import {
  checkQuiet,
  freePort,
  HOST,
  log,
  metric,
  onCleanup,
  round,
  signUp,
  spawnNode,
  startApp,
  waitForOk,
} from "./lib.mjs";

const require = createRequire(import.meta.url);
const autocannon = require("autocannon");

const CONNECTIONS = 50;
const WARMUP_S = 2;
const DURATION_S = 10;
const PG_ADMIN_URL = "postgres://postgres@127.0.0.1:5432/test";
const PG_BENCH_DB = "otter_bench";
const PG_BENCH_URL = `postgres://postgres@127.0.0.1:5432/${PG_BENCH_DB}`;
const BUDGET = {
  ratio: { postgres: 0.25, pglite: 0.08 },
  readP975: 50,
  writeP975: 100,
};

/** One autocannon run; the instance is stopped by cleanup if the bench is interrupted. */
function cannon(opts) {
  return new Promise((resolve, reject) => {
    let instance;
    const remove = onCleanup(async () => instance?.stop());
    instance = autocannon({ connections: CONNECTIONS, timeout: 10, ...opts }, (error, result) => {
      remove();
      if (error) reject(error);
      else resolve(result);
    });
  });
}

async function measure(ctx, label, opts) {
  await checkQuiet(ctx, label);
  log(`api: ${label} — warm-up ${WARMUP_S} s`);
  await cannon({ ...opts, duration: WARMUP_S });
  log(`api: ${label} — measuring ${DURATION_S} s`);
  const r = await cannon({ ...opts, duration: DURATION_S });
  return {
    reqPerSec: r.requests.average,
    total: r.requests.total,
    p50: r.latency.p50,
    p975: r.latency.p97_5,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    statusCodes: r.statusCodeStats,
  };
}

function rows(prefix, r, { p975Budget, ratio, ratioBudget } = {}) {
  const out = [
    metric(`${prefix}: throughput`, round(r.reqPerSec, 0), "req/s"),
    metric(`${prefix}: latency p50`, r.p50, "ms"),
    metric(`${prefix}: latency p97.5`, r.p975, "ms", p975Budget === undefined ? undefined : { max: p975Budget }),
    metric(`${prefix}: latency p99`, r.p99, "ms"),
    metric(`${prefix}: non-2xx responses`, r.non2xx, "", { max: 0 }),
  ];
  if (r.errors || r.timeouts)
    out.push(metric(`${prefix}: socket errors + timeouts`, r.errors + r.timeouts, "", { max: 0 }));
  if (ratio !== undefined)
    out.push(
      metric(
        `${prefix}: ratio to bare Hono`,
        round(ratio, 3),
        "×",
        ratioBudget === undefined ? undefined : { min: ratioBudget },
      ),
    );
  return out;
}

async function bareHono(ctx) {
  const port = await freePort();
  const proc = spawnNode(join(ctx.root, "bench", "hello-server.mjs"), {
    env: { PORT: String(port) },
    cwd: ctx.root,
    name: "bare Hono",
  });
  try {
    await waitForOk(`http://${HOST}:${port}/`, proc, { timeoutMs: 60_000 });
    return await measure(ctx, "bare Hono GET /", { url: `http://${HOST}:${port}/` });
  } finally {
    await proc.stop();
  }
}

/** Signed-in read and write against one running app. */
async function appRuns(ctx, kind, databaseUrl) {
  const app = await startApp(ctx, { databaseUrl, name: `app (${kind})`, timeoutMs: 120_000 });
  try {
    const cookie = await signUp(app.baseUrl);
    const readHeaders = { cookie };
    const writeHeaders = { cookie, origin: app.baseUrl, "content-type": "application/json" };
    const writeBody = JSON.stringify({ userName: "Bench Otter" });
    // One checked request each before hammering, so a broken route fails loudly instead of as 50,000 errors.
    const check = async (method, path, headers, body) => {
      const res = await fetch(`${app.baseUrl}${path}`, { method, headers, body, signal: AbortSignal.timeout(10_000) });
      const text = await res.text();
      if (!res.ok) throw new Error(`${method} ${path} on ${kind} answered ${res.status}: ${text.slice(0, 300)}`);
    };
    await check("GET", "/api/progress", readHeaders);
    await check("PATCH", "/api/profile", writeHeaders, writeBody);
    const read = await measure(ctx, `${kind} GET /api/progress`, {
      url: `${app.baseUrl}/api/progress`,
      headers: readHeaders,
    });
    const write = await measure(ctx, `${kind} PATCH /api/profile`, {
      url: `${app.baseUrl}/api/profile`,
      method: "PATCH",
      headers: writeHeaders,
      body: writeBody,
    });
    return { read, write };
  } finally {
    const exit = await app.proc.stop();
    if (exit?.signal === "SIGKILL") log(`warning: ${kind} app needed SIGKILL to stop`);
  }
}

async function withPostgres(fn) {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    return { skipped: `PostgreSQL not reachable at 127.0.0.1:5432 (${error?.code ?? error?.message})` };
  }
  const drop = () => admin.query(`DROP DATABASE IF EXISTS ${PG_BENCH_DB} WITH (FORCE)`);
  const removeCleanup = onCleanup(async () => {
    await drop().catch(() => {});
    await admin.end().catch(() => {});
  });
  try {
    await drop();
    await admin.query(`CREATE DATABASE ${PG_BENCH_DB}`);
    return await fn(PG_BENCH_URL);
  } finally {
    await drop().catch((e) => log(`could not drop ${PG_BENCH_DB}: ${e.message}`));
    await admin.end().catch(() => {});
    removeCleanup();
  }
}

export default async function api(ctx) {
  const metrics = [];
  const details = {};

  const bare = await bareHono(ctx);
  details.bare = bare;
  metrics.push(...rows("Bare Hono GET /", bare));
  const bareRps = bare.reqPerSec;

  const report = (kind, label, result) => {
    details[kind] = result;
    metrics.push(
      ...rows(`${label} GET /api/progress (signed in)`, result.read, {
        p975Budget: BUDGET.readP975,
        ratio: result.read.reqPerSec / bareRps,
        ratioBudget: BUDGET.ratio[kind],
      }),
      ...rows(`${label} PATCH /api/profile (signed in)`, result.write, {
        p975Budget: BUDGET.writeP975,
        ratio: result.write.reqPerSec / bareRps,
      }),
    );
  };

  report("pglite", "PGlite", await appRuns(ctx, "pglite"));

  const pgResult = await withPostgres((url) => appRuns(ctx, "postgres", url));
  if (pgResult.skipped) {
    log(`api: ${pgResult.skipped}`);
    metrics.push(metric("PostgreSQL runs", "skipped", "", undefined));
    details.postgres = pgResult;
  } else {
    report("postgres", "PostgreSQL", pgResult);
  }

  return {
    name: `API throughput (autocannon, ${CONNECTIONS} connections, ${DURATION_S} s after ${WARMUP_S} s warm-up)`,
    metrics,
    details,
  };
}
