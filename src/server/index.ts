import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { DataDirLockError } from "./db/data-dir-lock.ts";
import { handOverRuns, runsSettled, startRunSweeper } from "./features/coach/runs.service.ts";
import { assessRisk } from "./features/safety/assess.ts";
import { readEnv } from "./env.ts";
import { serveApp } from "./lib/http-server.ts";
import { createLogger } from "./lib/logger.ts";
import { gracefulShutdown } from "./lib/shutdown.ts";
import { buildServer } from "./server.ts";

const startedAt = performance.now();
const env = readEnv();
const logger = createLogger(env.LOG_LEVEL);
const here = dirname(fileURLToPath(import.meta.url));
// dist/server/index.js serves dist/client.
const clientDir = [join(here, "..", "client"), join(here, "..", "..", "dist", "client")].find((d) =>
  existsSync(join(d, "index.html")),
);

const built = await buildServer({ env, logger, clientDir }).catch((err: unknown) => {
  if (!(err instanceof DataDirLockError)) throw err;
  // Another process has DATA_DIR: say who and what to do, without a stack trace.
  logger.error(`Otter Coach cannot start: ${err.message}`, { lockFile: err.lockFile });
  process.exit(1);
});
const { app, close, deps, reminders } = built;
reminders.start();
// Coach runs whose process died are taken over and answered here or by another instance (decision 026).
const runSweeper = startRunSweeper(deps);
const server = serveApp(app, { port: env.PORT, hostname: env.HOST }, (info) => {
  logger.info("Otter Coach is ready", {
    // "url" is a redacted key; this address is ours, not a user's.
    address: `http://localhost:${info.port}`,
    startupMs: Math.round(performance.now() - startedAt),
    client: clientDir ? "built" : "missing (run npm run build)",
  });
  // The safety rules' regular expressions compile on first use (about a second): do it now, not in
  // the first coach turn, where it would block renewing that run's lease (decision 026).
  setImmediate(() => assessRisk(["warming up the safety rules"]));
});

// Node closes idle keep-alive connections after 5 s; a client reusing one at that moment gets
// ECONNRESET. Keep them longer than typical clients and proxies (60 s) do.
if ("keepAliveTimeout" in server) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

const shutdown = gracefulShutdown({
  server,
  lifecycle: deps.lifecycle,
  logger,
  graceMs: env.SHUTDOWN_GRACE_MS,
  stopWork: async () => {
    await Promise.all([reminders.stop(), runSweeper.stop()]);
  },
  settle: () => runsSettled(deps),
  abandon: async () => {
    const runs = await handOverRuns(deps);
    if (runs > 0) logger.warn("coach runs handed over to another instance", { runs });
  },
  close,
});
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
