// The cluster run (`npm run test:cluster`, scripts/cluster-test.ts): the suite's own settings
// (playwright.config.ts: browser, viewport, timeouts), pointed at HAProxy instead of one server.
// scripts/cluster-test.ts sets E2E_PORT to the balancer's port, so the base config's baseURL and
// the fixtures' BASE_URL are the balancer, and starts the instances itself (no webServer here).
//
// Projects: the main journeys of tests/e2e, unchanged, through the balancer, with the reminders
// check beside them; then, once both pass, cluster.spec.ts, which stops and restarts instances (so
// nothing else may run then).
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import base from "../../playwright.config.ts";

/** The main journeys: [spec file, the start of the test's title]. */
const JOURNEYS: [string, string][] = [
  ["auth.spec.ts", "sign up through the UI"],
  ["onboarding.spec.ts", "a new user walks the 10 onboarding steps"],
  ["exercises.spec.ts", "without a plan: a friendly empty state"],
  ["moods.spec.ts", "a low mood with a note goes through all four steps"],
  ["journals.spec.ts", "one entry of each kind earns the spec's points"],
  ["audio.spec.ts", "record, discard, record again, transcribe, save and play back"],
  ["coach.spec.ts", "vibe check → conversation → exercise"],
];
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export default defineConfig({
  ...base,
  webServer: undefined,
  // Three servers, HAProxy and PostgreSQL share the cores with the browsers: CI's longer limits, always.
  timeout: 120_000,
  expect: { timeout: 25_000 },
  use: { ...base.use, actionTimeout: 20_000, navigationTimeout: 30_000 },
  outputDir: process.env.E2E_OUTPUT_DIR ?? join(import.meta.dirname, "../../test-results/cluster-artifacts"),
  reporter: [
    ["list"],
    ["html", { open: "never", outputFolder: join(import.meta.dirname, "../../test-results/cluster-html") }],
  ],
  // Three at once: two browsers for the journeys, and the reminders check, which mostly waits for ticks.
  workers: 3,
  projects: [
    {
      name: "journeys",
      testDir: "../e2e",
      testMatch: JOURNEYS.map(([file]) => file),
      grep: new RegExp(JOURNEYS.map(([, title]) => escape(title)).join("|")),
      workers: 2,
    },
    {
      // From the start, beside the journeys: the schedulers tick once a minute, from the instances' start.
      name: "reminders",
      testDir: ".",
      testMatch: "reminders.spec.ts",
      workers: 1,
      retries: 0,
    },
    {
      name: "cluster",
      testDir: ".",
      testMatch: "cluster.spec.ts",
      // They kill and restart instances: only once everything else is done.
      dependencies: ["journeys", "reminders"],
      // A retry would start from another cluster.
      retries: 0,
    },
  ],
});
