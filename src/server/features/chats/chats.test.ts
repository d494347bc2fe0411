import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatMessage, ChatMessagePage, ChatSession, ChatSessionPage } from "#shared/schemas/chats.ts";
import { chatMessages, chatSessions } from "#server/db/schema/app.ts";
import { allPages, expectBadPageQueries, newestFirst, pageGetter, pagingStamps } from "#server/testing/paging.ts";
import { createTestServer, type TestServer, type TestUser } from "#server/testing/test-server.ts";

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
    const make = async (json: unknown) =>
      (await (await u.request("/api/chats", { method: "POST", json })).json()) as ChatSession;
    expect((await make({})).title).toBe("New Chat (3/11/2026)");
    const mood = await make({ moodLevel: 2, moodNote: "Rough day" });
    expect(mood).toMatchObject({
      title: "Mood Chat (3/11/2026)",
      moodLevel: 2,
      moodNote: "Rough day",
      messageCount: 0,
    });
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
      const res = await u.request(`/api/chats/${first.id}/messages`, {
        method: "POST",
        json: { role: content === "two" ? "assistant" : "user", content: `  ${content} ` },
      });
      expect(res.status).toBe(201);
    }
    const list = (await (await u.request("/api/chats")).json()) as ChatSessionPage;
    expect(list.items.map((s) => s.id)).toEqual([second.id, first.id]);
    expect(list.items.map((s) => s.messageCount)).toEqual([0, 3]);
    expect(list.nextCursor).toBeNull();
    const messages = (await (await u.request(`/api/chats/${first.id}/messages`)).json()) as ChatMessagePage;
    expect(messages.nextCursor).toBeNull();
    expect(messages.items.map((m) => [m.role, m.content])).toEqual([
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
    expect(((await bad.json()) as { error: { message: string } }).error.message).toBe(
      "Please select a mood before starting chat",
    );
    const chat = (await (await u.request("/api/chats", { method: "POST", json: {} })).json()) as ChatSession;
    const blank = await u.request(`/api/chats/${chat.id}/messages`, {
      method: "POST",
      json: { role: "user", content: "   " },
    });
    expect(blank.status).toBe(400);
    expect(((await blank.json()) as { error: { message: string } }).error.message).toBe("Please enter a message");
    expect(
      (await u.request(`/api/chats/${chat.id}/messages`, { method: "POST", json: { role: "system", content: "hi" } }))
        .status,
    ).toBe(400);
  });

  it("hides other users' chats (404) and needs a session (401)", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const chat = (await (await a.request("/api/chats", { method: "POST", json: {} })).json()) as ChatSession;
    expect((await b.request(`/api/chats/${chat.id}`)).status).toBe(404);
    expect((await b.request(`/api/chats/${chat.id}/messages`)).status).toBe(404);
    const write = await b.request(`/api/chats/${chat.id}/messages`, {
      method: "POST",
      json: { role: "user", content: "hi" },
    });
    expect(write.status).toBe(404);
    expect(((await write.json()) as { error: { message: string } }).error.message).toBe("Chat not found");
    expect((await b.request("/api/chats/not-a-uuid")).status).toBe(404);
    expect(await (await b.request("/api/chats")).json()).toEqual({ items: [], nextCursor: null });
    expect((await t.request("/api/chats")).status).toBe(401);
    expect((await t.request("/api/chats", { method: "POST", json: {} })).status).toBe(401);
  });

  it("links a chat to the user's own coach thread so a reopened chat continues it", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const chat = (await (await a.request("/api/chats", { method: "POST", json: {} })).json()) as ChatSession;
    expect(chat.threadId).toBeNull();
    const run = (await (
      await a.request("/api/functions/coaching-chat", { method: "POST", json: { userInput: "Hi coach" } })
    ).json()) as { threadId: string };
    const linked = await a.request(`/api/chats/${chat.id}`, { method: "PATCH", json: { threadId: run.threadId } });
    expect(linked.status).toBe(200);
    expect(((await linked.json()) as ChatSession).threadId).toBe(run.threadId);
    expect(((await (await a.request(`/api/chats/${chat.id}`)).json()) as ChatSession).threadId).toBe(run.threadId);

    expect((await a.request(`/api/chats/${chat.id}`, { method: "PATCH", json: { threadId: "" } })).status).toBe(400);
    expect((await a.request(`/api/chats/${chat.id}`, { method: "PATCH", json: {} })).status).toBe(400);
    // Another user can neither link this chat nor link their chat to this thread.
    const bChat = (await (await b.request("/api/chats", { method: "POST", json: {} })).json()) as ChatSession;
    expect(
      (await b.request(`/api/chats/${chat.id}`, { method: "PATCH", json: { threadId: run.threadId } })).status,
    ).toBe(404);
    const foreign = await b.request(`/api/chats/${bChat.id}`, { method: "PATCH", json: { threadId: run.threadId } });
    expect(foreign.status).toBe(404);
    expect(((await foreign.json()) as { error: { message: string } }).error.message).toBe("Thread not found");
    expect(
      (await t.request(`/api/chats/${chat.id}`, { method: "PATCH", json: { threadId: run.threadId } })).status,
    ).toBe(401);
  });
});

describe("chat pages", () => {
  const db = () => t.deps.database.db;
  /** `n` chats straight into the table, oldest first, with tied and microsecond times. */
  async function seedChats(u: TestUser, n: number) {
    const stamps = pagingStamps(n);
    const rows = await db()
      .insert(chatSessions)
      .values(stamps.map((s, i) => ({ userId: u.id, title: `Chat ${i}`, createdAt: s.value, updatedAt: s.value })))
      .returning({ id: chatSessions.id });
    return rows.map((r, i) => ({ ...r, stamp: stamps[i]!.iso }));
  }
  /** `n` messages in one chat, oldest first. */
  async function seedMessages(u: TestUser, sessionId: string, n: number) {
    const stamps = pagingStamps(n);
    const rows = await db()
      .insert(chatMessages)
      .values(
        stamps.map((s, i) => ({
          sessionId,
          userId: u.id,
          role: i % 2 === 0 ? ("user" as const) : ("assistant" as const),
          content: `message ${i}`,
          createdAt: s.value,
        })),
      )
      .returning({ id: chatMessages.id });
    return rows.map((r, i) => ({ ...r, stamp: stamps[i]!.iso }));
  }
  const newChat = async (u: TestUser) =>
    (await (await u.request("/api/chats", { method: "POST", json: {} })).json()) as ChatSession;

  it("pages through 120 chats newest first with their message counts: no duplicates, no gaps, 50 by default", async () => {
    const u = await t.signUp();
    const other = await t.signUp();
    const seeded = newestFirst(await seedChats(u, 120));
    await seedChats(other, 5);
    await seedMessages(u, seeded[60]!.id, 4);

    const pages = await allPages(pageGetter<ChatSession>(u, "/api/chats"));
    expect(pages.map((p) => p.length)).toEqual([50, 50, 20]);
    const all = pages.flat();
    expect(all.map((c) => c.id)).toEqual(seeded.map((r) => r.id));
    expect(all.map((c) => c.messageCount).filter((n) => n > 0)).toEqual([4]);
    expect(all[60]!.messageCount).toBe(4);
    expect((await allPages(pageGetter<ChatSession>(u, "/api/chats", 11))).flat().map((c) => c.id)).toEqual(
      seeded.map((r) => r.id),
    );
  });

  it("gives a long chat's newest messages first, each page oldest first, and older pages after", async () => {
    const u = await t.signUp();
    const chat = await newChat(u);
    const seeded = await seedMessages(u, chat.id, 120);
    const oldestFirst = newestFirst(seeded)
      .reverse()
      .map((r) => r.id);

    const first = (await (await u.request(`/api/chats/${chat.id}/messages`)).json()) as ChatMessagePage;
    expect(first.items).toHaveLength(50);
    // The newest 50, as the chat shows them: the very newest last.
    expect(first.items.map((m) => m.id)).toEqual(oldestFirst.slice(-50));
    expect(first.items.at(-1)!.content).toBe("message 119");

    const pages = await allPages(pageGetter<ChatMessage>(u, `/api/chats/${chat.id}/messages`));
    expect(pages.map((p) => p.length)).toEqual([50, 50, 20]);
    // Pages newest first; the whole chat is the pages in reverse.
    expect(
      [...pages]
        .reverse()
        .flat()
        .map((m) => m.id),
    ).toEqual(oldestFirst);
    const small = await allPages(pageGetter<ChatMessage>(u, `/api/chats/${chat.id}/messages`, 13));
    expect(
      [...small]
        .reverse()
        .flat()
        .map((m) => m.id),
    ).toEqual(oldestFirst);

    // A message written after the first page does not shift the older pages.
    const page1 = (await (await u.request(`/api/chats/${chat.id}/messages?limit=10`)).json()) as ChatMessagePage;
    now = new Date("2026-06-01T00:00:00Z");
    expect(
      (
        await u.request(`/api/chats/${chat.id}/messages`, {
          method: "POST",
          json: { role: "user", content: "new one" },
        })
      ).status,
    ).toBe(201);
    const page2 = (await (
      await u.request(`/api/chats/${chat.id}/messages?limit=10&cursor=${page1.nextCursor}`)
    ).json()) as ChatMessagePage;
    expect([...page2.items, ...page1.items].map((m) => m.id)).toEqual(oldestFirst.slice(-20));
  });

  it("answers a bad cursor or limit with 400; another user's chat stays 404 and their cursor shows nothing of the owner's", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    await expectBadPageQueries(a, "/api/chats");
    const aChat = await newChat(a);
    await expectBadPageQueries(a, `/api/chats/${aChat.id}/messages`);
    const aMessages = new Set((await seedMessages(a, aChat.id, 30)).map((r) => r.id));
    const aPage = (await (await a.request(`/api/chats/${aChat.id}/messages?limit=10`)).json()) as ChatMessagePage;
    expect(aPage.nextCursor).toEqual(expect.any(String));

    // b asks for a's chat, with and without a's cursor: 404 as before.
    for (const path of [
      `/api/chats/${aChat.id}/messages`,
      `/api/chats/${aChat.id}/messages?cursor=${aPage.nextCursor}`,
    ]) {
      const res = await b.request(path);
      expect(res.status).toBe(404);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe("Chat not found");
    }
    // a's cursor on b's own chat and list: only b's rows.
    const bChat = await newChat(b);
    const bMessages = new Set((await seedMessages(b, bChat.id, 30)).map((r) => r.id));
    const bPage = (await (
      await b.request(`/api/chats/${bChat.id}/messages?limit=100&cursor=${aPage.nextCursor}`)
    ).json()) as ChatMessagePage;
    expect(bPage.items.length).toBeGreaterThan(0);
    expect(bPage.items.every((m) => bMessages.has(m.id) && !aMessages.has(m.id))).toBe(true);

    const aChats = new Set((await seedChats(a, 20)).map((r) => r.id));
    const bChats = new Set((await seedChats(b, 20)).map((r) => r.id));
    const aList = (await (await a.request("/api/chats?limit=5")).json()) as ChatSessionPage;
    const bList = (await (
      await b.request(`/api/chats?limit=100&cursor=${aList.nextCursor}`)
    ).json()) as ChatSessionPage;
    expect(bList.items.length).toBeGreaterThan(0);
    expect(bList.items.every((c) => bChats.has(c.id) && !aChats.has(c.id))).toBe(true);
  });
});
