// Assistants-style runs kept in the database (SPEC section 7, DESIGN decision 6): any instance can
// answer a poll. The instance that holds a run's lease executes it (decision 026): the one that
// accepted it, or the one that took it over when that one died. Its SSE subscribers hear each delta
// at once, other instances read the `partial` column.
import { randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
import { and, asc, eq, inArray, lte } from "drizzle-orm";
import type { ChatMoodContext, ChatTurn, ExerciseFeedbackEvent } from "#shared/schemas/coach.ts";
import { coachMessages, coachRuns, coachThreads } from "#server/db/schema/app.ts";
import type { AppDeps } from "#server/lib/context.ts";
import { AppError, notFound } from "#server/lib/errors.ts";
import { loadCoachContext } from "./coach-context.ts";
import { coachFor, secondOpinionFor } from "./coach.provider.ts";
import { replyContent } from "./coach.types.ts";
import { firstLease, newLeaseOwner, releaseLeases, renewLease, takeOverLapsedRuns } from "./run-leases.ts";
import { ownedThread } from "./thread-messages.ts";
import {
  isUnsafeReply,
  readThreadSafety,
  safeReplacement,
  safetyTurn,
  type SafeReply,
} from "../safety/coach-safety.ts";
import { placeOf } from "../safety/support.ts";
import { appendMessage, linkThread, ownedSession } from "../chats/chats.service.ts";
import { assessRisk } from "../safety/assess.ts";
import { atLeast } from "#shared/schemas/safety.ts";

const PARTIAL_WRITE_INTERVAL_MS = 150;

export type RunKind = "coaching" | "onboarding" | "daily-exercises";

export interface RunInput {
  context?: ChatMoodContext;
  feedback?: ExerciseFeedbackEvent;
  onboardingContext?: string | null;
  /** The browser's languages (Accept-Language): the safety layer's resources and words. */
  languages?: string[];
  /** The chat session showing this conversation: the reply is written to it too (decision 030). */
  chatId?: string;
}

/** `restart`: the run is executed again after a takeover, its text starts over. */
export type RunEvent = { type: "delta"; text: string } | { type: "restart"; attempts: number } | { type: "end" };

/** In-process notifications for SSE subscribers of runs this instance executes. */
export const runEvents = new EventEmitter();
runEvents.setMaxListeners(0);

const clock = (deps: AppDeps) => deps.now?.() ?? new Date();

/** Per app: its name on run leases, and the runs it executes (a stopping server waits for them, decision 023). */
interface RunsHere {
  owner: string;
  executing: Map<string, Promise<void>>;
}
const apps = new WeakMap<AppDeps, RunsHere>();
function here(deps: AppDeps): RunsHere {
  let runs = apps.get(deps);
  if (!runs) apps.set(deps, (runs = { owner: newLeaseOwner(), executing: new Map() }));
  return runs;
}

export const leaseOwnerOf = (deps: AppDeps) => here(deps).owner;
export const isExecutingHere = (deps: AppDeps, runId: string) => here(deps).executing.has(runId);

function launch(deps: AppDeps, runId: string): void {
  const runs = here(deps).executing;
  if (runs.has(runId)) return;
  runs.set(
    runId,
    executeRun(deps, runId)
      .catch((error) => deps.logger.error("coach run crashed", { runId, error }))
      .finally(() => runs.delete(runId)),
  );
}

/** Resolves once no run is executing in this process (none start while it drains). */
export async function runsSettled(deps: AppDeps): Promise<void> {
  const runs = here(deps).executing;
  while (runs.size > 0) await Promise.allSettled([...runs.values()]);
}

/**
 * The drain's deadline came first: the runs still executing here are handed over (their leases end
 * now), so another instance answers them; a late answer from here is dropped (executeRun).
 */
export async function handOverRuns(deps: AppDeps): Promise<number> {
  const ids = [...here(deps).executing.keys()];
  const released = await releaseLeases(deps.database.db, ids, here(deps).owner);
  for (const id of ids) runEvents.emit(id, { type: "end" } satisfies RunEvent);
  return released;
}

/**
 * Takes over runs whose owner stopped renewing their lease (the one named, or a few of the oldest)
 * and executes them here. Not while draining: a stopping process starts no new work.
 */
export async function resumeLapsedRuns(deps: AppDeps, runId?: string): Promise<number> {
  if (deps.lifecycle.draining) return 0;
  const { owner } = here(deps);
  const { taken, failed } = await takeOverLapsedRuns(deps.database.db, owner, deps.env.COACH_RUN_LEASE_MS, runId);
  for (const id of failed) {
    deps.logger.warn("coach run abandoned: its lease lapsed too often or too long ago", { runId: id });
    runEvents.emit(id, { type: "end" } satisfies RunEvent);
  }
  for (const id of taken) {
    deps.logger.info("took over a coach run whose lease lapsed", { runId: id });
    launch(deps, id);
  }
  return taken.length + failed.length;
}

/**
 * Every instance looks for lapsed leases about twice per lease (jittered, so instances spread out);
 * one indexed query over the open runs. Stopped at the drain.
 */
export function startRunSweeper(deps: AppDeps): { stop(): Promise<void> } {
  const every = Math.max(200, deps.env.COACH_RUN_LEASE_MS / 2);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let tick: Promise<void> = Promise.resolve();
  const schedule = () => {
    timer = setTimeout(sweep, every * (0.75 + Math.random() * 0.5));
    timer.unref();
  };
  const sweep = () => {
    if (stopped) return;
    tick = resumeLapsedRuns(deps)
      .then(
        () => undefined,
        (error: unknown) => deps.logger.warn("coach run sweep failed", { error: String(error) }),
      )
      .finally(() => {
        if (!stopped) schedule();
      });
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await tick;
    },
  };
}

/**
 * Stores the user's turn and a queued run leased to this process in one transaction, then executes
 * the run in the background. With a `chat` (the user's own chat session, else 404) the same
 * transaction links the chat to the thread and writes the user's message to it as the chat shows
 * it (`text`: for exercise feedback the label, not the thread's longer turn).
 */
export async function startRun(
  deps: AppDeps,
  userId: string,
  opts: {
    threadId?: string | null;
    kind: RunKind;
    userContent: string;
    input: RunInput;
    chat?: { id: string; text: string };
  },
): Promise<{ runId: string; threadId: string }> {
  // Nothing is stored: the client's retry of a 503 reaches an instance that stays.
  if (deps.lifecycle.draining) throw new AppError(503, "The server is restarting. Please try again.");
  const db = deps.database.db;
  const now = clock(deps);
  if (opts.threadId) await ownedThread(db, userId, opts.threadId);
  const chat = opts.chat;
  if (chat) await ownedSession(db, userId, chat.id);
  const threadId = opts.threadId ?? `thread_${randomUUID()}`;
  const runId = `run_${randomUUID()}`;
  await db.transaction(async (tx) => {
    if (!opts.threadId)
      await tx.insert(coachThreads).values({ id: threadId, userId, kind: opts.kind, createdAt: now, updatedAt: now });
    else await tx.update(coachThreads).set({ updatedAt: now }).where(eq(coachThreads.id, threadId));
    await tx
      .insert(coachMessages)
      .values({ threadId, userId, role: "user", content: opts.userContent, createdAt: now });
    await tx.insert(coachRuns).values({
      id: runId,
      threadId,
      userId,
      kind: opts.kind,
      status: "queued",
      input: chat ? { ...opts.input, chatId: chat.id } : opts.input,
      createdAt: now,
      ...firstLease(here(deps).owner, deps.env.COACH_RUN_LEASE_MS),
    });
    if (chat) {
      await linkThread(tx, chat.id, threadId);
      await appendMessage(tx, { chatId: chat.id, userId, role: "user", content: chat.text, runId, now });
    }
  });
  launch(deps, runId);
  return { runId, threadId };
}

/**
 * Executes a queued run this process holds the lease of, renewing the lease until it ends. Every
 * write names this owner: once the lease is lost (taken over after a stall, handed over at the
 * drain's deadline) nothing more is written or streamed from here, and the late answer is dropped.
 */
async function executeRun(deps: AppDeps, runId: string): Promise<void> {
  const db = deps.database.db;
  const coach = coachFor(deps);
  const { owner } = here(deps);
  const leaseMs = deps.env.COACH_RUN_LEASE_MS;
  const mine = and(eq(coachRuns.id, runId), eq(coachRuns.leaseOwner, owner));
  const started = await db
    .update(coachRuns)
    .set({ status: "in_progress", startedAt: clock(deps) })
    .where(and(mine, eq(coachRuns.status, "queued")))
    .returning();
  const run = started[0];
  if (!run) return;
  if (run.attempts > 1) runEvents.emit(runId, { type: "restart", attempts: run.attempts } satisfies RunEvent);

  let lost = false;
  let renewing = false;
  const renewal = setInterval(() => {
    if (renewing || lost) return;
    renewing = true;
    renewLease(db, runId, owner, leaseMs)
      .then(
        (held) => {
          if (!held) lost = true;
        },
        // A missed renewal is retried on the next beat; the lease outlasts two of them.
        (error: unknown) => deps.logger.warn("could not renew a coach run's lease", { runId, error: String(error) }),
      )
      .finally(() => (renewing = false));
  }, leaseMs / 3);
  renewal.unref();

  let lastWrite = 0;
  let pending: Promise<unknown> = Promise.resolve();
  const onDelta = (text: string) => {
    if (lost) return;
    runEvents.emit(runId, { type: "delta", text } satisfies RunEvent);
    const t = Date.now();
    if (t - lastWrite >= PARTIAL_WRITE_INTERVAL_MS) {
      lastWrite = t;
      pending = pending.then(() =>
        db
          .update(coachRuns)
          .set({ partial: text })
          .where(and(mine, eq(coachRuns.status, "in_progress"))),
      );
    }
  };

  try {
    // The thread up to this run's user turn: a run executed again after a takeover answers the same
    // question, whatever was said after it.
    const rows = await db
      .select({ role: coachMessages.role, content: coachMessages.content })
      .from(coachMessages)
      .where(and(eq(coachMessages.threadId, run.threadId), lte(coachMessages.createdAt, run.createdAt)))
      .orderBy(asc(coachMessages.createdAt), asc(coachMessages.id));
    const history: ChatTurn[] = rows;
    const input = (run.input ?? {}) as RunInput;
    let content: string;
    let message: string;
    let threadState: Record<string, unknown> | null = null;
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
      threadState = { ...(thread?.state ?? {}), safety: turn.next };
      content = replyContent(reply);
      message = reply.message;
    }
    await pending;
    const done = clock(deps);
    await db.transaction(async (tx) => {
      // A run taken over, handed over or failed meanwhile is not ours: its late answer is dropped.
      const updated = await tx
        .update(coachRuns)
        .set({ status: "completed", partial: message, completedAt: done })
        .where(and(mine, eq(coachRuns.status, "in_progress")))
        .returning({ id: coachRuns.id });
      if (updated.length === 0) {
        deps.logger.info("coach run answered after its lease was lost: answer dropped", { runId });
        return;
      }
      // The thread's safety state moves on with the answer, never without it.
      if (threadState)
        await tx.update(coachThreads).set({ state: threadState }).where(eq(coachThreads.id, run.threadId));
      // One millisecond after the user's turn at least, so "oldest first" stays stable.
      const repliedAt = new Date(Math.max(done.getTime(), run.createdAt.getTime() + 1));
      await tx.insert(coachMessages).values({
        threadId: run.threadId,
        userId: run.userId,
        role: "assistant",
        content,
        runId,
        createdAt: repliedAt,
      });
      // The chat's copy, once per run (its unique key) even if an execution were ever to complete twice.
      if (input.chatId)
        await appendMessage(tx, {
          chatId: input.chatId,
          userId: run.userId,
          role: "assistant",
          content,
          runId,
          now: repliedAt,
        });
    });
  } catch (error) {
    await pending.catch(() => undefined);
    deps.logger.error("coach run failed", { runId, error });
    await db
      .update(coachRuns)
      .set({ status: "failed", error: "The coach could not answer. Please try again.", completedAt: clock(deps) })
      .where(and(mine, inArray(coachRuns.status, ["queued", "in_progress"])));
  } finally {
    clearInterval(renewal);
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
  // Its owner stopped renewing (died, or was cut at its drain's deadline): whoever asks first takes
  // it over, so a client polling or reconnecting its stream through any instance gets the answer.
  // The lease is on the database's clock: this check only saves the UPDATE while it surely holds.
  const open = run.status === "queued" || run.status === "in_progress";
  if (open && (run.leaseExpiresAt === null || run.leaseExpiresAt.getTime() < Date.now())) {
    if ((await resumeLapsedRuns(deps, runId)) > 0) return getRun(deps, userId, threadId, runId);
  }
  return run;
}
