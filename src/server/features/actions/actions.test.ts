import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CompleteActionResult, TodayActions } from "#shared/schemas/actions.ts";
import type { SuggestedAction } from "#shared/schemas/coach.ts";
import { dailyActionPlans, journals, pointEvents } from "#server/db/schema/index.ts";
import { apiCaller, createTestServer, errorOf, type TestServer, type TestUser } from "#server/testing/test-server.ts";

let t: TestServer;
let now = new Date("2026-03-10T12:00:00Z");
beforeAll(async () => {
  t = await createTestServer({ now: () => now });
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
const call = apiCaller("/api/actions");

const action = (
  id: string,
  category: SuggestedAction["category"],
  extra: Partial<SuggestedAction> = {},
): SuggestedAction => ({
  id,
  title: `Action ${id}`,
  description: "Do it",
  category,
  timeEstimate: "3 min",
  goalType: "confidence",
  goalExplanation: null,
  duration: category === "timer" ? 120 : null,
  checklistItems:
    category === "checklist"
      ? [
          { id: "a", text: "Stand tall", completed: true },
          { id: "b", text: "Smile", completed: false },
        ]
      : null,
  ...extra,
});
const PLAN = [
  action("w1", "writing-single"),
  action("w3", "writing-triple", { goalType: "motivation" }),
  action("t1", "timer"),
  action("r1", "reframing", { goalType: "growth" }),
  action("c1", "checklist", { goalType: "happiness" }),
];
const ANSWERS: Record<string, Json> = {
  w1: { responses: ["I spoke up"] },
  w3: { responses: ["one", "two", "three"] },
  t1: {},
  r1: { negativeThought: "I always fail", positiveReframe: "I am learning" },
  c1: { checklist: { a: true, b: true } },
};

const setGoals = (u: TestUser, selectedGoals: string[] = ["confidence"]) =>
  u.request("/api/goals", { method: "PUT", json: { selectedGoals } });
const savePlan = (u: TestUser, actions: SuggestedAction[] = PLAN) =>
  call<TodayActions>(u, "/plan", { method: "POST", json: { actions } });
const complete = (u: TestUser, id: string, json: Json = ANSWERS[id] ?? {}) =>
  call<CompleteActionResult>(u, `/${id}/complete`, { method: "POST", json });
const checklist = (u: TestUser, id: string, items: Record<string, boolean>) =>
  call<{ today: TodayActions }>(u, `/${id}/checklist`, { method: "PATCH", json: { items } });
const addCustom = (u: TestUser, json: Json) => call<TodayActions>(u, "/custom", { method: "POST", json });
const points = async (u: TestUser) => t.deps.database.db.select().from(pointEvents).where(eq(pointEvents.userId, u.id));

describe("today's actions and the plan", () => {
  it("two tabs saving today's plan at once make one plan for the day, never a 5xx", async () => {
    const u = await t.signUp();
    await setGoals(u);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => savePlan(u, [{ ...PLAN[0]!, title: `Version ${i}` }])),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    const plans = await t.deps.database.db.select().from(dailyActionPlans).where(eq(dailyActionPlans.userId, u.id));
    expect(plans).toHaveLength(1);
    expect(new Set(results.map((r) => r.body.plan?.id))).toEqual(new Set([plans[0]!.id]));
    // Two first custom actions at once: one plan holding both.
    const v = await t.signUp();
    await setGoals(v);
    const added = await Promise.all([
      addCustom(v, { title: "Walk", category: "timer", minutes: 5 }),
      addCustom(v, { title: "Call Sam", category: "timer", minutes: 5 }),
    ]);
    expect(added.map((r) => r.status)).toEqual([201, 201]);
    const vPlans = await t.deps.database.db.select().from(dailyActionPlans).where(eq(dailyActionPlans.userId, v.id));
    expect(vPlans).toHaveLength(1);
    expect((vPlans[0]!.actions as { title: string }[]).map((a) => a.title).sort()).toEqual(["Call Sam", "Walk"]);
  });

  it("is empty without a plan", async () => {
    const u = await t.signUp();
    expect((await call(u, "/today")).body).toEqual({ plan: null, record: null });
  });

  it("saves approved actions as today's plan, none completed, with an empty record", async () => {
    const u = await t.signUp();
    const saved = await savePlan(u);
    expect(saved.status).toBe(200);
    expect(saved.body.plan).toMatchObject({ date: "2026-03-10", completed: false });
    expect(saved.body.plan?.actions.map((a) => [a.id, a.completed])).toEqual(PLAN.map((a) => [a.id, false]));
    // Checklist items arrive unticked whatever the client sent.
    expect(saved.body.plan?.actions[4]?.checklistItems?.every((i) => !i.completed)).toBe(true);
    expect(saved.body.record).toEqual({ completedActionIds: [], completed: false, completedChecklistItems: {} });
    expect((await call(u, "/today")).body).toEqual(saved.body);
  });

  it("uses the user's local day", async () => {
    const u = await t.signUp();
    await u.request("/api/profile", { method: "PATCH", json: { timeZone: "Pacific/Auckland" } });
    expect((await savePlan(u)).body.plan?.date).toBe("2026-03-11");
  });

  it("replaces today's plan in place: kept actions stay completed and award once", async () => {
    const u = await t.signUp();
    await savePlan(u);
    await complete(u, "w1");
    const replaced = await savePlan(u, [PLAN[0]!, action("n1", "timer")]);
    expect(replaced.body.plan?.actions.map((a) => [a.id, a.completed])).toEqual([
      ["w1", true],
      ["n1", false],
    ]);
    expect((await complete(u, "w1")).body.awarded).toBe(false);
    expect(await points(u)).toHaveLength(1);
  });

  it.each([
    [{ actions: [] }, "Please select at least one action."],
    [{}, "Please select at least one action."],
    [{ actions: [{ ...PLAN[0], title: " " }] }, "Too small: expected string to have >=1 characters"],
  ])("refuses a bad plan %#", async (json, message) => {
    const u = await t.signUp();
    const res = await call(u, "/plan", { method: "POST", json });
    expect(res.status).toBe(400);
    expect(errorOf(res.body).message).toBe(message);
  });

  it("refuses duplicate ids and more than 10 actions", async () => {
    const u = await t.signUp();
    expect((await savePlan(u, [PLAN[0]!, PLAN[0]!])).status).toBe(400);
    const many = Array.from({ length: 11 }, (_, i) => action(`x${i}`, "timer"));
    expect((await savePlan(u, many)).status).toBe(400);
  });
});

describe("completing actions", () => {
  it("awards action_{category} points, starts the streak, writes the journal and completes everything at the end", async () => {
    const u = await t.signUp();
    await savePlan(u);
    const first = await complete(u, "w1");
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      awarded: true,
      points: 1,
      allDone: false,
      progress: { xp: 1, streak: { current: 1 } },
    });
    expect(first.body.today.plan?.actions[0]?.completed).toBe(true);
    expect(first.body.today.record?.completedActionIds).toEqual(["w1"]);
    expect((await complete(u, "w3")).body).toMatchObject({ awarded: true, points: 2 });
    expect((await complete(u, "t1")).body).toMatchObject({ awarded: true, points: 1 });
    expect((await complete(u, "r1")).body).toMatchObject({ awarded: true, points: 2 });
    const last = await complete(u, "c1");
    expect(last.body).toMatchObject({ awarded: true, points: 2, allDone: true, progress: { xp: 8 } });
    expect(last.body.today.plan?.completed).toBe(true);
    expect(last.body.today.record?.completed).toBe(true);
    expect(last.body.today.record?.completedChecklistItems).toEqual({ c1: { a: true, b: true } });
    expect((await points(u)).map((p) => p.source)).toEqual(Array(5).fill("action"));

    const rows = await t.deps.database.db.select().from(journals).where(eq(journals.userId, u.id));
    const byType = Object.fromEntries(rows.map((r) => [r.entryType, r.content]));
    expect(rows).toHaveLength(4); // the timer leaves none
    expect(byType["self-love"]).toBe("Action w1\n\nI spoke up");
    expect(byType["micro-win"]).toBe("Action w3\n\none\n\ntwo\n\nthree");
    expect(byType["thought-reframing"]).toBe("Original thought: I always fail\n\nReframed thought: I am learning");
    expect(byType.appreciation).toBe("Action c1\n\n✓ Stand tall\n✓ Smile");
  });

  it("awards once for a double completion, also for concurrent requests", async () => {
    const u = await t.signUp();
    await savePlan(u);
    const [a, b] = await Promise.all([complete(u, "w1"), complete(u, "w1")]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.body.awarded, b.body.awarded].sort()).toEqual([false, true]);
    const again = await complete(u, "w1");
    expect(again.body).toMatchObject({ awarded: false, points: 0, progress: { xp: 1 } });
    expect(await points(u)).toHaveLength(1);
    expect(await t.deps.database.db.select().from(journals).where(eq(journals.userId, u.id))).toHaveLength(1);
  });

  it("keeps both ids when two different actions complete at once", async () => {
    const u = await t.signUp();
    await savePlan(u);
    await Promise.all([complete(u, "w1"), complete(u, "t1")]);
    const { body } = await call<TodayActions>(u, "/today");
    expect(body.record?.completedActionIds.sort()).toEqual(["t1", "w1"]);
  });

  it("starts a fresh record on the next local day and awards again", async () => {
    const u = await t.signUp();
    await savePlan(u);
    await complete(u, "t1");
    now = new Date("2026-03-11T12:00:00Z");
    try {
      const today = (await call<TodayActions>(u, "/today")).body;
      expect(today.plan?.actions.every((a) => !a.completed)).toBe(true);
      expect((await complete(u, "t1")).body).toMatchObject({
        awarded: true,
        progress: { xp: 2, streak: { current: 2 } },
      });
    } finally {
      now = new Date("2026-03-10T12:00:00Z");
    }
  });

  it.each([
    ["w1", {}, "Please write your response before completing"],
    ["w1", { responses: ["   "] }, "Please write your response before completing"],
    ["w3", { responses: ["one", "", "three"] }, "Please fill in all three responses"],
    ["w3", { responses: ["one", "two"] }, "Please fill in all three responses"],
    ["r1", { positiveReframe: "ok" }, "Please enter your thought before continuing"],
    ["r1", { negativeThought: "bad" }, "Please enter your positive reframing before saving"],
    ["c1", { checklist: { a: true } }, "Please tick every checklist item before completing"],
  ])("refuses %s with %j: '%s'", async (id, json, message) => {
    const u = await t.signUp();
    await savePlan(u);
    const res = await complete(u, id, json);
    expect(res.status).toBe(400);
    expect(errorOf(res.body).message).toBe(message);
    expect(await points(u)).toHaveLength(0);
  });

  it("saves a checklist partially, then completes it with the saved ticks", async () => {
    const u = await t.signUp();
    await savePlan(u);
    const partial = await checklist(u, "c1", { a: true, zzz: true });
    expect(partial.status).toBe(200);
    expect(partial.body.today.record?.completedChecklistItems).toEqual({ c1: { a: true } }); // unknown items dropped
    expect(partial.body.today.plan?.actions[4]).toMatchObject({
      completed: false,
      completedChecklistItems: { a: true },
    });
    expect((await complete(u, "c1", {})).status).toBe(400);
    await checklist(u, "c1", { b: true });
    const done = await complete(u, "c1", {});
    expect(done.body).toMatchObject({ awarded: true, points: 2 });
    expect(done.body.today.plan?.actions[4]).toMatchObject({
      completed: true,
      completedChecklistItems: { a: true, b: true },
    });
    // Unticking after completion changes nothing.
    expect((await checklist(u, "c1", { a: false })).body.today.record?.completedChecklistItems).toEqual({
      c1: { a: true, b: true },
    });
  });

  it("refuses checklist progress for other categories", async () => {
    const u = await t.signUp();
    await savePlan(u);
    const res = await checklist(u, "w1", { a: true });
    expect(res.status).toBe(400);
    expect(errorOf(res.body).message).toBe("This action has no checklist");
  });

  it("needs a plan (409) and an action in it (404)", async () => {
    const u = await t.signUp();
    const none = await complete(u, "w1");
    expect(none.status).toBe(409);
    expect(errorOf(none.body).message).toBe("No daily action plan exists");
    await savePlan(u);
    expect((await complete(u, "nope")).status).toBe(404);
    expect((await checklist(u, "nope", {})).status).toBe(404);
  });

  it("answers 404 for another user's plan and actions, and never shows them", async () => {
    const u = await t.signUp();
    const other = await t.signUp();
    await savePlan(other, [action("theirs", "timer"), action("their-list", "checklist")]);
    await savePlan(u, [action("mine", "timer")]);
    expect((await complete(u, "theirs")).status).toBe(404);
    expect((await checklist(u, "their-list", { a: true })).status).toBe(404);
    expect((await call<TodayActions>(u, "/today")).body.plan?.actions.map((a) => a.id)).toEqual(["mine"]);
    expect((await call<TodayActions>(other, "/today")).body.record?.completedActionIds).toEqual([]);
  });
});

describe("custom actions", () => {
  it("needs goal settings: 'Unable to add action. Please set up your goals first.'", async () => {
    const u = await t.signUp();
    const res = await addCustom(u, { title: "Walk", category: "timer", minutes: 5 });
    expect(res.status).toBe(400);
    expect(errorOf(res.body).message).toBe("Unable to add action. Please set up your goals first.");
  });

  it("makes a plan when none exists, and appends to the current one, with the spec's defaults", async () => {
    const u = await t.signUp();
    await setGoals(u, ["growth", "happiness"]);
    const first = await addCustom(u, { title: "Walk", category: "timer", minutes: 5 });
    expect(first.status).toBe(201);
    expect(first.body.plan?.actions).toEqual([
      expect.objectContaining({
        title: "Walk",
        category: "timer",
        timeEstimate: "5 min",
        duration: 300,
        goalType: "growth",
        completed: false,
      }),
    ]);
    await addCustom(u, { title: "Write", category: "writing-single" });
    await addCustom(u, { title: "Three", category: "writing-triple" });
    await addCustom(u, { title: "Reframe", category: "reframing" });
    const list = await addCustom(u, { title: "List", category: "checklist", checklistItems: ["One", " ", "Two "] });
    const actions = list.body.plan?.actions ?? [];
    expect(actions.map((a) => [a.title, a.timeEstimate, a.duration])).toEqual([
      ["Walk", "5 min", 300],
      ["Write", "3 min", null],
      ["Three", "5 min", null],
      ["Reframe", "3 min", null],
      ["List", "5 min", null],
    ]);
    expect(actions[4]?.checklistItems?.map((i) => i.text)).toEqual(["One", "Two"]);
    expect(new Set(actions.map((a) => a.id)).size).toBe(5);
  });

  it("reopens an all-done day when an action is added", async () => {
    const u = await t.signUp();
    await setGoals(u);
    await savePlan(u, [action("t1", "timer")]);
    expect((await complete(u, "t1")).body.allDone).toBe(true);
    const added = await addCustom(u, { title: "More", category: "timer", minutes: 1 });
    expect(added.body.plan?.completed).toBe(false);
    const done = await complete(u, added.body.plan!.actions[1]!.id);
    expect(done.body.allDone).toBe(true);
  });

  it.each([
    [{ category: "timer", minutes: 3 }, "Please enter a title for your action"],
    [{ title: "  ", category: "timer", minutes: 3 }, "Please enter a title for your action"],
    [{ title: "X" }, "Please select a template type"],
    [{ title: "X", category: "list-item" }, "Please select a template type"],
    [{ title: "X", category: "timer" }, "Please enter a valid timer duration in minutes"],
    [{ title: "X", category: "timer", minutes: 0 }, "Please enter a valid timer duration in minutes"],
    [{ title: "X", category: "checklist", checklistItems: [" "] }, "Please add at least one valid checklist item"],
    [{ title: "X", category: "checklist" }, "Please add at least one valid checklist item"],
    [
      { title: "X", category: "checklist", checklistItems: Array(11).fill("a") },
      "You can only add up to 10 checklist items",
    ],
  ])("refuses %j: '%s'", async (json, message) => {
    const u = await t.signUp();
    await setGoals(u);
    const res = await addCustom(u, json);
    expect(res.status).toBe(400);
    expect(errorOf(res.body).message).toBe(message);
  });
});

describe("sessions", () => {
  it("every route needs one", async () => {
    const routes: [string, string][] = [
      ["GET", "/today"],
      ["POST", "/plan"],
      ["POST", "/custom"],
      ["POST", "/w1/complete"],
      ["PATCH", "/c1/checklist"],
    ];
    for (const [method, path] of routes) {
      const res = await t.request(`/api/actions${path}`, { method, json: method === "GET" ? undefined : {} });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });
});
