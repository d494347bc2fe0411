import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiErrorSchema } from "#shared/schemas/errors.ts";
import { createTestServer, type TestServer } from "../../testing/test-server.ts";

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.close());

async function expectError(res: Response, status: number, code: string) {
  expect(res.status).toBe(status);
  const body = ApiErrorSchema.parse(await res.json());
  expect(body.error.code).toBe(code);
  expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/); // no stack traces
  return body;
}

describe("API conventions", () => {
  it("reports health with the database kind", async () => {
    const res = await t.request("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "ok" });
  });

  it("answers unknown API routes with the error shape", async () => {
    await expectError(await t.request("/api/does-not-exist"), 404, "not_found");
    const user = await t.signUp();
    await expectError(await user.request("/api/profile/nope", { method: "POST", json: {} }), 404, "not_found");
  });

  it("asks for sign-in with 401", async () => {
    await expectError(await t.request("/api/profile"), 401, "unauthorized");
  });

  it("rejects malformed JSON, wrong types and unknown fields with 400", async () => {
    const user = await t.signUp();
    const malformed = await user.request("/api/profile", {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect((await expectError(malformed, 400, "bad_request")).error.message).toMatch(/json/i);
    const wrongType = await user.request("/api/profile", { method: "PATCH", json: { userName: 42 } });
    const body = await expectError(wrongType, 400, "bad_request");
    expect(body.error.fields?.userName).toBeTruthy();
    await expectError(await user.request("/api/profile", { method: "PATCH", json: { admin: true } }), 400, "bad_request");
    await expectError(await user.request("/api/profile", { method: "PATCH", json: { timeZone: "Mars/Olympus" } }), 400, "bad_request");
  });

  it("rejects oversized bodies with 413", async () => {
    const user = await t.signUp();
    const res = await user.request("/api/profile", {
      method: "PATCH",
      headers: { "content-type": "application/json", "content-length": String(2 * 1024 * 1024) },
      body: JSON.stringify({ userName: "x".repeat(2 * 1024 * 1024 - 20) }),
    });
    await expectError(res, 413, "payload_too_large");
  });

  it("serves an OpenAPI document listing the routes", async () => {
    const res = await t.request("/api/openapi.json");
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/api/health", "/api/profile", "/api/account/export", "/api/account"]));
  });

  it("sends security headers with a CSP", async () => {
    const res = await t.request("/api/health");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
