import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GoalSettings } from "#shared/schemas/goals.ts";
import { createTestServer, errorOf, type TestServer, type TestUser } from "#server/testing/test-server.ts";

let t: TestServer;
const now = new Date("2026-03-10T12:00:00Z");
beforeAll(async () => {
  t = await createTestServer({ now: () => now });
});
afterAll(() => t.close());

const call = async <T = unknown>(u: TestUser, init: { method?: string; json?: unknown } = {}) => {
  const res = await u.request("/api/goals", init);
  return { status: res.status, body: (await res.json()) as T };
};
const put = (u: TestUser, json: unknown) => call<GoalSettings>(u, { method: "PUT", json });

describe("goal settings", () => {
  it("is null before goal onboarding", async () => {
    const u = await t.signUp();
    expect(await call(u)).toEqual({ status: 200, body: null });
  });

  it("saves, reads back and updates in place; time defaults to 5min; elaboration is trimmed", async () => {
    const u = await t.signUp();
    const first = await put(u, { selectedGoals: ["confidence", "growth"], goalElaboration: "  speak up at work  " });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      selectedGoals: ["confidence", "growth"],
      timeCommitment: "5min",
      customGoalText: null,
      goalElaboration: "speak up at work",
      updatedAt: now.toISOString(),
    });
    expect((await call(u)).body).toEqual(first.body);
    const second = await put(u, {
      selectedGoals: ["custom"],
      customGoalText: " Run a 5k ",
      timeCommitment: "10min+",
      goalElaboration: "   ",
    });
    expect(second.body).toMatchObject({
      selectedGoals: ["custom"],
      customGoalText: "Run a 5k",
      timeCommitment: "10min+",
      goalElaboration: null,
    });
    expect((await call<GoalSettings>(u)).body.selectedGoals).toEqual(["custom"]);
  });

  it("drops custom text when 'custom' is not selected", async () => {
    const u = await t.signUp();
    const { body } = await put(u, { selectedGoals: ["happiness"], customGoalText: "left over" });
    expect(body.customGoalText).toBeNull();
  });

  it.each([
    [{ selectedGoals: [] }, "Please choose at least one goal"],
    [{}, "Please choose at least one goal"],
    [{ selectedGoals: ["confidence", "motivation", "happiness", "growth"] }, "You can choose up to 3 goals"],
    [{ selectedGoals: ["growth", "growth"] }, "Each goal can be chosen only once"],
    [{ selectedGoals: ["custom"] }, "Please describe your custom goal"],
    [{ selectedGoals: ["custom"], customGoalText: "   " }, "Please describe your custom goal"],
  ])("refuses %j with '%s'", async (json, message) => {
    const u = await t.signUp();
    const res = await put(u, json);
    expect(res.status).toBe(400);
    expect(errorOf(res.body).message).toBe(message);
    expect((await call(u)).body).toBeNull();
  });

  it("refuses unknown goals and time commitments", async () => {
    const u = await t.signUp();
    expect((await put(u, { selectedGoals: ["fame"] })).status).toBe(400);
    expect((await put(u, { selectedGoals: ["growth"], timeCommitment: "1h" })).status).toBe(400);
  });

  it("keeps users apart", async () => {
    const u = await t.signUp();
    const other = await t.signUp();
    await put(other, { selectedGoals: ["growth"] });
    expect((await call(u)).body).toBeNull();
  });

  it("needs a session", async () => {
    expect((await t.request("/api/goals")).status).toBe(401);
    expect((await t.request("/api/goals", { method: "PUT", json: { selectedGoals: ["growth"] } })).status).toBe(401);
  });
});
