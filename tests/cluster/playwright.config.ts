// The cluster run (`npm run test:cluster`, scripts/cluster-test.ts): the suite's own settings
// (playwright.config.ts: browser, viewport, timeouts), pointed at HAProxy instead of one server.
// scripts/cluster-test.ts sets E2E_PORT to the balancer's port, so the base config's baseURL and
// the fixtures' BASE_URL are the balancer, and starts the instances itself (no webServer here).
//
// Two projects: the main journeys of tests/e2e, unchanged, through the balancer; then, once they
// pass, tests/cluster/*.spec.ts, which stop and restart instances (so nothing else may run then).
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
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results/cluster-artifacts",
  reporter: [["list"], ["html", { open: "never", outputFolder: "test-results/cluster-html" }]],
  projects: [
    {
      name: "journeys",
      testDir: "../e2e",
      testMatch: JOURNEYS.map(([file]) => file),
      grep: new RegExp(JOURNEYS.map(([, title]) => escape(title)).join("|")),
    },
    {
      name: "cluster",
      testDir: ".",
      testMatch: /\.spec\.ts$/,
      dependencies: ["journeys"],
      // They kill and restart instances: a retry would start from another cluster.
      retries: 0,
    },
  ],
});
