import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { PassThrough } from "node:stream";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ApiErrorSchema } from "#shared/schemas/errors.ts";
import { createTestServer, TEST_ORIGIN, type TestServer } from "../testing/test-server.ts";
import { serveApp } from "./http-server.ts";
import { createLogger } from "./logger.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The server's log lines, parsed. */
const lines: Record<string, unknown>[] = [];
let t: TestServer;
beforeAll(async () => {
  const out = new PassThrough();
  const err = new PassThrough();
  for (const s of [out, err])
    s.on("data", (c: Buffer) =>
      lines.push(
        ...c
          .toString()
          .trim()
          .split("\n")
          .map((l) => JSON.parse(l) as Record<string, unknown>),
      ),
    );
  t = await createTestServer({ logger: createLogger("debug", { out, err }) });
});
afterAll(() => t.close());

describe("request ids", () => {
  it("are on every response: API answers, better-auth's own responses and errors", async () => {
    const health = await t.request("/api/health");
    expect(health.status).toBe(200);
    expect(health.headers.get("x-request-id")).toMatch(UUID);
    // better-auth builds its own Response: the header must survive it.
    const session = await t.request("/api/auth/get-session");
    expect(session.headers.get("x-request-id")).toMatch(UUID);
    const missing = await t.request("/api/nothing-here");
    expect(missing.status).toBe(404);
    const id = missing.headers.get("x-request-id");
    expect(id).toMatch(UUID);
    expect(ApiErrorSchema.parse(await missing.json()).error.requestId).toBe(id);
    expect(id).not.toBe(health.headers.get("x-request-id"));
  });

  it("keep a short safe id from the client or proxy, and replace any other", async () => {
    const ok = "lb-7f3a9c_01=";
    expect((await t.request("/api/health", { headers: { "x-request-id": ok } })).headers.get("x-request-id")).toBe(ok);
    for (const bad of ["x".repeat(65), "has space", "a\tb", "<script>", "a/b", "ümlaut", "a.b;rm"]) {
      const res = await t.request("/api/nope", { headers: { "x-request-id": bad } });
      const id = res.headers.get("x-request-id");
      expect(id, bad).toMatch(UUID);
      expect(ApiErrorSchema.parse(await res.json()).error.requestId).toBe(id);
    }
  });

  it("tie a 500's body, header and log line together, without the query's parameters", async () => {
    const words = "my-private-words-in-a-query";
    t.expectErrorLog("unhandled error");
    const spy = vi
      .spyOn(t.deps.database.db, "execute")
      .mockRejectedValueOnce(new Error(`Failed query: select 1\nparams: ${words}`));
    try {
      const res = await t.request("/api/health", { headers: { "x-request-id": "user-report-42" } });
      expect(res.status).toBe(500);
      const body = ApiErrorSchema.parse(await res.json());
      expect(body.error).toMatchObject({ code: "internal", requestId: "user-report-42" });
      expect(res.headers.get("x-request-id")).toBe("user-report-42");
      const logged = lines.filter((l) => l.msg === "unhandled error");
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatchObject({ level: "error", requestId: "user-report-42", path: "/api/health" });
      expect(JSON.stringify(lines)).not.toContain(words);
    } finally {
      spy.mockRestore();
    }
  });

  it("are on every line logged while serving a request, and on none outside one", async () => {
    const u = await t.signUp();
    const before = lines.length;
    t.deps.logger.info("outside any request");
    const res = await t.request("/api/auth/request-password-reset", {
      method: "POST",
      headers: { "x-request-id": "reset-trace-1" },
      json: { email: u.email, redirectTo: "/reset-password" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-request-id")).toBe("reset-trace-1");
    // The mailer logs deep inside better-auth, knowing nothing of the request: the line still names it.
    const mailed = () => lines.slice(before).find((l) => String(l.msg).startsWith("mail written"));
    await vi.waitFor(() => expect(mailed()).toBeDefined());
    expect(mailed()).toMatchObject({ requestId: "reset-trace-1" });
    expect(lines.slice(before).find((l) => l.msg === "outside any request")).not.toHaveProperty("requestId");
  });

  it("are in the header and body of what Node answers before the app sees the request", async () => {
    const server = serveApp(t.app, { port: 0, hostname: "127.0.0.1" });
    await new Promise<void>((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const answer = await new Promise<{ status: number; id: unknown; body: string }>((resolve, reject) => {
        const path = `/api/health?pad=${"x".repeat(100 * 1024)}`;
        const req = httpRequest({ host: "127.0.0.1", port, path, headers: { origin: TEST_ORIGIN } }, (res) => {
          let body = "";
          res
            .setEncoding("utf8")
            .on("data", (d: string) => (body += d))
            .on("end", () => resolve({ status: res.statusCode ?? 0, id: res.headers["x-request-id"], body }));
        });
        req.on("error", reject).end();
      });
      expect(answer.status).toBe(431);
      expect(answer.id).toMatch(UUID);
      expect(ApiErrorSchema.parse(JSON.parse(answer.body)).error.requestId).toBe(answer.id);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
