import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, authApi, call, client, withOptions } from "./api-client.ts";

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status, headers }))),
  );
}

async function failure(): Promise<ApiError> {
  const err: unknown = await call(client.progress.$get()).catch((e: unknown) => e);
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
    const auth: unknown = await authApi("/api/auth/sign-in/email", {}).catch((e: unknown) => e);
    expect(auth).toMatchObject({ status: 401, message: "Invalid email or password", requestId: "r-4" });
  });

  it("say offline when the request never reached the server, and leave an abort an abort", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new TypeError("Failed to fetch"))),
    );
    expect(await failure()).toMatchObject({ status: 0, code: "network" });
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new DOMException("aborted", "AbortError"))),
    );
    await expect(call(client.progress.$get())).rejects.toMatchObject({ name: "AbortError" });
  });
});

describe("the typed client", () => {
  it("gives a 2xx answer's JSON, typed by the server's route, and nothing for a 204", async () => {
    const today = { logged: true, moodLevel: 4 };
    answer(200, today);
    const read = await call(client.moods.today.$get());
    expect(read.moodLevel).toBe(4); // typed: a misspelt field would not compile
    expect(read).toEqual(today);

    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(new Response(null, { status: 204 }))),
    );
    expect(await call(client["safety-plan"].$delete())).toBeUndefined();
  });

  it("sends the session cookie, JSON bodies, path parameters, queries, the idempotency key and the signal", async () => {
    const fetch = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(Response.json({}, { status: 201 })));
    vi.stubGlobal("fetch", fetch);
    const signal = new AbortController().signal;
    await call(client.moods.$post({ json: { moodLevel: 3 } }, withOptions({ idempotencyKey: "key-12345", signal })));
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/api/moods");
    expect(init).toMatchObject({ method: "POST", credentials: "same-origin", body: '{"moodLevel":3}', signal });
    const headers = new Headers(init?.headers);
    expect(headers.get("content-type")).toBe("application/json");
    expect(headers.get("idempotency-key")).toBe("key-12345");

    await call(client.journals[":id"].$get({ param: { id: "j-1" } }));
    await call(client.moods.$get({ query: { kind: "goal", cursor: "c" } }));
    expect(fetch.mock.calls.slice(1).map(([u]) => u)).toEqual(["/api/journals/j-1", "/api/moods?kind=goal&cursor=c"]);
  });
});
