// The PWA's app shell opens offline once the service worker controls the page.
import { expect, test } from "../fixtures/index.ts";
import { SIGN_IN_HEADING } from "../fixtures/ui.ts";

// This file needs the service worker (blocked by default in playwright.config.ts).
test.use({ serviceWorkers: "allow" });

test("after the first visit the service worker serves the app shell offline", async ({
  page,
  context,
  allowConsoleErrors,
}) => {
  // Offline, the session check and any other network fetch fail; that is the point.
  allowConsoleErrors(/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR_/);

  await page.goto("/auth");
  await expect(page.getByRole("heading", { name: SIGN_IN_HEADING })).toBeVisible();

  // The worker registers after `load`, precaches the build, then claims the page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) =>
        navigator.serviceWorker.addEventListener("controllerchange", () => resolve(), { once: true }),
      );
    }
  });
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { name: SIGN_IN_HEADING })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByLabel("Email", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();

  // A deep link opens offline too (navigations get the cached index.html).
  await page.goto("/reset-password?token=x");
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();

  // The server really is unreachable from this page.
  const reachable = await page.evaluate(() =>
    fetch("/api/health", { cache: "no-store" }).then(
      () => true,
      () => false,
    ),
  );
  expect(reachable).toBe(false);
  await context.setOffline(false);
});
