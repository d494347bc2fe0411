// Coach latency: the guided coach's reply time (pure and through a run with SSE) and the first
// streamed token through the SSE endpoint against the fake OpenAI-compatible server, next to the
// provider's own first token (budget: ≤ provider + 50 ms). Runs
// src/server/features/coach/testing/coach-bench.ts, bundled.
import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { bundleForNode } from "../scripts/node-bundle.mjs";
import { checkQuiet, log, metric, round, spawnNode } from "./lib.mjs";

export default async function coach(ctx) {
  const dir = join(ctx.root, "node_modules", ".cache", "otter-bench");
  mkdirSync(dir, { recursive: true });
  const script = join(dir, `coach-bench-${process.pid}.mjs`);
  await bundleForNode(join(ctx.root, "src/server/features/coach/testing/coach-bench.ts"), script);
  try {
    await checkQuiet(ctx, "coach latency");
    log("coach: guided replies, and first streamed token against the fake OpenAI-compatible server");
    const proc = spawnNode(script, { name: "coach bench" });
    const exit = await proc.waitExit(300_000); // bounded: a stuck bench script is killed
    const last = proc.lines.filter((l) => l.tag === "out").at(-1)?.line ?? "";
    if (exit.code !== 0 || !last.startsWith("{")) throw new Error(`coach bench failed (${exit.code}):\n${proc.tail()}`);
    const r = JSON.parse(last);
    return {
      name: "Coach latency (in-process app, PGlite in memory)",
      metrics: [
        metric("Guided coach reply, median (pure)", round(r.guidedPure.median, 2), "ms"),
        metric("Guided coach reply, p95 (pure)", round(r.guidedPure.p95, 2), "ms"),
        metric("Guided coach turn through a run + SSE, median", round(r.guidedRun.median, 1), "ms"),
        metric("Fake provider's first token, median", round(r.streamed.providerFirstTokenMs, 1), "ms"),
        metric("First token through the SSE endpoint (from POST coaching-chat), median", round(r.streamed.sseFirstTokenMs, 1), "ms"),
        metric("Provider's first token → SSE client, median", round(r.streamed.overheadMs, 1), "ms", { max: 50 }),
      ],
      details: r,
    };
  } finally {
    rmSync(script, { force: true });
  }
}
