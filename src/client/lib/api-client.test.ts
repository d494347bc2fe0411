import { afterEach, describe, expect, it, vi } from "vitest";
import { api, ApiError } from "./api-client.ts";

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status, headers }))),
  );
}

async function failure(): Promise<ApiError> {
  const err: unknown = await api("/api/anything").catch((e: unknown) => e);
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

afterEach(() => vi.unstubAllGlobals());

describe("the API client's errors", () => {
  it("keep the request id, and show it as a reference only for an unexpected failure", async () => {
    answer(500, { error: { code: "internal", message: "Something went wrong. Please try again.", requestId: "r-1" } });
    const internal = await failure();
    expect(internal.requestId).toBe("r-1");
    expect(internal.message).toBe("Something went wrong. Please try again. Reference: r-1");

    answer(400, { error: { code: "bad_request", message: "Pick a mood", fields: { mood: "x" }, requestId: "r-2" } });
    const bad = await failure();
    expect(bad).toMatchObject({ status: 400, code: "bad_request", message: "Pick a mood", requestId: "r-2" });
  });

  it("take the id from the header when the body has none, and do without either", async () => {
    answer(502, "<html>bad gateway</html>", { "x-request-id": "r-3" });
    const gateway = await failure();
    expect(gateway.status).toBe(502);
    expect(gateway.message).toBe("Something went wrong. Please try again. Reference: r-3");

    answer(500, { error: { code: "internal", message: "down" } });
    expect(await failure()).toMatchObject({ message: "down", requestId: undefined });

    answer(401, { message: "Invalid email or password", code: "INVALID_EMAIL_OR_PASSWORD" }, { "x-request-id": "r-4" });
    expect(await failure()).toMatchObject({ message: "Invalid email or password", requestId: "r-4" });
  });
});
