// `npm run test:cluster [-- <playwright args>]`: three server processes on one new PostgreSQL
// database behind a real HAProxy, and the browser suite through it (docs/decisions/028-cluster-test.md).
//
// 1. checks for HAProxy, Chromium and PostgreSQL (missing on CI fails, missing locally prints a
//    loud SKIPPED banner and exits 0);
// 2. builds the app into test-results/cluster-run-<pid>/build (CLUSTER_BUILD=skip reuses the newest
//    complete build of an earlier e2e or cluster run, as CI does right after `npm test`);
// 3. creates a scratch database on the machine's PostgreSQL, starts the fake model, a local HTTPS
//    push service, and three instances AT ONCE on the new database (each its own PORT and DATA_DIR,
//    APP_URL = the balancer), then HAProxy in front of them once all are ready;
// 4. runs Playwright with tests/cluster/playwright.config.ts: the main e2e journeys through the
//    balancer, then tests/cluster/*.spec.ts, which drive the processes through a small control API
//    (tests/cluster/control.ts): SIGKILL mid-reply, SIGTERM under load, restarts;
// 5. always stops every process it started, drops the database and prints the numbers.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  accessSync,
  constants,
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
  type WriteStream,
} from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createRequire } from "node:module";
import { createServer as createNetServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { build } from "esbuild";
import pg from "pg";
import NODE_FLAGS from "#server/node-flags.json" with { type: "json" };
import { startFakeLlm, type FakeLlm } from "#server/features/coach/testing/fake-llm.ts";
import { makeCertificate, startPushSink, type Certificate, type PushSink } from "#server/testing/push-kit.ts";
import { MODEL_MARKER, type ClusterState } from "../tests/cluster/control.ts";
import { haproxyConfig, haproxyStats } from "../tests/cluster/haproxy.ts";

const require = createRequire(import.meta.url);
const ROOT = resolve(import.meta.dirname, "..");
process.chdir(ROOT);
const CI = Boolean(process.env.CI);
const args = process.argv.slice(2);
const RESULTS = "test-results";
const RUN_PREFIX = "cluster-run-";
const runDir = join(RESULTS, `${RUN_PREFIX}${process.pid}`);
const INSTANCES = ["app1", "app2", "app3"];
/**
 * Coach run lease (decision 026): the default. A shorter one gets a killed instance's reply taken over
 * sooner, but on a busy 2-core machine a process that stalls longer than its lease loses its runs.
 */
const LEASE_MS = 10_000;
const startedAt = performance.now();
const seconds = (from: number) => `${((performance.now() - from) / 1000).toFixed(1)}s`;
const log = (message: string) => console.log(`cluster: ${message}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function fail(message: string): never {
  throw new Error(message);
}

// ---- 1. prerequisites --------------------------------------------------------------------------
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const has = (bin: string) => spawnSync("sh", ["-c", `command -v ${bin}`], { stdio: "ignore" }).status === 0;
const adminUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

async function missing(): Promise<string[]> {
  const problems: string[] = [];
  if (!has("haproxy")) problems.push("HAProxy is not installed (apt-get install -y haproxy)");
  try {
    accessSync(chromePath, constants.X_OK);
  } catch {
    problems.push(`Chromium not found at ${chromePath} (apt-get install -y chromium, or set CHROME_PATH)`);
  }
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query("SELECT 1");
  } catch (error) {
    problems.push(`PostgreSQL at ${adminUrl.replace(/\/\/[^@]*@/, "//…@")} cannot be reached: ${String(error)}`);
  } finally {
    await client.end().catch(() => undefined);
  }
  return problems;
}

// ---- 2. build ----------------------------------------------------------------------------------
function buildProblems(dir: string): string[] {
  const html = join(dir, "client", "index.html");
  if (!existsSync(html)) return ["client/index.html is missing"];
  const problems: string[] = [];
  for (const [, ref] of readFileSync(html, "utf8").matchAll(/(?:src|href)="\/([^"?#]+)"/g)) {
    if (!existsSync(join(dir, "client", ref!))) problems.push(`client/${ref} (from index.html) is missing`);
  }
  for (const file of ["client/sw.js", "server/index.js", "drizzle/meta/_journal.json"]) {
    if (!existsSync(join(dir, file))) problems.push(`${file} is missing`);
  }
  return problems;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Earlier runs' folders (e2e and cluster), newest first. */
function earlierRuns() {
  if (!existsSync(RESULTS)) return [];
  return readdirSync(RESULTS)
    .map((name) => ({ name, prefix: ["e2e-run-", RUN_PREFIX].find((p) => name.startsWith(p)) }))
    .filter((r) => r.prefix && r.name !== `${RUN_PREFIX}${process.pid}`)
    .map((r) => ({
      dir: join(RESULTS, r.name),
      ours: r.prefix === RUN_PREFIX,
      alive: isAlive(Number(r.name.slice(r.prefix!.length))),
      mtime: statSync(join(RESULTS, r.name)).mtimeMs,
    }))
    .sort((a, b) => b.mtime - a.mtime);
}

function run(command: string, commandArgs: string[]) {
  const result = spawnSync(command, commandArgs, { stdio: "inherit" });
  if (result.status !== 0) fail(`\`${[command, ...commandArgs].join(" ")}\` failed`);
}

async function buildApp(): Promise<string> {
  const buildDir = join(runDir, "build");
  // Finished cluster runs' folders go, except the newest (its logs tell of the last failure).
  const ours = earlierRuns().filter((r) => r.ours);
  for (const [i, r] of ours.entries()) if (!r.alive && i > 0) rmSync(r.dir, { recursive: true, force: true });
  if (process.env.CLUSTER_BUILD === "skip") {
    const previous = earlierRuns()
      .map((r) => join(r.dir, "build"))
      .find((d) => existsSync(d) && buildProblems(d).length === 0);
    if (previous) {
      // Copied: the run that made it may clean its folder up meanwhile.
      cpSync(previous, buildDir, { recursive: true });
      if (buildProblems(buildDir).length === 0) {
        log(`reusing the build of ${previous}`);
        return buildDir;
      }
    }
    log("CLUSTER_BUILD=skip, but no complete earlier build is left: building");
  }
  const started = performance.now();
  mkdirSync(buildDir, { recursive: true });
  log(`building the app into ${buildDir}...`);
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
  // Bundled straight into this run's folder (dist/ is shared by everyone working in this tree).
  await build({
    entryPoints: ["src/server/index.ts"],
    outfile: join(buildDir, "server", "index.js"),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "warning",
    sourcemap: true,
  });
  cpSync("drizzle", join(buildDir, "drizzle"), { recursive: true }); // the server looks for migrations next to itself
  const problems = buildProblems(buildDir);
  if (problems.length) fail(`the build is incomplete:\n  ${problems.join("\n  ")}`);
  log(`built in ${seconds(started)}`);
  return buildDir;
}

// ---- 3. the cluster ----------------------------------------------------------------------------
function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const srv = createNetServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as AddressInfo;
      srv.close(() => resolvePort(port));
    });
  });
}

interface Instance {
  name: string;
  port: number;
  url: string;
  dataDir: string;
  logFile: WriteStream;
  output: string;
  child: ChildProcess | null;
  exited: Promise<{ code: number | null; signal: string | null }> | null;
  signalledAt: number;
}

interface Cluster {
  tmp: string;
  databaseName?: string;
  databaseUrl?: string;
  llm?: FakeLlm;
  modelFront?: Server;
  cert?: Certificate;
  sink?: PushSink;
  instances: Instance[];
  haproxy?: ChildProcess;
  haproxyExited?: Promise<unknown>;
  socket: string;
  balancer: string;
  control?: Server;
  playwright?: ChildProcess;
  reports: Record<string, unknown>;
}

// Folders kept by failed runs are removed after a day.
for (const name of readdirSync(tmpdir())) {
  const dir = join(tmpdir(), name);
  if (name.startsWith("otter-cluster-") && Date.now() - statSync(dir).mtimeMs > 24 * 3600_000)
    rmSync(dir, { recursive: true, force: true });
}

/** Made once the prerequisites are there (see main). */
const cluster: Cluster = { tmp: "", instances: [], socket: "", balancer: "", reports: {} };

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The fake model behind a front that answers only [model] conversations (see MODEL_MARKER). */
async function startModel(): Promise<string> {
  const llm = await startFakeLlm();
  cluster.llm = llm;
  const inner = new URL(llm.url).origin;
  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    if (req.url?.endsWith("/moderations")) return void res.writeHead(404).end();
    if (!req.url?.endsWith("/chat/completions") || !body.includes(MODEL_MARKER)) {
      res
        .writeHead(503, { "content-type": "application/json" })
        .end(JSON.stringify({ error: { message: `this model answers ${MODEL_MARKER} conversations only` } }));
      return;
    }
    const abort = new AbortController();
    res.on("close", () => abort.abort());
    const upstream = await fetch(new URL(req.url, inner), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
      signal: abort.signal,
    });
    res.writeHead(upstream.status, { "content-type": upstream.headers.get("content-type") ?? "application/json" });
    for await (const chunk of upstream.body ?? []) res.write(chunk);
    res.end();
  };
  const front = createServer((req, res) => void answer(req, res).catch(() => res.destroy()));
  cluster.modelFront = front;
  await new Promise<void>((r) => front.listen(0, "127.0.0.1", r));
  return `http://127.0.0.1:${(front.address() as AddressInfo).port}/v1`;
}

function instanceEnv(instance: Instance, modelUrl: string): NodeJS.ProcessEnv {
  // Never a developer's own database, secret or mail server.
  const { DATABASE_URL: _pg, TEST_DATABASE_URL: _test, BETTER_AUTH_SECRET: _secret, ...inherited } = process.env;
  return {
    ...inherited,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(instance.port),
    APP_URL: cluster.balancer,
    DATA_DIR: instance.dataDir,
    DATABASE_URL: cluster.databaseUrl,
    LOG_LEVEL: "info",
    // The browser suite sends its own X-Forwarded-For per test (per-IP auth limits); HAProxy appends to it.
    TRUSTED_PROXY: "true",
    SMTP_URL: "",
    REQUIRE_EMAIL_VERIFICATION: "false",
    COACH_PROVIDER: "openai",
    LLM_BASE_URL: modelUrl,
    LLM_MODEL: "fake",
    COACH_RUN_LEASE_MS: String(LEASE_MS),
    // Reminders go to the local HTTPS push service.
    NODE_EXTRA_CA_CERTS: cluster.cert!.certPath,
    PUSH_ENDPOINT_ALLOWLIST: cluster.sink!.origin,
  };
}

let modelUrl = "";

/** Starts (or restarts) an instance; resolves once it listens. */
function startInstance(instance: Instance): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, [...NODE_FLAGS, "--enable-source-maps", join(buildDir, "server", "index.js")], {
    env: instanceEnv(instance, modelUrl),
    stdio: ["ignore", "pipe", "pipe"],
  });
  instance.child = child;
  const from = instance.output.length;
  const onData = (chunk: Buffer) => {
    instance.output += chunk.toString();
    instance.logFile.write(chunk);
  };
  child.stdout.on("data", onData);
  child.stderr.on("data", onData);
  instance.exited = new Promise((r) => child.on("exit", (code, signal) => r({ code, signal })));
  return new Promise<number>((resolveReady, reject) => {
    const timer = setTimeout(() => reject(new Error(`${instance.name} was not ready within 120 s`)), 120_000);
    const check = () => {
      if (/"msg":"Otter Coach is ready"/.test(instance.output.slice(from))) {
        clearTimeout(timer);
        resolveReady(performance.now() - started);
      }
    };
    child.stdout.on("data", check);
    void instance.exited!.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(
        new Error(`${instance.name} exited (${code ?? signal}) before it was ready:\n${instance.output.slice(from)}`),
      );
    });
  });
}

async function serverRow(name: string) {
  return (await haproxyStats(cluster.socket)).find((r) => r.proxy === "app" && r.name === name);
}

/** Waits until HAProxy has the instance in this state. */
async function waitForStatus(name: string, status: "UP" | "DOWN", timeoutMs = 60_000): Promise<number> {
  const started = performance.now();
  for (;;) {
    const row = await serverRow(name).catch(() => undefined);
    if (row?.status === status) return performance.now() - started;
    if (performance.now() - started > timeoutMs) fail(`HAProxy did not see ${name} ${status} in time (${row?.status})`);
    await sleep(50);
  }
}

async function startHaproxy(port: number) {
  const config = join(cluster.tmp, "haproxy.cfg");
  writeFileSync(
    config,
    haproxyConfig({
      port,
      socket: cluster.socket,
      backends: cluster.instances.map((i) => ({ name: i.name, port: i.port })),
    }),
  );
  const checked = spawnSync("haproxy", ["-c", "-q", "-f", config], { encoding: "utf8" });
  if (checked.status !== 0) fail(`haproxy rejects its configuration:\n${checked.stderr}${checked.stdout}`);
  const out = createWriteStream(join(runDir, "logs", "haproxy.log"));
  const child = spawn("haproxy", ["-db", "-f", config], { stdio: ["ignore", "pipe", "pipe"] });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  cluster.haproxy = child;
  cluster.haproxyExited = new Promise((r) => child.on("exit", r));
  for (const instance of cluster.instances) await waitForStatus(instance.name, "UP");
}

/**
 * One coach message answered by each instance, straight, before the tests. A fresh process spends
 * its first coach turn loading the safety layer (about a second of CPU with the event loop held,
 * many times that on a machine busy with other work), long enough to miss renewing the run's lease.
 */
async function warmUp(): Promise<number> {
  const started = performance.now();
  const first = cluster.instances[0]!.url;
  const headers = { "content-type": "application/json", origin: cluster.balancer };
  const signUp = await fetch(`${first}/api/auth/sign-up/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({
      email: `cluster-warm-up-${Date.now()}@example.com`,
      password: `Otter-warm-up-${randomBytes(6).toString("hex")}`,
      name: "Warm up",
    }),
  });
  if (!signUp.ok) fail(`warm-up sign-up: ${signUp.status} ${await signUp.text()}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  await Promise.all(
    cluster.instances.map(async (instance) => {
      const res = await fetch(`${instance.url}/api/functions/coaching-chat`, {
        method: "POST",
        headers: { ...headers, cookie },
        body: JSON.stringify({ userInput: "A first message before the tests start." }),
      });
      if (!res.ok) fail(`warm-up coach message on ${instance.name}: ${res.status} ${await res.text()}`);
      const run = (await res.json()) as { runId: string; threadId: string };
      const query = `threadId=${encodeURIComponent(run.threadId)}&runId=${encodeURIComponent(run.runId)}`;
      for (const until = performance.now() + 120_000; performance.now() < until; await sleep(250)) {
        const poll = await fetch(`${instance.url}/api/functions/poll-assistant-status?${query}`, {
          headers: { cookie },
        });
        const { status } = (await poll.json()) as { status?: string };
        if (status === "completed" || status === "failed") return;
      }
      fail(`the warm-up coach message on ${instance.name} was not answered within 120 s`);
    }),
  );
  await fetch(`${first}/api/account`, {
    method: "DELETE",
    headers: { ...headers, cookie },
    body: JSON.stringify({ confirm: true }),
  });
  return performance.now() - started;
}

// ---- the control API the specs use (tests/cluster/control.ts) -----------------------------------
function instanceNamed(name: string): Instance {
  return cluster.instances.find((i) => i.name === name) ?? fail(`no instance ${name}`);
}

const running = (i: Instance) => Boolean(i.child && i.child.exitCode === null && i.child.signalCode === null);

async function control(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const body = (chunks.length ? JSON.parse(Buffer.concat(chunks).toString("utf8")) : {}) as Record<string, unknown>;
  const path = req.url ?? "/";
  const instanceRoute = /^\/instances\/(\w+)\/([\w-]+)$/.exec(path);
  if (req.method === "GET" && path === "/state") {
    return {
      balancer: cluster.balancer,
      databaseUrl: cluster.databaseUrl!,
      pushOrigin: cluster.sink!.origin,
      leaseMs: LEASE_MS,
      instances: cluster.instances.map((i) => ({
        name: i.name,
        url: i.url,
        pid: i.child?.pid ?? null,
        running: running(i),
      })),
    } satisfies ClusterState;
  }
  if (req.method === "POST" && path === "/model") {
    const llm = cluster.llm!;
    if (typeof body.firstTokenDelayMs === "number") llm.firstTokenDelayMs = body.firstTokenDelayMs;
    if (typeof body.chunkDelayMs === "number") llm.chunkDelayMs = body.chunkDelayMs;
    if (typeof body.reply === "string") llm.reply = body.reply;
    return { requests: llm.requests.length };
  }
  if (req.method === "GET" && path === "/haproxy") return haproxyStats(cluster.socket);
  if (req.method === "GET" && path === "/push")
    return cluster.sink!.deliveries.map((d) => ({ path: d.path, status: d.status, at: d.at }));
  if (req.method === "GET" && path === "/logs")
    return Object.fromEntries(cluster.instances.map((i) => [i.name, i.output]));
  if (req.method === "POST" && path === "/report") {
    cluster.reports[String(body.key)] = body.value;
    return { ok: true };
  }
  if (req.method === "POST" && instanceRoute) {
    const instance = instanceNamed(instanceRoute[1]!);
    const action = instanceRoute[2];
    if (action === "signal") {
      if (!running(instance)) fail(`${instance.name} is not running`);
      const signal = body.signal === "SIGKILL" ? "SIGKILL" : "SIGTERM";
      instance.signalledAt = performance.now();
      instance.child!.kill(signal);
      log(`${signal} to ${instance.name} (pid ${instance.child!.pid})`);
      return { pid: instance.child!.pid };
    }
    if (action === "wait-exit") {
      const { code, signal } = await instance.exited!;
      return { code, signal, ms: Math.round(performance.now() - instance.signalledAt) };
    }
    if (action === "start") {
      if (running(instance)) fail(`${instance.name} is running`);
      const readyMs = await startInstance(instance);
      const upMs = await waitForStatus(instance.name, "UP");
      log(`${instance.name} started again (pid ${instance.child!.pid}), ready in ${Math.round(readyMs)} ms`);
      return { pid: instance.child!.pid, readyMs: Math.round(readyMs), upMs: Math.round(upMs) };
    }
    if (action === "wait-for") {
      const ms = await waitForStatus(instance.name, body.status === "DOWN" ? "DOWN" : "UP");
      return { ms: Math.round(ms) };
    }
  }
  return fail(`unknown control request ${req.method} ${path}`);
}

async function startControl(): Promise<string> {
  const server = createServer((req, res) => {
    control(req).then(
      (value) => res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(value)),
      (error: unknown) => res.writeHead(500).end(error instanceof Error ? error.message : String(error)),
    );
  });
  cluster.control = server;
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

// ---- 5. clean-up -------------------------------------------------------------------------------
async function stopChild(child: ChildProcess | undefined | null, graceMs: number) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
  await exited;
  clearTimeout(timer);
}

let cleaning: Promise<void> | undefined;
function cleanup(keepData: boolean): Promise<void> {
  cleaning ??= (async () => {
    await stopChild(cluster.playwright, 5000);
    await stopChild(cluster.haproxy, 5000);
    await Promise.all(cluster.instances.map((i) => stopChild(i.child, 15_000)));
    for (const i of cluster.instances) i.logFile.end();
    await new Promise((r) => (cluster.control ? cluster.control.close(r) : r(undefined)));
    cluster.modelFront?.closeAllConnections();
    await new Promise((r) => (cluster.modelFront ? cluster.modelFront.close(r) : r(undefined)));
    await cluster.llm?.close();
    await cluster.sink?.close();
    cluster.cert?.dispose();
    if (cluster.databaseName) {
      await adminQuery(`DROP DATABASE IF EXISTS ${cluster.databaseName} WITH (FORCE)`).catch((error: unknown) =>
        console.error(`cluster: could not drop the database ${cluster.databaseName}: ${String(error)}`),
      );
    }
    if (!cluster.tmp) return;
    if (keepData) log(`the instances' data directories are kept in ${cluster.tmp}`);
    else rmSync(cluster.tmp, { recursive: true, force: true });
  })();
  return cleaning;
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    log(`${signal}: stopping everything`);
    void cleanup(false).finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
  });
}

// ---- main --------------------------------------------------------------------------------------
let buildDir = "";

async function main(): Promise<number> {
  const problems = await missing();
  if (problems.length) {
    const bar = "#".repeat(78);
    const lines = [
      bar,
      `#  ${CI ? "CLUSTER TEST FAILED" : "CLUSTER TEST SKIPPED"}:`,
      ...problems.map((p) => `#    ${p}`),
      CI ? "#  On CI this is an error." : "#  NO CLUSTER TESTS RAN. (With CI set, this is an error.)",
      bar,
    ];
    (CI ? console.error : console.warn)(`\n${lines.join("\n")}\n`);
    process.exit(CI ? 1 : 0);
  }
  cluster.tmp = mkdtempSync(join(tmpdir(), "otter-cluster-"));
  cluster.socket = join(cluster.tmp, "haproxy.sock");
  mkdirSync(join(runDir, "logs"), { recursive: true });
  buildDir = await buildApp();

  const setupStarted = performance.now();
  cluster.databaseName = `otter_cluster_${randomBytes(5).toString("hex")}`;
  await adminQuery(`CREATE DATABASE ${cluster.databaseName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${cluster.databaseName}`;
  cluster.databaseUrl = url.toString();
  modelUrl = await startModel();
  cluster.cert = makeCertificate();
  // Each answer takes a little while, so the instances' reminder transactions overlap.
  cluster.sink = await startPushSink(cluster.cert, { delayMs: 10 });
  const balancerPort = await freePort();
  cluster.balancer = `http://127.0.0.1:${balancerPort}`;
  for (const name of INSTANCES) {
    const port = await freePort();
    cluster.instances.push({
      name,
      port,
      url: `http://127.0.0.1:${port}`,
      dataDir: mkdtempSync(join(cluster.tmp, `${name}-`)),
      logFile: createWriteStream(join(runDir, "logs", `${name}.log`), { flags: "a" }),
      output: "",
      child: null,
      exited: null,
      signalledAt: 0,
    });
  }
  // All three at the same instant on the empty database: the migration lock (decision 021) lets one migrate.
  log(`starting ${INSTANCES.length} instances at once on the new database ${cluster.databaseName}...`);
  const ready = await Promise.all(cluster.instances.map((i) => startInstance(i)));
  log(`all ${ready.length} ready (${ready.map((ms) => `${Math.round(ms)} ms`).join(", ")})`);
  cluster.reports["instances ready after a simultaneous start (ms)"] = ready.map(Math.round);
  const warm = await warmUp();
  log(`each instance answered a first coach message (warm-up) in ${(warm / 1000).toFixed(1)}s`);
  cluster.reports["warm-up: a first coach message on each instance (ms)"] = Math.round(warm);
  await startHaproxy(balancerPort);
  log(`HAProxy on ${cluster.balancer} has ${INSTANCES.join(", ")} UP (set-up took ${seconds(setupStarted)})`);
  const controlUrl = await startControl();

  const e2eData = join(runDir, "e2e-data");
  mkdirSync(e2eData, { recursive: true });
  const testsStarted = performance.now();
  const child = spawn(
    process.execPath,
    [require.resolve("@playwright/test/cli"), "test", "-c", "tests/cluster/playwright.config.ts", ...args],
    {
      stdio: "inherit",
      env: {
        ...process.env,
        // The suite's base URL is http://127.0.0.1:$E2E_PORT: the balancer.
        E2E_PORT: String(balancerPort),
        E2E_DATA_DIR: resolve(e2eData),
        E2E_OUTPUT_DIR: resolve(runDir, "artifacts"),
        CHROME_PATH: chromePath,
        CLUSTER_CONTROL_URL: controlUrl,
      },
    },
  );
  cluster.playwright = child;
  const status = await new Promise<number>((r) => child.on("exit", (code, signal) => r(code ?? (signal ? 1 : 0))));
  cluster.reports["playwright (s)"] = Number(((performance.now() - testsStarted) / 1000).toFixed(1));
  const stats = await haproxyStats(cluster.socket).catch(() => []);
  const frontend = stats.find((r) => r.proxy === "otter" && r.name === "FRONTEND");
  const backend = stats.find((r) => r.proxy === "app" && r.name === "BACKEND");
  if (frontend && backend)
    cluster.reports["HAProxy over the whole run"] = {
      requests: frontend.requests,
      "5xx to clients": frontend.http5xx,
      retries: backend.retries,
      redispatches: backend.redispatches,
    };
  return status;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(`cluster: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  for (const i of cluster.instances)
    if (i.output) console.error(`--- ${i.name} (last lines)\n${i.output.slice(-3000)}`);
  exitCode = 1;
} finally {
  await cleanup(exitCode !== 0);
}
if (Object.keys(cluster.reports).length) {
  cluster.reports["whole run (s)"] = Number(((performance.now() - startedAt) / 1000).toFixed(1));
  writeFileSync(join(runDir, "summary.json"), `${JSON.stringify(cluster.reports, null, 2)}\n`);
  console.log("\ncluster: summary");
  for (const [key, value] of Object.entries(cluster.reports)) console.log(`  ${key}: ${JSON.stringify(value)}`);
}
log(`${exitCode === 0 ? "passed" : "FAILED"} after ${seconds(startedAt)}; logs in ${join(runDir, "logs")}`);
process.exit(exitCode);
