// Mail through SMTP_URL against a real SMTP server on loopback that insists on STARTTLS and AUTH,
// with a throwaway CA the app trusts through SMTP_CA_FILE (verification stays on).
import type { AddressInfo } from "node:net";
import { PassThrough } from "node:stream";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { makeCertificate, type Certificate } from "#server/testing/push-kit.ts";
import { TEST_ORIGIN, TEST_PASSWORD, createTestServer } from "../testing/test-server.ts";
import { createLogger } from "./logger.ts";

const SMTP_USER = "otter-mailer";
const SMTP_PASS = "smtp-pass-Zq81-hunter";
const WRONG_PASS = "wrong-smtp-pass-Kx07";
const MAIL_FROM = "Otter Coach <coach@otter.test>";

interface Received {
  mail: ParsedMail;
  envelope: { from: string; to: string[] };
  secure: boolean;
  user: unknown;
}

let cert: Certificate;
let smtp: SMTPServer;
let smtpPort: number;
const received: Received[] = [];
/** Every AUTH attempt, to show the mailer authenticated and what a wrong password looks like. */
const authAttempts: { method: string; username: string; secure: boolean }[] = [];

beforeAll(async () => {
  cert = makeCertificate();
  smtp = new SMTPServer({
    key: cert.key,
    cert: cert.cert,
    authMethods: ["PLAIN", "LOGIN"],
    // The defaults, spelled out because the test depends on them: AUTH only after STARTTLS, no mail without AUTH.
    allowInsecureAuth: false,
    authOptional: false,
    logger: false,
    onAuth(auth, session, cb) {
      authAttempts.push({ method: auth.method, username: auth.username ?? "", secure: session.secure });
      if (auth.username === SMTP_USER && auth.password === SMTP_PASS) cb(null, { user: SMTP_USER });
      else cb(new Error("Invalid username or password"));
    },
    onData(stream, session, cb) {
      const envelope = {
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
        to: session.envelope.rcptTo.map((r) => r.address),
      };
      simpleParser(stream).then(
        (mail) => (received.push({ mail, envelope, secure: session.secure, user: session.user }), cb()),
        (err: Error) => cb(err),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once("error", reject);
    smtp.listen(0, "127.0.0.1", () => resolve());
  });
  smtpPort = (smtp.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  cert.dispose();
});

const smtpUrl = (pass: string) => `smtp://${SMTP_USER}:${pass}@127.0.0.1:${smtpPort}`;

async function mailTo(to: string, subject: RegExp, timeout = 10_000): Promise<Received> {
  let found: Received | undefined;
  await vi.waitFor(
    () => {
      found = received.find((r) => r.envelope.to.includes(to) && subject.test(r.mail.subject ?? ""));
      if (!found) throw new Error(`no mail "${subject}" to ${to} yet`);
    },
    { timeout, interval: 50 },
  );
  return found!;
}

/** The one action link of a mail: the same in the text and in the HTML. */
function linkOf(mail: ParsedMail): string {
  const links = mail.text?.match(/https?:\/\/\S+/g) ?? [];
  expect(links).toHaveLength(1);
  expect(mail.html || "").toContain(`href="${links[0]}"`);
  return links[0]!;
}

/** The app's log, and the console, where better-auth reports the rethrown send error on its own. */
function captureLog() {
  const out = new PassThrough();
  const err = new PassThrough();
  const lines: string[] = [];
  for (const s of [out, err]) s.on("data", (c: Buffer) => lines.push(...c.toString().trim().split("\n")));
  const consoleLines: string[] = [];
  const show = (a: unknown) =>
    a instanceof Error ? `${a.stack} ${JSON.stringify(a)}` : typeof a === "string" ? a : JSON.stringify(a);
  const spies = (["error", "warn", "log", "info"] as const).map((m) =>
    vi.spyOn(console, m).mockImplementation((...args: unknown[]) => void consoleLines.push(args.map(show).join(" "))),
  );
  return {
    logger: createLogger("debug", { out, err }),
    lines,
    consoleLines,
    restore: () => spies.forEach((s) => s.mockRestore()),
  };
}

describe("mail through SMTP_URL (STARTTLS + AUTH on loopback)", () => {
  it("sends the verification and reset mails; the reset link sets a new password", async () => {
    const t = await createTestServer({
      env: { SMTP_URL: smtpUrl(SMTP_PASS), SMTP_CA_FILE: cert.certPath, MAIL_FROM, REQUIRE_EMAIL_VERIFICATION: "true" },
    });
    const signIn = (email: string, password: string, ip: string) =>
      t.request("/api/auth/sign-in/email", { method: "POST", ip, json: { email, password } });
    try {
      const user = await t.signUp(`smtp-${Date.now()}@example.com`);

      const verify = await mailTo(user.email, /^Verify your Otter Coach email$/);
      expect(verify.secure).toBe(true);
      expect(verify.user).toBe(SMTP_USER);
      expect(verify.envelope).toEqual({ from: "coach@otter.test", to: [user.email] });
      expect(verify.mail.from?.value).toEqual([{ name: "Otter Coach", address: "coach@otter.test" }]);
      expect(
        verify.mail.to && !Array.isArray(verify.mail.to) ? verify.mail.to.value.map((a) => a.address) : [],
      ).toEqual([user.email]);
      const verifyLink = linkOf(verify.mail);
      expect(verifyLink.startsWith(`${TEST_ORIGIN}/api/auth/verify-email?token=`)).toBe(true);
      expect(authAttempts.every((a) => a.secure && a.username === SMTP_USER)).toBe(true);

      // Unverified: no sign-in until the link from the mail is followed.
      expect((await signIn(user.email, TEST_PASSWORD, "10.61.0.1")).status).toBe(403);
      const verified = await t.request(new URL(verifyLink).pathname + new URL(verifyLink).search, { ip: "10.61.0.2" });
      expect(verified.status).toBe(302);
      expect((await signIn(user.email, TEST_PASSWORD, "10.61.0.3")).status).toBe(200);

      const asked = await t.request("/api/auth/request-password-reset", {
        method: "POST",
        ip: "10.61.0.4",
        json: { email: user.email, redirectTo: "/reset-password" },
      });
      expect(asked.status).toBe(200);
      const reset = await mailTo(user.email, /^Reset your Otter Coach password$/);
      expect(reset.secure).toBe(true);
      expect(reset.mail.from?.value).toEqual([{ name: "Otter Coach", address: "coach@otter.test" }]);
      const resetLink = linkOf(reset.mail);
      expect(resetLink.startsWith(`${TEST_ORIGIN}/api/auth/reset-password/`)).toBe(true);

      // The link redirects to the app's reset screen with the token, which posts it with the new password.
      const follow = await t.request(new URL(resetLink).pathname + new URL(resetLink).search, { ip: "10.61.0.5" });
      expect(follow.status).toBe(302);
      const location = new URL(follow.headers.get("location")!, TEST_ORIGIN);
      expect(location.pathname).toBe("/reset-password");
      const token = location.searchParams.get("token");
      expect(token).toBeTruthy();
      const newPassword = "a-fresh-otter-pass-via-smtp";
      const saved = await t.request("/api/auth/reset-password", {
        method: "POST",
        ip: "10.61.0.6",
        json: { token, newPassword },
      });
      expect(saved.status).toBe(200);

      expect((await signIn(user.email, newPassword, "10.61.0.7")).status).toBe(200);
      expect((await signIn(user.email, TEST_PASSWORD, "10.61.0.8")).status).toBe(401);
    } finally {
      await t.close();
    }
  });

  it("a wrong SMTP password: no mail, the requests still answer 200, the log names the failure without secrets", async () => {
    const log = captureLog();
    const t = await createTestServer({
      env: { SMTP_URL: smtpUrl(WRONG_PASS), SMTP_CA_FILE: cert.certPath, MAIL_FROM },
      logger: log.logger,
    });
    t.expectErrorLog("mail not sent (Error: Invalid login");
    try {
      const before = received.length;
      const user = await t.signUp(`smtp-wrong-${Date.now()}@example.com`);
      const asked = await t.request("/api/auth/request-password-reset", {
        method: "POST",
        json: { email: user.email, redirectTo: "/reset-password" },
      });
      expect(asked.status).toBe(200);
      expect(await asked.json()).toMatchObject({ status: true });

      await vi.waitFor(() => expect(log.lines.filter((l) => l.includes('"mail not sent"'))).toHaveLength(2), {
        timeout: 10_000,
      });
      const failures = log.lines
        .filter((l) => l.includes('"mail not sent"'))
        .map((l) => JSON.parse(l) as { subject: string; level: string; error: { code: string } });
      expect(failures.map((f) => f.subject).sort()).toEqual([
        "Reset your Otter Coach password",
        "Verify your Otter Coach email",
      ]);
      expect(failures.every((f) => f.level === "error" && f.error.code === "EAUTH")).toBe(true);
      expect(received.length).toBe(before);
      expect(authAttempts.some((a) => a.secure && a.username === SMTP_USER)).toBe(true);

      expect(log.consoleLines.join("\n")).toMatch(/Invalid login/);
      const all = [...log.lines, ...log.consoleLines].join("\n");
      for (const secret of [
        WRONG_PASS,
        SMTP_PASS,
        encodeURIComponent(WRONG_PASS),
        Buffer.from(`\0${SMTP_USER}\0${WRONG_PASS}`).toString("base64"),
      ]) {
        expect(all).not.toContain(secret);
      }
      expect(all).not.toMatch(/reset-password\/[A-Za-z0-9]{10,}|verify-email\?token=/);
    } finally {
      log.restore();
      await t.close();
    }
  });

  it("without SMTP_CA_FILE the self-signed certificate is refused: certificates are verified", async () => {
    const log = captureLog();
    const t = await createTestServer({ env: { SMTP_URL: smtpUrl(SMTP_PASS), MAIL_FROM }, logger: log.logger });
    t.expectErrorLog(/mail not sent \(Error: self[- ]signed certificate/i);
    try {
      const before = received.length;
      const user = await t.signUp(`smtp-untrusted-${Date.now()}@example.com`);
      await vi.waitFor(() => expect(log.lines.some((l) => l.includes('"mail not sent"'))).toBe(true), {
        timeout: 10_000,
      });
      const failure = JSON.parse(log.lines.find((l) => l.includes('"mail not sent"'))!) as {
        error: { message: string };
      };
      expect(failure.error.message).toMatch(/self[- ]signed certificate/i);
      expect(received.filter((r) => r.envelope.to.includes(user.email))).toHaveLength(0);
      expect(received.length).toBe(before);
    } finally {
      log.restore();
      await t.close();
    }
  });
});
