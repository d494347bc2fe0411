import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { safetyPlans } from "#server/db/schema/index.ts";
import { createTestServer, errorOf, type TestServer, type TestUser } from "#server/testing/test-server.ts";
import {
  SAFETY_PLAN_MESSAGES,
  SAFETY_PLAN_SECTIONS,
  type SafetyPlan,
  type SafetyPlanBody,
} from "#shared/schemas/safety.ts";

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.close());

const PATH = "/api/safety-plan";
const get = (u: TestUser) => u.request(PATH);
const put = (u: TestUser, body: unknown) => u.request(PATH, { method: "PUT", json: body });
const del = (u: TestUser) => u.request(PATH, { method: "DELETE" });
const json = async <T>(res: Response | Promise<Response>) => (await (await res).json()) as T;

const emptyPlan = (): SafetyPlanBody => ({
  warningSigns: [],
  copingStrategies: [],
  distractions: [],
  helpers: [],
  professionals: [],
  safeEnvironment: [],
  reasonsForLiving: [],
});

const plan: SafetyPlanBody = {
  warningSigns: ["Not sleeping", "Cancelling plans with friends"],
  copingStrategies: ["A long walk by the river"],
  distractions: ["The café on Mill Street"],
  helpers: ["My sister Ana, 07700 900123"],
  professionals: ["Dr. Patel, 020 7946 0000", "Samaritans 116 123"],
  safeEnvironment: ["Ask Ana to keep my pills"],
  reasonsForLiving: ["My cat Miso 🐈", "Seeing the sea again"],
};

async function expect400(res: Response, field?: string, message?: string) {
  expect(res.status).toBe(400);
  const error = errorOf(await res.json()) as { code?: string; message: string; fields?: Record<string, string> };
  expect(error.code).toBe("bad_request");
  expect(error.message).toEqual(expect.any(String));
  if (field) expect(Object.keys(error.fields ?? {})).toContain(field);
  if (message) expect(error.message).toBe(message);
}

describe("safety plan", () => {
  it("is null before one is saved, and never cached", async () => {
    const u = await t.signUp();
    const res = await get(u);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toBeNull();
  });

  it("saves the whole plan (lines trimmed), reads it back, and replaces it on the next save", async () => {
    const u = await t.signUp();
    const res = await put(u, { ...plan, warningSigns: ["  Not sleeping  ", "Cancelling plans with friends"] });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const saved = await json<SafetyPlan>(res);
    expect(saved).toEqual({ ...plan, updatedAt: expect.any(String) as string });
    expect(await json<SafetyPlan>(get(u))).toEqual(saved);

    const edited = { ...plan, helpers: ["My sister Ana, 07700 900123", "Tom from choir"], safeEnvironment: [] };
    const again = await json<SafetyPlan>(put(u, edited));
    expect(again).toEqual({ ...edited, updatedAt: expect.any(String) as string });
    expect(Date.parse(again.updatedAt)).toBeGreaterThanOrEqual(Date.parse(saved.updatedAt));
    expect(await json<SafetyPlan>(get(u))).toEqual(again);
    // One row per user, however often it is saved (a double tap sends the same plan twice).
    await put(u, edited);
    expect(await t.deps.database.db.select().from(safetyPlans).where(eq(safetyPlans.userId, u.id))).toHaveLength(1);
  });

  it("accepts an empty plan and the longest lines and lists", async () => {
    const u = await t.signUp();
    expect((await put(u, emptyPlan())).status).toBe(200);
    const full = { ...emptyPlan(), reasonsForLiving: Array.from({ length: 20 }, (_, i) => `${i}`.padEnd(500, "x")) };
    expect(await json<SafetyPlan>(put(u, full))).toMatchObject({ reasonsForLiving: full.reasonsForLiving });
  });

  describe("refuses bad input with 400 in the error shape, and keeps the saved plan", () => {
    const cases: [string, unknown, string, string?][] = [
      [
        "a section that is not a list",
        { ...plan, warningSigns: "Not sleeping" },
        "warningSigns",
        SAFETY_PLAN_MESSAGES.notList,
      ],
      ["a line that is not text", { ...plan, helpers: ["Ana", 42] }, "helpers.1", SAFETY_PLAN_MESSAGES.notText],
      ["a null line", { ...plan, helpers: [null] }, "helpers.0", SAFETY_PLAN_MESSAGES.notText],
      ["a missing section", (({ reasonsForLiving: _r, ...rest }) => rest)(plan), "reasonsForLiving"],
      ["a blank line", { ...plan, distractions: ["   "] }, "distractions.0", SAFETY_PLAN_MESSAGES.empty],
      [
        "a line over 500 characters",
        { ...plan, copingStrategies: ["x".repeat(501)] },
        "copingStrategies.0",
        SAFETY_PLAN_MESSAGES.tooLong,
      ],
      [
        "more than 20 lines",
        { ...plan, reasonsForLiving: Array.from({ length: 21 }, (_, i) => `reason ${i}`) },
        "reasonsForLiving",
        SAFETY_PLAN_MESSAGES.tooMany,
      ],
      ["a NUL character", { ...plan, warningSigns: ["Not\u0000sleeping"] }, "warningSigns.0", SAFETY_PLAN_MESSAGES.nul],
      ["a user id in the body", { ...plan, userId: "someone-else" }, "_"],
      ["a list instead of a plan", [plan], "_"],
      ["null", null, "_"],
    ];
    it.each(cases)("%s", async (_name, body, field, message) => {
      const u = await t.signUp();
      await put(u, plan);
      await expect400(await put(u, body), field === "_" ? undefined : field, message);
      expect(await json<SafetyPlan>(get(u))).toMatchObject(plan);
    });

    it("malformed JSON", async () => {
      const u = await t.signUp();
      const res = await u.request(PATH, {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: "{not json",
      });
      await expect400(res);
      expect(await json(get(u))).toBeNull();
    });
  });

  it("needs a session: 401 in the error shape for reading, saving and deleting", async () => {
    for (const res of [
      await t.request(PATH),
      await t.request(PATH, { method: "PUT", json: plan }),
      await t.request(PATH, { method: "DELETE" }),
    ]) {
      expect(res.status).toBe(401);
      expect(errorOf(await res.json())).toMatchObject({ code: "unauthorized", message: expect.any(String) as string });
    }
    // A forged cookie is no session either.
    expect((await t.request(PATH, { cookie: "better-auth.session_token=forged.value" })).status).toBe(401);
  });

  it("never lets one user see, change or delete another's plan", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    await put(a, plan);
    expect(await json(get(b))).toBeNull();
    const bPlan = { ...emptyPlan(), reasonsForLiving: ["Bea's garden"] };
    await put(b, bPlan);
    expect(await json<SafetyPlan>(get(a))).toMatchObject(plan);
    expect(await json<SafetyPlan>(get(b))).toMatchObject(bPlan);
    expect((await del(b)).status).toBe(204);
    expect(await json<SafetyPlan>(get(a))).toMatchObject(plan);
    expect(await json(get(b))).toBeNull();
  });

  it("deletes with 204; then GET answers null, and deleting again is still 204", async () => {
    const u = await t.signUp();
    await put(u, plan);
    const res = await del(u);
    expect(res.status).toBe(204);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await json(get(u))).toBeNull();
    expect((await del(u)).status).toBe(204);
    // A new plan can be made after deleting one.
    expect((await put(u, plan)).status).toBe(200);
  });

  it("is in the account export, with the user's own plan only", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    await put(a, plan);
    await put(b, { ...emptyPlan(), helpers: ["Only Ben's friend"] });
    const data = await json<{ tables: { safety_plans: (SafetyPlanBody & { userId: string })[] } }>(
      a.request("/api/account/export"),
    );
    expect(data.tables.safety_plans).toHaveLength(1);
    expect(data.tables.safety_plans[0]).toMatchObject({ userId: a.id, ...plan });
    expect(JSON.stringify(data)).not.toContain("Only Ben's friend");
  });

  it("goes with the account when the account is deleted", async () => {
    const u = await t.signUp();
    await put(u, plan);
    expect((await u.request("/api/account", { method: "DELETE", json: { confirm: true } })).status).toBe(200);
    expect(await t.deps.database.db.select().from(safetyPlans).where(eq(safetyPlans.userId, u.id))).toEqual([]);
    // Writes check the sessions table; reads may still pass on the signed cookie cache, and find nothing.
    expect((await put(u, plan)).status).toBe(401);
    const res = await get(u);
    if (res.status === 200) expect(await res.json()).toBeNull();
    else expect(res.status).toBe(401);
  });

  it("is described in the OpenAPI document", async () => {
    const doc = await json<{ paths: Record<string, Record<string, unknown>> }>(t.request("/api/openapi.json"));
    expect(Object.keys(doc.paths[PATH] ?? {})).toEqual(expect.arrayContaining(["get", "put", "delete"]));
    const put = doc.paths[PATH]!.put as {
      requestBody?: { content?: Record<string, { schema?: { properties?: object } }> };
    };
    expect(Object.keys(put.requestBody?.content?.["application/json"]?.schema?.properties ?? {})).toEqual([
      ...SAFETY_PLAN_SECTIONS,
    ]);
  });
});
