// Coach run leases (decision 026): a run whose owner stopped renewing is taken over and answered
// from the stored user turn, by exactly one taker; a renewed lease is never cut, however long.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatMessages, chatSessions, coachMessages, coachRuns, coachThreads } from "#server/db/schema/app.ts";
import { createTestServer, type TestServer } from "#server/testing/test-server.ts";
import { ABANDONED_RUN_ERROR, RUN_MAX_ATTEMPTS, RUN_RESUME_WINDOW_MS, takeOverLapsedRuns } from "./run-leases.ts";
import { leaseOwnerOf, resumeLapsedRuns } from "./runs.service.ts";
import { threadMessages, waitForRun } from "./testing/run-helpers.ts";

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.close());

describe("a coach run's lease", () => {
  /** A run left open by another process, with its user turn stored. */
  async function orphanRun(userId: string, id: string, run: Partial<typeof coachRuns.$inferInsert>) {
    const db = t.deps.database.db;
    const createdAt = run.createdAt ?? new Date();
    await db.insert(coachThreads).values({ id: `thread_${id}`, userId, kind: "coaching", createdAt });
    await db.insert(coachMessages).values({
      threadId: `thread_${id}`,
      userId,
      role: "user",
      content: "I keep putting off my thesis and the deadline is close.",
      createdAt,
    });
    await db.insert(coachRuns).values({
      id,
      threadId: `thread_${id}`,
      userId,
      kind: "coaching",
      status: "in_progress",
      partial: "Half a reply from the process that died",
      leaseOwner: "gone-host:1:dead",
      attempts: 1,
      ...run,
      createdAt,
    });
    return { runId: id, threadId: `thread_${id}` };
  }
  const runRow = async (id: string) =>
    (await t.deps.database.db.select().from(coachRuns).where(eq(coachRuns.id, id)))[0]!;

  it("takes over a run whose owner stopped renewing its lease, and answers it from the stored turn", async () => {
    const u = await t.signUp();
    const run = await orphanRun(u.id, "run_lapsed", { leaseExpiresAt: new Date(Date.now() - 1000) });
    const res = await u.request(`/api/functions/stream-run?threadId=${run.threadId}&runId=${run.runId}`);
    const text = await res.text();
    expect(text).toMatch(/event: done\ndata: \{"status":"completed","content":"/);
    expect(text).not.toContain("Half a reply");
    expect(await waitForRun(u, run)).toEqual({ status: "completed", error: null });
    const row = await runRow(run.runId);
    expect(row).toMatchObject({ attempts: 2, leaseOwner: leaseOwnerOf(t.deps) });
    const replies = (await threadMessages(u, run.threadId)).filter((m) => m.role === "assistant");
    expect(replies).toHaveLength(1);
  });

  it("writes the chat's reply once when a run is executed again after its lease lapsed", async () => {
    const u = await t.signUp();
    const db = t.deps.database.db;
    const [chat] = await db
      .insert(chatSessions)
      .values({ userId: u.id, title: "New Chat", threadId: "thread_run_chat" })
      .returning();
    const run = await orphanRun(u.id, "run_chat", {
      leaseExpiresAt: new Date(Date.now() - 1000),
      input: { chatId: chat!.id },
    });
    // What the run's start wrote to the chat.
    await db.insert(chatMessages).values({
      sessionId: chat!.id,
      userId: u.id,
      role: "user",
      content: "I keep putting off my thesis and the deadline is close.",
      runId: run.runId,
    });
    const chatRows = () => db.select().from(chatMessages).where(eq(chatMessages.sessionId, chat!.id));

    // Taken over by a poll, executed again, answered: one reply in the thread and one in the chat.
    expect(await waitForRun(u, run)).toEqual({ status: "completed", error: null });
    expect((await runRow(run.runId)).attempts).toBe(2);
    const replies = (await threadMessages(u, run.threadId)).filter((m) => m.role === "assistant");
    expect(replies).toHaveLength(1);
    const rows = await chatRows();
    expect(rows.map((r) => [r.role, r.runId])).toEqual([
      ["user", run.runId],
      ["assistant", run.runId],
    ]);
    expect(rows[1]!.content).toBe(replies[0]!.content[0]!.text.value);

    // Even a run completed a second time (reopened here by hand; a lost lease already drops a late
    // answer) leaves the chat one reply: the chat's key (run, role) refuses another.
    await db
      .update(coachRuns)
      .set({ status: "in_progress", leaseOwner: "late-host:3:slow", leaseExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(coachRuns.id, run.runId));
    expect(await waitForRun(u, run)).toEqual({ status: "completed", error: null });
    expect((await runRow(run.runId)).attempts).toBe(3);
    expect((await chatRows()).filter((r) => r.role === "assistant")).toHaveLength(1);
    await expect(
      db.insert(chatMessages).values({
        sessionId: chat!.id,
        userId: u.id,
        role: "assistant",
        content: "a second reply",
        runId: run.runId,
      }),
    ).rejects.toThrow();
  });

  it("never cuts a run whose lease is being renewed, however long it takes", async () => {
    const u = await t.signUp();
    const run = await orphanRun(u.id, "run_long", {
      createdAt: new Date(Date.now() - 5 * 60 * 1000),
      leaseOwner: "busy-host:2:alive",
      leaseExpiresAt: new Date(Date.now() + 60_000),
    });
    const res = await u.request(`/api/functions/poll-assistant-status?threadId=${run.threadId}&runId=${run.runId}`);
    expect(await res.json()).toEqual({ status: "in_progress", error: null });
    expect(await runRow(run.runId)).toMatchObject({ attempts: 1, leaseOwner: "busy-host:2:alive" });
  });

  it("fails a lapsed run that used up its attempts or that nobody waits for any more", async () => {
    const u = await t.signUp();
    const lapsed = new Date(Date.now() - 1000);
    const tried = await orphanRun(u.id, "run_tried", { attempts: RUN_MAX_ATTEMPTS, leaseExpiresAt: lapsed });
    const old = await orphanRun(u.id, "run_old", {
      createdAt: new Date(Date.now() - RUN_RESUME_WINDOW_MS - 1000),
      leaseExpiresAt: lapsed,
    });
    for (const run of [tried, old]) {
      const res = await u.request(`/api/functions/poll-assistant-status?threadId=${run.threadId}&runId=${run.runId}`);
      expect(await res.json()).toEqual({ status: "failed", error: ABANDONED_RUN_ERROR });
    }
  });

  it("is taken over by the sweep too, with no client asking", async () => {
    const u = await t.signUp();
    const run = await orphanRun(u.id, "run_swept", { leaseExpiresAt: new Date(Date.now() - 1000) });
    expect(await resumeLapsedRuns(t.deps)).toBeGreaterThanOrEqual(1);
    expect(await runRow(run.runId)).toMatchObject({ attempts: 2, leaseOwner: leaseOwnerOf(t.deps) });
    expect(await waitForRun(u, run)).toEqual({ status: "completed", error: null });
  });

  it("has exactly one taker when several instances find the same lapsed lease", async () => {
    const u = await t.signUp();
    const run = await orphanRun(u.id, "run_raced", { leaseExpiresAt: new Date(Date.now() - 1000) });
    const db = t.deps.database.db;
    const results = await Promise.all(
      ["a", "b", "c"].map((owner) => takeOverLapsedRuns(db, `racer-${owner}`, 60_000, run.runId)),
    );
    expect(results.flatMap((r) => r.taken)).toEqual([run.runId]);
    const row = await runRow(run.runId);
    expect(row.attempts).toBe(2);
    expect(row.leaseOwner).toMatch(/^racer-/);
    expect(row.leaseExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 30_000);
  });
});
