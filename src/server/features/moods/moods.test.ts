import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GoalCheckInResult, MoodEntry, MoodStats, MoodToday } from "#shared/schemas/moods.ts";
import type { Progress } from "#shared/schemas/progress.ts";
import { createTestServer, type TestServer, type TestUser } from "../../testing/test-server.ts";

let t: TestServer;
let now = new Date("2026-03-10T12:00:00Z");
beforeAll(async () => {
  t = await createTestServer({ now: () => now });
});
afterAll(() => t.close());

const json = async <T>(res: Response | Promise<Response>) => (await (await res).json()) as T;
const post = (u: TestUser, path: string, body: unknown) => u.request(path, { method: "POST", json: body });
const xp = async (u: TestUser) => (await json<Progress>(u.request("/api/progress"))).xp;

describe("moods", () => {
  it("records a mood with emotions and a note and lists moods newest first", async () => {
    const u = await t.signUp();
    now = new Date("2026-03-10T08:00:00Z");
    const first = await post(u, "/api/moods", { moodLevel: 2, emotions: ["Sad", "Tired", "Sad"], note: "  rough night " });
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ moodLevel: 2, emotions: ["Sad", "Tired"], note: "rough night", goalType: null });
    now = new Date("2026-03-10T09:00:00Z");
    await post(u, "/api/moods", { moodLevel: 4 });
    const list = await json<MoodEntry[]>(u.request("/api/moods"));
    expect(list.map((m) => m.moodLevel)).toEqual([4, 2]);
    expect(list[0]).toMatchObject({ note: null, emotions: [] });
    expect(await json<MoodToday>(u.request("/api/moods/today"))).toEqual({ logged: true, moodLevel: 4 });
  });

  it("rejects a missing or out-of-range level with the spec's message", async () => {
    const u = await t.signUp();
    for (const body of [{}, { moodLevel: 0 }, { moodLevel: 6 }, { moodLevel: 2.5 }, { moodLevel: "3" }]) {
      const res = await post(u, "/api/moods", body);
      expect(res.status).toBe(400);
      expect((await json<{ error: { message: string } }>(res)).error.message).toBe("Please select a mood before submitting.");
    }
    const long = await post(u, "/api/moods", { moodLevel: 3, note: "x".repeat(5001) });
    expect(long.status).toBe(400);
  });

  it("saves a goal check-in as a mood entry with the spec's note and +1 point, without counting as today's mood", async () => {
    const u = await t.signUp();
    now = new Date("2026-03-10T10:00:00Z");
    const res = await post(u, "/api/moods/goal-tracking", { goalType: "confidence", level: 4, note: "spoke up in a meeting" });
    expect(res.status).toBe(201);
    const body = await json<GoalCheckInResult>(res);
    expect(body.pointsAwarded).toBe(1);
    expect(body.entry).toMatchObject({ moodLevel: 4, goalType: "confidence", note: "confidence tracking: spoke up in a meeting" });
    now = new Date("2026-03-10T10:05:00Z");
    await post(u, "/api/moods/goal-tracking", { goalType: "growth", level: 2 });
    expect(await xp(u)).toBe(2);
    expect(await json<MoodToday>(u.request("/api/moods/today"))).toEqual({ logged: false, moodLevel: null });

    const goals = await json<MoodEntry[]>(u.request("/api/moods?kind=goal"));
    expect(goals.map((g) => g.goalType)).toEqual(["growth", "confidence"]);
    expect(goals[0]?.note).toBe("growth tracking: ");
    expect((await json<MoodEntry[]>(u.request("/api/moods?kind=goal&goalType=confidence"))).map((g) => g.goalType)).toEqual(["confidence"]);
    expect(await json<MoodEntry[]>(u.request("/api/moods?kind=mood"))).toEqual([]);
  });

  it("needs a level for a goal check-in", async () => {
    const u = await t.signUp();
    const res = await post(u, "/api/moods/goal-tracking", { goalType: "confidence" });
    expect(res.status).toBe(400);
    expect((await json<{ error: { message: string } }>(res)).error.message).toBe("Please select a level before submitting.");
    expect((await post(u, "/api/moods/goal-tracking", { goalType: "<script>", level: 3 })).status).toBe(400);
    // Only the app's goals can be tracked (a made-up goal type would be another point a day).
    const banana = await post(u, "/api/moods/goal-tracking", { goalType: "banana", level: 3 });
    expect(banana.status).toBe(400);
    expect((await json<{ error: { message: string } }>(banana)).error.message).toBe("Please choose a goal to track.");
    expect(await xp(u)).toBe(0);
  });

  it("builds the 30-day trend and the most frequent emotions from mood check-ins only", async () => {
    const u = await t.signUp();
    now = new Date("2026-02-01T09:00:00Z"); // outside the window
    await post(u, "/api/moods", { moodLevel: 1, emotions: ["Hopeless"] });
    now = new Date("2026-03-08T09:00:00Z");
    await post(u, "/api/moods", { moodLevel: 2, emotions: ["Sad", "Tired"] });
    now = new Date("2026-03-10T09:00:00Z");
    await post(u, "/api/moods", { moodLevel: 4, emotions: ["Tired"] });
    await post(u, "/api/moods/goal-tracking", { goalType: "happiness", level: 5 });
    now = new Date("2026-03-10T12:00:00Z");
    const stats = await json<MoodStats>(u.request("/api/moods/stats"));
    expect(stats.trend).toHaveLength(30);
    expect(stats.trend.at(-1)).toEqual({ day: "2026-03-10", average: 4, count: 1 });
    expect(stats.trend.filter((p) => p.count > 0)).toHaveLength(2);
    expect(stats).toMatchObject({ days: 30, total: 2, average: 3 });
    expect(stats.topEmotions).toEqual([
      { emotion: "Tired", count: 2 },
      { emotion: "Sad", count: 1 },
    ]);
    expect((await u.request("/api/moods/stats?days=1000")).status).toBe(400);
  });

  it("shows each user only their own moods", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    await post(a, "/api/moods", { moodLevel: 5, note: "private" });
    expect(await json<MoodEntry[]>(b.request("/api/moods"))).toEqual([]);
    expect((await json<MoodStats>(b.request("/api/moods/stats"))).total).toBe(0);
  });

  it("needs a session, with the spec's words", async () => {
    for (const [method, path] of [
      ["GET", "/api/moods"],
      ["GET", "/api/moods/stats"],
      ["POST", "/api/moods"],
      ["POST", "/api/moods/goal-tracking"],
    ] as const) {
      const res = await t.request(path, { method, ...(method === "POST" ? { json: { moodLevel: 3 } } : {}) });
      expect(res.status).toBe(401);
      expect((await json<{ error: { message: string } }>(res)).error.message).toBe("You must be logged in to track your mood");
    }
  });
});
