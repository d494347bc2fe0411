// Two tabs (or fifty clients) editing one plan at once: every acknowledged add is in the plan and
// every acknowledged delete is gone (issue 15 item 2). Meaningful on PostgreSQL (TEST_DATABASE_URL),
// where requests run in parallel; on PGlite they are serialised and it must hold all the more.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer, type TestUser } from "#server/testing/test-server.ts";

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.close());

const add = (u: TestUser, title: string) =>
  u.request("/api/exercises/custom", { method: "POST", json: { title, category: "writing-single" } });
const remove = (u: TestUser, id: string) => u.request(`/api/exercises/${encodeURIComponent(id)}`, { method: "DELETE" });
const planIds = async (u: TestUser) =>
  ((await (await u.request("/api/exercises/today")).json()) as { plan: { exerciseIds: string[] } }).plan.exerciseIds;

describe("concurrent plan edits", () => {
  it("2 × 50 concurrent adds and deletes end with exactly the acknowledged plan", async () => {
    const u = await t.signUp();
    expect(
      (await u.request("/api/exercises/plan", { method: "POST", json: { exerciseIds: ["identity-shift"] } })).status,
    ).toBe(201);
    const seeded: string[] = [];
    for (let i = 0; i < 50; i++) seeded.push(((await (await add(u, `Seed ${i}`)).json()) as { id: string }).id);

    const adds = Array.from({ length: 50 }, (_, i) => add(u, `New ${i}`));
    const deletes = seeded.map((id) => remove(u, id));
    const [added, deleted] = await Promise.all([Promise.all(adds), Promise.all(deletes)]);
    const acknowledgedAdds = await Promise.all(
      added.filter((r) => r.status === 201).map(async (r) => ((await r.json()) as { id: string }).id),
    );
    const acknowledgedDeletes = seeded.filter((_, i) => deleted[i]!.status < 300);
    expect(acknowledgedAdds).toHaveLength(50);
    expect(acknowledgedDeletes).toHaveLength(50);

    const ids = await planIds(u);
    expect(ids.filter((id) => acknowledgedDeletes.includes(id))).toEqual([]);
    expect([...ids].sort()).toEqual(["identity-shift", ...acknowledgedAdds].sort());
  }, 120_000);
});
