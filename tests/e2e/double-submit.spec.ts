// A mouse double-click on Save Journal, Save to Journal and the goal check-in's Submit saves once
// and awards once (one Idempotency-Key per submission; a second press while saving is ignored).
import type { APIRequestContext } from "@playwright/test";
import { expect, expectNoA11yViolations, test } from "../fixtures/index.ts";

const xp = async (api: APIRequestContext) => ((await (await api.get("/api/progress")).json()) as { xp: number }).xp;
const journals = async (api: APIRequestContext) =>
  ((await (await api.get("/api/journals")).json()) as { items: { entryType: string }[] }).items.map((j) => j.entryType);
const goalCheckIns = async (api: APIRequestContext) =>
  ((await (await api.get("/api/moods?kind=goal")).json()) as { items: unknown[] }).items.length;

test.describe("double-click", () => {
  test("saves each journal and goal check-in once, with its points once", async ({ signedInPage: page, user }) => {
    await page.goto("/journal");
    await page.getByLabel("What are you grateful for today?").fill("Tea with my neighbour.");
    await expectNoA11yViolations(page, { name: "journal-double-click" });
    await page.getByRole("button", { name: "Save Journal" }).dblclick();
    await expect(page).toHaveURL(/\/journal-history$/);
    await expect.poll(() => xp(user.api)).toBe(1);

    await page.goto("/thought-reframing");
    await page.getByLabel("What negative thought is on your mind?").fill("I always say the wrong thing.");
    await page.getByRole("button", { name: "Continue to reframe" }).click();
    await page.getByLabel(/kinder, more balanced way/).fill("Most of what I said today landed fine.");
    await page.getByRole("button", { name: "Save to Journal" }).dblclick();
    await expect(page).toHaveURL(/\/(home|mood)$/);
    await expect.poll(() => xp(user.api)).toBe(3);

    await page.goto("/goal-tracking/confidence");
    await page.getByRole("radio", { name: "Fairly confident" }).check({ force: true });
    await page.getByRole("button", { name: "Submit" }).dblclick();
    await expect(page).toHaveURL(/\/home$/);
    await expect.poll(() => xp(user.api)).toBe(4);

    // Give a stray second request time to land before counting.
    await page.waitForTimeout(1000);
    expect(await journals(user.api)).toEqual(["thought-reframing", "appreciation"]);
    expect(await goalCheckIns(user.api)).toBe(1);
    expect(await xp(user.api)).toBe(4);
  });
});
