// The personal safety plan (Stanley–Brown), as a person uses it: start one, lose nothing on a
// reload or a failed save, read it again, edit it, export it from the menu, delete it.
import { readFile } from "node:fs/promises";
import { expect, expectNoA11yViolations, test, uniqueEmail, uniquePassword } from "../fixtures/index.ts";
import { shoot } from "../fixtures/shoot.ts";
import { openAuth, skipNotificationPrompt, submitCredentials, toast } from "../fixtures/ui.ts";

const INTRO_HEADING = "What is a safety plan?";

test.describe("safety plan", () => {
  test("create, reload, edit, export from the menu and delete", async ({
    page,
    trackUser,
    allowConsoleErrors,
  }, testInfo) => {
    test.setTimeout(180_000); // a long journey with four axe scans on 2 shared cores
    const email = uniqueEmail("plan", testInfo.workerIndex);
    const password = uniquePassword();
    trackUser({ email, password });
    await openAuth(page, "Sign up");
    await submitCredentials(page, email, password, "Sign up");
    await skipNotificationPrompt(page);
    await expect(page).toHaveURL(/\/new-onboarding$/);

    // From the menu.
    await page.goto("/menu");
    await page.getByRole("link", { name: /My safety plan/ }).click();
    await expect(page).toHaveURL(/\/safety-plan$/);
    await expect(page.getByRole("heading", { name: "My safety plan", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: INTRO_HEADING })).toBeVisible();
    await expectNoA11yViolations(page, { testInfo, name: "safety-plan-intro" });

    // Opening the editor and leaving it untouched is not unsaved work: a reload shows the intro again.
    await page.getByRole("button", { name: "Start my safety plan" }).click();
    await expect(page.getByLabel("Warning sign 1", { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: INTRO_HEADING })).toBeVisible();

    await page.getByRole("button", { name: "Start my safety plan" }).click();
    const steps = page.getByRole("group");
    await expect(steps).toHaveCount(7);
    // The long form keeps its Save button on screen.
    await expect(page.getByRole("button", { name: "Save my plan" })).toBeInViewport();
    await expect(steps.nth(0).getByRole("heading")).toHaveText(/My warning signs/);
    await expect(steps.nth(6).getByRole("heading")).toHaveText(/My reasons for living/);
    // Examples are placeholders, never content.
    await expect(page.getByLabel("Warning sign 1", { exact: true })).toHaveValue("");
    await expect(page.getByLabel("Warning sign 1", { exact: true })).toHaveAttribute("placeholder", /^e\.g\. /);
    await expect(page.getByRole("link", { name: /Find your local helpline/ }).first()).toHaveAttribute(
      "href",
      "https://findahelpline.com",
    );

    await page.getByLabel("Warning sign 1", { exact: true }).fill("I stop answering my messages");
    await page.getByLabel("Warning sign 1", { exact: true }).press("Enter"); // Enter starts the next line
    await expect(page.getByLabel("Warning sign 2", { exact: true })).toBeFocused();
    await page.keyboard.type("I lie awake past 3am");
    await page.getByLabel("Person to ask 1", { exact: true }).fill("My sister Jo, 07700 900123");
    // Step 5 offers the crisis line for where the device is (London here).
    await page.getByRole("button", { name: "Add Samaritans: 116 123 (24/7)" }).click();
    await expect(page.getByLabel("Contact 1", { exact: true })).toHaveValue("Samaritans: 116 123 (24/7)");
    await expect(page.getByLabel("Contact 1", { exact: true })).toBeFocused();
    await expect(page.getByRole("button", { name: "Add Samaritans: 116 123 (24/7)" })).toHaveCount(0);
    await page.getByLabel("Reason 1", { exact: true }).fill("My cat Miso");
    await page.getByRole("button", { name: "Add a reason" }).click();
    await expect(page.getByLabel("Reason 2", { exact: true })).toBeFocused();
    await page.keyboard.type("A line I will remove");
    await page.getByRole("button", { name: "Remove reason 2" }).click();
    await expect(page.getByLabel("Reason 2", { exact: true })).toHaveCount(0);
    await expectNoA11yViolations(page, { testInfo, name: "safety-plan-editor" });

    // Not saved yet: a reload keeps every word.
    await page.reload();
    await expect(page.getByLabel("Warning sign 2", { exact: true })).toHaveValue("I lie awake past 3am");
    await expect(page.getByLabel("Person to ask 1", { exact: true })).toHaveValue("My sister Jo, 07700 900123");

    // A failed save keeps the text and says so.
    allowConsoleErrors(/status of 503/);
    await page.route("**/api/safety-plan", (route) =>
      route.request().method() === "PUT"
        ? route.fulfill({
            status: 503,
            contentType: "application/json",
            body: JSON.stringify({ error: { code: "unavailable", message: "The server is busy." } }),
          })
        : route.fallback(),
    );
    await page.getByRole("button", { name: "Save my plan" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Everything you wrote is still here" })).toBeVisible();
    await expect(page.getByLabel("Reason 1", { exact: true })).toHaveValue("My cat Miso");
    await page.unrouteAll();

    // A double tap saves once.
    const puts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "PUT" && r.url().endsWith("/api/safety-plan")) puts.push(r.url());
    });
    await page.getByRole("button", { name: "Save my plan" }).dblclick();
    await expect(toast(page, "Your safety plan is saved")).toBeVisible();
    expect(puts).toHaveLength(1);

    // The saved plan reads back, in order, after a reload.
    await page.reload();
    const plan = page.getByRole("list", { name: "My safety plan" });
    await expect(plan).toBeVisible();
    await expect(plan.getByRole("group", { name: "Step 1: My warning signs" }).getByRole("listitem")).toHaveText([
      "I stop answering my messages",
      "I lie awake past 3am",
    ]);
    await expect(plan.getByText("My sister Jo, 07700 900123")).toBeVisible();
    await expect(plan.getByText("My cat Miso")).toBeVisible();
    await expect(plan.getByText("A line I will remove")).toHaveCount(0);
    await expect(page.getByText(/included when you use "Export my data" in the Menu/)).toBeVisible();
    await expect(page.getByRole("link", { name: "999" })).toHaveAttribute("href", "tel:999");
    await expectNoA11yViolations(page, { testInfo, name: "safety-plan-view" });

    // Edit a line.
    await page.getByRole("button", { name: "Edit my plan" }).click();
    await page.getByLabel("Reason 1", { exact: true }).fill("My cat Miso, who waits for me at the door");
    await page.getByRole("button", { name: "Save my plan" }).click();
    await expect(toast(page, "Your safety plan is saved")).toBeVisible();
    await expect(plan.getByText("My cat Miso, who waits for me at the door")).toBeVisible();

    // Export from the menu: the plan is in the file.
    await page.getByRole("link", { name: "Open the Menu" }).click();
    await expect(page).toHaveURL(/\/menu$/);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export my data" }).click(),
    ]);
    const data = JSON.parse(await readFile(await download.path(), "utf8")) as {
      tables: { safety_plans: Record<string, string[]>[] };
    };
    expect(data.tables.safety_plans).toHaveLength(1);
    expect(data.tables.safety_plans[0]).toMatchObject({
      warningSigns: ["I stop answering my messages", "I lie awake past 3am"],
      helpers: ["My sister Jo, 07700 900123"],
      professionals: ["Samaritans: 116 123 (24/7)"],
      reasonsForLiving: ["My cat Miso, who waits for me at the door"],
    });

    // Delete, after a confirmation; cancelling keeps it.
    await page.getByRole("link", { name: /My safety plan/ }).click();
    await page.getByRole("button", { name: "Delete my safety plan" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete your safety plan?" });
    await dialog.getByRole("button", { name: "Keep my plan" }).click();
    await expect(dialog).toBeHidden();
    await expect(plan.getByText("My cat Miso, who waits for me at the door")).toBeVisible();
    await page.getByRole("button", { name: "Delete my safety plan" }).click();
    await dialog.getByRole("button", { name: "Delete my plan" }).click();
    await expect(toast(page, "Your safety plan has been deleted")).toBeVisible();
    await expect(page.getByRole("heading", { name: INTRO_HEADING })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: INTRO_HEADING })).toBeVisible();
  });

  test("Cancel asks before discarding unsaved changes; unsaved edits stay editable when the plan cannot load", async ({
    signedInPage: page,
    user,
    allowConsoleErrors,
  }) => {
    const saved = await user.api.put("/api/safety-plan", {
      data: {
        warningSigns: ["Skipping meals"],
        copingStrategies: [],
        distractions: [],
        helpers: [],
        professionals: [],
        safeEnvironment: [],
        reasonsForLiving: [],
      },
    });
    expect(saved.ok()).toBe(true);
    await page.goto("/safety-plan");
    await page.getByRole("button", { name: "Edit my plan" }).click();
    await page.getByLabel("Warning sign 1", { exact: true }).fill("Skipping meals and sleep");

    allowConsoleErrors(/status of 503/);
    await page.route("**/api/safety-plan", (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "unavailable", message: "Try later." } }),
      }),
    );
    await page.reload();
    await expect(page.getByRole("alert").filter({ hasText: "We couldn't load your saved plan" })).toBeVisible();
    await expect(page.getByLabel("Warning sign 1", { exact: true })).toHaveValue("Skipping meals and sleep");
    await page.unrouteAll();
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "We couldn't load your saved plan" })).toHaveCount(0);

    await page.getByRole("button", { name: "Cancel" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Discard your changes?" });
    await dialog.getByRole("button", { name: "Keep editing" }).click();
    await expect(page.getByLabel("Warning sign 1", { exact: true })).toHaveValue("Skipping meals and sleep");
    await page.getByRole("button", { name: "Cancel" }).click();
    await dialog.getByRole("button", { name: "Discard changes" }).click();
    await expect(
      page.getByRole("list", { name: "My safety plan" }).getByText("Skipping meals", { exact: true }),
    ).toBeVisible();
    await page.reload();
    await expect(page.getByRole("button", { name: "Edit my plan" })).toBeVisible();
  });
});

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`safety plan screenshots (390x844, ${colorScheme})`, () => {
    test.use({ viewport: { width: 390, height: 844 }, colorScheme });

    test(`intro, editor and plan, ${colorScheme}`, async ({ signedInPage: page, user }, testInfo) => {
      await page.goto("/safety-plan");
      await expect(page.getByRole("heading", { name: INTRO_HEADING })).toBeVisible();
      await shoot(page, testInfo, `safety-plan-intro-${colorScheme}`);

      await page.getByRole("button", { name: "Start my safety plan" }).click();
      await page.getByLabel("Warning sign 1", { exact: true }).fill("I stop answering my messages");
      await page.getByLabel("Reason 1", { exact: true }).fill("My cat Miso");
      await shoot(page, testInfo, `safety-plan-editor-${colorScheme}`);
      await expectNoA11yViolations(page, { testInfo, name: `safety-plan-editor-${colorScheme}` });
      await page.getByRole("button", { name: "Save my plan" }).click();
      await expect(toast(page, "Your safety plan is saved")).toBeVisible();

      const res = await user.api.put("/api/safety-plan", {
        data: {
          warningSigns: ["I stop answering my messages", "I lie awake past 3am"],
          copingStrategies: ["A walk around the block, naming five things I can see"],
          distractions: ["The library on Park Road"],
          helpers: ["My sister Jo, 07700 900123"],
          professionals: ["Samaritans, 116 123 (free, 24/7)"],
          safeEnvironment: [],
          reasonsForLiving: ["My cat Miso", "Swimming in the sea next summer"],
        },
      });
      expect(res.ok()).toBe(true);
      await page.reload();
      await expect(
        page.getByRole("list", { name: "My safety plan" }).getByText("Swimming in the sea next summer"),
      ).toBeVisible();
      await expect(toast(page, "Your safety plan is saved")).toHaveCount(0);
      await shoot(page, testInfo, `safety-plan-view-${colorScheme}`);
      await expectNoA11yViolations(page, { testInfo, name: `safety-plan-view-${colorScheme}` });
    });
  });
}
