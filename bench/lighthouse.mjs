// Lighthouse (default mobile emulation and simulated throttling) on /auth, and (section
// lighthouse-home) on /home signed in, served by the real production server on PGlite, in Debian's
// Chromium launched by chrome-launcher. A failure is recorded in the report instead of ending the bench.
import { existsSync } from "node:fs";
import { checkQuiet, log, metric, onCleanup, round, startApp } from "./lib.mjs";

const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const TIMEOUT_MS = 150_000;
const RUNS = 3;
const BUDGET = { performance: 95, accessibility: 100, "best-practices": 100 };

/** Chromium's process group, so an abrupt exit can still SIGKILL it synchronously. */
export const chromePids = new Set();

function withTimeout(promise, ms, what) {
  let timer;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
    }),
  ]);
}

/** A new user who finished onboarding, for the signed-in screens: their session cookie. */
async function signedInCookie(baseUrl) {
  const headers = { "content-type": "application/json", origin: baseUrl };
  const email = `bench-${Date.now()}@example.com`;
  const res = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password: "bench-Password-2026!", name: "Robin" }),
  });
  if (!res.ok) throw new Error(`bench sign-up failed: ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const answers = { userName: "Robin", selectedChallenges: ["Overthinking"], selectedIdentities: ["Student"] };
  const done = await fetch(`${baseUrl}/api/onboarding`, {
    method: "PUT",
    headers: { ...headers, cookie },
    body: JSON.stringify(answers),
  });
  if (!done.ok) throw new Error(`bench onboarding failed: ${done.status}`);
  return cookie;
}

export default function lighthouseSection(ctx) {
  return lighthouseOf(ctx, "/auth", false);
}

export async function lighthouseOf(ctx, PATH, signedIn) {
  const name = `Lighthouse mobile (${PATH}${signedIn ? ", signed in" : ""})`;
  let chrome;
  let app;
  const killChrome = async () => {
    if (!chrome) return;
    const c = chrome;
    chrome = undefined;
    try {
      await c.kill();
    } finally {
      chromePids.delete(c.pid);
    }
  };
  const removeCleanup = onCleanup(killChrome);
  try {
    // chrome-launcher emits an unhandled spawn error (ending the bench) for a missing binary.
    if (!existsSync(CHROME_PATH))
      throw new Error(`Chromium not found at ${CHROME_PATH}: install Debian's chromium or set CHROME_PATH`);
    const [{ default: lighthouse }, chromeLauncher] = await Promise.all([
      import("lighthouse"),
      import("chrome-launcher"),
    ]);
    app = await startApp(ctx, { name: "app (lighthouse)", timeoutMs: 120_000 });
    log(`lighthouse: launching ${CHROME_PATH}`);
    chrome = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: CHROME_FLAGS,
      logLevel: "silent",
      handleSIGINT: false,
    });
    if (chrome.pid) chromePids.add(chrome.pid);
    const url = `${app.baseUrl}${PATH}`;
    const extraHeaders = signedIn ? { Cookie: await signedInCookie(app.baseUrl) } : undefined;
    // Lighthouse's own advice for a stable score: the median of several runs. A run that fails
    // to record its trace (NO_NAVSTART, seen now and then on the first audit) is run again.
    const runs = [];
    const runErrors = [];
    for (let attempt = 0; runs.length < RUNS && attempt < RUNS + 2; attempt += 1) {
      await checkQuiet(ctx, `Lighthouse run ${runs.length + 1}`);
      log(`lighthouse: auditing ${url} (run ${runs.length + 1} of ${RUNS})`);
      const result = await withTimeout(
        lighthouse(url, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: Object.keys(BUDGET),
          ...(extraHeaders ? { extraHeaders } : {}),
        }),
        TIMEOUT_MS,
        "Lighthouse",
      );
      const candidate = result?.lhr;
      if (!candidate) runErrors.push("Lighthouse returned no result");
      else if (candidate.runtimeError)
        runErrors.push(`${candidate.runtimeError.code} ${candidate.runtimeError.message}`);
      else runs.push(candidate);
    }
    if (runs.length === 0) throw new Error(`Lighthouse runtime error: ${runErrors.join("; ")}`);
    const perf = (r) => r.categories.performance?.score ?? 0;
    const lhr = [...runs].sort((a, b) => perf(a) - perf(b))[Math.floor((runs.length - 1) / 2)];

    const score = (id) => (lhr.categories[id]?.score == null ? NaN : Math.round(lhr.categories[id].score * 100));
    const audit = (id) => lhr.audits[id]?.numericValue;
    // What cost points, so a miss can be acted on.
    const failing = {};
    for (const id of Object.keys(BUDGET)) {
      failing[id] = (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter(
          (a) =>
            a &&
            a.score !== null &&
            a.score < 1 &&
            a.scoreDisplayMode !== "informative" &&
            a.scoreDisplayMode !== "notApplicable",
        )
        .map((a) => `${a.id} (${a.score})${a.displayValue ? `: ${a.displayValue}` : ""}`);
    }
    const metrics = [
      metric(`Performance score (median of ${runs.length} runs)`, score("performance"), "", {
        min: BUDGET.performance,
      }),
      metric("Performance scores of all runs", runs.map((r) => Math.round(perf(r) * 100)).join(", "), ""),
      metric("Accessibility score", score("accessibility"), "", { min: BUDGET.accessibility }),
      metric("Best practices score", score("best-practices"), "", { min: BUDGET["best-practices"] }),
      metric("First Contentful Paint", round(audit("first-contentful-paint"), 0), "ms"),
      metric("Largest Contentful Paint", round(audit("largest-contentful-paint"), 0), "ms"),
      metric("Total Blocking Time", round(audit("total-blocking-time"), 0), "ms"),
      metric("Speed Index", round(audit("speed-index"), 0), "ms"),
      metric("Cumulative Layout Shift", round(audit("cumulative-layout-shift"), 3), ""),
    ];
    const notes = Object.entries(failing)
      .filter(([id]) => score(id) < BUDGET[id])
      .map(([id, audits]) => `${lhr.categories[id].title}: points lost on ${audits.join(", ") || "(nothing listed)"}`);
    return {
      name,
      metrics,
      notes,
      details: {
        url,
        lighthouseVersion: lhr.lighthouseVersion,
        userAgent: lhr.environment?.hostUserAgent,
        formFactor: lhr.configSettings?.formFactor,
        throttlingMethod: lhr.configSettings?.throttlingMethod,
        warnings: lhr.runWarnings,
        failingAudits: failing,
        inspectorIssues: (lhr.audits["inspector-issues"]?.details?.items ?? []).map((i) => i.issueType),
        failedRuns: runErrors,
      },
    };
  } catch (error) {
    log(`lighthouse failed: ${error?.message ?? error}`);
    return {
      name,
      error: String(error?.message ?? error).slice(0, 2000),
      metrics: [
        metric("Performance score", "error", "", { min: BUDGET.performance }),
        metric("Accessibility score", "error", "", { min: BUDGET.accessibility }),
        metric("Best practices score", "error", "", { min: BUDGET["best-practices"] }),
      ],
    };
  } finally {
    await killChrome().catch((e) => log(`could not stop Chromium: ${e.message}`));
    removeCleanup();
    if (app) await app.proc.stop();
  }
}
