import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { Agent } from "node:https";
import { join } from "node:path";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PushSendResult } from "#shared/schemas/push.ts";
import type { Database } from "#server/db/client.ts";
import { migrate } from "#server/db/migrate.ts";
import { pushConfiguration, pushSubscriptions, user, userProfiles } from "#server/db/schema/index.ts";
import { readEnv } from "#server/env.ts";
import {
  fakeBrowser,
  makeCertificate,
  startPushSink,
  type Certificate,
  type PushSink,
} from "#server/testing/push-kit.ts";
import { createTestDatabase } from "#server/testing/test-database.ts";
import { createTestLogger } from "#server/testing/test-logger.ts";
import { createReminderScheduler } from "./push.scheduler.ts";

const SUBSCRIPTIONS = 200;
const AT = new Date("2026-05-05T12:00:00Z");
const ROOT = join(import.meta.dirname, "..", "..", "..", "..");

let database: Database & { url?: string };
let cert: Certificate;
let sink: PushSink;

beforeAll(async () => {
  cert = makeCertificate();
  // Each answer takes a little while, so the instances' transactions overlap.
  sink = await startPushSink(cert, { delayMs: 15 });
  database = await createTestDatabase();
  await migrate(database);
  const db = database.db;
  const users = Array.from({ length: 20 }, (_, i) => ({
    id: `mp-user-${i}`,
    name: `u${i}`,
    email: `mp${i}@example.com`,
  }));
  await db.insert(user).values(users);
  await db.insert(userProfiles).values(users.map((u, i) => ({ id: u.id, characterName: i % 2 ? `Otter ${i}` : null })));
  // 10 devices per user, all due at AT (noon UTC, reminders at 06:00-11:00 local).
  await db.insert(pushSubscriptions).values(
    Array.from({ length: SUBSCRIPTIONS }, (_, i) => ({
      userId: users[i % users.length]!.id,
      endpoint: sink.endpoint(`mp-${i}`),
      ...fakeBrowser().keys,
      notificationTime: `${String(6 + (i % 6)).padStart(2, "0")}:00:00`,
      timezoneOffset: 0,
      timeZone: i % 3 === 0 ? "Europe/Lisbon" : i % 3 === 1 ? "UTC" : null,
    })),
  );
});
afterAll(async () => {
  await database.close();
  await sink.close();
  cert.dispose();
});

/** Bundles the worker (Node 20 cannot run TypeScript) next to node_modules so its imports resolve. */
async function bundleWorker(): Promise<string> {
  const dir = join(ROOT, "node_modules", ".cache", "otter-push-worker");
  mkdirSync(dir, { recursive: true });
  const outfile = join(dir, `worker-${process.pid}-${Date.now()}.mjs`);
  await build({
    entryPoints: [join(ROOT, "src/server/testing/reminder-worker.ts")],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "warning",
  });
  return outfile;
}

function startWorker(script: string, url: string) {
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, [script, AT.toISOString(), "10"], {
    // The real thing: web-push trusts the sink because the process starts with NODE_EXTRA_CA_CERTS.
    env: {
      ...process.env,
      DATABASE_URL: url,
      NODE_EXTRA_CA_CERTS: cert.certPath,
      LOG_LEVEL: "warn",
      PUSH_ENDPOINT_ALLOWLIST: sink.origin,
    },
  });
  let out = "";
  let err = "";
  child.stdout.on("data", (c: Buffer) => (out += c.toString()));
  child.stderr.on("data", (c: Buffer) => (err += c.toString()));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on("data", () => out.includes("ready\n") && resolve());
    child.on("exit", (code) => reject(new Error(`worker exited early (${code}): ${err}`)));
  });
  const done = new Promise<PushSendResult>((resolve, reject) => {
    child.on("exit", (code) => {
      const last = out.trim().split("\n").at(-1) ?? "";
      if (code === 0 && last.startsWith("{")) resolve(JSON.parse(last) as PushSendResult);
      else reject(new Error(`worker failed (${code}): ${err}`));
    });
  });
  return { child, ready, done };
}

async function runTwoProcesses(url: string): Promise<PushSendResult[]> {
  const script = await bundleWorker();
  try {
    const workers = [startWorker(script, url), startWorker(script, url)];
    await Promise.all(workers.map((w) => w.ready));
    for (const w of workers) w.child.stdin.write("go\n");
    return await Promise.all(workers.map((w) => w.done));
  } finally {
    rmSync(script, { force: true });
  }
}

/** PGlite is one in-process connection (one instance by nature): two schedulers share it. */
async function runTwoSchedulers(): Promise<PushSendResult[]> {
  const env = readEnv({ PUSH_ENDPOINT_ALLOWLIST: sink.origin });
  const deps = { database, env, logger: createTestLogger().logger, pushAgent: new Agent({ ca: cert.cert }) };
  const a = createReminderScheduler(deps, { batchSize: 10 });
  const b = createReminderScheduler(deps, { batchSize: 10 });
  return Promise.all([a.tick(AT), b.tick(AT)]);
}

describe("two instances on one database", () => {
  it(`send ${SUBSCRIPTIONS} due reminders exactly once (two processes on PostgreSQL)`, async () => {
    const results = database.url ? await runTwoProcesses(database.url) : await runTwoSchedulers();
    const accepted = sink.deliveries.filter((d) => d.status === 201);
    expect(accepted).toHaveLength(SUBSCRIPTIONS);
    expect(new Set(accepted.map((d) => d.path)).size).toBe(SUBSCRIPTIONS);
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(SUBSCRIPTIONS);
    expect(results.every((r) => r.failed === 0 && r.removed === 0)).toBe(true);
    // One VAPID key pair, whichever instance created it, signed every request.
    const [config, ...more] = await database.db.select().from(pushConfiguration);
    expect(more).toEqual([]);
    expect(new Set(accepted.map((d) => String(d.headers["authorization"]).split("k=")[1]))).toEqual(
      new Set([config!.vapidPublicKey]),
    );
    const rows = await database.db.select({ lastSentDay: pushSubscriptions.lastSentDay }).from(pushSubscriptions);
    expect(rows.every((r) => r.lastSentDay === "2026-05-05")).toBe(true);
    console.log(
      `two-instance reminder run (${database.kind}): ${results.map((r) => r.sent).join(" + ")} = ${SUBSCRIPTIONS}`,
    );
  });
});
