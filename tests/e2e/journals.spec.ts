// The four journals: one entry of each kind with its points, the histories with search and
// stats, the detail page with deletion, 'Journal not found', and optimistic saves that roll back.
import type { APIRequestContext } from "@playwright/test";
import { expect, expectNoA11yViolations, test } from "../fixtures/index.ts";
import { shoot } from "../fixtures/shoot.ts";
import { toast } from "../fixtures/ui.ts";

const xp = async (api: APIRequestContext) => ((await (await api.get("/api/progress")).json()) as { xp: number }).xp;
const entries = (page: import("@playwright/test").Page) =>
  page.getByRole("list", { name: "Journal entries" }).getByRole("listitem");

test.describe("journals", () => {
  test("one entry of each kind earns the spec's points; histories search; detail shows and deletes", async ({
    signedInPage: page,
    user,
  }, testInfo) => {
    test.setTimeout(90_000);
    // Appreciation (+1)
    await page.goto("/menu");
    await page.getByRole("link", { name: /Appreciation Journal/ }).click();
    await expect(page).toHaveURL(/\/journal$/);
    await expect(page.getByRole("button", { name: "Save Journal" })).toBeDisabled();
    await page.getByLabel("What are you grateful for today?").fill("My sister called to check on me.");
    await shoot(page, testInfo, "journal-appreciation");
    await page.getByRole("button", { name: "Save Journal" }).click();
    await expect(page).toHaveURL(/\/journal-history$/);
    await expect(toast(page, "Journal saved successfully (+1 point)")).toBeVisible();
    await expect(entries(page).first()).toContainText("Appreciation");
    await expect.poll(() => xp(user.api)).toBe(1);

    // Thought reframing (+2), two steps, returns to /
    await page.goto("/thought-reframing");
    await page.getByRole("button", { name: "Continue to reframe" }).click();
    await expect(page.getByText("Please enter your thought before continuing")).toBeVisible();
    await page.getByLabel("What negative thought is on your mind?").fill("Nobody at work likes my ideas.");
    await page.getByRole("button", { name: "Continue to reframe" }).click();
    await page.getByRole("button", { name: "Save to Journal" }).click();
    await expect(page.getByText("Please enter your positive reframing before saving")).toBeVisible();
    await page.getByLabel(/kinder, more balanced way/).fill("Two people built on my idea on Monday.");
    await shoot(page, testInfo, "journal-reframing-step-2");
    await page.getByRole("button", { name: "Save to Journal" }).click();
    await expect(page).toHaveURL(/\/(home|mood)$/);
    await expect(toast(page, "Your reframed thought has been saved to your journal (+2 points)")).toBeVisible();
    await expect.poll(() => xp(user.api)).toBe(3);

    // Micro win (+1), two wins joined with a blank line
    await page.goto("/micro-win-journal");
    await page.getByRole("button", { name: "Save Journal" }).click();
    await expect(page.getByText("Please write down your micro win before submitting.")).toBeVisible();
    await page.getByLabel("Today's micro win").first().fill("Went for a ten-minute walk");
    await page.getByRole("button", { name: "Add another win" }).click();
    await page.getByLabel("Today's micro win").nth(1).fill("Cooked dinner");
    await page.getByRole("button", { name: "Save Journal" }).click();
    await expect(page).toHaveURL(/\/micro-win-history$/);
    await expect(toast(page, "Your micro win has been saved!")).toBeVisible();
    await expect(entries(page)).toHaveCount(1);
    await expect.poll(() => xp(user.api)).toBe(4);

    // Self-love (+1), at least one of three boxes
    await page.goto("/self-love-journal");
    await expect(page.getByRole("textbox")).toHaveCount(3);
    await page.getByRole("button", { name: "Save Journal" }).click();
    await expect(page.getByText("Please write at least one thing you appreciate about yourself.")).toBeVisible();
    await page.getByLabel("Something I did well recently").fill("I asked for help when I needed it");
    await shoot(page, testInfo, "journal-self-love");
    await page.getByRole("button", { name: "Save Journal" }).click();
    await expect(page).toHaveURL(/\/self-love-history$/);
    await expect(toast(page, "Your self-love journal has been saved!")).toBeVisible();
    await expect.poll(() => xp(user.api)).toBe(5);

    const stored = (
      (await (await user.api.get("/api/journals")).json()) as { items: { entryType: string; content: string }[] }
    ).items;
    expect(stored.map((j) => j.entryType)).toEqual(["self-love", "micro-win", "thought-reframing", "appreciation"]);
    expect(stored[1]?.content).toBe("Went for a ten-minute walk\n\nCooked dinner");
    expect(stored[2]?.content).toBe(
      "Original thought: Nobody at work likes my ideas.\n\nReframed thought: Two people built on my idea on Monday.",
    );

    // Reframing history: stats (points = count × 2) and the case-insensitive search
    await page.goto("/thought-reframing-history");
    await expect(entries(page)).toHaveCount(1);
    await expect(page.getByRole("group", { name: "Journal stats" })).toContainText("Points2");
    await page.getByPlaceholder("Search your reframing journals...").fill("NOBODY AT WORK");
    await expect(entries(page)).toHaveCount(1);
    await page.getByPlaceholder("Search your reframing journals...").fill("holiday");
    await expect(page.getByText("No reframing journals match your search")).toBeVisible();
    // The clear button empties the search and gives the field its focus back.
    await page.getByRole("button", { name: "Clear search" }).click();
    await expect(page.getByPlaceholder("Search your reframing journals...")).toHaveValue("");
    await expect(page.getByPlaceholder("Search your reframing journals...")).toBeFocused();
    await expect(entries(page)).toHaveCount(1);
    await expect(page.getByRole("button", { name: "Clear search" })).toHaveCount(0);

    // All journals: newest first with type badges; search across kinds
    await page.goto("/journal-history");
    await expect(entries(page)).toHaveCount(4);
    await expect(page.getByRole("group", { name: "Journal stats" })).toContainText("Entries4");
    await expect(page.getByRole("group", { name: "Journal stats" })).toContainText("Points5");
    await expect(entries(page).nth(0)).toContainText("Self-Love");
    await expect(entries(page).nth(1)).toContainText("Micro Win");
    await expect(entries(page).nth(2)).toContainText("Thought Reframing");
    await expectNoA11yViolations(page, { testInfo, name: "journal-history" });
    await shoot(page, testInfo, "journal-history");
    await page.getByPlaceholder("Search your journals...").fill("sister");
    await expect(entries(page)).toHaveCount(1);
    await entries(page).first().getByRole("link", { name: /^View/ }).click();

    // Detail: full date, text, delete with the exact dialog
    await expect(page).toHaveURL(/\/journal\/[0-9a-f-]{36}$/);
    await expect(page.getByText("My sister called to check on me.")).toBeVisible();
    await expect(
      page.getByText(/^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), [A-Z][a-z]+ \d{1,2}, \d{4}$/),
    ).toBeVisible();
    await shoot(page, testInfo, "journal-detail");
    await page.getByRole("button", { name: "Delete" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete Journal" });
    await expect(dialog).toContainText("Are you sure you want to delete this journal? This action cannot be undone.");
    await expectNoA11yViolations(page, { testInfo, name: "journal-delete-dialog" });
    await shoot(page, testInfo, "journal-delete-dialog");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Delete" }).click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Journal deleted successfully")).toBeVisible();
    await expect(page).toHaveURL(/\/journal-history$/);
    await expect(entries(page)).toHaveCount(3);
    // A deleted journal takes its point back (decision 018).
    await expect.poll(() => xp(user.api)).toBe(4);
  });

  test("an unknown journal says 'Journal not found' and goes to /", async ({
    signedInPage: page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 404/);
    await page.goto("/journal/0b8f2f5e-6a53-4c1e-9d55-2b0f3a1c9e77");
    await expect(toast(page, "Journal not found")).toBeVisible();
    await expect(page).not.toHaveURL(/\/journal\//);
  });

  test("a history that cannot load says so with the spec's words and loads on 'Try again'", async ({
    signedInPage: page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 500/);
    // Only the list fails (the stats card has its own request), until the route is lifted.
    const failing = (url: URL) => url.pathname === "/api/journals";
    await page.route(failing, (route) =>
      route.fulfill({ status: 500, json: { error: { code: "internal", message: "down" } } }),
    );
    await page.goto("/journal-history");
    await expect(page.getByRole("alert").filter({ hasText: "Failed to sync your journals" })).toBeVisible({
      timeout: 15_000,
    });
    await page.unroute(failing);
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByText("You haven't created any journal entries yet.")).toBeVisible();
  });

  test("empty histories point to the first entry", async ({ signedInPage: page }, testInfo) => {
    await page.goto("/journal-history");
    await expect(page.getByText("You haven't created any journal entries yet.")).toBeVisible();
    await shoot(page, testInfo, "journal-history-empty");
    await page.getByRole("link", { name: "Create Your First Journal Entry" }).click();
    await expect(page).toHaveURL(/\/journal$/);
    await page.goto("/all-journals");
    await expect(page.getByRole("heading", { name: "All Journal Entries" })).toBeVisible();
    await expect(page.getByText("You haven't created any journal entries yet.")).toBeVisible();
    await page.goto("/thought-reframing-history");
    await expect(page.getByText("No reframing journals yet")).toBeVisible();
    await page.goto("/micro-win-history");
    await expect(page.getByText("No micro wins yet")).toBeVisible();
    await page.goto("/self-love-history");
    await expect(page.getByText("No self-love journals yet")).toBeVisible();
    await page.getByRole("link", { name: "Back" }).click();
    await expect(page).toHaveURL(/\/self-love-journal$/);
  });

  test("a journal that fails to save shows at once, then disappears with the spec's toast", async ({
    signedInPage: page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 500/);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/journals", async (route) => {
      if (route.request().method() !== "POST") return route.fallback();
      await held;
      await route.fulfill({ status: 500, json: { error: { code: "internal", message: "boom" } } });
    });
    await page.goto("/journal-history");
    await expect(page.getByText("You haven't created any journal entries yet.")).toBeVisible();
    await page.goto("/journal");
    await page.getByLabel("What are you grateful for today?").fill("A quiet morning coffee");
    await page.getByRole("button", { name: "Save Journal" }).click();
    await expect(page).toHaveURL(/\/journal-history$/);
    await expect(entries(page).first()).toContainText("A quiet morning coffee");
    await expect(entries(page).first()).toContainText("Saving…");
    release();
    await expect(toast(page, "Failed to save your journal entry. Please try again.")).toBeVisible();
    await expect(page.getByText("You haven't created any journal entries yet.")).toBeVisible();
    // Nothing typed is lost: the words wait in the form.
    const kept = page
      .getByRole("region", { name: /notifications/i })
      .getByRole("listitem")
      .filter({ hasText: "We kept what you wrote." });
    await kept.getByRole("button", { name: "Open it" }).click();
    await expect(page).toHaveURL(/\/journal$/);
    await expect(page.getByLabel("What are you grateful for today?")).toHaveValue("A quiet morning coffee");
  });

  test("a long history shows 50 entries, then the older ones with 'Load more'", async ({
    signedInPage: page,
    user,
  }) => {
    test.setTimeout(90_000);
    for (let i = 1; i <= 55; i++) {
      expect(
        (
          await user.api.post("/api/journals", { data: { entryType: "appreciation", content: `Grateful note ${i}` } })
        ).ok(),
      ).toBe(true);
    }
    await page.goto("/journal-history");
    await expect(entries(page)).toHaveCount(50);
    await expect(entries(page).first()).toContainText("Grateful note 55");
    await expect(entries(page).last()).toContainText("Grateful note 6");
    await page.getByRole("button", { name: "Load more" }).click();
    await expect(entries(page)).toHaveCount(55);
    await expect(entries(page).last()).toContainText("Grateful note 1");
    await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
  });
});
