// What people write in a daily exercise is kept as a 'Daily Exercise' journal entry (issue 13).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DAILY_EXERCISE_JOURNAL_TYPE, journalTypeLabel } from "#shared/content/labels-goals.ts";
import { createTestServer, type TestServer, type TestUser } from "#server/testing/test-server.ts";

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.close());

const post = (u: TestUser, path: string, json: unknown) => u.request(path, { method: "POST", json });
const journals = async (u: TestUser) =>
  ((await (await u.request("/api/journals")).json()) as { items: { entryType: string; content: string }[] }).items;

describe("exercise answers kept as journal entries", () => {
  it("a plan exercise's writing becomes one 'Daily Exercise' entry, with no points of its own", async () => {
    const u = await t.signUp();
    expect((await post(u, "/api/exercises/plan", { exerciseIds: ["failure-party"] })).status).toBe(201);
    const body = { exerciseId: "failure-party", answers: ["I burned the cake", "Now I know the oven runs hot"] };
    expect((await post(u, "/api/exercises/today/complete", body)).status).toBe(200);
    // A retry of the same completion writes nothing more.
    expect((await post(u, "/api/exercises/today/complete", body)).status).toBe(200);
    const kept = await journals(u);
    expect(kept).toHaveLength(1);
    expect(kept[0]!.entryType).toBe(DAILY_EXERCISE_JOURNAL_TYPE);
    expect(journalTypeLabel(kept[0]!.entryType)).toBe("Daily Exercise");
    expect(kept[0]!.content).toMatch(
      /^Failure Party\n\nOriginal thought: I burned the cake\n\nReframed thought: Now I know the oven runs hot$/,
    );
    expect(((await (await u.request("/api/progress")).json()) as { xp: number }).xp).toBe(10);
    expect(((await (await u.request("/api/journals/stats?entryType=all")).json()) as { points: number }).points).toBe(
      0,
    );
  });

  it("a single completion keeps its words; a timer or empty boxes write nothing", async () => {
    const u = await t.signUp();
    const custom = { title: "Three good things", category: "writing-multiples", prompt: "Three good things today" };
    expect(
      (await post(u, "/api/exercises/complete", { exercise: custom, answers: ["Sun", "  ", "A call from Sam"] }))
        .status,
    ).toBe(200);
    expect(
      (await post(u, "/api/exercises/complete", { exercise: { title: "Breathe", category: "timer", timerMinutes: 1 } }))
        .status,
    ).toBe(200);
    expect(
      (
        await post(u, "/api/exercises/complete", {
          exercise: { title: "Blank", category: "writing-single" },
          answers: ["   "],
        })
      ).status,
    ).toBe(200);
    const kept = await journals(u);
    expect(kept.map((j) => j.content)).toEqual(["Three good things\n\nSun\n\nA call from Sam"]);
  });
});
