import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { createTestServer } from "../testing/test-server.ts";
import { createLogger, REDACTED } from "./logger.ts";

function capture() {
  const out = new PassThrough();
  const err = new PassThrough();
  const lines = { out: [] as string[], err: [] as string[] };
  out.on("data", (c: Buffer) => lines.out.push(...c.toString().trim().split("\n")));
  err.on("data", (c: Buffer) => lines.err.push(...c.toString().trim().split("\n")));
  return { logger: createLogger("debug", { out, err }), lines };
}

describe("logger", () => {
  it("writes one JSON line per event, warnings and errors to stderr only", () => {
    const { logger, lines } = capture();
    logger.info("started", { port: 3000 });
    logger.warn("slow", { ms: 900 });
    expect(lines.out).toHaveLength(1);
    expect(JSON.parse(lines.out[0]!)).toMatchObject({ level: "info", msg: "started", port: 3000 });
    expect(lines.err).toHaveLength(1);
    expect(JSON.parse(lines.err[0]!)).toMatchObject({ level: "warn", msg: "slow" });
    expect((JSON.parse(lines.out[0]!) as { time: string }).time).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it("never writes what a person wrote: a failed query's parameters, bodies, notes, links, tokens", () => {
    const { logger, lines } = capture();
    const words = "my private journal about my sister";
    const cause = Object.assign(new Error('null value in column "user_id" violates not-null constraint'), {
      code: "23502",
    });
    const failed = new Error(`Failed query: insert into "journals" ("content") values ($1)\nparams: ${words}`, {
      cause,
    });
    logger.error("unhandled error", { path: "/api/journals", error: failed });
    logger.info("request", {
      body: { content: words },
      note: words,
      link: "https://x/reset?token=abc",
      token: "abc",
      user: { password: "pw" },
    });
    const all = [...lines.out, ...lines.err].join("\n");
    expect(all).not.toContain("private journal");
    expect(all).not.toContain("token=abc");
    expect(all).not.toContain('"pw"');
    const error = JSON.parse(lines.err[0]!) as {
      error: { type: string; message: string; cause: { code: string; message: string } };
    };
    expect(error.error.cause).toMatchObject({
      code: "23502",
      message: 'null value in column "user_id" violates not-null constraint',
    });
    expect(JSON.parse(lines.out[0]!)).toMatchObject({
      body: REDACTED,
      note: REDACTED,
      link: REDACTED,
      token: REDACTED,
      user: { password: REDACTED },
    });
  });
});

describe("the server's log", () => {
  it("holds none of the words people send, whatever the request does", async () => {
    const { logger, lines } = capture();
    const t = await createTestServer({ logger });
    try {
      const u = await t.signUp();
      const secret = "zanzibar-umbrella-confession";
      await u.request("/api/journals", { method: "POST", json: { content: `Today ${secret}`, journalType: "daily" } });
      await u.request("/api/moods", { method: "POST", json: { moodLevel: 2, note: secret, emotions: ["Sad"] } });
      await u.request("/api/journals", { method: "POST", json: { content: 42, note: secret } });
      await u.request(`/api/journals?q=${secret}`);
      await u.request("/api/functions/coaching-chat", {
        method: "POST",
        json: { userInput: `${secret} I want to end my life` },
      });
      await t.request("/api/auth/sign-in/email", {
        method: "POST",
        json: { email: "nobody@example.com", password: secret },
      });
      await t.request("/api/auth/request-password-reset", {
        method: "POST",
        json: { email: u.email, redirectTo: "/reset-password" },
      });
      await new Promise((r) => setTimeout(r, 300));
      const all = [...lines.out, ...lines.err].join("\n");
      expect(lines.out.length + lines.err.length).toBeGreaterThan(0);
      expect(all).not.toContain(secret);
      expect(all).not.toMatch(/token=|reset-password\?/);
    } finally {
      await t.close();
    }
  });
});
