import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../app.ts";
import { createTestServer, TEST_ORIGIN, TEST_PASSWORD, type TestServer } from "../testing/test-server.ts";
import { createSessionMemo } from "./session-memo.ts";

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.close());

describe("session memo", () => {
  it("keys only requests that carry the signed session cookie cache", () => {
    const memo = createSessionMemo();
    expect(memo.keyOf(new Headers({ cookie: "better-auth.session_token=abc" }))).toBeUndefined();
    expect(memo.keyOf(new Headers({ authorization: "Bearer abc" }))).toBeUndefined();
    const key = memo.keyOf(new Headers({ cookie: "better-auth.session_token=abc; better-auth.session_data=xyz" }));
    expect(key).toBeDefined();
    memo.set(key!, { user: { id: "u1", email: "a@example.test", name: "A" }, token: "t1" });
    expect(memo.get(key!)?.user.id).toBe("u1");
    memo.clear();
    expect(memo.get(key!)).toBeUndefined();
  });

  it("forgets remembered entries after their time to live", () => {
    let clock = 5000;
    const memo = createSessionMemo({ ttl: 1000, now: () => clock });
    memo.set("k", { user: { id: "u1", email: "a@example.test", name: "A" }, token: "t1" });
    clock += 999;
    expect(memo.get("k")?.user.id).toBe("u1");
    clock += 2;
    expect(memo.get("k")).toBeUndefined();
  });
});

describe("requireUser", () => {
  it("verifies a read's cookies once, always checks writes, and forgets on sign-out", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const getSession = vi.spyOn(t.deps.auth.api, "getSession");
    try {
      expect((await a.request("/api/progress")).status).toBe(200);
      expect((await a.request("/api/progress")).status).toBe(200);
      expect(getSession).toHaveBeenCalledTimes(1);
      // Another user's cookies are their own entry: never the first user's id.
      const other = await b.request("/api/profile");
      expect(((await other.json()) as { id: string }).id).toBe(b.id);
      expect(getSession).toHaveBeenCalledTimes(2);

      expect((await a.request("/api/profile", { method: "PATCH", json: { userName: "Ada" } })).status).toBe(200);
      expect((await a.request("/api/profile", { method: "PATCH", json: { userName: "Ada" } })).status).toBe(200);
      expect(getSession).toHaveBeenCalledTimes(4);
      expect(getSession.mock.calls[3]![0]).toMatchObject({ query: { disableCookieCache: true } });

      expect((await a.request("/api/auth/sign-out", { method: "POST", json: {} })).status).toBe(200);
      await a.request("/api/progress");
      expect(getSession).toHaveBeenCalledTimes(5);
    } finally {
      getSession.mockRestore();
    }
  });

  it("answers 401 to a deleted account's remembered cookies", async () => {
    const a = await t.signUp();
    expect((await a.request("/api/progress")).status).toBe(200);
    expect((await a.request("/api/account", { method: "DELETE", json: { confirm: true } })).status).toBe(200);
    const res = await a.request("/api/progress");
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("unauthorized");
  });
});

describe("a signed-out or revoked session", () => {
  /** Another server process on the same database: its own memo, nothing shared but the tables. */
  function otherProcess() {
    const app = createApp(t.deps);
    const socket = { remoteAddress: "127.0.0.1", remotePort: 40001, remoteFamily: "IPv4" };
    return (path: string, cookie: string) =>
      app.request(path, { headers: { cookie, origin: TEST_ORIGIN } }, { incoming: { socket } });
  }

  it("cannot read with a copy of its cookie after sign-out, on this process or another", async () => {
    const a = await t.signUp();
    const copy = a.cookie;
    const other = otherProcess();
    expect(
      (
        await a.request("/api/journals", {
          method: "POST",
          json: { entryType: "appreciation", content: "private words" },
        })
      ).status,
    ).toBe(201);
    // Both processes have read with the cookie (and remembered it).
    expect((await t.request("/api/account/export", { cookie: copy })).status).toBe(200);
    expect((await other("/api/account/export", copy)).status).toBe(200);
    expect((await a.request("/api/auth/sign-out", { method: "POST", json: {} })).status).toBe(200);
    expect((await t.request("/api/account/export", { cookie: copy })).status).toBe(401);
    // The other process never heard of the sign-out: within a second it asks the table again.
    await new Promise((r) => setTimeout(r, 1100));
    const res = await other("/api/account/export", copy);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("unauthorized");
  });

  it("cannot read after a password change revokes the other sessions", async () => {
    const a = await t.signUp();
    const other = otherProcess();
    // A second sign-in (another device) whose cookie outlives the change.
    const signIn = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      ip: a.ip,
      json: { email: a.email, password: TEST_PASSWORD },
    });
    const device = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    expect((await other("/api/progress", device)).status).toBe(200);
    const change = await a.request("/api/auth/change-password", {
      method: "POST",
      json: { currentPassword: TEST_PASSWORD, newPassword: "a-new-otter-password-7", revokeOtherSessions: true },
    });
    expect(change.status).toBe(200);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await other("/api/progress", device)).status).toBe(401);
  });
});
