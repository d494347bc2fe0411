import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_PASSWORD, createTestServer, type TestServer } from "#server/testing/test-server.ts";

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.close());

const signIn = (email: string, password: string, headers: Record<string, string> = {}, ip = "10.20.30.40") =>
  t.request("/api/auth/sign-in/email", { method: "POST", json: { email, password }, headers, ip });

describe("auth", () => {
  it("signs up, reads the session, signs out", async () => {
    const user = await t.signUp();
    const session = await user.request("/api/auth/get-session");
    expect(((await session.json()) as { user: { email: string } }).user.email).toBe(user.email);
    const cookies = (await user.request("/api/auth/sign-out", { method: "POST", json: {} })).headers.getSetCookie();
    expect(cookies.join(";")).toMatch(/session_token=;/);
  });

  it("sets httpOnly SameSite=Lax cookies and gives bearer clients a token", async () => {
    const res = await t.request("/api/auth/sign-up/email", {
      method: "POST",
      json: { email: "bearer@example.com", password: TEST_PASSWORD, name: "b" },
    });
    expect(res.headers.getSetCookie().every((c) => /HttpOnly/i.test(c) && /SameSite=Lax/i.test(c))).toBe(true);
    const token = res.headers.get("set-auth-token");
    expect(token).toBeTruthy();
    const profile = await t.request("/api/profile", { headers: { authorization: `Bearer ${token}` } });
    expect(profile.status).toBe(200);
  });

  it("stores argon2id hashes, never the password", async () => {
    const user = await t.signUp();
    const res = await t.request("/api/account/export", { headers: { cookie: user.cookie } });
    expect(JSON.stringify(await res.json())).not.toContain(TEST_PASSWORD);
    const rows: unknown = await t.deps.database.db.execute(
      sql`select password from account where user_id = ${user.id}`,
    );
    const hash = ((rows as { rows?: { password: string }[] }).rows ?? (rows as { password: string }[]))[0]!.password;
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it("refuses common and short passwords", async () => {
    const common = await t.request("/api/auth/sign-up/email", {
      method: "POST",
      json: { email: "c@example.com", password: "password123", name: "c" },
    });
    expect(common.status).toBe(400);
    expect(((await common.json()) as { message: string }).message).toMatch(/too common/);
    const short = await t.request("/api/auth/sign-up/email", {
      method: "POST",
      json: { email: "d@example.com", password: "abc", name: "d" },
    });
    expect(short.status).toBe(400);
  });

  it("shows the provider's message for a wrong password and rate-limits repeated failures even with spoofed X-Forwarded-For", async () => {
    const user = await t.signUp();
    const first = await signIn(user.email, "wrong-password-1", {}, "10.20.30.41");
    expect(first.status).toBe(401);
    expect(((await first.json()) as { message: string }).message).toBe("Invalid email or password");
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      statuses.push(
        (
          await signIn(
            user.email,
            `wrong-${i}`,
            { "x-forwarded-for": `10.0.0.${i}`, "x-otter-client-ip": `10.1.0.${i}` },
            "10.20.30.42",
          )
        ).status,
      );
    }
    expect(statuses).toContain(429);
  });

  it("sends a password reset mail to the outbox whose link resets the password", async () => {
    const user = await t.signUp();
    const res = await t.request("/api/auth/request-password-reset", {
      method: "POST",
      json: { email: user.email, redirectTo: "/reset-password" },
    });
    expect(res.status).toBe(200);
    const outbox = join(t.dataDir, "outbox");
    const mail = readdirSync(outbox)
      .filter((f) => f.endsWith(".json"))
      .map((f) => JSON.parse(readFileSync(join(outbox, f), "utf8")) as { to: string; subject: string; link: string })
      .find((m) => m.to === user.email && /Reset/.test(m.subject));
    expect(mail).toBeTruthy();
    const follow = await t.request(new URL(mail!.link).pathname + new URL(mail!.link).search);
    expect(follow.status).toBe(302);
    const token = new URL(follow.headers.get("location")!, "http://x").searchParams.get("token");
    expect(token).toBeTruthy();
    const reset = await t.request("/api/auth/reset-password", {
      method: "POST",
      json: { token, newPassword: "a-brand-new-otter-pass" },
    });
    expect(reset.status).toBe(200);
    expect((await signIn(user.email, "a-brand-new-otter-pass", {}, "10.20.30.99")).status).toBe(200);
  });
});
