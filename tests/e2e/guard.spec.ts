import { expect, test } from "../fixtures/index.ts";
import { pathOf, SIGN_IN_HEADING } from "../fixtures/ui.ts";

test.describe("route guard and redirects (signed out)", () => {
  for (const path of ["/home", "/menu"]) {
    test(`${path} redirects to /sign-in, and going back does not return to ${path}`, async ({ page }) => {
      await page.goto("/auth");
      await expect(page.getByRole("heading", { name: SIGN_IN_HEADING })).toBeVisible();

      await page.goto(path);
      await expect(page).toHaveURL(/\/sign-in$/);
      await expect(page.getByRole("heading", { name: SIGN_IN_HEADING })).toBeVisible();

      // The redirect replaced the protected entry: Back goes to the page before it.
      await page.goBack();
      await expect(page).toHaveURL(/\/auth$/);
      await expect(page.getByRole("heading", { name: SIGN_IN_HEADING })).toBeVisible();
      expect(pathOf(page)).not.toBe(path);
    });
  }

  test("a protected link followed inside the app also replaces history", async ({ page }) => {
    await page.goto("/this-does-not-exist");
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    // Client-side navigation to a protected route (no full page load).
    await page.evaluate(() => {
      window.history.pushState({}, "", "/menu");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect(page).toHaveURL(/\/sign-in$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/this-does-not-exist$/);
  });

  test("/ redirects a signed-out visitor to /auth", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole("heading", { name: SIGN_IN_HEADING })).toBeVisible();
  });

  test("an unknown path shows the 404 page whose link goes to /", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status(), "the SPA shell is served for every path").toBe(200);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    const back = page.getByRole("link", { name: "Return to Home" });
    await expect(back).toHaveAttribute("href", "/");
    await back.click();
    // / then sends a signed-out visitor on to /auth.
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("legacy links: /mood-tracking goes to /mood and /journals to /journal-history", async ({ page }) => {
    // Both targets are protected, so a signed-out visitor continues to /sign-in: record every URL
    // the tab shows (history.replaceState included) and look for the legacy redirect's target.
    const seen: string[] = [];
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) seen.push(new URL(frame.url()).pathname);
    });
    await page.goto("/mood-tracking");
    await expect.poll(() => seen, { message: "paths after /mood-tracking" }).toContain("/mood");
    expect(seen.indexOf("/mood")).toBeGreaterThan(seen.indexOf("/mood-tracking"));
    await expect(page).toHaveURL(/\/(mood|sign-in)$/);

    seen.length = 0;
    await page.goto("/journals");
    await expect.poll(() => seen, { message: "paths after /journals" }).toContain("/journal-history");
    await expect(page).toHaveURL(/\/(journal-history|sign-in)$/);
  });
});
