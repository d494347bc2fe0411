// Per-user limits on the expensive and the unbounded (issue 15 item 6, decision 019).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUDIO_QUOTA_BYTES, type StoredAudio } from "#shared/schemas/speech.ts";
import { dataUrl, toneWav } from "#server/testing/test-audio.ts";
import { createApp } from "../app.ts";
import { audioFiles } from "../db/schema/index.ts";
import { ORPHAN_AUDIO_GRACE_MS } from "../features/speech/audio.service.ts";
import { createTestServer, TEST_ORIGIN, type TestServer, type TestUser } from "../testing/test-server.ts";
import { LIMITS } from "./limits.ts";

let t: TestServer;
let now = new Date("2026-05-04T08:00:00Z");
beforeAll(async () => {
  t = await createTestServer({ now: () => now });
});
afterAll(() => t.close());

const chat = (u: TestUser) =>
  u.request("/api/functions/chat-ai", {
    method: "POST",
    json: { messages: [{ role: "user", content: "Hello there" }] },
  });
const upload = (u: TestUser) =>
  u.request("/api/audio", { method: "POST", json: { audioBase64: dataUrl(toneWav(0.3)) } });

describe("per-user rate limits", () => {
  it("the coach answers a person's pace and refuses a script's, per user, with Retry-After", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    for (let i = 0; i < LIMITS.coach.points; i++) expect((await chat(a)).status).toBe(200);
    const refused = await chat(a);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: { code: string; message: string } }).error).toEqual({
      code: "rate_limited",
      message: LIMITS.coach.message,
      requestId: refused.headers.get("x-request-id"),
    });
    expect((await chat(b)).status).toBe(200);
  });

  it("is shared by every process on the database", async () => {
    const a = await t.signUp();
    const other = createApp(t.deps);
    const socket = { remoteAddress: "127.0.0.1", remotePort: 40002, remoteFamily: "IPv4" };
    const sendOther = () =>
      other.request(
        "/api/functions/send-daily-notifications",
        { method: "POST", headers: { cookie: a.cookie, origin: TEST_ORIGIN } },
        { incoming: { socket } },
      );
    const send = () => a.request("/api/functions/send-daily-notifications", { method: "POST" });
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.pushTest.points + 2; i++)
      statuses.push((await (i % 2 === 0 ? send() : sendOther())).status);
    expect(statuses, JSON.stringify(statuses)).toSatisfy((s: number[]) => s.filter((x) => x === 429).length === 2);
    // No device is subscribed (404), but each try still counts.
    expect(
      statuses.slice(0, LIMITS.pushTest.points).every((s) => s === 404),
      JSON.stringify(statuses),
    ).toBe(true);
  });

  it("audio uploads stop at their rate", async () => {
    const a = await t.signUp();
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.audio.points + 1; i++) statuses.push((await upload(a)).status);
    expect(statuses.slice(0, -1).every((s) => s === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("audio storage", () => {
  it("refuses a recording past the quota with 413 in the error shape", async () => {
    const a = await t.signUp();
    const stored = (await (await upload(a)).json()) as StoredAudio;
    // Fill the quota as if with many voice journals (rows only; the check sums the rows).
    await t.deps.database.db
      .update(audioFiles)
      .set({ bytes: AUDIO_QUOTA_BYTES - 1000 })
      .where(eq(audioFiles.id, stored.id));
    await a.request("/api/journals", {
      method: "POST",
      json: { entryType: "appreciation", isAudio: true, audioUrl: stored.url, content: "" },
    });
    const res = await upload(a);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("payload_too_large");
  });

  it("removes recordings no journal used within the grace period, and keeps the used ones", async () => {
    const a = await t.signUp();
    const used = (await (await upload(a)).json()) as StoredAudio;
    const abandoned = (await (await upload(a)).json()) as StoredAudio;
    expect(
      (
        await a.request("/api/journals", {
          method: "POST",
          json: { entryType: "appreciation", isAudio: true, audioUrl: used.url, content: "" },
        })
      ).status,
    ).toBe(201);
    const row = async (id: string) =>
      (await t.deps.database.db.select({ id: audioFiles.id }).from(audioFiles).where(eq(audioFiles.id, id))).length;
    expect(await row(abandoned.id)).toBe(1);
    now = new Date(now.getTime() + ORPHAN_AUDIO_GRACE_MS + 60_000);
    const fresh = (await (await upload(a)).json()) as StoredAudio;
    expect(await row(abandoned.id)).toBe(0);
    expect((await a.request(abandoned.url)).status).toBe(404);
    expect((await a.request(used.url)).status).toBe(200);
    expect((await a.request(fresh.url)).status).toBe(200);
  });
});
