// The stop on SIGTERM or SIGINT (decision 023): /api/ready turns 503 and the listener closes; the
// requests and coach runs under way get until the deadline; then whatever is left is cut (runs handed over), the
// database closed, and the process exits 0. A second signal exits at once.
import type { Server } from "node:http";
import { constants } from "node:os";
import type { ServerType } from "@hono/node-server";
import type { Lifecycle } from "./lifecycle.ts";
import type { Logger } from "./logger.ts";

/**
 * A repeat within this is the same request to stop: a terminal's Ctrl-C reaches every process of
 * its group, and npm and scripts/start.mjs forward it once more.
 */
export const REPEAT_SIGNAL_MS = 1000;

const IDLE_SWEEP_MS = 100;

/** After the drain or its deadline: for cutting, failing the runs left and closing the database; then exit 1. */
export const CLOSE_TIMEOUT_MS = 5000;

export interface ShutdownOptions {
  server: ServerType;
  lifecycle: Lifecycle;
  logger: Logger;
  graceMs: number;
  /** At the signal: starts no more background work (the reminder timer, the run sweep); resolves when the running work has ended. */
  stopWork: () => Promise<void>;
  /** Once the last HTTP request has ended: resolves when the work requests started (coach runs) has ended. */
  settle: () => Promise<void>;
  /** At the deadline: gives up the work still running (hands its coach runs over to another instance). */
  abandon: () => Promise<void>;
  /** Last: releases the rest (the database). */
  close: () => Promise<void>;
  exit?: (code: number) => void;
}

/** The signal handler. */
export function gracefulShutdown(opts: ShutdownOptions): (signal: NodeJS.Signals) => void {
  const { lifecycle, logger, graceMs } = opts;
  const server = opts.server as Server;
  const exit = opts.exit ?? ((code: number) => process.exit(code));
  let firstAt: number | undefined;

  async function stop(signal: NodeJS.Signals) {
    logger.info("stopping: draining requests and coach runs", { signal, graceMs });
    // Responses from now on end their connection, so the client's next request goes elsewhere.
    server.prependListener("request", (_req, res) => res.setHeader("Connection", "close"));
    // close() ends the idle keep-alive connections once; those of requests still running become
    // idle later and would hold the drain for the keep-alive timeout.
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    const httpClosed = new Promise<void>((resolve) => server.close(() => resolve())).finally(() =>
      clearInterval(sweep),
    );
    await lifecycle.drain();
    const drained = Promise.allSettled([opts.stopWork(), httpClosed.then(opts.settle)]);
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<"deadline">((resolve) => (timer = setTimeout(resolve, graceMs, "deadline")));
    const outcome = await Promise.race([drained.then(() => "drained" as const), deadline]);
    clearTimeout(timer);
    setTimeout(() => {
      logger.error("could not stop in time: exiting", { signal });
      exit(1);
    }, CLOSE_TIMEOUT_MS).unref();
    if (outcome === "deadline") {
      logger.warn("drain deadline reached: cutting what is left", { graceMs });
      await lifecycle.closeStreams();
      await opts
        .abandon()
        .catch((error: unknown) =>
          logger.error("could not hand over the interrupted coach runs", { error: String(error) }),
        );
      server.closeAllConnections();
    }
    await opts.close();
    logger.info("stopped", { signal, drained: outcome === "drained", ms: Math.round(performance.now() - firstAt!) });
    exit(0);
  }

  return (signal) => {
    if (firstAt !== undefined) {
      if (performance.now() - firstAt < REPEAT_SIGNAL_MS) return;
      logger.warn("second stop signal: exiting at once", { signal });
      exit(128 + (constants.signals[signal] ?? 0));
      return;
    }
    firstAt = performance.now();
    stop(signal).catch((error: unknown) => {
      logger.error("stop failed", { error: error instanceof Error ? error : String(error) });
      exit(1);
    });
  };
}
