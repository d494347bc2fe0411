// Coach run leases (decision 026): the process executing a run keeps renewing its lease; once the
// lease lapses (the process died or was cut), any instance may take the run over, and exactly one
// does: a conditional UPDATE re-checks the lease on the row it locks. Times are the database's
// clock, the one every instance shares.
import { hostname } from "node:os";
import { randomUUID } from "node:crypto";
import { and, asc, eq, gte, inArray, isNull, lt, not, or, sql, type SQL } from "drizzle-orm";
import type { Executor } from "#server/db/client.ts";
import { coachRuns } from "#server/db/schema/app.ts";

/** Executions a run gets in all: the first and two takeovers. A run that kills every process it runs in stops there. */
export const RUN_MAX_ATTEMPTS = 3;
/** A run whose owner died longer than this after it was asked is failed, not answered: nobody is waiting any more. */
export const RUN_RESUME_WINDOW_MS = 10 * 60 * 1000;
/** Runs one process takes over per sweep; the other instances take the rest. */
const TAKEOVER_BATCH = 5;
export const ABANDONED_RUN_ERROR = "The coach was interrupted. Please try again.";

/** This process's name on the leases it holds: host, pid and a random part (pids repeat across restarts). */
export const newLeaseOwner = () => `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

const OPEN: ("queued" | "in_progress")[] = ["queued", "in_progress"];
const leaseUntil = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;
/** Open and no live lease (a run of an older version has none). */
const lapsed = and(
  inArray(coachRuns.status, OPEN),
  or(isNull(coachRuns.leaseExpiresAt), lt(coachRuns.leaseExpiresAt, sql`now()`)),
)!;
const resumable = and(
  lt(coachRuns.attempts, RUN_MAX_ATTEMPTS),
  gte(coachRuns.createdAt, sql`now() - ${RUN_RESUME_WINDOW_MS} * interval '1 millisecond'`),
)!;

/** The lease for a new run's first execution. */
export const firstLease = (owner: string, ms: number) => ({
  leaseOwner: owner,
  leaseExpiresAt: leaseUntil(ms),
  attempts: 1,
});

/** Extends the lease; false when this process no longer holds it (taken over, handed over or finished). */
export async function renewLease(db: Executor, runId: string, owner: string, ms: number): Promise<boolean> {
  const renewed = await db
    .update(coachRuns)
    .set({ leaseExpiresAt: leaseUntil(ms) })
    .where(and(eq(coachRuns.id, runId), eq(coachRuns.leaseOwner, owner), inArray(coachRuns.status, OPEN)))
    .returning({ id: coachRuns.id });
  return renewed.length > 0;
}

/** Lets the runs go at once (a stopping process past its grace): the next sweep or poll anywhere takes them. */
export async function releaseLeases(db: Executor, runIds: string[], owner: string): Promise<number> {
  if (runIds.length === 0) return 0;
  const released = await db
    .update(coachRuns)
    .set({ leaseOwner: null, leaseExpiresAt: sql`now()` })
    .where(and(inArray(coachRuns.id, runIds), eq(coachRuns.leaseOwner, owner), inArray(coachRuns.status, OPEN)))
    .returning({ id: coachRuns.id });
  return released.length;
}

/**
 * Takes over runs whose lease lapsed: the one named, or a few of the oldest. Each goes back to
 * `queued` under this owner with its attempt counted and its partial text cleared, to be executed
 * again from the stored user turn. Runs past their attempts or the resume window are failed instead.
 * Returns the ids this process won.
 */
export async function takeOverLapsedRuns(
  db: Executor,
  owner: string,
  ms: number,
  runId?: string,
): Promise<{ taken: string[]; failed: string[] }> {
  const which: SQL =
    runId !== undefined
      ? eq(coachRuns.id, runId)
      : inArray(
          coachRuns.id,
          db
            .select({ id: coachRuns.id })
            .from(coachRuns)
            .where(lapsed)
            .orderBy(asc(coachRuns.leaseExpiresAt))
            .limit(TAKEOVER_BATCH)
            .for("update", { skipLocked: true }),
        );
  const failed = await db
    .update(coachRuns)
    .set({ status: "failed", error: ABANDONED_RUN_ERROR, completedAt: sql`now()`, leaseOwner: null })
    .where(and(which, lapsed, not(resumable)))
    .returning({ id: coachRuns.id });
  // Under READ COMMITTED a racing instance's UPDATE waits for this one's row lock, then re-checks
  // `lapsed` on the new row version, which has a live lease: exactly one instance wins.
  const taken = await db
    .update(coachRuns)
    .set({
      status: "queued",
      leaseOwner: owner,
      leaseExpiresAt: leaseUntil(ms),
      attempts: sql`${coachRuns.attempts} + 1`,
      partial: "",
      startedAt: null,
    })
    .where(and(which, lapsed, resumable))
    .returning({ id: coachRuns.id });
  return { taken: taken.map((r) => r.id), failed: failed.map((r) => r.id) };
}
