import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GoalCheckInResult, MoodEntry, MoodPage, MoodStats, MoodToday } from "#shared/schemas/moods.ts";
import type { Progress } from "#shared/schemas/progress.ts";
import { moodTracking } from "#server/db/schema/index.ts";
import { allPages, expectBadPageQueries, newestFirst, pageGetter, pagingStamps } from "#server/testing/paging.ts";
import { createTestServer, type TestServer, type TestUser } from "#server/testing/test-server.ts";

let t: TestServer;
let now = new Date("2026-03-10T12:00:00Z");
beforeAll(async () => {
  t = await createTestServer({ now: () => now });
});
afterAll(() => t.close());

const json = async <T>(res: Response | Promise<Response>) => (await (await res).json()) as T;
const post = (u: TestUser, path: string, body: unknown) => u.request(path, { method: "POST", json: body });
const xp = async (u: TestUser) => (await json<Progress>(u.request("/api/progress"))).xp;
/** The first page's entries. */
const list = async (u: TestUser, path = "/api/moods") => (await json<MoodPage>(u.request(path))).items;

describe("moods", () => {
  it("records a mood with emotions and a note and lists moods newest first", async () => {
    const u = await t.signUp();
    now = new Date("2026-03-10T08:00:00Z");
    const first = await post(u, "/api/moods", {
      moodLevel: 2,
      emotions: ["Sad", "Tired", "Sad"],
      note: "  rough night ",
    });
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({
      moodLevel: 2,
      emotions: ["Sad", "Tired"],
      note: "rough night",
      goalType: null,
    });
    now = new Date("2026-03-10T09:00:00Z");
    await post(u, "/api/moods", { moodLevel: 4 });
    const entries = await list(u);
    expect(entries.map((m) => m.moodLevel)).toEqual([4, 2]);
    expect(entries[0]).toMatchObject({ note: null, emotions: [] });
    expect(await json<MoodToday>(u.request("/api/moods/today"))).toEqual({ logged: true, moodLevel: 4 });
  });

  it("rejects a missing or out-of-range level with the spec's message", async () => {
    const u = await t.signUp();
    for (const body of [{}, { moodLevel: 0 }, { moodLevel: 6 }, { moodLevel: 2.5 }, { moodLevel: "3" }]) {
      const res = await post(u, "/api/moods", body);
      expect(res.status).toBe(400);
      expect((await json<{ error: { message: string } }>(res)).error.message).toBe(
        "Please select a mood before submitting.",
      );
    }
    const long = await post(u, "/api/moods", { moodLevel: 3, note: "x".repeat(5001) });
    expect(long.status).toBe(400);
  });

  it("saves a goal check-in as a mood entry with the spec's note and +1 point, without counting as today's mood", async () => {
    const u = await t.signUp();
    now = new Date("2026-03-10T10:00:00Z");
    const res = await post(u, "/api/moods/goal-tracking", {
      goalType: "confidence",
      level: 4,
      note: "spoke up in a meeting",
    });
    expect(res.status).toBe(201);
    const body = await json<GoalCheckInResult>(res);
    expect(body.pointsAwarded).toBe(1);
    expect(body.entry).toMatchObject({
      moodLevel: 4,
      goalType: "confidence",
      note: "confidence tracking: spoke up in a meeting",
    });
    now = new Date("2026-03-10T10:05:00Z");
    await post(u, "/api/moods/goal-tracking", { goalType: "growth", level: 2 });
    expect(await xp(u)).toBe(2);
    expect(await json<MoodToday>(u.request("/api/moods/today"))).toEqual({ logged: false, moodLevel: null });

    const goals = await list(u, "/api/moods?kind=goal");
    expect(goals.map((g) => g.goalType)).toEqual(["growth", "confidence"]);
    expect(goals[0]?.note).toBe("growth tracking: ");
    expect((await list(u, "/api/moods?kind=goal&goalType=confidence")).map((g) => g.goalType)).toEqual(["confidence"]);
    expect(await json<MoodPage>(u.request("/api/moods?kind=mood"))).toEqual({ items: [], nextCursor: null });
  });

  it("needs a level for a goal check-in", async () => {
    const u = await t.signUp();
    const res = await post(u, "/api/moods/goal-tracking", { goalType: "confidence" });
    expect(res.status).toBe(400);
    expect((await json<{ error: { message: string } }>(res)).error.message).toBe(
      "Please select a level before submitting.",
    );
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
    expect(await list(b)).toEqual([]);
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
      expect((await json<{ error: { message: string } }>(res)).error.message).toBe(
        "You must be logged in to track your mood",
      );
    }
  });
});

describe("mood pages", () => {
  /** `n` entries straight into the table, oldest first: every third a confidence check-in, the rest moods. */
  async function seed(u: TestUser, n: number) {
    const stamps = pagingStamps(n);
    const rows = await t.deps.database.db
      .insert(moodTracking)
      .values(
        stamps.map((s, i) => ({
          userId: u.id,
          moodLevel: (i % 5) + 1,
          goalType: i % 3 === 0 ? "confidence" : null,
          note: `entry ${i}`,
          createdAt: s.value,
        })),
      )
      .returning({ id: moodTracking.id, goalType: moodTracking.goalType });
    return rows.map((r, i) => ({ ...r, stamp: stamps[i]!.iso }));
  }

  it("pages through 120 entries newest first: no duplicates, no gaps, 50 by default, by kind", async () => {
    const u = await t.signUp();
    const other = await t.signUp();
    const seeded = newestFirst(await seed(u, 120));
    await seed(other, 5);

    const pages = await allPages(pageGetter<MoodEntry>(u, "/api/moods"));
    expect(pages.map((p) => p.length)).toEqual([50, 50, 20]);
    expect(pages.flat().map((m) => m.id)).toEqual(seeded.map((r) => r.id));
    expect((await allPages(pageGetter<MoodEntry>(u, "/api/moods", 9))).flat().map((m) => m.id)).toEqual(
      seeded.map((r) => r.id),
    );

    const moods = await allPages(pageGetter<MoodEntry>(u, "/api/moods?kind=mood", 30));
    expect(moods.map((p) => p.length)).toEqual([30, 30, 20]);
    expect(moods.flat().map((m) => m.id)).toEqual(seeded.filter((r) => r.goalType === null).map((r) => r.id));
    const goals = await allPages(pageGetter<MoodEntry>(u, "/api/moods?kind=goal&goalType=confidence", 15));
    expect(goals.map((p) => p.length)).toEqual([15, 15, 10]);
    expect(goals.flat().map((m) => m.id)).toEqual(seeded.filter((r) => r.goalType !== null).map((r) => r.id));
  });

  it("a new entry does not shift the next page", async () => {
    const u = await t.signUp();
    const seeded = newestFirst(await seed(u, 60));
    const page1 = await json<MoodPage>(u.request("/api/moods?limit=25"));
    now = new Date("2026-06-01T00:00:00Z");
    await post(u, "/api/moods", { moodLevel: 3 });
    const page2 = await json<MoodPage>(u.request(`/api/moods?limit=25&cursor=${page1.nextCursor}`));
    expect([...page1.items, ...page2.items].map((m) => m.id)).toEqual(seeded.slice(0, 50).map((r) => r.id));
  });

  it("answers a bad cursor or limit with 400, and another user's cursor shows nothing of theirs", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    await expectBadPageQueries(a, "/api/moods");
    await expectBadPageQueries(a, "/api/moods?kind=goal");
    const mine = new Set((await seed(a, 30)).map((r) => r.id));
    const theirs = new Set((await seed(b, 30)).map((r) => r.id));
    const aPage = await json<MoodPage>(a.request("/api/moods?limit=10"));
    const bPage = await json<MoodPage>(b.request(`/api/moods?limit=100&cursor=${aPage.nextCursor}`));
    expect(bPage.items.length).toBeGreaterThan(0);
    expect(bPage.items.every((m) => theirs.has(m.id) && !mine.has(m.id))).toBe(true);
  });
});
