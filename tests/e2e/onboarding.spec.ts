// The onboarding journey's own screens: the 10 steps of /new-onboarding (rules, back, reload,
// Start chat and Skip saving to the server, another user never seeing the draft), the
// first-exercise celebration with feedback, and the 8-step habit onboarding that names the
// otter and lands on /home. Screenshots of every step at 390x844.
import type { Page, TestInfo } from "@playwright/test";
import { expect, expectNoA11yViolations, test, type TestUser } from "../fixtures/index.ts";
import { shoot } from "../fixtures/shoot.ts";
import { pathOf, toast } from "../fixtures/ui.ts";

// These users start with onboarding not done, as a brand-new account would.
test.use({ onboarded: false });

const heading = (page: Page, name: string | RegExp) => page.getByRole("heading", { level: 1, name });
const button = (page: Page, name: string | RegExp) =>
  page.getByRole("button", { name, exact: typeof name === "string" });

async function onboardingData(user: TestUser) {
  const res = await user.api.get("/api/onboarding");
  expect(res.status()).toBe(200);
  return (await res.json()) as Record<string, unknown> | null;
}

/** Steps 1-5: name, belief, the three explanations. */
async function walkToMood(page: Page, name: string, testInfo?: TestInfo) {
  await expect(heading(page, "How should I call you?")).toBeVisible();
  await expect(button(page, "Next")).toBeDisabled();
  await page.getByLabel("Your name").fill("   ");
  await expect(button(page, "Next")).toBeDisabled();
  await page.getByLabel("Your name").fill(name);
  if (testInfo) await shoot(page, testInfo, "onboarding-01-name");
  await button(page, "Next").click();

  await expect(heading(page, "Do you believe confidence is something you can build?")).toBeVisible();
  await expect(button(page, "I'm not sure")).toBeVisible();
  if (testInfo) await shoot(page, testInfo, "onboarding-02-belief");
  await button(page, "Yes, I do").click();

  await expect(heading(page, "You're right: confidence can be built")).toBeVisible();
  if (testInfo) await shoot(page, testInfo, "onboarding-03-explain");
  await button(page, "Next").click();
  await expect(heading(page, "Small steps, every day")).toBeVisible();
  if (testInfo) await shoot(page, testInfo, "onboarding-04-explain");
  await button(page, "Next").click();
  await expect(heading(page, "Let's start where you are")).toBeVisible();
  if (testInfo) await shoot(page, testInfo, "onboarding-05-explain");
}

test("a new user walks the 10 onboarding steps, keeps progress on reload and starts the chat", async ({
  signedInPage: page,
  user,
}, testInfo) => {
  test.setTimeout(150_000); // many steps, axe scans and screenshots on 2 shared cores
  await page.goto("/new-onboarding");
  await expect(button(page, "Back")).toHaveCount(0); // no back on the first step
  await walkToMood(page, "Robin", testInfo);

  // Back on every step but the first, and the answers are kept.
  await button(page, "Back").click();
  await expect(heading(page, "Small steps, every day")).toBeVisible();
  await button(page, "Back").click();
  await button(page, "Back").click();
  await button(page, "Back").click();
  await expect(page.getByLabel("Your name")).toHaveValue("Robin");
  await button(page, "Next").click();
  await button(page, "Yes, I do").click();
  await button(page, "Next").click();
  await button(page, "Next").click();

  // The phone's Back goes to the previous step, not out of onboarding.
  await page.goBack();
  await expect(heading(page, "Small steps, every day")).toBeVisible();
  await expect(page).toHaveURL(/\/new-onboarding$/);
  await button(page, "Next").click();

  // A reload resumes at the same step.
  await page.reload();
  await expect(heading(page, "Let's start where you are")).toBeVisible();
  await button(page, "Next").click();

  await expect(heading(page, "How are you feeling right now?")).toBeVisible();
  await expectNoA11yViolations(page);
  await shoot(page, testInfo, "onboarding-06-mood");
  await button(page, "Bad").click(); // choosing moves on at once

  await expect(heading(page, "Which emotions are you feeling?")).toBeVisible();
  await button(page, "Stressed").click();
  await button(page, "Name your own").click();
  await page.getByLabel("Your own emotion").fill("Jittery");
  await expect(button(page, "Stressed")).toHaveAttribute("aria-pressed", "true");
  await shoot(page, testInfo, "onboarding-07-emotions");
  await button(page, "Go next").click();

  await expect(heading(page, "What would you like to work on?")).toBeVisible();
  await expect(button(page, "Next")).toBeDisabled();
  for (const c of ["Overthinking", "Self-doubt", "Perfectionism"]) await button(page, c).click();
  await expect(button(page, "Procrastination")).toBeDisabled(); // at most 3
  await expect(button(page, "Anything else")).toBeDisabled();
  await button(page, "Perfectionism").click();
  await button(page, "Anything else").click();
  await page.getByLabel("Tell me what else holds you back").fill("Speaking up at work");
  await expect(page.getByText("3 of 3 chosen")).toBeVisible();
  await expectNoA11yViolations(page);
  await shoot(page, testInfo, "onboarding-08-challenges");
  await button(page, "Next").click();

  await expect(heading(page, "Which of these describe you?")).toBeVisible();
  await expect(button(page, "Next")).toBeDisabled();
  await button(page, "Student").click();
  await shoot(page, testInfo, "onboarding-09-identities");
  await page.reload();
  await expect(button(page, "Student")).toHaveAttribute("aria-pressed", "true");
  await button(page, "Next").click();

  await expect(heading(page, "What would you like to talk about first?")).toBeVisible();
  await expect(button(page, "Start chat")).toBeDisabled();
  await page.getByLabel("Or in your own words").fill("  ");
  await expect(button(page, "Start chat")).toBeDisabled();
  await button(page, "Struggles").click();
  await expect(button(page, "Start chat")).toBeEnabled();
  await expectNoA11yViolations(page);
  await shoot(page, testInfo, "onboarding-10-topic");
  await button(page, "Start chat").click();
  await expect(page).toHaveURL(/\/onboarding-chat$/);

  expect(await onboardingData(user)).toMatchObject({
    userName: "Robin",
    isConfidentLearned: true,
    selectedMood: 2,
    selectedEmotions: ["Stressed"],
    customEmotion: "Jittery",
    selectedChallenges: ["Overthinking", "Self-doubt"],
    customChallenge: "Speaking up at work",
    selectedIdentities: ["Student"],
    customIdentity: null,
    chatTopic: "Struggles",
    userInput: "Struggles",
  });
  expect(await (await user.api.get("/api/onboarding/status")).json()).toEqual({ saved: true, complete: true });

  // Finished onboarding is not walked again.
  await page.goto("/new-onboarding");
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole("heading", { name: "Hi, Robin!" })).toBeVisible();
});

test("Skip on the last step saves without a chat topic; another user never sees the draft", async ({
  page,
  newUser,
  signInAs,
}) => {
  const first = await newUser({ tag: "onb-a" });
  const second = await newUser({ tag: "onb-b" });
  await signInAs(second);
  await page.goto("/new-onboarding");
  await page.getByLabel("Your name").fill("Second");
  await button(page, "Next").click();
  await button(page, "I'm not sure").click();
  await expect(heading(page, "That's okay. Confidence can be built")).toBeVisible();

  // Someone else signs in on this browser: they start from a blank step 1.
  await signInAs(first);
  await page.goto("/new-onboarding");
  await expect(heading(page, "How should I call you?")).toBeVisible();
  await expect(page.getByLabel("Your name")).toHaveValue("");

  await walkToMood(page, "Ana");
  await button(page, "Next").click();
  await button(page, "Very Good").click();
  await expect(button(page, "Joyful")).toBeVisible();
  await button(page, "Skip").click();
  await button(page, "Anything else").click();
  await expect(button(page, "Next")).toBeDisabled(); // 'Anything else' counts once something is typed
  await page.getByLabel("Tell me what else holds you back").fill("Saying no");
  await button(page, "Next").click();
  await button(page, "Parent").click();
  await button(page, "Creative").click();
  await button(page, "Next").click();
  await page.getByLabel("Or in your own words").fill("My new job");
  await button(page, "Skip").click();
  await expect(page).toHaveURL(/\/additional-onboarding$/);

  expect(await onboardingData(first)).toMatchObject({
    userName: "Ana",
    selectedMood: 5,
    selectedEmotions: [],
    selectedChallenges: [],
    customChallenge: "Saying no",
    selectedIdentities: ["Parent", "Creative"],
    chatTopic: null,
    customChatTopic: null,
    userInput: null,
  });
  expect(await onboardingData(second)).toBeNull();
});

test("the first-exercise celebration shows the spec's fixed award after a reload and saves the feedback", async ({
  signedInPage: page,
  user,
}, testInfo) => {
  const done = await user.api.post("/api/exercises/complete", {
    data: { exerciseId: "success-replay", clientEventId: crypto.randomUUID() },
  });
  expect(done.ok()).toBe(true);
  // Opened directly (as after a reload): no completion in the router state.
  await page.goto("/exercise-completion");
  await expect(heading(page, "Congrats on finishing the first exercise!")).toBeVisible();
  await expect(page.getByText("+10 XP", { exact: true })).toBeVisible();
  await expect(page.getByText("+1 streak", { exact: true })).toBeVisible();
  await expect(page.getByText("You now have 10 XP and a 1-day streak.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Did you find it helpful?" })).toBeVisible();
  await expectNoA11yViolations(page);
  await shoot(page, testInfo, "exercise-completion");
  await button(page, "Helpful").click();
  await expect(page).toHaveURL(/\/additional-onboarding$/);
  expect(await onboardingData(user)).toMatchObject({ exerciseFeedback: "helpful" });
});

test("habit onboarding: habit, time, notifications, the otter's story and her name, then home", async ({
  signedInPage: page,
  user,
}, testInfo) => {
  // Habit onboarding comes after the 10 steps; without them /home would send her back there.
  const answers = { userName: "Robin", selectedChallenges: ["Overthinking"], selectedIdentities: ["Student"] };
  expect((await user.api.put("/api/onboarding", { data: answers })).ok()).toBe(true);
  await page.goto("/character-introduction");
  await expect(heading(page, "Your plan is confirmed!")).toBeVisible();
  await expect(button(page, "Back")).toHaveCount(0);
  await shoot(page, testInfo, "habit-1-confirmed");
  await button(page, "Yay!").click();

  await expect(heading(page, "Let's make this a habit")).toBeVisible();
  await expect(page.getByText("I'll do this when...")).toBeVisible();
  await shoot(page, testInfo, "habit-2-context");
  await button(page, "Right after I wake up").click();

  await expect(heading(page, "Choose Notification Time")).toBeVisible();
  const times = page.getByRole("group", { name: "Notification time" }).getByRole("button");
  await expect(times).toHaveCount(18);
  await expect(times.first()).toHaveText("6:00 AM");
  await expect(times.last()).toHaveText("11:00 PM");
  await expect(button(page, "9:00 AM")).toHaveAttribute("aria-pressed", "true"); // the default
  await expectNoA11yViolations(page);
  await shoot(page, testInfo, "habit-3-time");
  await button(page, "8:00 PM").click();

  await expect(heading(page, "Enable Notifications")).toBeVisible();
  await expect(page.getByText(/Every day at\s*8:00 PM, right after you wake up,/)).toBeVisible();
  await shoot(page, testInfo, "habit-4-notifications");
  // This browser refuses the permission: an error, and the step stays.
  await button(page, "Enable notifications").click();
  await expect(toast(page, /Notification permission denied|Failed to/)).toBeVisible();
  await expect(heading(page, "Enable Notifications")).toBeVisible();
  await page.reload(); // the step and choices survive a reload
  await expect(page.getByText(/Every day at\s*8:00 PM/)).toBeVisible();
  await button(page, "Back").click();
  await expect(button(page, "8:00 PM")).toHaveAttribute("aria-pressed", "true");
  await button(page, "8:00 PM").click();
  await button(page, "Skip for now").click();

  await expect(heading(page, "Finally...")).toBeVisible();
  await shoot(page, testInfo, "habit-5-finally");
  await button(page, "Who is this?").click();
  await expect(heading(page, "Meet your fren!")).toBeVisible();
  await shoot(page, testInfo, "habit-6-meet");
  await button(page, "Sounds good").click();
  await expect(heading(page, "Right now, she is...")).toBeVisible();
  await shoot(page, testInfo, "habit-7-she-is");
  await button(page, "Let's work on together").click();

  await expect(heading(page, "Can you give her name?")).toBeVisible();
  await expect(button(page, "Back")).toHaveCount(0);
  await expect(page.getByLabel("Your otter's name")).toHaveAttribute("placeholder", "e.g. Pebble");
  await expect(button(page, "Skip naming for now")).toBeVisible();
  await page.getByLabel("Your otter's name").fill("Pebble");
  await expectNoA11yViolations(page);
  await shoot(page, testInfo, "habit-8-name");
  await button(page, "Next").click();

  await expect(page).toHaveURL(/\/home$/);
  // Home calls the otter by her name (the level card's picture is named after her).
  await expect(page.getByRole("img", { name: "Pebble at level 1" })).toBeVisible();
  // The name chosen in habit onboarding is how home speaks of the otter.
  await expect(page.getByTestId("otter-description")).toHaveText(/^Pebble is just peeking out of her shell/);
  expect(((await (await user.api.get("/api/profile")).json()) as { characterName: string }).characterName).toBe(
    "Pebble",
  );
  // The time and the habit chosen carry into Notification Settings, though notifications were skipped.
  await page.goto("/notification-settings");
  await expect(page.getByLabel("Reminder time")).toHaveValue("20:00:00");
  await expect(page.getByTestId("habit-context")).toHaveText("You planned to practise right after you wake up.");
});

test("habit onboarding without push support says so and moves on; skipping the name saves it empty", async ({
  signedInPage: page,
  user,
}) => {
  // As in the test above: the 10 steps are done first, or /home sends her back to them.
  const answers = { userName: "Robin", selectedChallenges: ["Overthinking"], selectedIdentities: ["Student"] };
  expect((await user.api.put("/api/onboarding", { data: answers })).ok()).toBe(true);
  await page.addInitScript(() => {
    delete (window as unknown as { PushManager?: unknown }).PushManager;
  });
  await page.goto("/character-introduction");
  await button(page, "Yay!").click();
  await button(page, "Before I go sleep").click();
  await button(page, "9:00 AM").click();
  await expect(page.getByText(/Every day at\s*9:00 AM, before you go to sleep,/)).toBeVisible();
  await button(page, "Enable notifications").click();
  await expect(toast(page, "Notifications are not supported in your browser")).toBeVisible();
  await expect(heading(page, "Finally...")).toBeVisible();
  await button(page, "Who is this?").click();
  await button(page, "Sounds good").click();
  await button(page, "Let's work on together").click();
  await button(page, "Skip naming for now").click();
  await expect(page).toHaveURL(/\/home$/);
  expect(pathOf(page)).toBe("/home");
  expect(((await (await user.api.get("/api/profile")).json()) as { characterName: string | null }).characterName).toBe(
    "",
  );
});

/** Steps 6-10 with short answers; ends on the topic step. */
async function answerTheRest(page: Page) {
  await button(page, "Next").click();
  await button(page, "Bad").click();
  await button(page, "Stressed").click();
  await button(page, "Go next").click();
  await button(page, "Overthinking").click();
  await button(page, "Fear of judgement").click();
  await button(page, "Next").click();
  await button(page, "Professional").click();
  await button(page, "Next").click();
  await expect(heading(page, "What would you like to talk about first?")).toBeVisible();
}

/** Walks the habit onboarding with the defaults; names the otter or skips naming. */
async function habitOnboarding(page: Page, otterName: string | null) {
  await expect(heading(page, "Your plan is confirmed!")).toBeVisible();
  await button(page, "Yay!").click();
  await button(page, "During lunch break").click();
  await button(page, "1:00 PM").click();
  await button(page, "Skip for now").click();
  await button(page, "Who is this?").click();
  await button(page, "Sounds good").click();
  await button(page, "Let's work on together").click();
  if (otterName) {
    await page.getByLabel("Your otter's name").fill(otterName);
    await button(page, "Next").click();
  } else {
    await button(page, "Skip naming for now").click();
  }
  await expect(page).toHaveURL(/\/home$/);
}

/** Does whatever exercise the player shows: fills every box (both steps of a reframing), completes, skips the reward. */
async function doTheExercise(page: Page) {
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Try now" }).click();
  const fillAll = async () => {
    for (const box of await dialog.getByRole("textbox").all())
      await box.fill("I handled a hard conversation calmly today.");
  };
  await fillAll();
  const reframe = dialog.getByRole("button", { name: "Continue to reframe" });
  if (await reframe.isVisible()) {
    await reframe.click();
    await fillAll();
  }
  await dialog.getByRole("button", { name: "Complete Exercise" }).click();
  await dialog.getByRole("button", { name: "Skip for now" }).click();
}

test.describe("the whole onboarding journey with the guided coach", () => {
  test.describe.configure({ timeout: 180_000 });

  test("chat, first exercise, celebration, a 2-exercise plan, habit onboarding and a named otter on home", async ({
    signedInPage: page,
    user,
  }, testInfo) => {
    await page.goto("/new-onboarding");
    await walkToMood(page, "Robin");
    await answerTheRest(page);
    await button(page, "Struggles").click();
    await button(page, "Start chat").click();

    // The onboarding chat: the coach greets by name, then offers insights after a few turns.
    await expect(page).toHaveURL(/\/onboarding-chat$/);
    await expect(page.getByText(/Hi Robin, I'm really glad you're here\./)).toBeVisible({ timeout: 30_000 });
    await expect(button(page, "End chat")).toBeVisible();
    const input = page.getByLabel("Message", { exact: true });
    await input.fill("I overthink every message I send at work.");
    await button(page, "Send message").click();
    await expect(page.getByText("The coach is thinking and typing...")).toBeHidden({ timeout: 30_000 });
    await input.fill("I always think everyone will judge me when I speak up.");
    await button(page, "Send message").click();
    await expect(button(page, "Yes, I'd like to try")).toBeVisible({ timeout: 30_000 });
    await expect(button(page, "No, keep chatting")).toBeVisible();
    await shoot(page, testInfo, "onboarding-chat-insights");
    await button(page, "Yes, I'd like to try").click();
    await expect(button(page, "Try the exercise")).toBeVisible({ timeout: 30_000 });
    await expect(button(page, "Suggest another")).toBeVisible();

    // A reload resumes the same conversation and its exercise offer, without a new coach run.
    let runsStarted = 0;
    page.on("request", (r) => {
      if (r.url().endsWith("/api/functions/onboarding-chat")) runsStarted += 1;
    });
    await page.reload();
    await expect(page.getByText("I always think everyone will judge me when I speak up.")).toBeVisible();
    await expect(button(page, "Try the exercise")).toBeVisible();
    expect(runsStarted).toBe(0);
    await expectNoA11yViolations(page);
    await shoot(page, testInfo, "onboarding-chat-exercise");
    await button(page, "Try the exercise").click();
    await doTheExercise(page);

    // The celebration shows what the server awarded.
    await expect(page).toHaveURL(/\/exercise-completion$/);
    await expect(page.getByText("+10 XP", { exact: true })).toBeVisible();
    await expect(page.getByText("+1 streak", { exact: true })).toBeVisible();
    await shoot(page, testInfo, "exercise-completion-after-chat");
    await button(page, "Helpful").click();

    // The plan builder.
    await expect(page).toHaveURL(/\/additional-onboarding$/);
    await expect(heading(page, "Now, let's build your daily mindset practice plan")).toBeVisible();
    await shoot(page, testInfo, "plan-1-intro");
    await button(page, "Go next").click();
    await expect(heading(page, "How many exercises would you like each day?")).toBeVisible();
    await expect(page.getByText("6 min")).toBeVisible();
    await shoot(page, testInfo, "plan-2-count");
    await button(page, /^2 exercises/).click();
    await expect(
      heading(page, "Do you want to include the exercise you've done today in your daily plan?"),
    ).toBeVisible();
    await shoot(page, testInfo, "plan-3-include");
    await button(page, "Yes, include today's exercise").click();
    await expect(heading(page, "Here's your plan, starting today!")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId("plan-exercise")).toHaveCount(2);
    await button(page, "Suggest different").click();
    await expect(heading(page, "Here's your plan, starting today!")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId("plan-exercise")).toHaveCount(2);
    await expectNoA11yViolations(page);
    await shoot(page, testInfo, "plan-5-plan");
    await button(page, "Looks good to me").click();
    await expect(toast(page, "Your daily plan has been saved")).toBeVisible();
    await expect(page).toHaveURL(/\/character-introduction$/);

    await habitOnboarding(page, "Pebble");
    await expect(page.getByRole("img", { name: "Pebble at level 1" })).toBeVisible();
    await expect(page.getByTestId("xp-total")).toHaveText("10");
    await expect(page.getByTestId("streak")).toHaveText("1 day");
    // The exercise done in onboarding is in today's plan, already done (and paid once).
    await expect(page.getByTestId("today-count")).toHaveText("1/2");
    await shoot(page, testInfo, "home-after-onboarding");

    const today = (await (await user.api.get("/api/exercises/today")).json()) as { plan: { exerciseIds: string[] } };
    expect(today.plan.exerciseIds).toHaveLength(2);
    const data = await onboardingData(user);
    expect(data).toMatchObject({ exerciseFeedback: "helpful", numberOfExercise: 2, includeDoneExercise: true });
    expect(data?.doneExercise).toEqual(expect.any(String));
    expect((data?.recommendedExercises as string[]).length).toBeGreaterThanOrEqual(3);
    expect(data?.threadId).toEqual(expect.any(String));
  });

  test("a second user skips the chat and the naming and still gets a plan", async ({ signedInPage: page, user }) => {
    await page.goto("/new-onboarding");
    await walkToMood(page, "Sam");
    await answerTheRest(page);
    await button(page, "Skip").click();
    await expect(page).toHaveURL(/\/additional-onboarding$/);
    await button(page, "Go next").click();
    await button(page, /^1 exercise/).click(); // nothing done today: no include question
    await expect(heading(page, "Here's your plan, starting today!")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId("plan-exercise")).toHaveCount(1);
    await button(page, "Looks good to me").click();
    await habitOnboarding(page, null);
    await expect(page.getByRole("img", { name: "Your otter at level 1" })).toBeVisible();
    const today = (await (await user.api.get("/api/exercises/today")).json()) as { plan: { exerciseIds: string[] } };
    expect(today.plan.exerciseIds).toHaveLength(1);
    expect(await onboardingData(user)).toMatchObject({ userInput: null, numberOfExercise: 1, doneExercise: null });
  });
});
