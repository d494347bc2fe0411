import { readFile } from "node:fs/promises";
import { expect, test } from "../fixtures/index.ts";
import { openAuth, submitCredentials, toast } from "../fixtures/ui.ts";

test.describe("account: export and delete", () => {
  test("'Export my data' downloads a JSON file with the user's email and tables", async ({
    signedInPage: page,
    user,
  }) => {
    await page.goto("/home");
    await page.getByRole("button", { name: "Settings" }).click();
    await page.getByRole("menuitem", { name: "Menu" }).click();
    await expect(page).toHaveURL(/\/menu$/);
    await expect(page.getByRole("heading", { name: "Menu", level: 1 })).toBeVisible();
    await expect(page.getByText(`Signed in as ${user.email}`)).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export my data" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^otter-coach-export-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile(await download.path(), "utf8")) as {
      account?: { email?: string };
      tables?: Record<string, unknown>;
    };
    expect(JSON.stringify(data)).toContain(user.email);
    expect(data.account?.email).toBe(user.email);
    expect(typeof data.tables).toBe("object");
    expect(data.tables).not.toBeNull();
    expect(Array.isArray(data.tables)).toBe(false);
    await expect(toast(page, "Your data has been downloaded")).toBeVisible();
  });

  test("'Delete my account' asks first, then deletes: /auth with a toast, and the old credentials fail", async ({
    signedInPage: page,
    user,
  }) => {
    await page.goto("/menu");
    await page.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
    await expect(dialog).toBeVisible();

    // Cancelling keeps everything.
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/menu$/);

    await page.getByRole("button", { name: "Delete my account" }).click();
    await dialog.getByRole("button", { name: "Delete everything" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(toast(page, "Your account and all your data have been deleted")).toBeVisible();

    // Signed out for real…
    await page.goto("/menu");
    await expect(page).toHaveURL(/\/sign-in$/);
    // …and the account is gone.
    await openAuth(page);
    await submitCredentials(page, user.email, user.password, "Sign in");
    await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });
});
