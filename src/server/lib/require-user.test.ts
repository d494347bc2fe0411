import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestServer, type TestServer } from "../testing/test-server.ts";
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
    memo.set(key!, { id: "u1", email: "a@example.test", name: "A" });
    expect(memo.get(key!)?.id).toBe("u1");
    memo.clear();
    expect(memo.get(key!)).toBeUndefined();
  });

  it("forgets remembered entries after their time to live", () => {
    let clock = 5000;
    const memo = createSessionMemo({ ttl: 1000, now: () => clock });
    memo.set("k", { id: "u1", email: "a@example.test", name: "A" });
    clock += 999;
    expect(memo.get("k")?.id).toBe("u1");
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
