// Full-page screenshots of every screen at 390x844, attached to the report and saved to
// test-results/screenshots/<name>.png for a human look.
import { expect, test, uniqueEmail, uniquePassword } from "../fixtures/index.ts";
import { shoot } from "../fixtures/shoot.ts";
import {
  NOTIFICATION_PROMPT_HEADING,
  openAuth,
  SIGN_UP_HEADING,
  submitCredentials,
  homeHeading,
} from "../fixtures/ui.ts";

test.use({ viewport: { width: 390, height: 844 } });

test.describe("screenshots (390x844)", () => {
  test("signed-out screens", async ({ page, allowConsoleErrors, trackUser }, testInfo) => {
    // Landing: hold the session check so the landing stays on screen instead of redirecting.
    allowConsoleErrors(/get-session/);
    await page.route("**/api/auth/get-session", () => {
      /* never answered while the picture is taken */
    });
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Grow your confidence, one small step a day" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Get Started" })).toBeVisible();
    await shoot(page, testInfo, "landing");
    await page.unrouteAll({ behavior: "ignoreErrors" });

    await openAuth(page);
    await shoot(page, testInfo, "auth-sign-in");

    await page.getByRole("tab", { name: "Sign up" }).click();
    await expect(page.getByRole("heading", { name: SIGN_UP_HEADING })).toBeVisible();
    await shoot(page, testInfo, "auth-sign-up");

    await page.getByRole("tab", { name: "Sign in" }).click();
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("alert").first()).toBeVisible();
    await shoot(page, testInfo, "auth-sign-in-errors");

    await page.getByRole("button", { name: "Forgot your password?" }).click();
    await expect(page.getByRole("dialog", { name: "Reset your password" })).toBeVisible();
    await shoot(page, testInfo, "forgot-password-dialog");
    await page.keyboard.press("Escape");

    await page.goto("/reset-password?token=x");
    await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
    await shoot(page, testInfo, "reset-password");

    await page.goto("/no/such/page");
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await shoot(page, testInfo, "not-found");

    // The reminder prompt right after a sign-up.
    const email = uniqueEmail("shots", testInfo.workerIndex);
    const password = uniquePassword();
    trackUser({ email, password });
    await openAuth(page, "Sign up");
    await submitCredentials(page, email, password, "Sign up");
    await expect(page.getByRole("heading", { name: NOTIFICATION_PROMPT_HEADING })).toBeVisible();
    await shoot(page, testInfo, "sign-up-reminder-prompt");
  });

  test("signed-in screens", async ({ signedInPage: page }, testInfo) => {
    await page.goto("/home");
    await expect(homeHeading(page)).toBeVisible();
    await expect(page.getByTestId("xp-total")).toBeVisible();
    await shoot(page, testInfo, "home");

    await page.getByRole("button", { name: "Settings" }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    await shoot(page, testInfo, "home-settings-menu");
    await page.keyboard.press("Escape");

    await page.goto("/menu");
    await expect(page.getByRole("heading", { name: "Menu", level: 1 })).toBeVisible();
    await shoot(page, testInfo, "menu");

    await page.getByRole("button", { name: "Delete my account" }).click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await shoot(page, testInfo, "delete-account-dialog");
  });
});
