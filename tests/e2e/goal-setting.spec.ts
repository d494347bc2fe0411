// The goal-setting journey (/goal-setting, SPEC sections 2 and 4): a fresh onboarded user walks
// the goal wizard, gets actions from the guided coach, asks for different ones with feedback,
// approves and lands on /home; then changes today's actions (the time dialog included), edits
// the goals, and updates the actions from the goal chat. Screenshots at 390x844.
import type { Page } from "@playwright/test";
import { expect, expectNoA11yViolations, test, type TestUser } from "../fixtures/index.ts";
import { shoot } from "../fixtures/shoot.ts";
import { pathOf, toast } from "../fixtures/ui.ts";

const heading = (page: Page, name: string | RegExp) => page.getByRole("heading", { level: 1, name });
const button = (page: Page, name: string | RegExp) =>
  page.getByRole("button", { name, exact: typeof name === "string" });
const options = (page: Page) => page.getByTestId("action-option");
const option = (page: Page, title: string) => options(page).filter({ hasText: title }).getByRole("checkbox");
/** Taps an action card, as a person does (the checkbox itself is visually hidden). */
const pick = (page: Page, title: string) => options(page).filter({ hasText: title }).click();

async function todayActions(user: TestUser) {
  const res = await user.api.get("/api/actions/today");
  expect(res.status()).toBe(200);
  return ((await res.json()) as { plan: { actions: { id: string; title: string; completed: boolean }[] } | null }).plan;
}

/** Wizard through to the first suggestions: Confidence plus a custom goal, 5 minutes a day. */
async function walkWizard(page: Page, testInfo?: Parameters<typeof shoot>[1]) {
  await page.goto("/goal-setting");
  await expect(heading(page, "Welcome! Let's set your goals")).toBeVisible();
  if (testInfo) await shoot(page, testInfo, "goal-setting-0-welcome");
  await button(page, "Let's start").click();
  await expect(heading(page, "Small steps, big change")).toBeVisible();
  await button(page, "Next").click();

  await expect(heading(page, "What would you like to work on?")).toBeVisible();
  await expect(button(page, "Next")).toBeDisabled();
  await page.getByRole("button", { name: /^Custom/ }).click();
  await expect(button(page, "Next")).toBeDisabled(); // custom needs its text
  await page.getByLabel("Your custom goal").fill("   ");
  await expect(button(page, "Next")).toBeDisabled();
  await page.getByLabel("Your custom goal").fill("Speak up in meetings");
  await page.getByRole("button", { name: /^Confidence/ }).click();
  await page.getByLabel("Tell me more about your goal (optional)").fill("  I freeze when everyone looks at me  ");
  await expect(page.getByText("2 of 3 chosen")).toBeVisible();
  await expect(button(page, "Next")).toBeEnabled();
  if (testInfo) {
    await expectNoA11yViolations(page);
    await shoot(page, testInfo, "goal-setting-2-goals");
  }
  await button(page, "Next").click();

  await expect(heading(page, "How much time can you give each day?")).toBeVisible();
  await expect(button(page, "Finish")).toBeDisabled();
  for (const label of [
    "Let's start small",
    "I can try a bit more",
    "I am ready for more",
    "I dedicate my life for this",
  ]) {
    await expect(page.getByRole("radio", { name: new RegExp(label) })).toBeVisible();
  }
  await page.getByText("I can try a bit more").click();
  await expect(page.getByRole("radio", { name: /I can try a bit more/ })).toBeChecked();
  if (testInfo) await shoot(page, testInfo, "goal-setting-3-time");
  if (testInfo) {
    // A failed save keeps the answers on the last step.
    await page.route(
      "**/api/goals",
      (route) =>
        route.request().method() === "PUT"
          ? route.fulfill({ status: 500, json: { error: { code: "internal", message: "boom" } } })
          : route.continue(),
      { times: 1 },
    );
    await button(page, "Finish").click();
    await expect(toast(page, "Failed to save your goals")).toBeVisible();
    await expect(page.getByRole("radio", { name: /I can try a bit more/ })).toBeChecked();
  }
  await button(page, "Finish").click();
  await expect(page).toHaveURL(/\/goal-setting\?initial-actions=true$/);
}

test("a new user sets goals, asks for different actions, approves and lands home", async ({
  signedInPage: page,
  user,
  allowConsoleErrors,
}, testInfo) => {
  test.setTimeout(120_000);
  allowConsoleErrors(/status of 500/);
  await walkWizard(page, testInfo);

  expect(await (await user.api.get("/api/goals")).json()).toMatchObject({
    selectedGoals: ["custom", "confidence"],
    timeCommitment: "5min",
    customGoalText: "Speak up in meetings",
    goalElaboration: "I freeze when everyone looks at me",
  });
  const chats = ((await (await user.api.get("/api/chats")).json()) as { items: { title: string }[] }).items;
  expect(chats.map((c) => c.title)).toEqual([expect.stringMatching(/^Goal Setting Chat \(.+\)$/)]);

  // The guided coach fills the 5 minutes; nothing is selected yet.
  await expect(heading(page, "Your first daily actions")).toBeVisible();
  await expect(options(page).first()).toBeVisible();
  const firstTitles = await options(page).locator("span.font-bold").allTextContents();
  expect(firstTitles.length).toBeGreaterThan(0);
  await expect(button(page, "Approve")).toBeDisabled();
  await expect(page.getByText("0 of 5 min selected")).toBeVisible();
  await expect(toast(page, "Let's update your daily actions!")).toHaveCount(0); // only when changing actions
  await expectNoA11yViolations(page);
  await shoot(page, testInfo, "goal-setting-4-suggestions");

  // Keep the first, ask for something different instead of the rest.
  const kept = firstTitles[0]!;
  await option(page, kept).focus(); // keyboard: the cards are checkboxes
  await page.keyboard.press("Space");
  await expect(option(page, kept)).toBeChecked();
  await expect(button(page, "Approve")).toBeEnabled();
  await button(page, "Suggest Different").click();
  await button(page, "Regenerate").click();
  await expect(page.getByText("Please provide some feedback")).toBeVisible();
  await page.getByLabel("What would you like instead?").fill("Something I can write down in the evening");
  await shoot(page, testInfo, "goal-setting-5-feedback");
  await button(page, "Regenerate").click();
  await expect(page.getByLabel("What would you like instead?")).toHaveCount(0);
  const secondTitles = await options(page).locator("span.font-bold").allTextContents();
  expect(secondTitles[0]).toBe(kept);
  await expect(option(page, kept)).toBeChecked();
  for (const old of firstTitles.slice(1)) expect(secondTitles).not.toContain(old);
  expect(secondTitles.length).toBeGreaterThan(1);

  await button(page, "Approve").click();
  await expect(toast(page, "Your personalized action plan is ready!")).toBeVisible();
  expect(pathOf(page)).toBe("/home");
  const plan = await todayActions(user);
  expect(plan?.actions.map((a) => a.title)).toEqual([kept]);
});

test("changing today's actions: preselected, the time dialog, goal edits and the goal chat", async ({
  signedInPage: page,
  user,
  allowConsoleErrors,
}, testInfo) => {
  allowConsoleErrors(/ERR_CONNECTION_REFUSED|Failed to load resource/);
  test.setTimeout(150_000);
  // Goals (Confidence, 5 minutes) and the goal chat as the wizard leaves them.
  expect(
    (await user.api.put("/api/goals", { data: { selectedGoals: ["confidence"], timeCommitment: "5min" } })).ok(),
  ).toBe(true);
  expect((await user.api.post("/api/chats", { data: { kind: "goal" } })).ok()).toBe(true);
  await page.goto("/goal-setting?initial-actions=true");
  await expect(options(page).first()).toBeVisible();
  // Select everything the coach suggested: it fills the 5 minutes exactly.
  const titles = await options(page).locator("span.font-bold").allTextContents();
  for (const t of titles) await pick(page, t);
  await expect(page.getByText("5 of 5 min selected")).toBeVisible();
  await button(page, "Approve").click();
  await expect(page).toHaveURL(/\/home$/);

  // Change my actions: today's actions come preselected.
  await page.goto("/goal-setting?change-actions=true");
  await expect(toast(page, "Let's update your daily actions!")).toBeVisible();
  await expect(heading(page, "Change my actions")).toBeVisible();
  for (const t of titles) await expect(option(page, t)).toBeChecked();
  await expectNoA11yViolations(page);
  await shoot(page, testInfo, "goal-setting-6-change-actions");
  await page.setViewportSize({ width: 1280, height: 800 });
  await shoot(page, testInfo, "goal-setting-6-change-actions-desktop");
  await page.setViewportSize({ width: 390, height: 844 });

  // The selection fills the time: asking for more offers the next level.
  await button(page, "Suggest Different").click();
  await page.getByLabel("What would you like instead?").fill("One more idea please");
  await button(page, "Regenerate").click();
  const dialog = page.getByRole("alertdialog", { name: "Change Time Commitment?" });
  await expect(dialog).toBeVisible();
  await expectNoA11yViolations(page, { include: ['[role="alertdialog"]'] });
  await shoot(page, testInfo, "goal-setting-7-time-dialog");
  await dialog.getByRole("button", { name: "Increase to 10 minutes" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(/of 10 min selected/)).toBeVisible();
  expect(((await (await user.api.get("/api/goals")).json()) as { timeCommitment: string }).timeCommitment).toBe(
    "10min",
  );
  await expect(options(page)).not.toHaveCount(titles.length);

  // Drop one of today's actions and save.
  await pick(page, titles[0]!);
  await expect(option(page, titles[0]!)).not.toBeChecked();
  await button(page, "Approve").click();
  await expect(toast(page, "Your actions have been saved!")).toBeVisible();
  expect(pathOf(page)).toBe("/home");
  expect((await todayActions(user))?.actions.map((a) => a.title)).not.toContain(titles[0]);

  // Change My Goals: Save needs a goal; a change asks whether to regenerate.
  await page.goto("/goal-setting?edit=goals");
  const edit = page.getByRole("dialog", { name: "Change My Goals" });
  await expect(edit).toBeVisible();
  await edit.getByRole("button", { name: /^Confidence/ }).click();
  await expect(edit.getByRole("button", { name: "Save" })).toBeDisabled();
  await edit.getByRole("button", { name: /^Custom/ }).click();
  await expect(edit.getByRole("button", { name: "Save" })).toBeDisabled(); // custom needs its text
  await edit.getByRole("button", { name: /^Custom/ }).click();
  await edit.getByRole("button", { name: /^Growth/ }).click();
  await expect(edit.getByRole("button", { name: "Save" })).toBeEnabled();
  await shoot(page, testInfo, "goal-setting-8-edit-goals");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("alertdialog", { name: "Regenerate Actions?" })).toBeVisible();
  await button(page, "Keep Current Actions").click();
  await expect(page).toHaveURL(/\/home$/);
  expect(await (await user.api.get("/api/goals")).json()).toMatchObject({
    selectedGoals: ["growth"],
    customGoalText: null,
  });

  // The goal chat: its chat page leads here; talk, get actions from the chat, save.
  await page.goto("/chat-history");
  await page.getByRole("link", { name: /Goal Setting Chat/ }).click();
  await expect(page).toHaveURL(/\/goal-setting\?chatId=.+&updateActions=true$/);
  const messages = page.getByRole("list", { name: "Messages" });
  await page.route("**/api/functions/chat-ai", (route) => route.abort("connectionrefused"), { times: 1 });
  await page.getByRole("textbox", { name: "Message" }).fill("Hello?");
  await button(page, "Send message").click();
  await expect(toast(page, "Failed to send message. Please try again later.")).toBeVisible();
  await expect(messages.getByText("Sorry, I couldn't process your message. Please try again later.")).toBeVisible();
  await page.route(
    "**/api/functions/chat-ai",
    async (route) => {
      await new Promise((r) => setTimeout(r, 700));
      await route.continue();
    },
    { times: 1 },
  );
  await page.getByRole("textbox", { name: "Message" }).fill("I want to learn something from my mistakes at work");
  await button(page, "Send message").click();
  await expect(page.getByText("Your coach is typing...")).toBeVisible();
  await expect(messages.getByText("I want to learn something from my mistakes at work")).toBeVisible();
  await expect(messages.locator("li")).toHaveCount(4);
  await button(page, "Get actions from this chat").click();
  const before = (await todayActions(user))?.actions.length ?? 0;
  await expect(options(page)).toHaveCount(before + 2);
  await expectNoA11yViolations(page);
  await shoot(page, testInfo, "goal-setting-9-goal-chat");
  const checked = options(page).getByRole("checkbox", { checked: true });
  while ((await checked.count()) > 0) {
    await checked.first().focus();
    await page.keyboard.press("Space");
  }
  await button(page, "Save actions").click();
  await expect(toast(page, "Please select at least one action.")).toBeVisible();
  await options(page).first().click();
  await options(page).last().click();
  await button(page, "Save actions").click();
  await expect(toast(page, "Your actions have been saved!")).toBeVisible();
  expect(pathOf(page)).toBe("/home");
  expect((await todayActions(user))?.actions.length).toBe(before + 1);
});

test("without finished onboarding /goal-setting goes to the landing page", async ({ page, newUser, signInAs }) => {
  const fresh = await newUser({ tag: "goals-new", onboarded: false });
  await signInAs(fresh);
  await page.goto("/goal-setting");
  await expect(page).not.toHaveURL(/\/goal-setting/);
});

test("no connection uses the fallback; empty and refused answers; the top time level; an unchanged time", async ({
  signedInPage: page,
  user,
  allowConsoleErrors,
}, testInfo) => {
  test.setTimeout(120_000);
  allowConsoleErrors(/Failed to load resource/);
  expect(
    (await user.api.put("/api/goals", { data: { selectedGoals: ["confidence"], timeCommitment: "10min+" } })).ok(),
  ).toBe(true);

  await page.route("**/api/functions/generate-actions", (route) => route.abort("connectionrefused"));
  await page.goto("/goal-setting?initial-actions=true");
  await expect(toast(page, "Could not connect to AI service. Using fallback suggestions instead.")).toBeVisible();
  await expect(options(page)).toHaveCount(2);
  await expect(options(page).nth(0)).toContainText("Three gratitudes");
  await expect(options(page).nth(1)).toContainText("Five-minute focus");
  await shoot(page, testInfo, "goal-setting-10-fallback");
  await pick(page, "Three gratitudes");
  await pick(page, "Five-minute focus");
  await expect(page.getByText("10 of 20 min selected")).toBeVisible();

  // An empty answer and a dead session keep what is there.
  await page.unroute("**/api/functions/generate-actions");
  await page.route("**/api/functions/generate-actions", (route) => route.fulfill({ json: { actions: [] } }), {
    times: 1,
  });
  await button(page, "Suggest Different").click();
  await page.getByLabel("What would you like instead?").fill("Something to do with friends");
  await button(page, "Regenerate").click();
  await expect(toast(page, "No actions received from the server.")).toBeVisible();
  await page.route(
    "**/api/functions/generate-actions",
    (route) => route.fulfill({ status: 401, json: { error: { code: "unauthorized", message: "Unauthorized" } } }),
    { times: 1 },
  );
  await button(page, "Regenerate").click();
  await expect(toast(page, "Authentication error. Please try logging in again.")).toBeVisible();
  await expect(options(page)).toHaveCount(2);

  // The guided coach fills the other 10 minutes; with all selected there is no higher level.
  await button(page, "Regenerate").click();
  await expect(options(page)).not.toHaveCount(2);
  for (const title of (await options(page).locator("span.font-bold").allTextContents()).slice(2))
    await pick(page, title);
  await expect(page.getByText("20 of 20 min selected")).toBeVisible();
  await button(page, "Suggest Different").click();
  await page.getByLabel("What would you like instead?").fill("More please");
  await button(page, "Regenerate").click();
  const dialog = page.getByRole("alertdialog", { name: "Change Time Commitment?" });
  await expect(dialog.getByText("Cannot increase time commitment further.")).toBeVisible();
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText("20 of 20 min selected")).toBeVisible();

  // Adjust Daily Time without a change: nothing to regenerate.
  await page.goto("/goal-setting?edit=time");
  const time = page.getByRole("dialog", { name: "Adjust Daily Time" });
  await expect(time.getByRole("radio", { name: /I dedicate my life for this/ })).toBeChecked();
  await expectNoA11yViolations(page, { include: ['[role="dialog"]'] });
  await time.getByRole("button", { name: "Save" }).click();
  await expect(time).toHaveCount(0);
  await expect(page.getByRole("alertdialog", { name: "Regenerate Actions?" })).toHaveCount(0);
});
