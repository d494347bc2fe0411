// Issue 13, point 2: the session ends under a form (signed out on another device, password
// changed). The save fails with 401; the person is sent to sign in, and what they wrote is back
// in the form afterwards — for them only.
import type { Page } from "@playwright/test";
import { expect, expectNoA11yViolations, test, type TestUser } from "../fixtures/index.ts";
import { toast } from "../fixtures/ui.ts";

/** Ends the browser's session on the server, as a sign-out on another device does. */
async function endSessionElsewhere(user: TestUser) {
  expect((await user.api.post("/api/auth/sign-out", { data: {} })).ok()).toBe(true);
}

async function signInAgain(page: Page, user: TestUser) {
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.getByLabel("Email", { exact: true }).fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

test("a journal saved after the session ended elsewhere is kept and waiting after signing in", async ({
  signedInPage: page,
  user,
}) => {
  await page.goto("/journal");
  const box = page.getByLabel("What are you grateful for today?");
  await box.fill("The sea air on my walk this morning.");
  await endSessionElsewhere(user);
  await page.getByRole("button", { name: "Save Journal" }).click();

  await expect(toast(page, "We kept what you wrote: sign in again and it will be waiting for you.")).toBeVisible();
  await expectNoA11yViolations(page);
  await signInAgain(page, user);
  // Back on the form, with the words in it; saving now works.
  await expect(page).toHaveURL(/\/journal$/);
  await expect(box).toHaveValue("The sea air on my walk this morning.");
  await page.getByRole("button", { name: "Save Journal" }).click();
  await expect(toast(page, "Journal saved successfully (+1 point)")).toBeVisible();
  const list: unknown = await (await page.request.get("/api/journals")).json();
  expect(JSON.stringify(list)).toContain("The sea air on my walk this morning.");
});

test("a mood check-in with a note survives the session ending", async ({ signedInPage: page, user }) => {
  await page.goto("/mood");
  await page.getByRole("radio", { name: "Bad", exact: true }).check({ force: true });
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Tired" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Your journal (optional)").fill("Rough meeting, but I spoke up once.");
  await endSessionElsewhere(user);
  await page.getByRole("button", { name: "Save Journal" }).click();
  await signInAgain(page, user);
  await expect(page).toHaveURL(/\/mood$/);
  await expect(page.getByLabel("Your journal (optional)")).toHaveValue("Rough meeting, but I spoke up once.");
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByRole("button", { name: "Tired" })).toHaveAttribute("aria-pressed", "true");
});

test("what one person wrote is never shown to another account signing in on the same tab", async ({
  signedInPage: page,
  user,
  newUser,
}) => {
  await page.goto("/journal");
  await page.getByLabel("What are you grateful for today?").fill("Private words.");
  await endSessionElsewhere(user);
  await page.getByRole("button", { name: "Save Journal" }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  const other = await newUser({ tag: "other" });
  await signInAgain(page, other);
  await expect(page).toHaveURL(/\/journal$/);
  await expect(page.getByLabel("What are you grateful for today?")).toHaveValue("");
  expect(await page.evaluate(() => sessionStorage.getItem("otter-kept-drafts"))).toBeNull();
});
