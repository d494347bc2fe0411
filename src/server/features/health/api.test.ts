import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiErrorSchema } from "#shared/schemas/errors.ts";
import { createTestServer, type TestServer } from "#server/testing/test-server.ts";

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
    await expectError(
      await user.request("/api/profile", { method: "PATCH", json: { admin: true } }),
      400,
      "bad_request",
    );
    await expectError(
      await user.request("/api/profile", { method: "PATCH", json: { timeZone: "Mars/Olympus" } }),
      400,
      "bad_request",
    );
  });

  it("keeps the reminder time and habit chosen in habit onboarding on the profile, checked", async () => {
    const user = await t.signUp();
    const saved = await user.request("/api/profile", {
      method: "PATCH",
      json: { characterName: "Pebble", reminderTime: "20:00:00", habitContext: "brushing teeth" },
    });
    expect(saved.status).toBe(200);
    expect(await (await user.request("/api/profile")).json()).toMatchObject({
      characterName: "Pebble",
      reminderTime: "20:00:00",
      habitContext: "brushing teeth",
    });
    const other = await t.signUp();
    expect(await (await other.request("/api/profile")).json()).toMatchObject({
      reminderTime: null,
      habitContext: null,
    });
    for (const bad of [
      { reminderTime: "03:00:00" },
      { reminderTime: "20:30" },
      { habitContext: "never" },
      { reminderTime: 20 },
    ]) {
      await expectError(await user.request("/api/profile", { method: "PATCH", json: bad }), 400, "bad_request");
    }
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
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/api/health", "/api/ready", "/api/profile", "/api/account/export", "/api/account"]),
    );
  });

  it("sends security headers with a CSP", async () => {
    const res = await t.request("/api/health");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("the built client", () => {
  const indexHtml = "<!doctype html><title>Otter Coach</title><div id=root>splash</div>";
  const appJs = `export const otter = "${"swims ".repeat(200)}";`;
  let dir: string;
  let client: TestServer;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "otter-client-"));
    mkdirSync(join(dir, "assets"));
    // The layout the build writes (scripts/vite-first-load.ts): each file with its .br and .gz.
    for (const [path, body] of [
      ["index.html", indexHtml],
      ["assets/app.js", appJs],
    ] as const) {
      writeFileSync(join(dir, path), body);
      writeFileSync(join(dir, `${path}.gz`), gzipSync(body));
      writeFileSync(join(dir, `${path}.br`), brotliCompressSync(body));
    }
    client = await createTestServer({ clientDir: dir });
  });
  afterAll(async () => {
    await client.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (path: string, acceptEncoding?: string) =>
    client.request(path, { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });
  const body = async (res: Response) => Buffer.from(await res.arrayBuffer());

  it("sends the precompressed asset the browser accepts, cached forever", async () => {
    const br = await get("/assets/app.js", "gzip, deflate, br");
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(br.headers.get("cache-control")).toContain("immutable");
    expect(brotliDecompressSync(await body(br)).toString()).toBe(appJs);

    const gz = await get("/assets/app.js", "gzip, deflate");
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(await body(gz)).toString()).toBe(appJs);

    const plain = await get("/assets/app.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect((await body(plain)).toString()).toBe(appJs);
  });

  it("sends the SPA shell compressed for any app path, never cached", async () => {
    const br = await get("/auth", "gzip, deflate, br");
    expect(br.status).toBe(200);
    expect(br.headers.get("content-type")).toMatch(/^text\/html/);
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("cache-control")).toBe("no-cache");
    expect(br.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(brotliDecompressSync(await body(br)).toString()).toBe(indexHtml);

    const gz = await get("/journal/42", "gzip;q=1.0, identity;q=0.5");
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(await body(gz)).toString()).toBe(indexHtml);

    const plain = await get("/auth");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(indexHtml);
  });
});
