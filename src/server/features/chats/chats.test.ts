import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatMessage, ChatSession } from "#shared/schemas/chats.ts";
import { createTestServer, type TestServer } from "../../testing/test-server.ts";

let t: TestServer;
let now = new Date("2026-03-10T12:00:00Z");
beforeAll(async () => {
  t = await createTestServer({ now: () => now });
});
afterAll(() => t.close());

describe("chat sessions", () => {
  it("creates sessions with the spec's default titles in the user's time zone", async () => {
    const u = await t.signUp();
    await u.request("/api/profile", { method: "PATCH", json: { timeZone: "Pacific/Auckland" } });
    const make = async (json: unknown) => (await (await u.request("/api/chats", { method: "POST", json })).json()) as ChatSession;
    expect((await make({})).title).toBe("New Chat (3/11/2026)");
    const mood = await make({ moodLevel: 2, moodNote: "Rough day" });
    expect(mood).toMatchObject({ title: "Mood Chat (3/11/2026)", moodLevel: 2, moodNote: "Rough day", messageCount: 0 });
    expect((await make({ kind: "goal" })).title).toBe("Goal Setting Chat (3/11/2026)");
    expect((await make({ title: "My own title" })).title).toBe("My own title");
  });

  it("lists newest first with message counts, and messages oldest first", async () => {
    const u = await t.signUp();
    now = new Date("2026-03-10T12:00:00Z");
    const first = (await (await u.request("/api/chats", { method: "POST", json: {} })).json()) as ChatSession;
    now = new Date("2026-03-10T13:00:00Z");
    const second = (await (await u.request("/api/chats", { method: "POST", json: {} })).json()) as ChatSession;
    for (const content of ["one", "two", "three"]) {
      const res = await u.request(`/api/chats/${first.id}/messages`, { method: "POST", json: { role: content === "two" ? "assistant" : "user", content: `  ${content} ` } });
      expect(res.status).toBe(201);
    }
    const list = (await (await u.request("/api/chats")).json()) as ChatSession[];
    expect(list.map((s) => s.id)).toEqual([second.id, first.id]);
    expect(list.map((s) => s.messageCount)).toEqual([0, 3]);
    const messages = (await (await u.request(`/api/chats/${first.id}/messages`)).json()) as ChatMessage[];
    expect(messages.map((m) => [m.role, m.content])).toEqual([
      ["user", "one"],
      ["assistant", "two"],
      ["user", "three"],
    ]);
    const one = (await (await u.request(`/api/chats/${first.id}`)).json()) as ChatSession;
    expect(one.messageCount).toBe(3);
    expect(new Date(one.updatedAt).getTime()).toBeGreaterThan(new Date(one.createdAt).getTime());
  });

  it("rejects bad bodies with the spec's messages", async () => {
    const u = await t.signUp();
    const bad = await u.request("/api/chats", { method: "POST", json: { moodLevel: 0 } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toBe("Please select a mood before starting chat");
    const chat = (await (await u.request("/api/chats", { method: "POST", json: {} })).json()) as ChatSession;
    const blank = await u.request(`/api/chats/${chat.id}/messages`, { method: "POST", json: { role: "user", content: "   " } });
    expect(blank.status).toBe(400);
    expect(((await blank.json()) as { error: { message: string } }).error.message).toBe("Please enter a message");
    expect((await u.request(`/api/chats/${chat.id}/messages`, { method: "POST", json: { role: "system", content: "hi" } })).status).toBe(400);
  });

  it("hides other users' chats (404) and needs a session (401)", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const chat = (await (await a.request("/api/chats", { method: "POST", json: {} })).json()) as ChatSession;
    expect((await b.request(`/api/chats/${chat.id}`)).status).toBe(404);
    expect((await b.request(`/api/chats/${chat.id}/messages`)).status).toBe(404);
    const write = await b.request(`/api/chats/${chat.id}/messages`, { method: "POST", json: { role: "user", content: "hi" } });
    expect(write.status).toBe(404);
    expect(((await write.json()) as { error: { message: string } }).error.message).toBe("Chat not found");
    expect((await b.request("/api/chats/not-a-uuid")).status).toBe(404);
    expect(((await (await b.request("/api/chats")).json()) as unknown[]).length).toBe(0);
    expect((await t.request("/api/chats")).status).toBe(401);
    expect((await t.request("/api/chats", { method: "POST", json: {} })).status).toBe(401);
  });

  it("links a chat to the user's own coach thread so a reopened chat continues it", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const chat = (await (await a.request("/api/chats", { method: "POST", json: {} })).json()) as ChatSession;
    expect(chat.threadId).toBeNull();
    const run = (await (await a.request("/api/functions/coaching-chat", { method: "POST", json: { userInput: "Hi coach" } })).json()) as { threadId: string };
    const linked = await a.request(`/api/chats/${chat.id}`, { method: "PATCH", json: { threadId: run.threadId } });
    expect(linked.status).toBe(200);
    expect(((await linked.json()) as ChatSession).threadId).toBe(run.threadId);
    expect(((await (await a.request(`/api/chats/${chat.id}`)).json()) as ChatSession).threadId).toBe(run.threadId);

    expect((await a.request(`/api/chats/${chat.id}`, { method: "PATCH", json: { threadId: "" } })).status).toBe(400);
    expect((await a.request(`/api/chats/${chat.id}`, { method: "PATCH", json: {} })).status).toBe(400);
    // Another user can neither link this chat nor link their chat to this thread.
    const bChat = (await (await b.request("/api/chats", { method: "POST", json: {} })).json()) as ChatSession;
    expect((await b.request(`/api/chats/${chat.id}`, { method: "PATCH", json: { threadId: run.threadId } })).status).toBe(404);
    const foreign = await b.request(`/api/chats/${bChat.id}`, { method: "PATCH", json: { threadId: run.threadId } });
    expect(foreign.status).toBe(404);
    expect(((await foreign.json()) as { error: { message: string } }).error.message).toBe("Thread not found");
    expect((await t.request(`/api/chats/${chat.id}`, { method: "PATCH", json: { threadId: run.threadId } })).status).toBe(401);
  });
});
