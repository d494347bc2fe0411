// Cold start-up on PGlite: spawn → first 200 from /api/health, on a new data directory (creates
// and migrates the database) and then 3 times on the same, existing directory (median reported).
import { checkQuiet, log, makeTempDir, median, metric, readyLineStartupMs, round, startApp } from "./lib.mjs";

const WARM_RUNS = 3;
const BUDGET_MS = 3000;

export default async function startup(ctx) {
  const dataDir = makeTempDir("otter-bench-startup-");
  const metrics = [];

  const runOnce = async (label) => {
    await checkQuiet(ctx, `start-up ${label}`, { maxWaitMs: 10_000 });
    const app = await startApp(ctx, { dataDir, logLevel: "info", name: `server (${label})`, timeoutMs: 120_000 });
    const startupMs = await readyLineStartupMs(app.proc);
    const exit = await app.proc.stop();
    if (exit?.signal === "SIGKILL") log(`warning: ${label} server needed SIGKILL to stop`);
    return { wallMs: app.readyMs, startupMs };
  };

  log("start-up: first run (new PGlite database)");
  const first = await runOnce("first run");
  const warm = [];
  for (let i = 0; i < WARM_RUNS; i += 1) {
    log(`start-up: existing database, run ${i + 1}/${WARM_RUNS}`);
    warm.push(await runOnce(`warm run ${i + 1}`));
  }

  const warmWall = median(warm.map((r) => r.wallMs));
  const warmSelf = median(warm.map((r) => r.startupMs));
  metrics.push(
    metric("Start-up, existing PGlite database (spawn → /api/health 200, median of 3)", round(warmWall, 0), "ms", {
      max: BUDGET_MS,
    }),
    metric("Start-up, existing database: server's own startupMs (median)", round(warmSelf, 0), "ms"),
    metric("Start-up, new PGlite database (create + migrate, spawn → 200)", round(first.wallMs, 0), "ms"),
    metric("Start-up, new database: server's own startupMs", round(first.startupMs, 0), "ms"),
  );
  return {
    name: "Start-up (PGlite)",
    metrics,
    details: { first, warm },
  };
}
