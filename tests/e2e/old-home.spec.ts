// The old home (/old-home, SPEC section 2): goals and a plan made through the API, the old-scheme
// level card, each kind of action completed through the dialog (writing, a checklist saved
// partially then finished, a custom timer added through the form), the all-done state.
// Also the empty state of a user without goals. Screenshots at 390x844.
import type { Page } from "@playwright/test";
import { expect, expectNoA11yViolations, test, type TestUser } from "../fixtures/index.ts";
import { shoot } from "../fixtures/shoot.ts";
import { pathOf, toast } from "../fixtures/ui.ts";

const PLAN = [
  {
    id: "write-win",
    title: "Write down one win",
    description: "Something you did well today, however small.",
    category: "writing-single",
    timeEstimate: "3 min",
    goalType: "confidence",
    goalExplanation: "Noticing wins builds confidence.",
    duration: null,
    checklistItems: null,
  },
  {
    id: "morning-list",
    title: "Morning reset",
    description: "",
    category: "checklist",
    timeEstimate: "5 min",
    goalType: "growth",
    goalExplanation: null,
    duration: null,
    checklistItems: [
      { id: "water", text: "Drink water", completed: false },
      { id: "window", text: "Open the window", completed: false },
    ],
  },
];

async function goalsAndPlan(user: TestUser) {
  expect(
    (
      await user.api.put("/api/goals", { data: { selectedGoals: ["confidence", "growth"], timeCommitment: "10min" } })
    ).status(),
  ).toBe(200);
  expect((await user.api.post("/api/actions/plan", { data: { actions: PLAN } })).status()).toBe(200);
}

const card = (page: Page, title: string) => page.getByTestId("action-card").filter({ hasText: title });

async function openAction(page: Page, title: string) {
  await card(page, title).getByRole("button").click();
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("goals, level card, each action through the dialog, a custom timer, all done", async ({
  page,
  user,
  signInAs,
}, testInfo) => {
  test.setTimeout(120_000);
  await goalsAndPlan(user);
  await signInAs(user);
  await page.clock.install();
  await page.goto("/old-home");

  const level = page.getByTestId("old-level-card");
  await expect(level.getByText("3 pts more to Level 2")).toBeVisible();
  await expect(level.getByTestId("points-total")).toHaveText("0");
  // Labelled as the goal scheme's own, so they never contradict the XP level on the new home.
  await expect(level.getByText("Goal points", { exact: true })).toBeVisible();
  await expect(level.getByText("Goal level", { exact: true })).toBeVisible();
  await expect(level.getByTestId("old-level")).toHaveText("1");
  await expect(level.getByRole("img", { name: /Hatching/ })).toBeVisible();
  await expect(page.getByTestId("selected-goals").getByRole("listitem")).toHaveText([/Confidence/, /Growth/]);
  await expect(page.getByRole("link", { name: "Chat with coach" })).toHaveAttribute("href", "/coach-chat");
  await expect(page.getByRole("link", { name: /How is your confidence today/ })).toHaveAttribute(
    "href",
    "/goal-tracking/confidence",
  );
  await expect(page.getByTestId("actions-count")).toHaveText("0/2");
  await shoot(page, testInfo, "old-home");
  await expectNoA11yViolations(page);

  // writing-single: Complete needs text; points toast; the card shows a check
  let dialog = await openAction(page, "Write down one win");
  const complete = dialog.getByRole("button", { name: "Complete Action" });
  await expect(complete).toBeDisabled();
  await dialog.getByLabel("Your response").fill("I asked a question in the meeting");
  await shoot(page, testInfo, "old-home-writing");
  await expectNoA11yViolations(page, { include: ["[role=dialog]"] });
  await complete.click();
  await expect(toast(page, "You earned 1 point!")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card(page, "Write down one win")).toHaveAttribute("data-completed", "true");
  await expect(card(page, "Write down one win").getByRole("img", { name: "Completed" })).toBeVisible();
  await expect(page.getByTestId("actions-count")).toHaveText("1/2");
  await expect(level.getByTestId("points-total")).toHaveText("1");
  await card(page, "Write down one win").getByRole("button").click();
  await expect(toast(page, "You've already completed this action!")).toBeVisible();
  await expect(page.getByRole("dialog")).toBeHidden();

  // checklist: saved partially, then completed once every item is ticked
  dialog = await openAction(page, "Morning reset");
  await expect(dialog.getByText("0 of 2 completed")).toBeVisible();
  await dialog.getByRole("checkbox", { name: "Drink water" }).check();
  await expect(dialog.getByText("1 of 2 completed")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Complete Action" })).toBeDisabled();
  await dialog.getByRole("button", { name: "Save Progress & Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, "Morning reset")).toContainText("1 of 2 completed");
  await page.reload();
  dialog = await openAction(page, "Morning reset");
  await expect(dialog.getByRole("checkbox", { name: "Drink water" })).toBeChecked();
  await dialog.getByRole("checkbox", { name: "Open the window" }).check();
  await expect(dialog.getByText("2 of 2 completed")).toBeVisible();
  await dialog.getByRole("button", { name: "Complete Action" }).click();
  await expect(toast(page, "You earned 2 points!")).toBeVisible();
  await expect(toast(page, "You completed all your daily actions!")).toBeVisible();
  await expect(page.getByTestId("actions-all-done")).toContainText("Congratulations!");
  await expect(level.getByText("5 pts more to Level 3")).toBeVisible();

  // a custom timer action through the menu's form
  await page.getByRole("button", { name: "Daily actions menu" }).click();
  for (const item of [
    "Add custom action",
    "Change my actions",
    "Change My Goals",
    "Adjust Daily Time",
    "See past journals",
  ]) {
    await expect(page.getByRole("menuitem", { name: item })).toBeVisible();
  }
  await page.getByRole("menuitem", { name: "Add custom action" }).click();
  dialog = page.getByRole("dialog", { name: "Add custom action" });
  await dialog.getByRole("button", { name: "Add action" }).click();
  await expect(dialog.getByText("Please enter a title for your action")).toBeVisible();
  await expect(dialog.getByText("Please select a template type")).toBeVisible();
  await dialog.getByLabel("Title").fill("One calm minute");
  await dialog.getByText("Set a Timer").click();
  await dialog.getByLabel("Timer (minutes)").fill("0");
  await dialog.getByRole("button", { name: "Add action" }).click();
  await expect(dialog.getByText("Please enter a valid timer duration in minutes")).toBeVisible();
  await dialog.getByLabel("Timer (minutes)").fill("1");
  await shoot(page, testInfo, "old-home-custom-action");
  await expectNoA11yViolations(page, { include: ["[role=dialog]"] });
  await dialog.getByRole("button", { name: "Add action" }).click();
  await expect(toast(page, "Custom action added successfully!")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("actions-count")).toHaveText("2/3");
  await expect(page.getByTestId("actions-all-done")).toBeHidden();

  // timer: Start/Pause; Complete only once it reached 0
  dialog = await openAction(page, "One calm minute");
  const timer = dialog.getByTestId("action-timer");
  await expect(timer).toHaveText("01:00");
  await dialog.getByRole("button", { name: "Start" }).click();
  await page.clock.fastForward(10_000);
  await expect(timer).toHaveText(/00:[45]\d/);
  await dialog.getByRole("button", { name: "Pause" }).click();
  await expect(dialog.getByRole("button", { name: "Complete Action" })).toBeDisabled();
  await dialog.getByRole("button", { name: "Resume" }).click();
  await page.clock.fastForward(61_000);
  await expect(timer).toHaveText("00:00");
  await dialog.getByRole("button", { name: "Complete Action" }).click();
  await expect(toast(page, "You earned 1 point!").first()).toBeVisible();
  await expect(page.getByTestId("actions-count")).toHaveText("3/3");
  await expect(page.getByTestId("actions-all-done")).toContainText("Congratulations!");
  await expect(level.getByTestId("points-total")).toHaveText("4");
  await expect(level.getByTestId("old-level")).toHaveText("2");
  await shoot(page, testInfo, "old-home-all-done");
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await shoot(page, testInfo, "old-home-desktop");
  await page.setViewportSize({ width: 390, height: 844 });

  // the journal entries the writing and checklist actions left
  const journals = await user.api.get("/api/journals");
  expect(JSON.stringify(await journals.json())).toContain("I asked a question in the meeting");

  // the settings menu, once the toasts over it are gone (the fake clock holds their timers, and
  // sonner pauses them while the pointer is over them)
  await page.mouse.move(195, 800);
  await page.clock.fastForward(10_000);
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  await page.getByRole("button", { name: "Settings" }).click();
  for (const item of ["Notification Settings", "Go to home", "Go to old home", "Sign Out"]) {
    await expect(page.getByRole("menuitem", { name: item })).toBeVisible();
  }
  await page.getByRole("menuitem", { name: "Go to home" }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole("button", { name: "Settings" }).click();
  await page.getByRole("menuitem", { name: "Go to old home" }).click();
  await expect(page).toHaveURL(/\/old-home$/);
});

test("without goals: an empty state that leads to goal setting; intent=change-goals goes to the chat history", async ({
  page,
  signedInPage,
}) => {
  await signedInPage.goto("/old-home");
  await expect(page.getByText("Set your goals and your otter will suggest small daily actions.")).toBeVisible();
  await expect(page.getByTestId("old-level-card").getByText("3 pts more to Level 2")).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole("link", { name: "Set my goals" }).click();
  await expect.poll(() => pathOf(page)).toBe("/goal-setting");

  await page.goto("/old-home?intent=change-goals");
  // /chat-history passes intent=change-goals on to /goal-setting.
  await expect.poll(() => pathOf(page)).toBe("/goal-setting");
});
