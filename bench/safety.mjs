// Safety assessment latency: the risk assessment runs on the request's thread for every write, so
// its time is added to each save and each coach turn. Runs
// bench/drivers/safety-bench.ts, bundled.
import { join } from "node:path";
import { log, metric, round, runBundledBench } from "./lib.mjs";

export default async function safety(ctx) {
  log("safety: one assessment per labelled message and thread, and long journal entries");
  const r = await runBundledBench(ctx, {
    entry: "bench/drivers/safety-bench.ts",
    name: "safety bench",
    quietFor: "safety assessment",
    env: { SAFETY_CASES_DIR: join(ctx.root, "src/server/features/safety/eval/cases") },
    timeoutMs: 600_000,
  });
  return {
    name: "Safety assessment (in-process, one core)",
    metrics: [
      metric("First assessment after start (regular expressions compiled)", round(r.coldMs, 0), "ms"),
      metric(`Message, median of ${r.messages}`, round(r.messageMedianMs, 1), "ms", { max: 20 }),
      metric("Message, p95", round(r.messageP95Ms, 1), "ms"),
      metric(`Thread (up to 8 turns), median of ${r.threads}`, round(r.threadMedianMs, 1), "ms", { max: 60 }),
      metric("Journal entry of 1,000 letters", round(r.journal1kMs, 0), "ms"),
      metric("Journal entry of 5,000 letters", round(r.journal5kMs, 0), "ms", { max: 500 }),
    ],
    details: r,
  };
}
