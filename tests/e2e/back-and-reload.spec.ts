// Issue 13, point 5: the phone's Back closes an open dialog instead of leaving the page, and a
// reload in the middle of the mood check-in keeps its step and answers.
import { expect, test } from "../fixtures/index.ts";

test("Back closes the exercise dialog and stays on home; closed by its button, Back leaves as usual", async ({
  signedInPage: page,
  user,
}) => {
  expect((await user.api.post("/api/exercises/plan", { data: { exerciseIds: ["success-replay"] } })).status()).toBe(
    201,
  );
  await page.goto("/menu");
  await page.goto("/home");
  const card = page.getByTestId("exercise-card").filter({ hasText: "Success Replay" });
  const dialog = page.getByRole("dialog", { name: "Success Replay" });

  await card.getByRole("button", { name: /^Success Replay/ }).click();
  await expect(dialog).toBeVisible();
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/home$/);

  await card.getByRole("button", { name: /^Success Replay/ }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL(/\/menu$/);
});

test("a reload in the middle of the mood check-in keeps the step and the answers", async ({ signedInPage: page }) => {
  await page.goto("/mood");
  await page.getByRole("radio", { name: "Bad", exact: true }).check({ force: true });
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Tired" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Your journal (optional)").fill("Long day at the hospital.");
  await page.reload();
  await expect(page.getByRole("heading", { name: "Want to share what's on your mind?" })).toBeVisible();
  await expect(page.getByLabel("Your journal (optional)")).toHaveValue("Long day at the hospital.");
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByRole("button", { name: "Tired" })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByRole("radio", { name: "Bad", exact: true })).toBeChecked();
});
