// Browser tests (Playwright + Debian's Chromium). Run them with `npm run test:e2e`
// (scripts/e2e.mjs builds the app, checks the browser, picks a free port and a fresh data dir).
//
// The server under test is the production build (`node dist/server/index.js`, or the private
// build snapshot scripts/e2e.mjs makes), started once per run with its own temporary DATA_DIR;
// tests read mails from `$E2E_DATA_DIR/outbox`.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import NODE_FLAGS from "./src/server/node-flags.json" with { type: "json" };
import { BROWSER, CHROMIUM_ARGS } from "./tests/fixtures/env.ts";

// The config is evaluated by the runner and again by every worker: set the shared values in
// process.env once (in the runner) so the workers inherit the same port and data directory.
process.env.E2E_PORT ||= "3210";
process.env.E2E_DATA_DIR ||= mkdtempSync(join(tmpdir(), "otter-e2e-"));

const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
process.env.E2E_BASE_URL = baseURL;

const CI = Boolean(process.env.CI);

export default defineConfig({
  testDir: "tests/e2e",
  // scripts/e2e.mjs gives each run its own folder: parallel runs in this tree must not wipe each other's.
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results/artifacts",
  fullyParallel: true,
  forbidOnly: CI,
  workers: 2, // the machine has 2 cores; the server (PGlite is single-threaded) and Chromium share them
  retries: CI ? 1 : 0,
  // Generous: the 2 cores are shared by the server, two browsers and often builds. CI machines have
  // run the suite at half this machine's speed, so their limits are twice as long.
  timeout: CI ? 120_000 : 60_000,
  expect: { timeout: CI ? 25_000 : 15_000 },
  reporter: [["list"], ["html", { open: "never", outputFolder: "test-results/html" }]],
  use: {
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: "en-GB",
    timezoneId: "Europe/London",
    // Each new context would install the PWA's worker and precache the whole build in the background
    // (some 100 files): work no test looks at but the offline, push and "Get help now" offline ones,
    // which allow it (test.use({ serviceWorkers: "allow" })).
    serviceWorkers: "block",
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
    actionTimeout: CI ? 20_000 : 10_000,
    navigationTimeout: CI ? 30_000 : 15_000,
    launchOptions: { executablePath: BROWSER, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: "mobile",
      testIgnore: /\.desktop\.spec\.ts$/,
    },
    {
      name: "desktop",
      testMatch: /smoke\.desktop\.spec\.ts$/,
      use: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
    },
  ],
  webServer: {
    // scripts/e2e.mjs passes its private build snapshot; a bare `npx playwright test` uses dist/.
    command: `node ${NODE_FLAGS.join(" ")} ${JSON.stringify(process.env.E2E_SERVER ?? "dist/server/index.js")}`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    env: {
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      APP_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: "warn",
      // Each test sends its own X-Forwarded-For so the per-IP auth rate limits don't collide.
      TRUSTED_PROXY: "true",
      // Never let a developer's shell settings point the test server at a real database or mail server.
      DATABASE_URL: "",
      SMTP_URL: "",
      REQUIRE_EMAIL_VERIFICATION: "false",
      COACH_PROVIDER: "guided",
    },
  },
});
