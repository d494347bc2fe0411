// Desktop project (1280x800): the mobile column stays centred and the main journey works.
import { expect, test, uniqueEmail, uniquePassword } from "../fixtures/index.ts";
import { openAuth, SIGN_UP_TOAST, skipNotificationPrompt, submitCredentials, toast } from "../fixtures/ui.ts";

test("desktop: /auth renders a centred column at most 430px wide, and sign up works", async ({
  page,
  trackUser,
}, testInfo) => {
  await openAuth(page);
  const viewport = page.viewportSize()!;
  expect(viewport.width).toBe(1280);

  const main = page.getByRole("main");
  const box = (await main.boundingBox())!;
  expect(box.width, "the main column width").toBeLessThanOrEqual(430);
  expect(box.width, "the main column is not collapsed").toBeGreaterThan(300);
  const centre = box.x + box.width / 2;
  expect(Math.abs(centre - viewport.width / 2), "the column is centred").toBeLessThanOrEqual(2);
  // Nothing spills sideways.
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(viewport.width);

  const email = uniqueEmail("desktop", testInfo.workerIndex);
  const password = uniquePassword();
  trackUser({ email, password });
  await page.getByRole("tab", { name: "Sign up" }).click();
  await submitCredentials(page, email, password, "Sign up");
  await expect(toast(page, SIGN_UP_TOAST)).toBeVisible();
  await skipNotificationPrompt(page);
  await expect(page).toHaveURL(/\/new-onboarding$/);
  await expect(page.getByRole("heading", { name: "How should I call you?" })).toBeVisible();
  const homeBox = (await page.getByRole("main").boundingBox())!;
  expect(homeBox.width).toBeLessThanOrEqual(430);
});
