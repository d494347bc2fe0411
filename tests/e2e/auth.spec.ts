import { BASE_URL, expect, RESET_SUBJECT, test, uniqueEmail, uniquePassword, waitForMail } from "../fixtures/index.ts";
import {
  openAuth,
  pathOf,
  SIGN_IN_HEADING,
  SIGN_UP_TOAST,
  skipNotificationPrompt,
  submitCredentials,
  toast,
  homeHeading,
} from "../fixtures/ui.ts";

test.describe("sign in / sign up", () => {
  test("sign up through the UI ('Skip for now' on the reminder prompt) lands on /home; sign out from the settings menu lands on /auth", async ({
    page,
    trackUser,
  }, testInfo) => {
    const email = uniqueEmail("signup", testInfo.workerIndex);
    const password = uniquePassword();
    trackUser({ email, password });

    await openAuth(page, "Sign up");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    const submit = page.getByRole("button", { name: "Sign up", exact: true });
    await submit.click();

    await expect(toast(page, SIGN_UP_TOAST)).toBeVisible();
    // SPEC: a reminder prompt follows sign-up; both answers lead to /home, which sends a
    // brand-new user on to onboarding.
    await skipNotificationPrompt(page);
    await expect(page).toHaveURL(/\/new-onboarding$/);
    await expect(page.getByRole("heading", { name: "How should I call you?" })).toBeVisible();

    // With onboarding done (through the API here; onboarding.spec walks it), /home stays.
    const origin = new URL(page.url()).origin;
    const done = await page.request.put("/api/onboarding", {
      headers: { Origin: origin },
      data: { userName: "Robin", selectedChallenges: ["Overthinking"], selectedIdentities: ["Student"] },
    });
    expect(done.ok()).toBe(true);
    await page.goto("/home");
    await expect(homeHeading(page)).toBeVisible();
    await expect(page.getByTestId("xp-total")).toHaveText("0");

    await page.getByRole("button", { name: "Settings" }).click();
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem", { name: "Go to home" })).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "Menu" })).toBeVisible();
    await menu.getByRole("menuitem", { name: "Sign Out" }).click();

    await expect(page).toHaveURL(/\/auth$/);
    await expect(toast(page, "Signed out successfully")).toBeVisible();
    await expect(page.getByRole("heading", { name: SIGN_IN_HEADING })).toBeVisible();
    // The session is really gone: the protected home sends us back to sign in.
    await page.goto("/home");
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test("the sign-up button reads 'Signing up...' while the request is pending", async ({
    page,
    trackUser,
  }, testInfo) => {
    const email = uniqueEmail("pending", testInfo.workerIndex);
    const password = uniquePassword();
    trackUser({ email, password });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/auth/sign-up/email", async (route) => {
      await held;
      await route.continue();
    });

    await openAuth(page, "Sign up");
    await submitCredentials(page, email, password, "Sign up");
    await expect(page.getByRole("button", { name: "Signing up..." })).toBeDisabled();
    release();
    await skipNotificationPrompt(page);
    await expect(page).toHaveURL(/\/new-onboarding$/);
  });

  test("a wrong password shows 'Invalid email or password' inline and keeps the email; the right one signs in", async ({
    page,
    user,
  }) => {
    await openAuth(page, "Sign in", "/sign-in");
    await page.getByLabel("Email", { exact: true }).fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(`${user.password}-wrong`);
    await page.getByLabel("Password", { exact: true }).press("Enter");

    const alert = page.getByRole("alert").filter({ hasText: "Invalid email or password" });
    await expect(alert).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(user.email);

    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(toast(page, "Signed in successfully")).toBeVisible();
    await expect(homeHeading(page)).toBeVisible();
  });

  test("a signed-in user visiting /auth or /sign-in is sent to /home", async ({ signedInPage: page }) => {
    await page.goto("/auth");
    await expect(page).toHaveURL(/\/home$/);
    await expect(homeHeading(page)).toBeVisible();
    await page.goto("/sign-in");
    await expect(page).toHaveURL(/\/home$/);
  });

  test("password reset by email: dialog, outbox link, new password works and the old one fails", async ({
    page,
    user,
  }) => {
    await openAuth(page);
    await page.getByRole("button", { name: "Forgot your password?" }).click();
    const dialog = page.getByRole("dialog", { name: "Reset your password" });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Email").fill(user.email);
    await dialog.getByRole("button", { name: "Send reset link" }).click();
    await expect(toast(page, "Password reset email sent!")).toBeVisible();
    await expect(dialog).toBeHidden();

    const mail = await waitForMail(user.email, RESET_SUBJECT);
    expect(mail.link.startsWith(BASE_URL), `reset link ${mail.link} points at the app`).toBe(true);

    await page.goto(mail.link);
    await expect(page).toHaveURL(/\/reset-password\?token=[^&]+/);
    await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();

    const oldPassword = user.password;
    const newPassword = uniquePassword();
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByLabel("Repeat new password").fill(newPassword);
    await page.getByRole("button", { name: "Save new password" }).click();
    user.password = newPassword; // cleanup signs in with the latest password

    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(toast(page, /password has been changed/i)).toBeVisible();

    // The old password no longer works…
    await submitCredentials(page, user.email, oldPassword, "Sign in");
    await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
    // …the new one does.
    await page.getByLabel("Password", { exact: true }).fill(newPassword);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(toast(page, "Signed in successfully")).toBeVisible();
  });

  test("the reset screen asks for matching passwords", async ({ page }) => {
    await page.goto("/reset-password?token=not-a-real-token");
    await page.getByLabel("New password", { exact: true }).fill("Otter-new-pass-1");
    await page.getByLabel("Repeat new password").fill("Otter-new-pass-2");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "The two passwords do not match" })).toBeVisible();
    expect(pathOf(page)).toBe("/reset-password");
  });

  test("repeated wrong sign-ins end in an inline rate-limit message", async ({ page, user, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 429/);
    await openAuth(page);
    await page.getByLabel("Email", { exact: true }).fill(user.email);
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 8 && !statuses.includes(429); attempt++) {
      await page.getByLabel("Password", { exact: true }).fill(`wrong-password-${attempt}`);
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith("/api/auth/sign-in/email") && r.request().method() === "POST"),
        page.getByRole("button", { name: "Sign in", exact: true }).click(),
      ]);
      statuses.push(response.status());
      await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeEnabled();
    }
    expect(statuses.slice(0, 5), "the first five wrong passwords are plain 401s").toEqual([401, 401, 401, 401, 401]);
    expect(statuses.at(-1), `statuses seen: ${statuses.join(", ")}`).toBe(429);
    await expect(page.getByRole("alert").filter({ hasText: /too many/i })).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });
});
