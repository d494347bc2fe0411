// Issue 13, point 12: a bottom tab bar (Home, Journal, Coach, Mood, Me) on the signed-in app's
// screens, reachable by touch and keyboard, never covering the page; flows keep the whole screen.
import { expect, expectNoA11yViolations, test } from "../fixtures/index.ts";
import { shoot } from "../fixtures/shoot.ts";

test("the tab bar moves between the app's main screens by tap and keyboard", async ({
  signedInPage: page,
}, testInfo) => {
  await page.goto("/home");
  const tabs = page.getByRole("navigation", { name: "Main" });
  await expect(tabs.getByRole("link")).toHaveText(["Home", "Journal", "Coach", "Mood", "Me"]);
  await expect(tabs.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("aria-current", "page");
  await expectNoA11yViolations(page);

  // The last thing on home is above the bar, not under it.
  await page.keyboard.press("End");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const menuButton = page
    .getByRole("link", { name: /Open the menu/ })
    .or(page.getByRole("button", { name: /Open the menu/ }))
    .first();
  const last = await menuButton.boundingBox();
  const bar = await tabs.boundingBox();
  expect(last && bar && last.y + last.height <= bar.y + 1).toBe(true);
  await shoot(page, testInfo, "tab-bar-home");
  await page.emulateMedia({ colorScheme: "dark" });
  await shoot(page, testInfo, "tab-bar-home-dark");
  await page.emulateMedia({ colorScheme: "light" });

  await tabs.getByRole("link", { name: "Journal", exact: true }).click();
  await expect(page).toHaveURL(/\/journal-history$/);
  await expect(tabs.getByRole("link", { name: "Journal", exact: true })).toHaveAttribute("aria-current", "page");

  // By keyboard.
  await tabs.getByRole("link", { name: "Coach", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/chat-history$/);
  await tabs.getByRole("link", { name: "Me", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/menu$/);
  await expect(tabs.getByRole("link", { name: "Me", exact: true })).toHaveAttribute("aria-current", "page");

  // The mood check-in is a flow: the bar gives it the whole screen.
  await tabs.getByRole("link", { name: "Mood", exact: true }).click();
  await expect(page).toHaveURL(/\/mood$/);
  await expect(page.getByRole("heading", { name: "How are you feeling today?" })).toBeVisible();
  await expect(tabs).toHaveCount(0);
});
