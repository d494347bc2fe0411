// Coach latency: the guided coach's reply time (pure and through a run with SSE) and the first
// streamed token through the SSE endpoint against the fake OpenAI-compatible server, next to the
// provider's own first token (budget: ≤ provider + 50 ms). Runs
// src/server/features/coach/testing/coach-bench.ts, bundled.
import { log, metric, round, runBundledBench } from "./lib.mjs";

export default async function coach(ctx) {
  log("coach: guided replies, and first streamed token against the fake OpenAI-compatible server");
  const r = await runBundledBench(ctx, {
    entry: "src/server/features/coach/testing/coach-bench.ts",
    name: "coach bench",
    quietFor: "coach latency",
  });
  return {
    name: "Coach latency (in-process app, PGlite in memory)",
    metrics: [
      metric("Guided coach reply, median (pure)", round(r.guidedPure.median, 2), "ms"),
      metric("Guided coach reply, p95 (pure)", round(r.guidedPure.p95, 2), "ms"),
      metric("Guided coach turn through a run + SSE, median", round(r.guidedRun.median, 1), "ms"),
      metric("Fake provider's first token, median", round(r.streamed.providerFirstTokenMs, 1), "ms"),
      metric(
        "First token through the SSE endpoint (from POST coaching-chat), median",
        round(r.streamed.sseFirstTokenMs, 1),
        "ms",
      ),
      metric("Provider's first token → SSE client, median", round(r.streamed.overheadMs, 1), "ms", { max: 50 }),
    ],
    details: r,
  };
}
