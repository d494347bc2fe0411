import { and, inArray, notInArray } from "drizzle-orm";
import type { PushSendResult } from "#shared/schemas/push.ts";
import { pushSubscriptions } from "#server/db/schema/index.ts";
import type { AppDeps } from "#server/lib/context.ts";
import { loadReminderContexts, reminderMessage } from "./push.messages.ts";
import { deliver, isDue, localDaySql, removeGone, tally } from "./push.service.ts";
import { getVapidDetails } from "./push.vapid.ts";

export const TICK_INTERVAL_MS = 60_000;

export interface ReminderSchedulerOptions {
  /** Rows claimed (and locked) per transaction. */
  batchSize?: number;
  /** Upper bound of batches in one tick, so a tick always ends. */
  maxBatches?: number;
}

export interface ReminderScheduler {
  /** Sends every reminder due at `at` (default: the app clock) and returns what happened. */
  tick(at?: Date): Promise<PushSendResult>;
  /** Ticks every `intervalMs` until stopped (the server calls this; tests drive `tick` instead). */
  start(intervalMs?: number): void;
  /** Stops the timer and waits for a running tick, which ends after its current batch. */
  stop(): Promise<void>;
}

/**
 * The daily reminders (DESIGN decision 8). Each batch is one transaction: it claims due rows
 * with SELECT … FOR UPDATE SKIP LOCKED, sends them, marks the delivered ones sent for their
 * local day and deletes the gone ones, then commits. Another process skips the locked rows and,
 * once they commit, no longer sees them as due: each reminder goes out once. Failed sends stay
 * due and are retried on the next tick.
 */
export type SchedulerDeps = Pick<AppDeps, "database" | "env" | "logger" | "now" | "pushAgent">;

export function createReminderScheduler(deps: SchedulerDeps, opts: ReminderSchedulerOptions = {}): ReminderScheduler {
  const db = deps.database.db;
  const batchSize = opts.batchSize ?? 50;
  const maxBatches = opts.maxBatches ?? 200;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;

  async function tick(at = deps.now?.() ?? new Date()): Promise<PushSendResult> {
    const total: PushSendResult = { sent: 0, removed: 0, failed: 0 };
    // Rows that failed in this tick are left for the next one.
    const failedIds: string[] = [];
    // Read before any transaction: PGlite has one connection.
    const vapid = await getVapidDetails(db, deps.env);
    // Once stopped, no new batch: its row locks go with the commit, the rest stay due for another instance.
    for (let batch = 0; batch < maxBatches && !stopped; batch++) {
      const result = await db.transaction(async (tx) => {
        const rows = await tx
          .select({
            id: pushSubscriptions.id,
            userId: pushSubscriptions.userId,
            endpoint: pushSubscriptions.endpoint,
            p256dh: pushSubscriptions.p256dh,
            auth: pushSubscriptions.auth,
          })
          .from(pushSubscriptions)
          .where(and(isDue(at), failedIds.length > 0 ? notInArray(pushSubscriptions.id, failedIds) : undefined))
          .limit(batchSize)
          .for("update", { skipLocked: true });
        if (rows.length === 0) return undefined;
        const contexts = await loadReminderContexts(
          tx,
          rows.map((r) => r.userId),
          at,
        );
        const deliveries = await deliver(deps, vapid, rows, (row) => reminderMessage(contexts.get(row.userId)!));
        const delivered = deliveries.filter((d) => d.outcome.kind === "ok").map((d) => d.row.id);
        if (delivered.length > 0) {
          await tx
            .update(pushSubscriptions)
            .set({ lastSentDay: localDaySql(at) })
            .where(inArray(pushSubscriptions.id, delivered));
        }
        await removeGone(tx, deliveries);
        failedIds.push(...deliveries.filter((d) => d.outcome.kind === "failed").map((d) => d.row.id));
        return tally(deliveries);
      });
      if (!result) break;
      total.sent += result.sent;
      total.removed += result.removed;
      total.failed += result.failed;
    }
    if (total.sent + total.removed + total.failed > 0) deps.logger.info("daily reminders sent", { ...total });
    return total;
  }

  return {
    tick,
    start(intervalMs = TICK_INTERVAL_MS) {
      if (timer) return;
      stopped = false;
      timer = setInterval(() => {
        if (running) return; // a slow tick is still sending: skip this one
        running = tick()
          .catch((error: unknown) =>
            deps.logger.error("reminder tick failed", { error: error instanceof Error ? error : String(error) }),
          )
          .finally(() => (running = undefined));
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
