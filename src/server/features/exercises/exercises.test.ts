import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXERCISE_IDS } from "#shared/content/exercises-types.ts";
import { POINT_STRUCTURE } from "#shared/domain/points.ts";
import type { CompletionResult, Exercise, Plan, Today } from "#shared/schemas/exercises.ts";
import type { Progress } from "#shared/schemas/progress.ts";
import { exerciseRecords, exercises, pointEvents, pointStructure } from "#server/db/schema/index.ts";
import { seed } from "#server/db/seed.ts";
import { apiCaller, createTestServer, errorOf, type TestServer, type TestUser } from "#server/testing/test-server.ts";

let t: TestServer;
let now = new Date("2026-03-10T12:00:00Z");
beforeAll(async () => {
  t = await createTestServer({ now: () => now });
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
const call = apiCaller("/api/exercises");
const progress = async (u: TestUser) => (await (await u.request("/api/progress")).json()) as Progress;
const plan = (u: TestUser, exerciseIds: string[]) => call<Today>(u, "/plan", { method: "POST", json: { exerciseIds } });
const complete = (u: TestUser, exerciseId: string, extra: Json = {}) =>
  call<CompletionResult>(u, "/today/complete", { method: "POST", json: { exerciseId, ...extra } });
const addCustom = (u: TestUser, json: Json) => call<Exercise>(u, "/custom", { method: "POST", json });

describe("seed", () => {
  it("stores the 15 library exercises and the point structure, and running it again changes nothing", async () => {
    const db = t.deps.database.db;
    await seed(db);
    await seed(db);
    const rows = await db.select().from(exercises);
    const library = rows.filter((r) => r.source === "library");
    expect(library.map((r) => r.id).sort()).toEqual([...EXERCISE_IDS].sort());
    expect(library.every((r) => r.userId === null && r.duration === 180)).toBe(true);
    const reframe = library.find((r) => r.id === "catch-the-critic");
    expect(reframe).toMatchObject({ category: "reframing" });
    expect(reframe?.before).toBe(reframe?.beforePrompt);
    expect(reframe?.after).toBe(reframe?.afterPrompt);
    const points = await db.select().from(pointStructure);
    expect(Object.fromEntries(points.map((p) => [p.action, p.points]))).toEqual(POINT_STRUCTURE);
  });

  it("lists the library in the spec's order", async () => {
    const u = await t.signUp();
    const { status, body } = await call<Exercise[]>(u, "/library");
    expect(status).toBe(200);
    expect(body.map((e) => e.id)).toEqual([...EXERCISE_IDS]);
    expect(body.every((e) => !e.custom && e.steps.length > 0)).toBe(true);
  });
});

describe("today's plan and record", () => {
  it("is empty without a plan", async () => {
    const u = await t.signUp();
    expect((await call(u, "/today")).body).toEqual({ plan: null, exercises: [], record: null });
  });

  it("creates a plan of library ids (deduplicated) and an empty record for the local day", async () => {
    const u = await t.signUp();
    const created = await plan(u, ["success-replay", "catch-the-critic", "success-replay"]);
    expect(created.status).toBe(201);
    expect(created.body.plan?.exerciseIds).toEqual(["success-replay", "catch-the-critic"]);
    expect(created.body.exercises.map((e) => e.id)).toEqual(["success-replay", "catch-the-critic"]);
    expect(created.body.record).toMatchObject({ localDay: "2026-03-10", completedExerciseIds: [], completed: false });
    const again = await call<Today>(u, "/today");
    expect(again.body.record?.id).toBe(created.body.record?.id);
  });

  it("uses the user's time zone for the record's day", async () => {
    const u = await t.signUp();
    await u.request("/api/profile", { method: "PATCH", json: { timeZone: "Pacific/Auckland" } });
    const { body } = await plan(u, ["success-replay"]);
    expect(body.record?.localDay).toBe("2026-03-11"); // 12:00 UTC is already the 11th in Auckland
  });

  it("replaces the plan with a newer one", async () => {
    const u = await t.signUp();
    await plan(u, ["success-replay"]);
    const { body } = await plan(u, ["identity-shift", "failure-party"]);
    expect((await call<Today>(u, "/today")).body.plan?.exerciseIds).toEqual(body.plan?.exerciseIds);
    expect(body.plan?.exerciseIds).toEqual(["identity-shift", "failure-party"]);
  });

  it("refuses unknown ids, an empty plan, and another user's exercise (404)", async () => {
    const u = await t.signUp();
    const other = await t.signUp();
    await plan(other, ["success-replay"]);
    const theirs = await addCustom(other, { title: "Theirs", category: "writing-single" });
    expect((await plan(u, ["no-such-exercise"])).status).toBe(404);
    expect((await plan(u, [theirs.body.id])).status).toBe(404);
    const empty = await plan(u, []);
    expect(empty.status).toBe(400);
    expect(errorOf(empty.body).message).toBe("Please choose at least one exercise");
    expect((await call(u, "/today")).body).toMatchObject({ plan: null });
  });
});

describe("completing a plan exercise", () => {
  it("adds the id, awards 10 XP with source exercise_completion, starts the streak and completes the record at the end", async () => {
    const u = await t.signUp();
    await plan(u, ["success-replay", "catch-the-critic"]);
    const first = await complete(u, "success-replay");
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      awarded: true,
      xpAwarded: 10,
      leveledUp: false,
      progress: { xp: 10, level: 1, toNext: 20, streak: { current: 1, longest: 1 } },
      record: { completedExerciseIds: ["success-replay"], completed: false },
    });
    const second = await complete(u, "catch-the-critic");
    expect(second.body).toMatchObject({ awarded: true, progress: { xp: 20 }, record: { completed: true } });
    const rows = await t.deps.database.db.select().from(pointEvents).where(eq(pointEvents.userId, u.id));
    expect(rows.map((r) => [r.amount, r.source])).toEqual([
      [10, "exercise_completion"],
      [10, "exercise_completion"],
    ]);
    expect((await call<Today>(u, "/today")).body.record).toMatchObject({ completed: true });
  });

  it("awards once for the same exercise on the same day, also for two concurrent requests", async () => {
    const u = await t.signUp();
    await plan(u, ["success-replay", "identity-shift"]);
    const [a, b] = await Promise.all([complete(u, "success-replay"), complete(u, "success-replay")]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.body.awarded, b.body.awarded].sort()).toEqual([false, true]);
    const again = await complete(u, "success-replay");
    expect(again.body).toMatchObject({
      awarded: false,
      xpAwarded: 0,
      progress: { xp: 10 },
      record: { completedExerciseIds: ["success-replay"] },
    });
    expect((await progress(u)).xp).toBe(10);
  });

  it("keeps both ids when two different exercises complete at once", async () => {
    const u = await t.signUp();
    await plan(u, ["success-replay", "identity-shift"]);
    await Promise.all([complete(u, "success-replay"), complete(u, "identity-shift")]);
    const { body } = await call<Today>(u, "/today");
    expect([...(body.record?.completedExerciseIds ?? [])].sort()).toEqual(["identity-shift", "success-replay"]);
    expect(body.record?.completed).toBe(true);
    expect((await progress(u)).xp).toBe(20);
  });

  it("ignores a points value sent by the client", async () => {
    const u = await t.signUp();
    await plan(u, ["success-replay"]);
    const res = await complete(u, "success-replay", { points: 1000, amount: 500, xp: 9999 });
    expect(res.body).toMatchObject({ xpAwarded: 10, progress: { xp: 10 } });
  });

  it("awards again on the next local day and grows the streak; reports a level-up at 30 XP", async () => {
    const u = await t.signUp();
    await plan(u, ["success-replay", "identity-shift"]);
    now = new Date("2026-04-01T09:00:00Z");
    await complete(u, "success-replay");
    await complete(u, "identity-shift");
    now = new Date("2026-04-02T09:00:00Z");
    expect((await call<Today>(u, "/today")).body.record).toMatchObject({
      localDay: "2026-04-02",
      completedExerciseIds: [],
      completed: false,
    });
    const next = await complete(u, "success-replay");
    expect(next.body).toMatchObject({
      awarded: true,
      leveledUp: true,
      progress: { xp: 30, level: 2, streak: { current: 2, longest: 2 } },
    });
    now = new Date("2026-03-10T12:00:00Z");
  });

  it("needs a plan and an exercise in it", async () => {
    const u = await t.signUp();
    const none = await complete(u, "success-replay");
    expect(none.status).toBe(409);
    expect(errorOf(none.body).message).toBe("No active exercise plan found");
    await plan(u, ["success-replay"]);
    expect((await complete(u, "identity-shift")).status).toBe(404);
    const bad = await call(u, "/today/complete", { method: "POST", json: {} });
    expect(bad.status).toBe(400);
  });
});

describe("single completion outside the plan", () => {
  it("records a library exercise, awards 10 XP and updates the streak, without a plan", async () => {
    const u = await t.signUp();
    const res = await call<CompletionResult & { exerciseId: string }>(u, "/complete", {
      method: "POST",
      json: { exerciseId: "failure-party" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      awarded: true,
      exerciseId: "failure-party",
      progress: { xp: 10, streak: { current: 1 } },
    });
    const rows = await t.deps.database.db.select().from(exerciseRecords).where(eq(exerciseRecords.userId, u.id));
    expect(rows.map((r) => [r.exerciseId, r.localDay])).toEqual([["failure-party", "2026-03-10"]]);
  });

  it("an exercise done today before the plan (onboarding's first) shows done in today's plan and pays once", async () => {
    const u = await t.signUp();
    await call(u, "/complete", { method: "POST", json: { exerciseId: "success-replay" } });
    const created = await plan(u, ["success-replay", "catch-the-critic"]);
    expect(created.body.record).toMatchObject({ completedExerciseIds: ["success-replay"], completed: false });
    const again = await complete(u, "success-replay");
    expect(again.body).toMatchObject({ awarded: false, progress: { xp: 10 } });
    // Done from the library while the plan exists: ticked in the plan too.
    await call(u, "/complete", { method: "POST", json: { exerciseId: "catch-the-critic" } });
    const today = await call<Today>(u, "/today");
    expect(today.body.record).toMatchObject({
      completedExerciseIds: ["success-replay", "catch-the-critic"],
      completed: true,
    });
    expect((await progress(u)).xp).toBe(20);
  });

  it("saves a new exercise first, and a repeated clientEventId awards once", async () => {
    const u = await t.signUp();
    const json = { exercise: { title: "Breathe", category: "timer", timerMinutes: 2 }, clientEventId: "evt-12345678" };
    const first = await call<CompletionResult & { exerciseId: string }>(u, "/complete", { method: "POST", json });
    expect(first.body.exerciseId).toMatch(/^custom-/);
    const [row] = await t.deps.database.db.select().from(exercises).where(eq(exercises.id, first.body.exerciseId));
    expect(row).toMatchObject({ userId: u.id, source: "user-created", category: "timer", duration: 120, minute: 2 });
    const again = await call<CompletionResult>(u, "/complete", {
      method: "POST",
      json: { exerciseId: first.body.exerciseId, clientEventId: "evt-12345678" },
    });
    expect(again.body).toMatchObject({ awarded: false, progress: { xp: 10 } });
  });

  it("refuses another user's exercise (404) and a body with neither or both", async () => {
    const u = await t.signUp();
    const other = await t.signUp();
    await plan(other, ["success-replay"]);
    const theirs = await addCustom(other, { title: "Private", category: "writing-single" });
    expect((await call(u, "/complete", { method: "POST", json: { exerciseId: theirs.body.id } })).status).toBe(404);
    expect((await call(u, "/complete", { method: "POST", json: {} })).status).toBe(400);
    const both = await call(u, "/complete", {
      method: "POST",
      json: { exerciseId: "failure-party", exercise: { title: "x", category: "timer", timerMinutes: 1 } },
    });
    expect(both.status).toBe(400);
    expect((await progress(u)).xp).toBe(0);
  });
});

describe("custom exercises", () => {
  it("needs a plan: 'No daily exercise plan exists'", async () => {
    const u = await t.signUp();
    for (const res of [
      await addCustom(u, { title: "Walk", category: "timer", timerMinutes: 5 }),
      await call(u, "/custom-x", { method: "PATCH", json: { title: "Walk", category: "writing-single" } }),
      await call(u, "/success-replay", { method: "DELETE" }),
    ]) {
      expect(res.status).toBe(409);
      expect(errorOf(res.body).message).toBe("No daily exercise plan exists");
    }
  });

  it("adds each template with its fields and appends it to the plan", async () => {
    const u = await t.signUp();
    await plan(u, ["success-replay"]);
    const timer = await addCustom(u, { title: "  Breathe  ", category: "timer", timerMinutes: 3 });
    expect(timer.status).toBe(201);
    expect(timer.body).toMatchObject({
      title: "Breathe",
      category: "timer",
      duration: 180,
      minute: 3,
      custom: true,
      source: "user-created",
    });
    const list = await addCustom(u, {
      title: "Checklist",
      category: "checklist",
      checklist: [" Water ", "", "Stretch"],
    });
    expect(list.body.checklist).toEqual(["Water", "Stretch"]);
    const triple = await addCustom(u, {
      title: "Three good things",
      category: "writing-multiples",
      prompt: "What went well?",
    });
    expect(triple.body).toMatchObject({ number: 3, beforePrompt: "What went well?" });
    const reframe = await addCustom(u, { title: "Flip it", category: "reframing" });
    expect(reframe.body.beforePrompt).toBeTruthy();
    expect(reframe.body.afterPrompt).toBeTruthy();
    const numbered = await addCustom(u, { title: "Wins", category: "list-item" });
    expect(numbered.body.category).toBe("list-item");
    const today = (await call<Today>(u, "/today")).body;
    expect(today.plan?.exerciseIds).toEqual([
      "success-replay",
      timer.body.id,
      list.body.id,
      triple.body.id,
      reframe.body.id,
      numbered.body.id,
    ]);
  });

  it("answers bad input with the spec's messages", async () => {
    const u = await t.signUp();
    await plan(u, ["success-replay"]);
    const cases: [Json, string][] = [
      [{ title: "   ", category: "writing-single" }, "Please enter a title for your exercise"],
      [{ category: "writing-single" }, "Please enter a title for your exercise"],
      [{ title: "No template" }, "Please select a template type"],
      [{ title: "Bad template", category: "dance" }, "Please select a template type"],
      [{ title: "Timer", category: "timer" }, "Please enter a valid timer duration in minutes"],
      [{ title: "Timer", category: "timer", timerMinutes: 0 }, "Please enter a valid timer duration in minutes"],
      [{ title: "Timer", category: "timer", timerMinutes: -2 }, "Please enter a valid timer duration in minutes"],
      [{ title: "Timer", category: "timer", timerMinutes: "abc" }, "Please enter a valid timer duration in minutes"],
      [{ title: "List", category: "checklist", checklist: ["", "  "] }, "Please add at least one valid checklist item"],
      [{ title: "List", category: "checklist" }, "Please add at least one valid checklist item"],
      [
        { title: "List", category: "checklist", checklist: Array.from({ length: 11 }, (_, i) => `item ${i}`) },
        "You can only add up to 10 checklist items",
      ],
    ];
    for (const [json, message] of cases) {
      const res = await addCustom(u, json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(errorOf(res.body).message, JSON.stringify(json)).toBe(message);
    }
    expect((await call<Today>(u, "/today")).body.plan?.exerciseIds).toEqual(["success-replay"]);
  });

  it("edits only the user's own exercises in their plan", async () => {
    const u = await t.signUp();
    const other = await t.signUp();
    await plan(u, ["success-replay"]);
    await plan(other, ["success-replay"]);
    const mine = await addCustom(u, { title: "Mine", category: "writing-single" });
    const theirs = await addCustom(other, { title: "Theirs", category: "writing-single" });
    const edited = await call<Exercise>(u, `/${mine.body.id}`, {
      method: "PATCH",
      json: { title: "Renamed", category: "timer", timerMinutes: 2 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: mine.body.id, title: "Renamed", category: "timer", duration: 120 });
    expect(
      (await call(u, `/${theirs.body.id}`, { method: "PATCH", json: { title: "Hacked", category: "writing-single" } }))
        .status,
    ).toBe(404);
    // A library exercise that is not in the plan cannot be edited either.
    expect(
      (await call(u, "/failure-party", { method: "PATCH", json: { title: "Hacked", category: "writing-single" } }))
        .status,
    ).toBe(404);
    const badEdit = await call(u, `/${mine.body.id}`, {
      method: "PATCH",
      json: { title: "", category: "timer", timerMinutes: 2 },
    });
    expect(errorOf(badEdit.body).message).toBe("Please enter a title for your exercise");
    const [row] = await t.deps.database.db.select().from(exercises).where(eq(exercises.id, theirs.body.id));
    expect(row?.title).toBe("Theirs");
  });

  it("editing a library exercise in the plan puts the user's own copy in its place; the library row is untouched", async () => {
    const u = await t.signUp();
    const other = await t.signUp();
    await plan(u, ["success-replay", "catch-the-critic"]);
    await plan(other, ["catch-the-critic"]);
    await complete(u, "catch-the-critic");
    const [library] = await t.deps.database.db.select().from(exercises).where(eq(exercises.id, "catch-the-critic"));
    const edited = await call<Exercise>(u, "/catch-the-critic", {
      method: "PATCH",
      json: { title: "My critic check", category: "reframing" },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.id).toMatch(/^custom-/);
    // Same template: the library's guidance and prompts come along.
    expect(edited.body).toMatchObject({
      title: "My critic check",
      custom: true,
      source: "user-created",
      beforePrompt: library!.beforePrompt,
      afterPrompt: library!.afterPrompt,
    });
    expect(edited.body.steps).toEqual(library!.steps ?? []);
    const today = (await call<Today>(u, "/today")).body;
    expect(today.plan?.exerciseIds).toEqual(["success-replay", edited.body.id]);
    // Done today before the edit: still done.
    expect(today.record?.completedExerciseIds).toEqual([edited.body.id]);
    const [after] = await t.deps.database.db.select().from(exercises).where(eq(exercises.id, "catch-the-critic"));
    expect(after).toEqual(library);
    expect((await call<Today>(other, "/today")).body.plan?.exerciseIds).toEqual(["catch-the-critic"]);
    // A different template is a plain custom exercise.
    const timer = await call<Exercise>(u, "/success-replay", {
      method: "PATCH",
      json: { title: "Breathe", category: "timer", timerMinutes: 2 },
    });
    expect(timer.body).toMatchObject({ title: "Breathe", category: "timer", duration: 120, steps: [] });
  });

  it("deletes from the plan only (the row stays), completing the record when the rest is done; others get 404", async () => {
    const u = await t.signUp();
    const other = await t.signUp();
    await plan(u, ["success-replay"]);
    await plan(other, ["success-replay"]);
    const mine = await addCustom(u, { title: "Mine", category: "writing-single" });
    await complete(u, "success-replay");
    expect((await call<Today>(u, "/today")).body.record?.completed).toBe(false);
    expect((await call(other, `/${mine.body.id}`, { method: "DELETE" })).status).toBe(404);
    const removed = await call<Plan>(u, `/${mine.body.id}`, { method: "DELETE" });
    expect(removed.status).toBe(200);
    expect(removed.body.exerciseIds).toEqual(["success-replay"]);
    expect((await call<Today>(u, "/today")).body.record?.completed).toBe(true);
    const [row] = await t.deps.database.db.select().from(exercises).where(eq(exercises.id, mine.body.id));
    expect(row).toBeDefined();
    expect((await call(u, `/${mine.body.id}`, { method: "DELETE" })).status).toBe(404);
  });

  it("keeps users apart: another user's plan and record are never shown", async () => {
    const u = await t.signUp();
    const other = await t.signUp();
    await plan(other, ["success-replay"]);
    await complete(other, "success-replay");
    expect((await call(u, "/today")).body).toEqual({ plan: null, exercises: [], record: null });
    expect((await complete(u, "success-replay")).status).toBe(409);
  });
});

describe("sessions", () => {
  it("every route needs one", async () => {
    const routes: [string, string][] = [
      ["GET", "/library"],
      ["GET", "/today"],
      ["POST", "/plan"],
      ["POST", "/today/complete"],
      ["POST", "/complete"],
      ["POST", "/custom"],
      ["PATCH", "/success-replay"],
      ["DELETE", "/success-replay"],
    ];
    for (const [method, path] of routes) {
      const res = await t.request(`/api/exercises${path}`, {
        method,
        json: method === "GET" || method === "DELETE" ? undefined : {},
      });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });
});
