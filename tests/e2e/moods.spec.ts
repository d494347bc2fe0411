// Mood check-ins (the four-step /mood flow), mood history with its insights, and goal tracking.
import type { APIRequestContext } from "@playwright/test";
import { expect, expectNoA11yViolations, test } from "../fixtures/index.ts";
import { shoot } from "../fixtures/shoot.ts";
import { toast } from "../fixtures/ui.ts";

const xp = async (api: APIRequestContext) => ((await (await api.get("/api/progress")).json()) as { xp: number }).xp;

test.describe("mood check-ins", () => {
  test("a low mood with a note goes through all four steps into a mood chat carrying level, note and emotions", async ({
    signedInPage: page,
    user,
  }, testInfo) => {
    // No mood yet today: the landing sends the user to /mood.
    await page.goto("/");
    await expect(page).toHaveURL(/\/mood$/);
    await expect(page.getByRole("heading", { name: "How are you feeling today?" })).toBeVisible();
    await shoot(page, testInfo, "mood-step-1");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Please select a mood before submitting.")).toBeVisible();
    await page.getByRole("radio", { name: "Bad", exact: true }).check({ force: true });
    await page.getByRole("button", { name: "Continue" }).click();

    await expect(page.getByText("Select all that apply or skip this step")).toBeVisible();
    // Levels 1-2 offer the negative list of eight.
    await expect(page.getByRole("list", { name: "Emotions" }).getByRole("button")).toHaveCount(8);
    await page.getByRole("button", { name: "Anxious" }).click();
    await page.getByRole("button", { name: "Tired" }).click();
    await expect(page.getByRole("button", { name: "Tired" })).toHaveAttribute("aria-pressed", "true");
    await shoot(page, testInfo, "mood-step-2");
    await page.getByRole("button", { name: "Continue" }).click();

    await expect(page.getByRole("heading", { name: "Want to share what's on your mind?" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Save Journal" })).toBeDisabled();
    await page.getByLabel("Your journal (optional)").fill("Work has been a lot this week.");
    await shoot(page, testInfo, "mood-step-3");
    await page.getByRole("button", { name: "Save Journal" }).click();

    await expect(
      page.getByRole("heading", { name: "You are feeling somewhat down today. Do you want to talk about it?" }),
    ).toBeVisible();
    await expectNoA11yViolations(page, { testInfo, name: "mood-step-4" });
    await shoot(page, testInfo, "mood-step-4");
    await page.getByRole("button", { name: "Yes, I would like to chat" }).click();
    // /new-coach-chat, which becomes the saved chat's address (/chat/:id) as soon as it is created.
    await expect(page).toHaveURL(/\/(new-coach-chat|chat\/[0-9a-f-]{36})$/);
    // The coach chat screen gets level, note and emotions and opens a 'Mood Chat (date)' session with them.
    await expect
      .poll(async () => ((await (await user.api.get("/api/chats")).json()) as { items: unknown[] }).items, {
        timeout: 20_000,
      })
      .toEqual([
        expect.objectContaining({
          title: expect.stringMatching(/^Mood Chat \(.+\)$/),
          moodLevel: 2,
          moodNote: "Work has been a lot this week.",
        }),
      ]);

    await expect
      .poll(async () => ((await (await user.api.get("/api/moods")).json()) as { items: unknown[] }).items)
      .toEqual([
        expect.objectContaining({
          moodLevel: 2,
          emotions: ["Anxious", "Tired"],
          note: "Work has been a lot this week.",
          goalType: null,
        }),
      ]);
    // A mood is logged today now: the landing goes home.
    await page.goto("/");
    await expect(page).toHaveURL(/\/home$/);
  });

  test("a good mood without a note goes straight home; a low one can decline the chat", async ({
    signedInPage: page,
    user,
  }) => {
    await page.goto("/mood");
    await page.getByRole("radio", { name: "Good", exact: true }).check({ force: true });
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("list", { name: "Emotions" }).getByRole("button", { name: "Grateful" })).toBeVisible();
    await page.getByRole("button", { name: "Skip" }).click();
    await page.getByRole("button", { name: "Skip" }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(toast(page, "Mood recorded successfully!")).toBeVisible();

    await page.goto("/mood");
    await page.getByRole("radio", { name: "Very Bad" }).check({ force: true });
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("button", { name: "Skip" }).click();
    await page.getByRole("button", { name: "Skip" }).click();
    await expect(
      page.getByRole("heading", { name: "You are feeling very down today. Do you want to talk about it?" }),
    ).toBeVisible();
    await page.getByRole("button", { name: "No, maybe later" }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(toast(page, "Mood recorded successfully!").first()).toBeVisible();
    const moods = ((await (await user.api.get("/api/moods")).json()) as { items: { moodLevel: number }[] }).items;
    expect(moods.map((m) => m.moodLevel)).toEqual([1, 4]);
  });

  test("a mood that fails to save disappears again with 'Failed to save your mood'", async ({
    signedInPage: page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 500/);
    await page.goto("/mood-history");
    await expect(page.getByText("No mood entries yet")).toBeVisible();
    await page.route("**/api/moods", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 500, json: { error: { code: "internal", message: "boom" } } })
        : route.fallback(),
    );
    await page.getByRole("link", { name: "Track Your First Mood" }).click();
    await page.getByRole("radio", { name: "Neutral" }).check({ force: true });
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("button", { name: "Skip" }).click();
    await page.getByRole("button", { name: "Skip" }).click();
    await expect(toast(page, "Failed to save your mood")).toBeVisible();
    await page.goto("/mood-history");
    await expect(page.getByText("No mood entries yet")).toBeVisible();
  });

  test("mood history shows the 30-day trend, the most frequent emotions and each entry", async ({
    signedInPage: page,
    user,
  }, testInfo) => {
    await page.goto("/mood-history");
    await expect(page.getByText("No mood entries yet")).toBeVisible();
    await expect(page.getByRole("link", { name: "Track Your First Mood" })).toHaveAttribute("href", "/mood");
    await shoot(page, testInfo, "mood-history-empty");

    for (const body of [
      { moodLevel: 2, emotions: ["Tired", "Stressed"], note: "Long day" },
      { moodLevel: 4, emotions: ["Grateful", "Tired"] },
      { moodLevel: 5, emotions: ["Happy"], note: "Sunny walk with a friend" },
    ]) {
      expect((await user.api.post("/api/moods", { data: body })).status()).toBe(201);
    }
    await page.reload();
    await expect(page.getByRole("img", { name: /Mood trend chart\. Average mood 3\.7 of 5/ })).toBeVisible();
    const emotions = page.getByRole("list", { name: "Most frequent emotions" }).getByRole("listitem");
    await expect(emotions.first()).toContainText("Tired");
    await expect(emotions.first()).toContainText("2 times");
    const entries = page.getByRole("list", { name: "Mood entries" }).getByRole("listitem");
    await expect(entries).toHaveCount(3);
    await expect(entries.first()).toContainText("Very Good");
    await expect(entries.first()).toContainText("Sunny walk with a friend");
    await expect(entries.first()).toContainText("just now");
    await expectNoA11yViolations(page, { testInfo, name: "mood-history" });
    await shoot(page, testInfo, "mood-history");
  });
});

test.describe("goal tracking", () => {
  test("a goal check-in needs a level, earns +1 point and shows in its history", async ({
    signedInPage: page,
    user,
  }, testInfo) => {
    await page.goto("/goal-tracking/confidence");
    await expect(page.getByRole("heading", { name: "How is your confidence today?" })).toBeVisible();
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Please select a level before submitting.")).toBeVisible();
    await page.getByRole("radio", { name: "Fairly confident" }).check({ force: true });
    await page.getByLabel("Add a note (optional)").fill("Spoke up in the team meeting");
    await shoot(page, testInfo, "goal-tracking");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(toast(page, "Your confidence level has been tracked! (+1 point)")).toBeVisible();
    await expect.poll(() => xp(user.api)).toBe(1);

    // Only the app's goals can be tracked; a custom goal is asked about in its own words.
    await page.goto("/goal-tracking/banana");
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await page.goto("/all-goal-tracking/banana");
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    expect(
      (
        await user.api.put("/api/goals", {
          data: {
            selectedGoals: ["confidence", "custom"],
            customGoalText: "Feel calmer before presentations",
            timeCommitment: "5min",
          },
        })
      ).ok(),
    ).toBe(true);
    await page.goto("/goal-tracking/custom");
    await expect(
      page.getByRole("heading", { name: "How is it going with “Feel calmer before presentations” today?" }),
    ).toBeVisible();
    await expectNoA11yViolations(page, { testInfo, name: "goal-tracking-custom" });

    await page.goto("/goal-tracking/confidence");
    await page.getByRole("link", { name: "See all past tracking" }).click();
    await expect(page).toHaveURL(/\/all-goal-tracking\/confidence$/);
    await expect(page.getByRole("heading", { name: "Confidence Tracking History" })).toBeVisible();
    const entry = page.getByRole("list", { name: "Confidence check-ins" }).getByRole("listitem");
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText("Fairly confident");
    await expect(entry).toContainText("Spoke up in the team meeting");
    await expectNoA11yViolations(page, { testInfo, name: "goal-history" });
    await shoot(page, testInfo, "goal-history");
    // The stored note has the spec's shape.
    const [stored] = ((await (await user.api.get("/api/moods?kind=goal")).json()) as { items: { note: string }[] })
      .items;
    expect(stored?.note).toBe("confidence tracking: Spoke up in the team meeting");

    await page.getByRole("link", { name: "Back" }).click();
    await expect(page).toHaveURL(/\/goal-tracking\/confidence$/);

    await page.goto("/all-goal-tracking");
    await expect(page.getByRole("heading", { name: "All Goal Tracking" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Goal check-ins" }).getByRole("listitem")).toHaveCount(1);

    await page.goto("/all-goal-tracking/growth");
    await expect(page.getByText("You haven't tracked your Growth yet.")).toBeVisible();
    await page.getByRole("link", { name: "Track Your Growth" }).click();
    await expect(page).toHaveURL(/\/goal-tracking\/growth$/);
  });

  test("without a goal, /goal-tracking goes to / and the all-goals history has its own empty state", async ({
    signedInPage: page,
  }) => {
    await page.goto("/all-goal-tracking");
    await expect(page.getByText("You haven't tracked any goals yet.")).toBeVisible();
    await page.getByRole("link", { name: "Back" }).click();
    await expect(page).toHaveURL(/\/home$/);
    await page.goto("/goal-tracking");
    await expect(page).toHaveURL(/\/(mood|home)$/);
  });

  test("a long mood history shows 50 check-ins, then the older ones with 'Load more'", async ({
    signedInPage: page,
    user,
  }) => {
    test.setTimeout(90_000);
    for (let i = 1; i <= 52; i++) {
      expect(
        (await user.api.post("/api/moods", { data: { moodLevel: (i % 5) + 1, note: `Mood note ${i}` } })).ok(),
      ).toBe(true);
    }
    await page.goto("/mood-history");
    const list = page.getByRole("list", { name: "Mood entries" }).getByRole("listitem");
    await expect(list).toHaveCount(50);
    await expect(list.first()).toContainText("Mood note 52");
    await page.getByRole("button", { name: "Load more" }).click();
    await expect(list).toHaveCount(52);
    await expect(list.last()).toContainText("Mood note 1");
    await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
  });
});
