// Points cannot be farmed (DESIGN 14, decision 018): repeated calls award what the recorded rule says.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXERCISE_IDS } from "#shared/content/exercises-types.ts";
import { MAX_PLAN_EXERCISES } from "#shared/schemas/exercises.ts";
import { createTestServer, type TestServer, type TestUser } from "#server/testing/test-server.ts";

let t: TestServer;
let now = new Date("2026-03-10T09:00:00Z");
beforeAll(async () => {
  t = await createTestServer({ now: () => now });
});
afterAll(() => t.close());

async function xp(u: TestUser): Promise<number> {
  return ((await (await u.request("/api/progress")).json()) as { xp: number }).xp;
}
const post = (u: TestUser, path: string, json: unknown) => u.request(path, { method: "POST", json });

describe("points that cannot be farmed", () => {
  it("a deleted journal takes its points back: writing and deleting a reframing twenty times earns nothing", async () => {
    const u = await t.signUp();
    expect((await post(u, "/api/journals", { entryType: "appreciation", content: "A kept entry" })).status).toBe(201);
    expect(await xp(u)).toBe(1);
    for (let i = 0; i < 20; i++) {
      const res = await post(u, "/api/journals", {
        entryType: "thought-reframing",
        originalThought: `I failed ${i}`,
        reframedThought: "I learned something",
      });
      expect(res.status).toBe(201);
      const { journal } = (await res.json()) as { journal: { id: string } };
      expect((await u.request(`/api/journals/${journal.id}`, { method: "DELETE" })).status).toBe(204);
      // A second delete is a 404 and takes nothing more.
      expect((await u.request(`/api/journals/${journal.id}`, { method: "DELETE" })).status).toBe(404);
    }
    expect(await xp(u)).toBe(1);
  });

  it("goal check-ins pay one point per goal per local day, and are all saved", async () => {
    const u = await t.signUp();
    const check = async (goalType: string) => {
      const res = await post(u, "/api/moods/goal-tracking", { goalType, level: 3 });
      expect(res.status).toBe(201);
      return ((await res.json()) as { pointsAwarded: number }).pointsAwarded;
    };
    expect(await check("confidence")).toBe(1);
    for (let i = 0; i < 10; i++) expect(await check("confidence")).toBe(0);
    expect(await check("growth")).toBe(1);
    expect(await xp(u)).toBe(2);
    now = new Date(now.getTime() + 24 * 60 * 60 * 1000);
    expect(await check("confidence")).toBe(1);
    expect(await xp(u)).toBe(3);
    const saved = ((await (await u.request("/api/moods?kind=goal")).json()) as { items: unknown[] }).items;
    expect(saved).toHaveLength(13);
  });

  it("an exercise pays once per local day, in or out of the plan, whatever event ids the client sends", async () => {
    const u = await t.signUp();
    const exerciseId = EXERCISE_IDS[0];
    expect((await post(u, "/api/exercises/plan", { exerciseIds: [exerciseId] })).status).toBe(201);
    expect((await post(u, "/api/exercises/today/complete", { exerciseId })).status).toBe(200);
    for (let i = 0; i < 10; i++) {
      const res = await post(u, "/api/exercises/complete", {
        exerciseId,
        clientEventId: `fresh-event-${i}-${Date.now()}`,
      });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { awarded: boolean }).awarded).toBe(false);
    }
    for (let i = 0; i < 3; i++) await post(u, "/api/exercises/complete", { exerciseId });
    expect(await xp(u)).toBe(10);
    now = new Date(now.getTime() + 24 * 60 * 60 * 1000);
    expect(
      ((await (await post(u, "/api/exercises/complete", { exerciseId })).json()) as { awarded: boolean }).awarded,
    ).toBe(true);
    expect(await xp(u)).toBe(20);
  });

  it("fresh custom exercises pay no more in a day than a full plan holds", async () => {
    const u = await t.signUp();
    const custom = (i: number) => ({ title: `Breathe ${i}`, category: "timer", timerMinutes: 1 });
    const results = [];
    for (let i = 0; i < MAX_PLAN_EXERCISES + 5; i++) {
      const res = await post(u, "/api/exercises/complete", { exercise: custom(i) });
      expect(res.status).toBe(200);
      results.push(((await res.json()) as { awarded: boolean }).awarded);
    }
    expect(results.filter(Boolean)).toHaveLength(MAX_PLAN_EXERCISES);
    expect(await xp(u)).toBe(MAX_PLAN_EXERCISES * 10);
  });
});
