import { request as httpRequest } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXERCISE_IDS } from "#shared/content/exercises-types.ts";
import { ApiErrorSchema } from "#shared/schemas/errors.ts";
import {
  createTestServer,
  TEST_ORIGIN,
  TEST_PASSWORD,
  type TestServer,
  type TestUser,
} from "../testing/test-server.ts";
import { findUnstorable, hasUnstorableText, MAX_URL_LENGTH } from "./input-guard.ts";
import { serveApp } from "./http-server.ts";

let t: TestServer;
let u: TestUser;
beforeAll(async () => {
  t = await createTestServer();
  u = await t.signUp();
});
afterAll(() => t.close());

async function expectError(res: Response, status: number, code: string, api = true) {
  expect(res.status).toBe(status);
  if (api) expect(res.headers.get("cache-control")).toBe("no-store");
  const body = ApiErrorSchema.parse(await res.json());
  expect(body.error.code).toBe(code);
  return body.error;
}

const post = (path: string, body: string, user = u) =>
  user.request(path, { method: "POST", headers: { "content-type": "application/json" }, body });

describe("text no column can store", () => {
  it("knows U+0000 and lone surrogates from paired ones", () => {
    expect(hasUnstorableText("a\u0000b")).toBe(true);
    expect(hasUnstorableText("\ud800")).toBe(true);
    expect(hasUnstorableText("x\udfffy")).toBe(true);
    expect(hasUnstorableText("\udc00\ud800")).toBe(true);
    expect(hasUnstorableText("🦦 otter \ud83e\udda6")).toBe(false);
    expect(findUnstorable({ a: [{ b: "ok" }, { c: "\ud800" }] })).toBe("a.1.c");
    expect(findUnstorable({ "k\u0000": 1 })).toBe("k\u0000");
    expect(findUnstorable({ a: ["fine", 1, null, true] })).toBeNull();
  });

  it("answers a NUL or a lone surrogate anywhere in a JSON body with 400", async () => {
    const journal = await expectError(
      await post("/api/journals", '{"entryType":"appreciation","content":"a\\u0000b"}'),
      400,
      "bad_request",
    );
    expect(journal.fields).toEqual({ content: expect.any(String) as string });
    const mood = await expectError(
      await post("/api/moods", '{"moodLevel":3,"emotions":["\\ud800"]}'),
      400,
      "bad_request",
    );
    expect(mood.fields).toEqual({ "emotions.0": expect.any(String) as string });
    await expectError(await post("/api/chats", '{"title":"x","\\u0000":1}'), 400, "bad_request");
    // A paired surrogate (an emoji written as escapes) is ordinary text.
    const ok = await post("/api/moods", '{"moodLevel":3,"emotions":["\\ud83e\\udda6"]}');
    expect(ok.status).toBe(201);
  });

  it("answers %00 in a query or a path with 400", async () => {
    await expectError(await u.request("/api/journals?q=a%00b"), 400, "bad_request");
    await expectError(await u.request("/api/journals/a%00b"), 400, "bad_request");
    await expectError(await t.request("/assets/a%00b.js"), 400, "bad_request", false);
    expect((await u.request("/api/journals?q=a%ED%A0%80b")).status).toBe(200);
  });

  it("refuses them in better-auth's routes too, and leaves its ordinary answers alone", async () => {
    const signUp = (json: string, ip: string) =>
      t.request("/api/auth/sign-up/email", {
        method: "POST",
        ip,
        headers: { "content-type": "application/json" },
        body: json,
      });
    await expectError(
      await signUp(`{"email":"nul@example.com","password":"${TEST_PASSWORD}","name":"a\\u0000b"}`, "10.77.0.1"),
      400,
      "bad_request",
    );
    await expectError(
      await signUp(`{"email":"sur@example.com","password":"${TEST_PASSWORD}","name":"\\udfff"}`, "10.77.0.2"),
      400,
      "bad_request",
    );
    const ok = await signUp(
      `{"email":"fine@example.com","password":"${TEST_PASSWORD}","name":"Fine \\ud83e\\udda6"}`,
      "10.77.0.3",
    );
    expect(ok.status).toBe(200);
    expect(ok.headers.get("cache-control")).toBe("no-store");
    // better-auth answered these with 500 (new URL() of the callback throws).
    await expectError(await t.request("/api/auth/verify-email?token=x&callbackURL=home"), 400, "bad_request");
    await expectError(
      await t.request("/api/auth/verify-email?token=x&callbackURL=%2F%09%2Fevil.example"),
      400,
      "bad_request",
    );
    expect((await t.request("/api/auth/verify-email?token=x&callbackURL=%2Fhome")).status).toBe(302);
    const nullName = await u.request("/api/auth/update-user", { method: "POST", json: { name: null } });
    await expectError(nullName, 400, "bad_request");
    expect((await u.request("/api/auth/update-user", { method: "POST", json: { name: "Pearl" } })).status).toBe(200);
    const session = await t.request("/api/auth/get-session", { cookie: u.cookie });
    expect(session.status).toBe(200);
    expect(session.headers.get("cache-control")).toBe("no-store");
  });
});

describe("numbers into integer columns", () => {
  it("answers fractional, huge and non-numeric timer minutes with 400, whole ones with 201", async () => {
    for (const minutes of ["1.5", "1e400", "1e308", "-0.5", '"3"']) {
      const res = await post(
        "/api/exercises/custom",
        `{"title":"Breathe","category":"timer","timerMinutes":${minutes}}`,
      );
      const error = await expectError(res, 400, "bad_request");
      expect(error.fields?.timerMinutes).toBe("Please enter a valid timer duration in minutes");
    }
    expect((await post("/api/exercises/plan", `{"exerciseIds":["${EXERCISE_IDS[0]}"]}`)).status).toBe(201);
    expect(
      (await post("/api/exercises/custom", '{"title":"Breathe","category":"timer","timerMinutes":2}')).status,
    ).toBe(201);
  });
});

describe("responses", () => {
  it("marks every API answer no-store, errors included", async () => {
    for (const res of [
      await u.request("/api/profile"),
      await t.request("/api/profile"),
      await u.request("/api/nope"),
      await t.request("/api/health"),
    ]) {
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("answers a URL over 16 KB with 414 and the error shape", async () => {
    const long = `/api/journals?q=${"x".repeat(MAX_URL_LENGTH)}`;
    await expectError(await u.request(long), 414, "uri_too_long");
    await expectError(await t.request(`/${"y".repeat(MAX_URL_LENGTH)}`), 414, "uri_too_long", false);
  });

  it("gives Node room for those URLs, and answers what Node refuses in the error shape", async () => {
    const server = serveApp(t.app, { port: 0, hostname: "127.0.0.1" });
    await new Promise<void>((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    const get = (path: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpRequest({ host: "127.0.0.1", port, path, headers: { origin: TEST_ORIGIN } }, (res) => {
          let body = "";
          res
            .setEncoding("utf8")
            .on("data", (d: string) => (body += d))
            .on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on("error", reject).end();
      });
    try {
      const long = await get(`/api/health?pad=${"x".repeat(20 * 1024)}`);
      expect(long.status).toBe(414);
      expect(ApiErrorSchema.parse(JSON.parse(long.body)).error.code).toBe("uri_too_long");
      const huge = await get(`/api/health?pad=${"x".repeat(100 * 1024)}`);
      expect(huge.status).toBe(431);
      expect(ApiErrorSchema.parse(JSON.parse(huge.body)).error.code).toBe("headers_too_large");
      expect((await get("/api/health")).status).toBe(200);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("cuts a body that trickles in past the deadline with 408 in the error shape, and keeps serving", async () => {
    const server = serveApp(t.app, { port: 0, hostname: "127.0.0.1", requestTimeoutMs: 1000 });
    await new Promise<void>((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, "127.0.0.1", () => {
          socket.write(
            `POST /api/journals HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${TEST_ORIGIN}\r\nCookie: ${u.cookie}\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{"entryType":`,
          );
          const drip = setInterval(() => socket.writable && socket.write(" "), 200);
          let got = "";
          socket.setEncoding("utf8").on("data", (d: string) => (got += d));
          socket.on("close", () => {
            clearInterval(drip);
            resolve(got);
          });
          socket.on("error", reject);
        });
      });
      expect(answer.split("\r\n")[0]).toBe("HTTP/1.1 408 Request Timeout");
      expect(ApiErrorSchema.parse(JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4))).error.code).toBe(
        "bad_request",
      );
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
    } finally {
      (server as import("node:http").Server).closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
