// The client's run rules (SPEC section 7): 3 attempts with min(1000·2^attempt, 8000) ms waits,
// no retry of a client error, and polling every 1.5 s when there is no SSE.
import { afterEach, describe, expect, it, vi } from "vitest";
import { backoffMs, POLL_INTERVAL_MS, startRun, threadHistory, waitForReply } from "./runs.ts";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("coach runs on the client", () => {
  it("backs off 2 s, 4 s, capped at 8 s", () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([2000, 4000, 8000, 8000]);
    expect(POLL_INTERVAL_MS).toBe(1500);
  });

  it("retries a failing start up to 3 attempts, waiting 2 s then 4 s", async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError("offline"))
      .mockResolvedValueOnce(json({ error: { code: "internal", message: "boom" } }, 500))
      .mockResolvedValueOnce(json({ runId: "r", threadId: "t" }));
    vi.stubGlobal("fetch", fetch);
    const waits: number[] = [];
    await expect(
      startRun("coaching-chat", { userInput: "hi" }, (ms) => Promise.resolve(waits.push(ms))),
    ).resolves.toEqual({
      runId: "r",
      threadId: "t",
    });
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([2000, 4000]);
  });

  it("sends one Idempotency-Key with every attempt of one start, and a new one for the next start", async () => {
    const keyOf = (call: unknown[]) =>
      new Headers((call[1] as RequestInit | undefined)?.headers).get("Idempotency-Key");
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError("offline"))
      .mockResolvedValueOnce(json({ error: { code: "internal", message: "boom" } }, 502))
      .mockImplementation(() => Promise.resolve(json({ runId: "r", threadId: "t" })));
    vi.stubGlobal("fetch", fetch);
    await startRun("coaching-chat", { userInput: "hi" }, () => Promise.resolve());
    await startRun("coaching-chat", { userInput: "hi" }, () => Promise.resolve());
    const keys = fetch.mock.calls.map(keyOf);
    expect(keys).toHaveLength(4);
    expect(keys[0]).toMatch(/^[A-Za-z0-9._:-]{8,128}$/);
    expect(new Set(keys.slice(0, 3))).toEqual(new Set([keys[0]]));
    expect(keys[3]).not.toBe(keys[0]);
  });

  it("gives up after 3 attempts, and never retries a bad request", async () => {
    const failing = vi.fn().mockResolvedValue(json({ error: { code: "internal", message: "down" } }, 503));
    vi.stubGlobal("fetch", failing);
    await expect(startRun("coaching-chat", { userInput: "hi" }, () => Promise.resolve())).rejects.toThrow();
    expect(failing).toHaveBeenCalledTimes(3);
    const bad = vi
      .fn()
      .mockResolvedValue(json({ error: { code: "bad_request", message: "Please enter a message" } }, 400));
    vi.stubGlobal("fetch", bad);
    await expect(startRun("coaching-chat", {}, () => Promise.resolve())).rejects.toThrow("Please enter a message");
    expect(bad).toHaveBeenCalledTimes(1);
  });

  it("treats a response without runId as a failure", async () => {
    const fetch = vi.fn().mockResolvedValue(json({ threadId: "t" }));
    vi.stubGlobal("fetch", fetch);
    await expect(startRun("coaching-chat", { userInput: "hi" }, () => Promise.resolve())).rejects.toThrow();
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("polls every 1.5 s without SSE, then reads the newest assistant message", async () => {
    vi.useFakeTimers();
    const statuses = ["queued", "in_progress", "completed"];
    const fetch = vi.fn((url: string) =>
      Promise.resolve(
        url.includes("poll-assistant-status")
          ? json({ status: statuses.shift() })
          : json({
              data: [
                { role: "assistant", content: [{ type: "text", text: { value: "newest" } }] },
                { role: "user", content: [{ type: "text", text: { value: "hi" } }] },
              ],
            }),
      ),
    );
    vi.stubGlobal("fetch", fetch);
    const reply = waitForReply({ runId: "r", threadId: "t" }, () => undefined);
    await vi.advanceTimersByTimeAsync(1499);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1500);
    await expect(reply).resolves.toBe("newest");
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it("reads a long thread's every page, newest first, and gives it back oldest first", async () => {
    const message = (role: "user" | "assistant", value: string) => ({
      role,
      content: [{ type: "text", text: { value } }],
    });
    const pages: Record<string, unknown> = {
      "": { data: [message("assistant", "4"), message("user", "3")], nextCursor: "c1" },
      c1: { data: [message("assistant", "2"), message("user", "1")], nextCursor: null },
    };
    const fetch = vi.fn((url: string) =>
      Promise.resolve(json(pages[new URL(url, "http://x").searchParams.get("cursor") ?? ""])),
    );
    vi.stubGlobal("fetch", fetch);
    expect((await threadHistory("thread_1")).map((m) => m.content)).toEqual(["1", "2", "3", "4"]);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(String(fetch.mock.calls[1]![0])).toContain("cursor=c1");
    expect(String(fetch.mock.calls[0]![0])).toContain("threadId=thread_1");
  });
});
