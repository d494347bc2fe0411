import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Progress } from "#shared/schemas/progress.ts";
import { createTestServer, type TestServer } from "#server/testing/test-server.ts";
import { awardPoints, recordStreakAction } from "./progress.service.ts";

let t: TestServer;
let now = new Date("2026-03-10T12:00:00Z");
beforeAll(async () => {
  t = await createTestServer({ now: () => now });
});
afterAll(() => t.close());

const progress = async (u: { request: (p: string) => Promise<Response> }) =>
  (await (await u.request("/api/progress")).json()) as Progress;

describe("progress", () => {
  it("starts at level 1 with no XP and no streak", async () => {
    const u = await t.signUp();
    expect(await progress(u)).toMatchObject({
      xp: 0,
      level: 1,
      nextLevel: 2,
      toNext: 30,
      percent: 0,
      streak: { current: 0, longest: 0 },
    });
  });

  it("sums the ledger, stores a deduplicated event once, and never goes below 0", async () => {
    const u = await t.signUp();
    const db = t.deps.database.db;
    expect(await awardPoints(db, u.id, 10, "exercise_completion", "ex:a:2026-03-10")).toBe(true);
    expect(await awardPoints(db, u.id, 10, "exercise_completion", "ex:a:2026-03-10")).toBe(false);
    await awardPoints(db, u.id, 25, "generic");
    expect(await progress(u)).toMatchObject({ xp: 35, level: 2, nextLevel: 3, toNext: 45 });
    await awardPoints(db, u.id, -100, "generic");
    expect((await progress(u)).xp).toBe(0);
  });

  it("counts the streak in the user's local days and resets it after more than two idle days", async () => {
    const u = await t.signUp();
    const db = t.deps.database.db;
    await u.request("/api/profile", { method: "PATCH", json: { timeZone: "Pacific/Auckland" } });
    // 23:30 UTC on the 9th is already the 10th in Auckland.
    await recordStreakAction(db, u.id, new Date("2026-03-09T23:30:00Z"), "Pacific/Auckland");
    await recordStreakAction(db, u.id, new Date("2026-03-10T08:00:00Z"), "Pacific/Auckland"); // same local day
    await recordStreakAction(db, u.id, new Date("2026-03-11T01:00:00Z"), "Pacific/Auckland"); // next local day
    now = new Date("2026-03-11T02:00:00Z");
    expect((await progress(u)).streak).toMatchObject({ current: 2, longest: 2 });
    now = new Date("2026-03-15T02:00:00Z");
    expect((await progress(u)).streak).toMatchObject({ current: 0, longest: 2 });
  });

  it("needs a session", async () => {
    expect((await t.request("/api/progress")).status).toBe(401);
  });
});
