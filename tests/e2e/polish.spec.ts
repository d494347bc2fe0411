// Issue 13, point 14: the brand typeface is loaded from our own server, mood labels are at least
// 13 px, and the floating otter's water stays inside her round scene.
import { expect, test } from "../fixtures/index.ts";

test("the brand typeface, readable mood labels and the otter's water inside her scene", async ({
  signedInPage: page,
}) => {
  const fontRequests: string[] = [];
  page.on("request", (r) => r.resourceType() === "font" && fontRequests.push(new URL(r.url()).host));
  await page.goto("/mood");
  await expect(page.getByRole("heading", { name: "How are you feeling today?" })).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Nunito Variable"'))).toBe(true);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Nunito Variable"/);
  expect(new Set(fontRequests)).toEqual(new Set([new URL(page.url()).host]));

  const sizes = await page
    .getByRole("radiogroup")
    .or(page.locator("fieldset"))
    .first()
    .locator("label span")
    .evaluateAll((spans) => spans.map((s) => parseFloat(getComputedStyle(s).fontSize)));
  expect(sizes.length).toBeGreaterThan(0);
  expect(Math.min(...sizes)).toBeGreaterThanOrEqual(13);

  // The floating otter on this screen (level 2): her water is clipped to the round scene.
  const otter = page.locator("svg[data-level='2']").first();
  await expect(otter.locator("clipPath circle")).toHaveCount(1);
  await expect(otter.locator("[clip-path]")).toHaveCount(2);
});
