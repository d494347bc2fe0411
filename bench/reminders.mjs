// Reminders: how many daily reminders one process sends per second (claim with FOR UPDATE SKIP
// LOCKED, encrypt with RFC 8291, POST over HTTPS with VAPID, mark sent) to a local push endpoint,
// on a fresh in-memory PGlite. Runs bench/drivers/reminder-bench.ts, bundled.
import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { bundleForNode } from "../scripts/node-bundle.mjs";
import { checkQuiet, log, metric, round, spawnNode } from "./lib.mjs";

const SUBSCRIPTIONS = 2000;

export default async function reminders(ctx) {
  const dir = join(ctx.root, "node_modules", ".cache", "otter-bench");
  mkdirSync(dir, { recursive: true });
  const script = join(dir, `reminder-bench-${process.pid}.mjs`);
  await bundleForNode(join(ctx.root, "bench/drivers/reminder-bench.ts"), script);
  try {
    await checkQuiet(ctx, "reminders tick");
    log(`reminders: one tick over ${SUBSCRIPTIONS} due subscriptions`);
    const proc = spawnNode(script, { args: [String(SUBSCRIPTIONS)], name: "reminder bench" });
    const exit = await proc.waitExit(300_000); // bounded: a stuck bench script is killed
    const last = proc.lines.filter((l) => l.tag === "out").at(-1)?.line ?? "";
    if (exit.code !== 0 || !last.startsWith("{"))
      throw new Error(`reminder bench failed (${exit.code}):\n${proc.tail()}`);
    const r = JSON.parse(last);
    if (r.accepted !== SUBSCRIPTIONS || r.sent !== SUBSCRIPTIONS)
      throw new Error(`expected ${SUBSCRIPTIONS} deliveries, got ${r.accepted} (sent ${r.sent}, failed ${r.failed})`);
    return {
      name: "Daily reminders (one process, PGlite, local HTTPS push endpoint)",
      metrics: [
        metric(`Reminders sent per second (${SUBSCRIPTIONS} due, batches of 50)`, round(r.perSecond, 0), "reminders/s"),
        metric(`One tick sending ${SUBSCRIPTIONS} reminders`, round(r.seconds, 2), "s"),
      ],
      details: r,
    };
  } finally {
    rmSync(script, { force: true });
  }
}
