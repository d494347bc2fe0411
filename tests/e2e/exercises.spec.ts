// The daily exercises journey: a plan made through the API, each category done in the player,
// XP, streak, all-done state, reward quote, level-up; reload keeps it; a second tab never
// double-awards. Also the no-plan path through /resources and the coach card.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page, TestInfo } from "@playwright/test";
import { expect, expectNoA11yViolations, test, type TestUser } from "../fixtures/index.ts";
import { settle, toast } from "../fixtures/ui.ts";

const SHOTS = join("test-results", "screenshots");

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await settle(page);
  mkdirSync(SHOTS, { recursive: true });
  const body = await page.screenshot({
    path: join(SHOTS, `exercises-${name}.png`),
    fullPage: true,
    animations: "disabled",
  });
  await testInfo.attach(name, { body, contentType: "image/png" });
}

/** A plan with one exercise of every category: two from the library, four custom ones. */
async function planWithEveryCategory(user: TestUser) {
  const plan = await user.api.post("/api/exercises/plan", {
    data: { exerciseIds: ["success-replay", "catch-the-critic"] },
  });
  expect(plan.status()).toBe(201);
  const customs = [
    { title: "Three good things", category: "writing-multiples", prompt: "What went well today?" },
    { title: "One calm minute", category: "timer", timerMinutes: 1 },
    { title: "Morning reset", category: "checklist", checklist: ["Drink water", "Open the window"] },
    { title: "Things I like about me", category: "list-item" },
  ];
  for (const data of customs) expect((await user.api.post("/api/exercises/custom", { data })).status()).toBe(201);
}

const xp = (page: Page) => page.getByTestId("xp-total");
const card = (page: Page, title: string) => page.getByTestId("exercise-card").filter({ hasText: title });

async function openPlayer(page: Page, title: string) {
  await card(page, title)
    .getByRole("button", { name: new RegExp(`^${title}`) })
    .click();
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Try now" }).click();
  return dialog;
}

/** The reward view: skip it, or open the gift, read the quote and say "I'm proud of myself". */
async function collectReward(page: Page, withQuote: boolean) {
  const dialog = page.getByRole("dialog", { name: "Exercise completed" });
  await expect(dialog.getByText("You did it! 🎉")).toBeVisible();
  await expect(dialog.getByText("+10 XP")).toBeVisible();
  await expect(dialog.getByText("Here's your daily rewards waiting for you.")).toBeVisible();
  if (withQuote) {
    await dialog.getByRole("button", { name: "Open your gift" }).click();
    await expect(dialog.getByText("Daily dose of quotes")).toBeVisible();
    await expect(dialog.getByTestId("reward-quote").locator("figcaption")).toHaveText(/— \S/);
    await dialog.getByRole("button", { name: "I'm proud of myself" }).click();
  } else {
    await dialog.getByRole("button", { name: "Skip for now" }).click();
  }
  await expect(toast(page, "Exercise completed!").first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

test("a plan's exercise of every category, XP, streak, level-up, all done; reload keeps it; a second tab never double-awards", async ({
  page,
  context,
  user,
  signInAs,
}, testInfo) => {
  test.setTimeout(180_000);
  await planWithEveryCategory(user);
  await signInAs(user);
  await page.goto("/home");
  await expect(page.getByText("Loading exercises...").or(page.getByTestId("today-count"))).toBeVisible();
  await expect(page.getByTestId("today-count")).toHaveText("0/6");
  await expect(xp(page)).toHaveText("0");
  await expect(page.getByTestId("streak")).toHaveText("0 days");
  await expect(page.getByText("30 XP more to Level 2")).toBeVisible();
  await shoot(page, testInfo, "home");
  await expectNoA11yViolations(page);

  // A second tab opened before the first completion still shows the exercise as not done.
  const second = await context.newPage();
  await second.goto("/home");
  await expect(second.getByTestId("today-count")).toHaveText("0/6");

  // writing-single (library)
  let dialog = await openPlayer(page, "Success Replay");
  const complete = dialog.getByRole("button", { name: "Complete Exercise" });
  await expect(complete).toBeDisabled();
  await dialog.getByRole("textbox").fill("I gave a talk and people asked good questions.");
  await shoot(page, testInfo, "player-writing");
  await expectNoA11yViolations(page, { include: ['[role="dialog"]'] });
  await complete.click();
  await shoot(page, testInfo, "reward");
  await collectReward(page, true);
  await expect(xp(page)).toHaveText("10");
  await expect(page.getByTestId("streak")).toHaveText("1 day");
  await expect(page.getByTestId("today-count")).toHaveText("1/6");
  await expect(card(page, "Success Replay")).toHaveAttribute("data-completed", "true");
  await expect(page.getByText("20 XP more to Level 2")).toBeVisible();

  // The stale second tab completes the same exercise: no second award.
  dialog = await openPlayer(second, "Success Replay");
  await dialog.getByRole("textbox").fill("Again from another tab");
  await dialog.getByRole("button", { name: "Complete Exercise" }).click();
  // The tab may have refetched on focus (then it completes directly) or still be stale (reward view).
  const skip = second.getByRole("button", { name: "Skip for now" });
  const done = toast(second, "Exercise completed!").first();
  await expect(skip.or(done)).toBeVisible();
  if (await skip.isVisible()) await skip.click();
  await expect(done).toBeVisible();
  await expect(xp(second)).toHaveText("10");
  await second.close();
  await page.reload();
  await expect(xp(page)).toHaveText("10");

  // reframing (library): two steps
  dialog = await openPlayer(page, "Catch the Critic");
  await dialog.getByRole("button", { name: "Continue to reframe" }).click();
  await expect(dialog.getByText("Please enter your thought before continuing")).toBeVisible();
  await dialog.getByRole("textbox").fill("I always say something stupid in meetings.");
  await dialog.getByRole("button", { name: "Continue to reframe" }).click();
  await expect(dialog.getByText("Step 2 of 2")).toBeVisible();
  await dialog.getByRole("textbox").fill("I sometimes stumble, and people still value what I add.");
  await dialog.getByRole("button", { name: "Complete Exercise" }).click();
  await collectReward(page, false);
  await expect(xp(page)).toHaveText("20");

  // writing-multiples: three inputs, all needed; this one crosses 30 XP: level up
  dialog = await openPlayer(page, "Three good things");
  const boxes = dialog.getByRole("textbox");
  await expect(boxes).toHaveCount(3);
  await boxes.nth(0).fill("Sunshine on my walk");
  await boxes.nth(1).fill("A kind message");
  await expect(dialog.getByRole("button", { name: "Complete Exercise" })).toBeDisabled();
  await boxes.nth(2).fill("Finished my book");
  await dialog.getByRole("button", { name: "Complete Exercise" }).click();
  await collectReward(page, false);
  const levelUp = page.getByTestId("level-up");
  await expect(levelUp).toBeVisible();
  await expect(levelUp.getByRole("heading")).toContainText("Level 2");
  await expect(levelUp.getByRole("img", { name: /new look at level 2/ })).toBeVisible();
  await shoot(page, testInfo, "level-up");
  await levelUp.getByRole("button", { name: "Yay!" }).click();
  await expect(xp(page)).toHaveText("30");
  await expect(page.getByText("Level 2", { exact: true })).toBeVisible();
  await expect(page.getByText("50 XP more to Level 3")).toBeVisible();

  // timer: MM:SS, counts down; Complete only once it reached 0, then Done and Restart
  await page.clock.install();
  dialog = await openPlayer(page, "One calm minute");
  const timer = dialog.getByTestId("timer");
  await expect(timer).toHaveText("01:00");
  await expect(dialog.getByRole("button", { name: "Complete Exercise" })).toBeDisabled();
  await dialog.getByRole("button", { name: "Start" }).click();
  await page.clock.fastForward(5_000);
  await expect(timer).toHaveText(/00:5\d/);
  await shoot(page, testInfo, "player-timer");
  await dialog.getByRole("button", { name: "Pause" }).click();
  await expect(dialog.getByRole("button", { name: "Resume" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Complete Exercise" })).toBeDisabled();
  await dialog.getByRole("button", { name: "Resume" }).click();
  await page.clock.fastForward(61_000);
  await expect(timer).toHaveText("00:00");
  await expect(dialog.getByText("Done. Time's up. Well done!")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Restart" })).toBeVisible();
  await page.clock.resume();
  await dialog.getByRole("button", { name: "Complete Exercise" }).click();
  await collectReward(page, false);
  await expect(xp(page)).toHaveText("40");

  // checklist: every item ticked
  dialog = await openPlayer(page, "Morning reset");
  await expect(dialog.getByText("0 of 2 completed")).toBeVisible();
  await dialog.getByRole("checkbox", { name: "Drink water" }).check();
  await expect(dialog.getByRole("button", { name: "Complete Exercise" })).toBeDisabled();
  await dialog.getByRole("checkbox", { name: "Open the window" }).check();
  await expect(dialog.getByText("2 of 2 completed")).toBeVisible();
  await dialog.getByRole("button", { name: "Complete Exercise" }).click();
  await collectReward(page, false);
  await expect(xp(page)).toHaveText("50");

  // list-item: Enter adds the next numbered item and moves there
  dialog = await openPlayer(page, "Things I like about me");
  const item = (n: number) => dialog.getByRole("textbox", { name: `Item ${n}`, exact: true });
  await expect(item(1)).toHaveAttribute("placeholder", "Start typing your list...");
  await item(1).click();
  // At human speed, and with no pause after Enter: every letter lands where the caret is.
  await page.keyboard.type("My laugh", { delay: 60 });
  await page.keyboard.press("Enter");
  await page.keyboard.type("My patience", { delay: 60 });
  await expect(item(1)).toHaveValue("My laugh");
  await expect(item(2)).toHaveValue("My patience");
  // An item inserted in the middle moves the numbers below it down.
  await item(1).click();
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await page.keyboard.type("My kindness", { delay: 60 });
  await expect(item(2)).toHaveValue("My kindness");
  await expect(item(3)).toHaveValue("My patience");
  // Backspace on an empty item takes it away and the caret goes back up.
  await page.keyboard.press("Enter");
  await expect(item(3)).toBeFocused();
  await expect(item(4)).toHaveValue("My patience");
  await page.keyboard.press("Backspace");
  await expect(item(4)).toHaveCount(0);
  await expect(item(2)).toBeFocused();
  await expect(dialog.getByText("3 items")).toBeVisible();
  await shoot(page, testInfo, "player-list");
  await dialog.getByRole("button", { name: "Complete Exercise" }).click();
  await collectReward(page, false);

  // The day's last exercise: a celebration with the otter, then the all-done note stays.
  const celebration = page.getByTestId("celebration-day-done");
  await expect(celebration).toBeVisible();
  await expect(celebration.getByRole("heading")).toHaveText(
    "Congratulations! You've completed all your daily actions.",
  );
  await expectNoA11yViolations(page);
  await shoot(page, testInfo, "celebration-day-done");
  await page.emulateMedia({ colorScheme: "dark" });
  await shoot(page, testInfo, "celebration-day-done-dark");
  await page.emulateMedia({ colorScheme: "light" });
  await celebration.getByRole("button", { name: "Yay!" }).click();
  await expect(celebration).toBeHidden();
  await expect(xp(page)).toHaveText("60");
  await expect(page.getByTestId("today-count")).toHaveText("6/6");
  await expect(page.getByTestId("all-done")).toHaveText(/Congratulations! You've completed all your daily actions\./);
  await expect(page.getByTestId("streak")).toHaveText("1 day");
  await shoot(page, testInfo, "all-done");

  await page.reload();
  await expect(xp(page)).toHaveText("60");
  await expect(page.getByTestId("today-count")).toHaveText("6/6");
  await expect(page.getByTestId("all-done")).toBeVisible();
  await expect(page.getByTestId("streak")).toHaveText("1 day");
  const progress = (await (await user.api.get("/api/progress")).json()) as { xp: number; level: number };
  expect(progress).toMatchObject({ xp: 60, level: 2 });
});

test("without a plan: a friendly empty state leads to /resources, where exercises are added to the plan and done singly", async ({
  signedInPage: page,
}, testInfo) => {
  await page.goto("/home");
  await expect(page.getByTestId("no-plan")).toBeVisible();
  await page.getByRole("button", { name: "Exercise options" }).click();
  await page.getByRole("menuitem", { name: "Add a custom exercise" }).click();
  await expect(toast(page, "Unable to add exercise. Please set up your daily exercises first.")).toBeVisible();
  await page.getByRole("link", { name: "Choose my exercises" }).click();
  await expect(page).toHaveURL(/\/resources$/);
  await expect(page.getByTestId("library-exercise")).toHaveCount(15);
  await shoot(page, testInfo, "resources");
  await expectNoA11yViolations(page);
  await page.getByRole("tab", { name: "Articles" }).click();
  await expect(page.getByText("Coming soon...")).toBeVisible();
  await page.getByRole("tab", { name: "Exercises" }).click();

  await page.getByRole("button", { name: /^Add to my plan.*Identity Shift$/ }).click();
  await expect(
    page.getByTestId("library-exercise").filter({ hasText: "Identity Shift" }).getByText("In your daily plan"),
  ).toBeVisible();

  // A single completion from the library: +10 XP, no plan needed.
  await page.getByRole("button", { name: /^Failure Party/ }).click();
  const dialog = page.getByRole("dialog", { name: "Failure Party" });
  await dialog.getByRole("button", { name: "Try now" }).click();
  await dialog.getByRole("textbox").fill("I burned the cake");
  await dialog.getByRole("button", { name: "Continue to reframe" }).click();
  await dialog.getByRole("textbox").fill("Now I know the oven runs hot");
  await dialog.getByRole("button", { name: "Complete Exercise" }).click();
  await collectReward(page, false);

  await page.getByRole("link", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(xp(page)).toHaveText("10");
  await expect(page.getByTestId("today-count")).toHaveText("0/1");
  await expect(card(page, "Identity Shift")).toBeVisible();

  // What was written is kept as a journal entry to read again, with no points of its own.
  await page.goto("/journal-history");
  const kept = page.getByRole("list", { name: "Journal entries" }).getByRole("listitem");
  await expect(kept).toHaveCount(1);
  await expect(kept.first()).toContainText("Daily Exercise");
  await expect(kept.first()).toContainText("I burned the cake");
  await kept
    .first()
    .getByRole("link", { name: /^View Daily Exercise journal/ })
    .click();
  await expect(page.getByRole("heading", { name: "Daily Exercise Journal" })).toBeVisible();
  await expect(page.getByText(/Now I know the oven runs hot/)).toBeVisible();
  await expectNoA11yViolations(page);
});

test("custom exercises: the spec's messages, add, edit and delete with confirmation", async ({
  page,
  user,
  signInAs,
}, testInfo) => {
  expect((await user.api.post("/api/exercises/plan", { data: { exerciseIds: ["identity-shift"] } })).status()).toBe(
    201,
  );
  await signInAs(user);
  await page.goto("/home");
  await page.getByRole("button", { name: "Exercise options" }).click();
  await page.getByRole("menuitem", { name: "Add a custom exercise" }).click();
  const form = page.getByRole("dialog", { name: "Add a custom exercise" });
  await form.getByRole("button", { name: "Add exercise" }).click();
  await expect(form.getByText("Please enter a title for your exercise")).toBeVisible();
  await expect(form.getByText("Please select a template type")).toBeVisible();
  await form.getByLabel("Title").fill("Breathing break");
  await form.getByText("Set a Timer").click();
  await form.getByLabel("Timer (minutes)").fill("0");
  await form.getByRole("button", { name: "Add exercise" }).click();
  await expect(form.getByText("Please enter a valid timer duration in minutes")).toBeVisible();
  await form.getByText("Checklist", { exact: true }).click();
  await form.getByRole("button", { name: "Add exercise" }).click();
  await expect(form.getByText("Please add at least one valid checklist item")).toBeVisible();
  await form.getByRole("button", { name: "Remove item 1" }).click();
  await expect(form.getByText("You must have at least one checklist item")).toBeVisible();
  for (let i = 0; i < 9; i++) await form.getByRole("button", { name: "Add item" }).click();
  await form.getByRole("button", { name: "Add item" }).click();
  await expect(form.getByText("You can only add up to 10 checklist items")).toBeVisible();
  await form.getByText("Set a Timer").click();
  await form.getByLabel("Timer (minutes)").fill("2");
  await shoot(page, testInfo, "custom-form");
  await form.getByRole("button", { name: "Add exercise" }).click();
  await expect(toast(page, "Custom exercise added successfully!")).toBeVisible();
  await expect(page.getByTestId("today-count")).toHaveText("0/2");

  await card(page, "Breathing break").getByRole("button", { name: "More options for Breathing break" }).click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit exercise" });
  await edit.getByLabel("Title").fill("Box breathing");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "Exercise updated successfully!")).toBeVisible();
  await expect(card(page, "Box breathing")).toBeVisible();

  await card(page, "Box breathing").getByRole("button", { name: "More options for Box breathing" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Exercise deleted successfully")).toBeVisible();
  await expect(card(page, "Box breathing")).toHaveCount(0);
  await expect(page.getByTestId("today-count")).toHaveText("0/1");

  // A library exercise can be edited too: the plan gets the user's own copy in its place.
  const libraryTitle = (
    (await user.api.get("/api/exercises/library").then((r) => r.json())) as { id: string; title: string }[]
  ).find((e) => e.id === "identity-shift")!.title;
  await card(page, libraryTitle)
    .getByRole("button", { name: `More options for ${libraryTitle}` })
    .click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  const editLibrary = page.getByRole("dialog", { name: "Edit exercise" });
  await expect(editLibrary.getByLabel("Title")).toHaveValue(libraryTitle);
  await editLibrary.getByLabel("Title").fill("My identity shift");
  await editLibrary.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "Exercise updated successfully!").last()).toBeVisible(); // the first edit's toast may still show
  await expect(card(page, "My identity shift")).toBeVisible();
  await expect(page.getByTestId("today-count")).toHaveText("0/1");
  const today = (await user.api.get("/api/exercises/today").then((r) => r.json())) as {
    plan: { exerciseIds: string[] };
  };
  expect(today.plan.exerciseIds).toEqual([expect.stringMatching(/^custom-/)]);
});

test("the coach card asks what to talk about and opens the coach chat with it", async ({ signedInPage: page }) => {
  await page.goto("/home");
  await page.getByRole("button", { name: /Chat with coach/ }).click();
  const dialog = page.getByRole("dialog", { name: "Chat with coach" });
  const start = dialog.getByRole("button", { name: "Start Chat" });
  await expect(start).toBeDisabled();
  await dialog.getByLabel("What would you like to talk about?").fill("   ");
  await expect(start).toBeDisabled();
  await dialog.getByLabel("What would you like to talk about?").fill("My exam tomorrow");
  await start.click();
  // The chat may already carry its saved address (/chat/:id) by the time this looks.
  await expect(page).toHaveURL(/\/(?:new-coach-chat|chat\/[\w-]+)$/);
  // The coach chat starts with the typed text as the first message.
  await expect(page.getByText("My exam tomorrow")).toBeVisible();
});
