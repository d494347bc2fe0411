// Assistants-style runs kept in the database (SPEC section 7, DESIGN decision 6): any instance can
// answer a poll. The instance that accepted the run executes it; its SSE subscribers hear each
// delta at once, other instances read the `partial` column.
import { randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
import { and, asc, eq, gt, inArray, isNull, lt } from "drizzle-orm";
import type {
  ChatMoodContext,
  ChatTurn,
  ExerciseFeedbackEvent,
  RunStatus,
  ThreadMessages,
} from "#shared/schemas/coach.ts";
import type { PageQuery } from "#shared/schemas/paging.ts";
import type { Db } from "../../db/client.ts";
import { coachMessages, coachRuns, coachThreads } from "../../db/schema/app.ts";
import type { AppDeps } from "../../lib/context.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { afterCursor, newestFirst, pageOf, rowsToFetch, sortKeyOf, type Keyset } from "../../lib/paging.ts";
import { loadCoachContext } from "./coach-context.ts";
import { coachFor, secondOpinionFor } from "./coach.provider.ts";
import { replyContent } from "./coach.types.ts";
import {
  isUnsafeReply,
  readThreadSafety,
  safeReplacement,
  safetyTurn,
  type SafeReply,
} from "../safety/coach-safety.ts";
import { placeOf } from "../safety/support.ts";
import { assessRisk } from "../safety/assess.ts";
import { atLeast } from "#shared/schemas/safety.ts";

/** A run still queued or in progress after this long is failed (its instance died or hung). */
export const RUN_STALE_AFTER_MS = 2 * 60 * 1000;
export const STALE_RUN_ERROR = "The coach took too long to answer. Please try again.";
export const INTERRUPTED_RUN_ERROR = "The coach was interrupted by a server restart. Please try again.";
const PARTIAL_WRITE_INTERVAL_MS = 150;

export type RunKind = "coaching" | "onboarding" | "daily-exercises";

export interface RunInput {
  context?: ChatMoodContext;
  feedback?: ExerciseFeedbackEvent;
  onboardingContext?: string | null;
  /** The browser's languages (Accept-Language): the safety layer's resources and words. */
  languages?: string[];
}

export type RunEvent = { type: "delta"; text: string } | { type: "end" };

/** In-process notifications for SSE subscribers of runs this instance executes. */
export const runEvents = new EventEmitter();
runEvents.setMaxListeners(0);

const clock = (deps: AppDeps) => deps.now?.() ?? new Date();

/** Runs this process executes, per app: a stopping server waits for them (decision 023). */
const executing = new WeakMap<AppDeps, Map<string, Promise<void>>>();
function executingRuns(deps: AppDeps): Map<string, Promise<void>> {
  let runs = executing.get(deps);
  if (!runs) executing.set(deps, (runs = new Map()));
  return runs;
}

export const isExecutingHere = (deps: AppDeps, runId: string) => executingRuns(deps).has(runId);

/** Resolves once no run is executing in this process (none start while it drains). */
export async function runsSettled(deps: AppDeps): Promise<void> {
  const runs = executingRuns(deps);
  while (runs.size > 0) await Promise.allSettled([...runs.values()]);
}

/**
 * The drain's deadline came first: the runs still executing are failed now, so pollers on other
 * instances hear it at once rather than after the stale-run rule. Only runs still open: a run that
 * completed meanwhile keeps its answer, and a late answer of a failed run is dropped (executeRun).
 */
export async function interruptRuns(deps: AppDeps): Promise<number> {
  const ids = [...executingRuns(deps).keys()];
  if (ids.length === 0) return 0;
  const failed = await deps.database.db
    .update(coachRuns)
    .set({ status: "failed", error: INTERRUPTED_RUN_ERROR, completedAt: clock(deps) })
    .where(and(inArray(coachRuns.id, ids), inArray(coachRuns.status, ["queued", "in_progress"])))
    .returning({ id: coachRuns.id });
  for (const id of ids) runEvents.emit(id, { type: "end" } satisfies RunEvent);
  return failed.length;
}

export async function failStaleRuns(db: Db, now: Date, userId?: string): Promise<void> {
  const cutoff = new Date(now.getTime() - RUN_STALE_AFTER_MS);
  await db
    .update(coachRuns)
    .set({ status: "failed", error: STALE_RUN_ERROR, completedAt: now })
    .where(
      and(
        inArray(coachRuns.status, ["queued", "in_progress"]),
        lt(coachRuns.createdAt, cutoff),
        userId ? eq(coachRuns.userId, userId) : undefined,
      ),
    );
}

async function ownedThread(db: Db, userId: string, threadId: string) {
  const [thread] = await db
    .select()
    .from(coachThreads)
    .where(and(eq(coachThreads.id, threadId), eq(coachThreads.userId, userId)))
    .limit(1);
  if (!thread) throw notFound("Thread not found");
  return thread;
}

/** Stores the user's turn and a queued run in one transaction, then executes the run in the background. */
export async function startRun(
  deps: AppDeps,
  userId: string,
  opts: { threadId?: string | null; kind: RunKind; userContent: string; input: RunInput },
): Promise<{ runId: string; threadId: string }> {
  // Nothing is stored: the client's retry of a 503 reaches an instance that stays.
  if (deps.lifecycle.draining) throw new AppError(503, "The server is restarting. Please try again.");
  const db = deps.database.db;
  const now = clock(deps);
  if (opts.threadId) await ownedThread(db, userId, opts.threadId);
  const threadId = opts.threadId ?? `thread_${randomUUID()}`;
  const runId = `run_${randomUUID()}`;
  await db.transaction(async (tx) => {
    if (!opts.threadId)
      await tx.insert(coachThreads).values({ id: threadId, userId, kind: opts.kind, createdAt: now, updatedAt: now });
    else await tx.update(coachThreads).set({ updatedAt: now }).where(eq(coachThreads.id, threadId));
    await tx
      .insert(coachMessages)
      .values({ threadId, userId, role: "user", content: opts.userContent, createdAt: now });
    await tx
      .insert(coachRuns)
      .values({ id: runId, threadId, userId, kind: opts.kind, status: "queued", input: opts.input, createdAt: now });
  });
  const runs = executingRuns(deps);
  runs.set(
    runId,
    executeRun(deps, runId)
      .catch((error) => deps.logger.error("coach run crashed", { runId, error }))
      .finally(() => runs.delete(runId)),
  );
  return { runId, threadId };
}

export async function executeRun(deps: AppDeps, runId: string): Promise<void> {
  const db = deps.database.db;
  const coach = coachFor(deps);
  const [run] = await db.select().from(coachRuns).where(eq(coachRuns.id, runId)).limit(1);
  if (!run || run.status !== "queued") return;
  await db
    .update(coachRuns)
    .set({ status: "in_progress", startedAt: clock(deps) })
    .where(eq(coachRuns.id, runId));

  let lastWrite = 0;
  let pending: Promise<unknown> = Promise.resolve();
  const onDelta = (text: string) => {
    runEvents.emit(runId, { type: "delta", text } satisfies RunEvent);
    const t = Date.now();
    if (t - lastWrite >= PARTIAL_WRITE_INTERVAL_MS) {
      lastWrite = t;
      pending = pending.then(() =>
        db
          .update(coachRuns)
          .set({ partial: text })
          .where(and(eq(coachRuns.id, runId), eq(coachRuns.status, "in_progress"))),
      );
    }
  };

  try {
    const rows = await db
      .select({ role: coachMessages.role, content: coachMessages.content })
      .from(coachMessages)
      .where(eq(coachMessages.threadId, run.threadId))
      .orderBy(asc(coachMessages.createdAt), asc(coachMessages.id));
    const history: ChatTurn[] = rows;
    const input = (run.input ?? {}) as RunInput;
    let content: string;
    let message: string;
    if (run.kind === "daily-exercises") {
      const out = await coach.createDailyExercises(input.onboardingContext ?? history.at(-1)?.content ?? "");
      content = JSON.stringify(out);
      message = content;
      onDelta(message);
    } else {
      const context = await loadCoachContext(db, run.userId, input.context, clock(deps), run.threadId);
      const [thread] = await db
        .select({ state: coachThreads.state })
        .from(coachThreads)
        .where(eq(coachThreads.id, run.threadId))
        .limit(1);
      const userTurns = history.filter((t) => t.role === "user").map((t) => t.content);
      const place = await placeOf(db, run.userId, input.languages, deps.env.CRISIS_RESOURCES);
      const base = { moodLevel: context.moodLevel, moodNote: context.moodNote, languages: input.languages };
      // The provider's second opinion, only where the rules have not already found a crisis (so
      // risky words never leave the app for it) and never for the spec's fixed feedback answers.
      const opinionOf = secondOpinionFor(deps);
      const secondOpinion =
        opinionOf && !input.feedback && !atLeast(assessRisk(userTurns, base).level, "crisis")
          ? await opinionOf(userTurns.at(-1) ?? "")
          : null;
      const turn = safetyTurn(userTurns, readThreadSafety(thread?.state), { ...base, secondOpinion }, place);
      let reply: SafeReply;
      if (turn.reply) {
        reply = turn.reply;
        onDelta(reply.message);
      } else {
        // A model's words are checked as they stream and once whole; a flagged reply never reaches the person.
        const checked = coach.name !== "guided";
        let flagged = false;
        const guarded = (text: string) => {
          if (checked && (flagged || isUnsafeReply(text, userTurns))) flagged = true;
          else onDelta(text);
        };
        const answer =
          run.kind === "onboarding"
            ? await coach.onboardingReply({ history, onboardingContext: input.onboardingContext, context }, guarded)
            : await coach.chatReply({ history, context, feedback: input.feedback }, guarded);
        reply = { ...answer, support: null };
        if (checked && (flagged || isUnsafeReply(answer.message, userTurns))) {
          deps.logger.warn("coach reply replaced by the safety layer", { runId });
          reply = safeReplacement(userTurns, place);
          onDelta(reply.message);
        }
      }
      await db
        .update(coachThreads)
        .set({ state: { ...(thread?.state ?? {}), safety: turn.next } })
        .where(eq(coachThreads.id, run.threadId));
      content = replyContent(reply);
      message = reply.message;
    }
    await pending;
    const done = clock(deps);
    await db.transaction(async (tx) => {
      // A run failed as stale meanwhile stays failed; its late answer is dropped.
      const updated = await tx
        .update(coachRuns)
        .set({ status: "completed", partial: message, completedAt: done })
        .where(and(eq(coachRuns.id, runId), eq(coachRuns.status, "in_progress")))
        .returning({ id: coachRuns.id });
      if (updated.length === 0) return;
      // One millisecond after the user's turn at least, so "oldest first" stays stable.
      await tx
        .insert(coachMessages)
        .values({
          threadId: run.threadId,
          userId: run.userId,
          role: "assistant",
          content,
          runId,
          createdAt: new Date(Math.max(done.getTime(), run.createdAt.getTime() + 1)),
        });
    });
  } catch (error) {
    await pending.catch(() => undefined);
    deps.logger.error("coach run failed", { runId, error });
    await db
      .update(coachRuns)
      .set({ status: "failed", error: "The coach could not answer. Please try again.", completedAt: clock(deps) })
      .where(eq(coachRuns.id, runId));
  } finally {
    runEvents.emit(runId, { type: "end" } satisfies RunEvent);
  }
}

export async function getRun(deps: AppDeps, userId: string, threadId: string, runId: string) {
  const db = deps.database.db;
  const [run] = await db
    .select()
    .from(coachRuns)
    .where(and(eq(coachRuns.id, runId), eq(coachRuns.threadId, threadId), eq(coachRuns.userId, userId)))
    .limit(1);
  if (!run) throw notFound("Run not found");
  const now = clock(deps);
  if (
    (run.status === "queued" || run.status === "in_progress") &&
    now.getTime() - run.createdAt.getTime() > RUN_STALE_AFTER_MS
  ) {
    await failStaleRuns(db, now, userId);
    return { ...run, status: "failed" as RunStatus, error: STALE_RUN_ERROR };
  }
  return run;
}

const threadMessageKeyset: Keyset = { at: coachMessages.createdAt, id: coachMessages.id };

/**
 * Thread messages newest first (the Assistants API's default order), each as content[0].text.value;
 * one page, `nextCursor` asking for the older one.
 */
export async function listThreadMessages(
  db: Db,
  userId: string,
  threadId: string,
  query: PageQuery,
): Promise<ThreadMessages> {
  await ownedThread(db, userId, threadId);
  const found = await db
    .select({ row: coachMessages, at: sortKeyOf(coachMessages.createdAt) })
    .from(coachMessages)
    .where(
      and(
        eq(coachMessages.threadId, threadId),
        eq(coachMessages.userId, userId),
        afterCursor(threadMessageKeyset, query.cursor),
      ),
    )
    .orderBy(...newestFirst(threadMessageKeyset))
    .limit(rowsToFetch(query));
  const { rows, nextCursor } = pageOf(found, query, (r) => ({ at: r.at, id: r.row.id }));
  return {
    data: rows.map(({ row: m }) => ({
      id: m.id,
      role: m.role,
      content: [{ type: "text", text: { value: m.content } }],
      created_at: Math.floor(m.createdAt.getTime() / 1000),
    })),
    nextCursor,
  };
}

/** The assistant message a completed run produced. */
export async function runReply(db: Db, run: { id: string; threadId: string; createdAt: Date }): Promise<string | null> {
  const [own] = await db
    .select({ content: coachMessages.content })
    .from(coachMessages)
    .where(eq(coachMessages.runId, run.id))
    .limit(1);
  if (own) return own.content;
  // Replies stored before messages named their run: the first assistant message after it.
  const [msg] = await db
    .select({ content: coachMessages.content })
    .from(coachMessages)
    .where(
      and(
        eq(coachMessages.threadId, run.threadId),
        eq(coachMessages.role, "assistant"),
        isNull(coachMessages.runId),
        gt(coachMessages.createdAt, run.createdAt),
      ),
    )
    .orderBy(asc(coachMessages.createdAt))
    .limit(1);
  return msg?.content ?? null;
}
