// Daily reminders end to end: the sign-up prompt, /notification-settings, a real encrypted
// delivery from the server to a local HTTPS push service, and the service worker showing it.
//
// Headless Chromium cannot reach a real push service, so PushManager.subscribe is replaced by an
// init script returning a subscription whose keys this test made and whose endpoint is this
// test's HTTPS sink (../shared/STACK.md). The server under test is a second instance of the
// production build, started here with NODE_EXTRA_CA_CERTS (it trusts the sink's self-signed
// certificate) and PUSH_ENDPOINT_ALLOWLIST (it accepts the sink's origin).
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import NODE_FLAGS from "#server/node-flags.json" with { type: "json" };
import type { Page } from "@playwright/test";
import {
  fakeBrowser,
  makeCertificate,
  startPushSink,
  type Certificate,
  type PushSink,
} from "#server/testing/push-kit.ts";
import { CHROMIUM_ARGS, FULL_CHROMIUM } from "../fixtures/env.ts";
import { expect, expectNoA11yViolations, test, uniqueEmail, uniquePassword } from "../fixtures/index.ts";
import { toast } from "../fixtures/ui.ts";

// This file needs the service worker (blocked by default in playwright.config.ts), and the full
// browser: in the headless shell the subscription never completes.
test.use({ serviceWorkers: "allow", launchOptions: { executablePath: FULL_CHROMIUM, args: CHROMIUM_ARGS } });

// One push-enabled server for the file: its tests share a worker.
test.describe.configure({ mode: "serial" });

let cert: Certificate;
let sink: PushSink;
let server: ChildProcess;
let dataDir: string;
let base: string;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

test.beforeAll(async () => {
  test.setTimeout(120_000); // the server migrates a fresh database: slow on a busy machine
  cert = makeCertificate();
  sink = await startPushSink(cert);
  dataDir = mkdtempSync(join(tmpdir(), "otter-e2e-push-"));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // The build under test (scripts/e2e.mjs's private snapshot, or dist/ for a bare `playwright test`).
  server = spawn(process.execPath, [...NODE_FLAGS, process.env.E2E_SERVER ?? "dist/server/index.js"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      APP_URL: base,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      TRUSTED_PROXY: "true",
      DATABASE_URL: "",
      SMTP_URL: "",
      REQUIRE_EMAIL_VERIFICATION: "false",
      NODE_EXTRA_CA_CERTS: cert.certPath,
      PUSH_ENDPOINT_ALLOWLIST: sink.origin,
    },
  });
  await expect
    .poll(async () => (await fetch(`${base}/api/health`).catch(() => undefined))?.status, {
      timeout: 100_000,
      intervals: [250],
    })
    .toBe(200);
});

test.afterAll(async () => {
  server?.kill("SIGTERM");
  await new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once("exit", resolve)));
  await sink?.close();
  cert?.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

/** PushManager stand-in: subscribe() answers the test's subscription; it survives reloads in sessionStorage. */
function fakePushManager(subscription: { endpoint: string; keys: { p256dh: string; auth: string } }) {
  const STORE = "e2e-fake-push-key";
  const toBuffer = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)).buffer;
  const make = (key: ArrayBuffer) => ({
    endpoint: subscription.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: key },
    getKey: () => null,
    toJSON: () => ({ endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys }),
    unsubscribe: () => {
      sessionStorage.removeItem(STORE);
      return Promise.resolve(true);
    },
  });
  PushManager.prototype.subscribe = function (options?: PushSubscriptionOptionsInit) {
    const key = new Uint8Array(options!.applicationServerKey as ArrayBuffer);
    sessionStorage.setItem(STORE, btoa(String.fromCharCode(...key)));
    return Promise.resolve(make(key.buffer));
  };
  PushManager.prototype.getSubscription = function () {
    const stored = sessionStorage.getItem(STORE);
    return Promise.resolve(stored ? make(toBuffer(stored)) : null);
  };
}

async function serverDevices(page: Page) {
  const res = await page.request.get(`${base}/api/push/subscriptions`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as { endpoint: string; notificationTime: string; timeZone: string | null }[];
}

/** Dispatches a push event to the app's service worker through the DevTools protocol (retried: the worker may be starting). */
async function deliverToServiceWorker(page: Page, data: string) {
  const cdp = await page.context().newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const reg = registrations.find((r) => r.scopeURL === `${base}/` && !r.isDeleted);
      if (reg) resolve(reg.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  const id = await registrationId;
  for (let attempt = 1; ; attempt++) {
    try {
      await cdp.send("ServiceWorker.deliverPushMessage", { origin: base, registrationId: id, data });
      return;
    } catch (err) {
      if (attempt === 3) throw err;
      await page.waitForTimeout(500);
    }
  }
}

const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    return (await reg.getNotifications()).map((n) => ({ title: n.title, body: n.body, icon: n.icon }));
  });

test("sign-up prompt, the reminder switch and time, and a real push shown by the service worker", async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(150_000);
  const browser = fakeBrowser();
  const endpoint = sink.endpoint(`e2e-${testInfo.workerIndex}-${Date.now()}`);
  await context.grantPermissions(["notifications"], { origin: base });
  await context.addInitScript(fakePushManager, browser.subscription(endpoint));

  // Sign up on the push-enabled server: the prompt offers reminders; yes subscribes and goes home.
  const email = uniqueEmail("push", testInfo.workerIndex);
  const password = uniquePassword();
  await page.goto(`${base}/auth`);
  await page.getByRole("tab", { name: "Sign up" }).click();
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign up", exact: true }).click();
  await expect(page.getByRole("button", { name: "Skip for now" })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("signup-prompt.png") });
  await page.getByRole("button", { name: "Yes, enable notifications" }).click();
  // The service worker may still be installing (precaching) on a busy machine: the app waits up to 30 s.
  await expect(toast(page, "Notifications enabled!")).toBeVisible({ timeout: 40_000 });
  await expect(page).toHaveURL(/\/new-onboarding$/); // /home sends a brand-new user to onboarding
  expect(await serverDevices(page)).toMatchObject([
    { endpoint, notificationTime: "09:00:00", timeZone: "Europe/London" },
  ]);

  // Finish onboarding (walked in onboarding.spec) so /home stays, then open the settings.
  const answers = { userName: "Robin", selectedChallenges: ["Overthinking"], selectedIdentities: ["Student"] };
  expect((await page.request.put(`${base}/api/onboarding`, { headers: { Origin: base }, data: answers })).ok()).toBe(
    true,
  );
  await page.goto(`${base}/home`);

  // Settings: the switch is on; off removes the subscription from the server, on brings it back.
  await page.getByRole("button", { name: "Settings" }).click();
  await page.getByRole("menuitem", { name: "Notification Settings" }).click();
  await expect(page).toHaveURL(/\/notification-settings$/);
  const toggle = page.getByRole("switch", { name: "Daily reminders" });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(toast(page, "You are now unsubscribed from push notifications")).toBeVisible();
  await expect(toggle).not.toBeChecked();
  expect(await serverDevices(page)).toEqual([]);
  await toggle.click();
  await expect(toast(page, "You are now subscribed to push notifications")).toBeVisible();
  await expect(toggle).toBeChecked();
  expect((await serverDevices(page)).map((d) => d.endpoint)).toEqual([endpoint]);

  // Hourly picker, 12-hour labels, 06:00-23:00.
  const picker = page.getByLabel("Reminder time");
  await expect(picker.locator("option")).toHaveCount(18);
  await expect(picker.locator("option").first()).toHaveText("6:00 AM");
  await expect(picker.locator("option").last()).toHaveText("11:00 PM");
  await picker.selectOption({ label: "8:00 PM" });
  await expect(toast(page, "Notification time updated successfully")).toBeVisible();
  expect(await serverDevices(page)).toMatchObject([{ endpoint, notificationTime: "20:00:00" }]);
  await expectNoA11yViolations(page);
  // The screenshot without the toasts over the header.
  await page.screenshot({
    path: testInfo.outputPath("notification-settings.png"),
    style: "[data-sonner-toaster] { display: none !important; }",
  });

  // The test button: the server encrypts and sends for real; we decrypt it as the browser would.
  const before = sink.deliveries.length;
  await page.getByRole("button", { name: "Send a test notification" }).click();
  await expect.poll(() => sink.deliveries.length).toBeGreaterThan(before);
  const delivery = sink.deliveries.at(-1)!;
  expect(delivery.path).toBe(new URL(endpoint).pathname);
  expect(delivery.headers["content-encoding"]).toBe("aes128gcm");
  const plaintext = browser.decrypt(delivery.body);
  expect(JSON.parse(plaintext)).toMatchObject({
    title: "Notifications are working! 🦦",
    body: "Your otter will remind you here every day. See you soon!",
  });

  // Handed to the service worker, the message becomes a notification with the app icon.
  // Headless Chromium sometimes drops a CDP-delivered push while the worker is starting
  // (STACK.md): deliver again, up to three times, until the notification is shown.
  const expected = {
    title: "Notifications are working! 🦦",
    body: "Your otter will remind you here every day. See you soon!",
    icon: `${base}/icons/icon-192.png`,
  };
  await expect(async () => {
    await deliverToServiceWorker(page, plaintext);
    await expect.poll(() => shownNotifications(page), { timeout: 8_000 }).toContainEqual(expected);
  }).toPass({ timeout: 30_000, intervals: [500, 1_000, 2_000] });

  const deleted = await page.request.delete(`${base}/api/account`, {
    data: { confirm: true },
    headers: { Origin: base },
  });
  expect(deleted.ok()).toBe(true);
});

test("without the Push API the settings say so", async ({ page, context }, testInfo) => {
  await context.addInitScript(() => {
    delete (window as { PushManager?: unknown }).PushManager;
  });
  const email = uniqueEmail("nopush", testInfo.workerIndex);
  const password = uniquePassword();
  const res = await page.request.post(`${base}/api/auth/sign-up/email`, {
    data: { email, password, name: "nopush" },
    headers: { Origin: base },
  });
  expect(res.ok()).toBe(true);
  await page.goto(`${base}/notification-settings`);
  await expect(page.getByText("Push notifications are not supported in your browser or device.")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("notification-settings-unsupported.png") });
  const deleted = await page.request.delete(`${base}/api/account`, {
    data: { confirm: true },
    headers: { Origin: base },
  });
  expect(deleted.ok()).toBe(true);
});

test("a push service that never answers: 'Skip for now' stays available and set-up gives up with a clear message", async ({
  page,
  context,
}, testInfo) => {
  await context.grantPermissions(["notifications"], { origin: base });
  // A browser that cannot reach its push service: subscribe() never settles.
  await context.addInitScript(() => {
    PushManager.prototype.subscribe = () => new Promise<PushSubscription>(() => undefined);
    PushManager.prototype.getSubscription = () => Promise.resolve(null);
  });
  await page.clock.install();
  const email = uniqueEmail("stuckpush", testInfo.workerIndex);
  await page.goto(`${base}/auth`);
  await page.getByRole("tab", { name: "Sign up" }).click();
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(uniquePassword());
  await page.getByRole("button", { name: "Sign up", exact: true }).click();
  await page.getByRole("button", { name: "Yes, enable notifications" }).click();
  await expect(page.getByRole("button", { name: "Setting up..." })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Skip for now" })).toBeEnabled();
  await page.clock.fastForward("00:31");
  await expect(
    toast(page, "Setting up notifications is taking too long. Please try again later from Notification Settings."),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/new-onboarding$/);

  // The settings switch gives up the same way and stays off.
  await page.goto(`${base}/notification-settings`);
  const toggle = page.getByRole("switch", { name: "Daily reminders" });
  await toggle.click();
  await page.clock.fastForward("00:31");
  await expect(
    toast(page, "Setting up notifications is taking too long. Please try again later from Notification Settings."),
  ).toBeVisible();
  await expect(toggle).not.toBeChecked();
  expect(await serverDevices(page)).toEqual([]);
  await expectNoA11yViolations(page);
  const deleted = await page.request.delete(`${base}/api/account`, {
    data: { confirm: true },
    headers: { Origin: base },
  });
  expect(deleted.ok()).toBe(true);
});
