// Two runs overlapping on one thread each answer with their own reply (issue 15 item 2).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coachMessages, coachRuns, coachThreads } from "#server/db/schema/index.ts";
import { createTestServer, type TestServer } from "#server/testing/test-server.ts";
import { runReply } from "./thread-messages.ts";

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.close());

describe("a run's reply", () => {
  it("is the message its run wrote, even when a later run on the thread finished first", async () => {
    const u = await t.signUp();
    const db = t.deps.database.db;
    const at = (s: number) => new Date(Date.UTC(2026, 10, 24, 9, 0, s));
    await db
      .insert(coachThreads)
      .values({ id: "thread-overlap", userId: u.id, kind: "coaching", createdAt: at(0), updatedAt: at(0) });
    const first = { id: "run-first", threadId: "thread-overlap", createdAt: at(1) };
    const second = { id: "run-second", threadId: "thread-overlap", createdAt: at(2) };
    for (const run of [first, second])
      await db.insert(coachRuns).values({ ...run, userId: u.id, kind: "coaching", status: "completed" });
    // The second run answered before the first (a slow model on the first).
    await db.insert(coachMessages).values({
      threadId: "thread-overlap",
      userId: u.id,
      role: "assistant",
      content: "reply of the second",
      runId: second.id,
      createdAt: at(3),
    });
    await db.insert(coachMessages).values({
      threadId: "thread-overlap",
      userId: u.id,
      role: "assistant",
      content: "reply of the first",
      runId: first.id,
      createdAt: at(4),
    });
    expect(await runReply(db, first)).toBe("reply of the first");
    expect(await runReply(db, second)).toBe("reply of the second");
  });

  it("still finds a reply stored before messages named their run", async () => {
    const u = await t.signUp();
    const db = t.deps.database.db;
    const at = (s: number) => new Date(Date.UTC(2026, 10, 20, 9, 0, s));
    await db
      .insert(coachThreads)
      .values({ id: "thread-legacy", userId: u.id, kind: "coaching", createdAt: at(0), updatedAt: at(0) });
    const run = { id: "run-legacy", threadId: "thread-legacy", createdAt: at(1) };
    await db.insert(coachRuns).values({ ...run, userId: u.id, kind: "coaching", status: "completed" });
    await db.insert(coachMessages).values({
      threadId: "thread-legacy",
      userId: u.id,
      role: "assistant",
      content: "an old reply",
      createdAt: at(2),
    });
    expect(await runReply(db, run)).toBe("an old reply");
  });
});
