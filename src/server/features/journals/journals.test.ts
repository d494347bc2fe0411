import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreateJournalResult, Journal, JournalPage, JournalStats } from "#shared/schemas/journals.ts";
import type { Progress } from "#shared/schemas/progress.ts";
import { eq } from "drizzle-orm";
import { audioFiles, journals as journalRows } from "#server/db/schema/index.ts";
import { allPages, expectBadPageQueries, newestFirst, pageGetter, pagingStamps } from "#server/testing/paging.ts";
import { createTestServer, type TestServer, type TestUser } from "#server/testing/test-server.ts";

let t: TestServer;
let now = new Date("2026-03-10T12:00:00Z");
beforeAll(async () => {
  t = await createTestServer({ now: () => now });
});
afterAll(() => t.close());

const json = async <T>(res: Response | Promise<Response>) => (await (await res).json()) as T;
const create = (u: TestUser, body: unknown) => u.request("/api/journals", { method: "POST", json: body });
const message = async (res: Response) => (await json<{ error: { message: string } }>(res)).error.message;
const xp = async (u: TestUser) => (await json<Progress>(u.request("/api/progress"))).xp;
/** The first page's journals. */
const list = async (u: TestUser, path = "/api/journals") => (await json<JournalPage>(u.request(path))).items;
/** An uploaded recording of `seconds` owned by `u` (as the speech feature stores it). */
async function uploaded(u: TestUser, seconds: number) {
  const [row] = await t.deps.database.db
    .insert(audioFiles)
    .values({ userId: u.id, mimeType: "audio/wav", bytes: 44 + seconds * 32_000, durationSeconds: seconds })
    .returning();
  return { id: row!.id, url: `/api/audio/${row!.id}` };
}
let minute = 0;
/** Each save one minute after the last, so "newest first" is unambiguous. */
const tick = () => (now = new Date(Date.UTC(2026, 2, 10, 12, ++minute)));

describe("journals", () => {
  it("saves the four kinds with the spec's content formats and points", async () => {
    const u = await t.signUp();
    tick();
    const appreciation = await create(u, { entryType: "appreciation", content: "  The sun came out  " });
    expect(appreciation.status).toBe(201);
    expect(await json<CreateJournalResult>(appreciation)).toMatchObject({
      pointsAwarded: 1,
      journal: { entryType: "appreciation", content: "The sun came out", isAudio: false, audioUrl: null },
    });
    tick();
    const reframing = await json<CreateJournalResult>(
      create(u, {
        entryType: "thought-reframing",
        originalThought: "I always mess up",
        reframedThought: "I made one mistake and fixed it",
      }),
    );
    expect(reframing).toMatchObject({
      pointsAwarded: 2,
      journal: { content: "Original thought: I always mess up\n\nReframed thought: I made one mistake and fixed it" },
    });
    tick();
    const win = await json<CreateJournalResult>(
      create(u, { entryType: "micro-win", entries: ["Made my bed", "  ", "Drank water"] }),
    );
    expect(win).toMatchObject({ pointsAwarded: 1, journal: { content: "Made my bed\n\nDrank water" } });
    tick();
    const love = await json<CreateJournalResult>(
      create(u, { entryType: "self-love", entries: ["", "I am kind", "I keep going"] }),
    );
    expect(love).toMatchObject({ pointsAwarded: 1, journal: { content: "I am kind\n\nI keep going" } });
    tick();
    const recording = await uploaded(u, 12);
    // The stored length wins over what the client says.
    const audio = await json<CreateJournalResult>(
      create(u, { entryType: "appreciation", isAudio: true, audioUrl: recording.url, audioDuration: 999 }),
    );
    expect(audio).toMatchObject({
      pointsAwarded: 1,
      journal: { isAudio: true, audioUrl: recording.url, audioDuration: 12, content: "" },
    });
    expect(await xp(u)).toBe(6);

    const all = await list(u);
    expect(all.map((j) => j.entryType)).toEqual([
      "appreciation",
      "self-love",
      "micro-win",
      "thought-reframing",
      "appreciation",
    ]);
    expect(await json<JournalStats>(u.request("/api/journals/stats"))).toEqual({ total: 5, thisWeek: 5, points: 6 });
    expect(await json<JournalStats>(u.request("/api/journals/stats?entryType=thought-reframing"))).toEqual({
      total: 1,
      thisWeek: 1,
      points: 2,
    });
  });

  it("answers bad input with the spec's messages", async () => {
    const u = await t.signUp();
    const cases: [unknown, string][] = [
      [{ entryType: "appreciation", content: "   " }, "Please enter some content for your journal"],
      [{ entryType: "appreciation" }, "Please enter some content for your journal"],
      [{ entryType: "appreciation", isAudio: true }, "Please record an audio message"],
      [
        { entryType: "appreciation", isAudio: true, audioUrl: "https://evil.example/a.wav" },
        "Please record an audio message",
      ],
      [
        { entryType: "appreciation", isAudio: true, audioUrl: "/api/audio/../../etc/passwd" },
        "Please record an audio message",
      ],
      [{ entryType: "micro-win", entries: [" ", ""] }, "Please write down your micro win before submitting."],
      [{ entryType: "micro-win" }, "Please write down your micro win before submitting."],
      [
        { entryType: "self-love", entries: ["", "", ""] },
        "Please write at least one thing you appreciate about yourself.",
      ],
      [
        { entryType: "thought-reframing", originalThought: " ", reframedThought: "x" },
        "Please enter your thought before continuing",
      ],
      [
        { entryType: "thought-reframing", originalThought: "I fail", reframedThought: "" },
        "Please enter your positive reframing before saving",
      ],
      [{ entryType: "diary", content: "hi" }, "Please choose a journal type."],
    ];
    for (const [body, expected] of cases) {
      const res = await create(u, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await message(res), JSON.stringify(body)).toBe(expected);
    }
    expect((await create(u, { entryType: "self-love", entries: ["a", "b", "c", "d"] })).status).toBe(400);
    expect((await create(u, { entryType: "appreciation", content: "x".repeat(10_001) })).status).toBe(400);
    expect((await u.request("/api/journals?entryType=diary")).status).toBe(400);
    expect(await xp(u)).toBe(0);
    expect(await json<JournalPage>(u.request("/api/journals"))).toEqual({ items: [], nextCursor: null });
  });

  it("accepts only the user's own recording for an audio journal, keeps its transcript, and deletes the recording with the journal", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const recording = await uploaded(a, 5);
    const stolen = await create(b, {
      entryType: "appreciation",
      isAudio: true,
      audioUrl: recording.url,
      audioDuration: 5,
    });
    expect(stolen.status).toBe(400);
    expect(await message(stolen)).toBe("Please record an audio message");
    const unknown = await create(a, {
      entryType: "appreciation",
      isAudio: true,
      audioUrl: "/api/audio/0b8f2f5e-6a53-4c1e-9d55-2b0f3a1c9e77",
    });
    expect(unknown.status).toBe(400);
    expect(await xp(b)).toBe(0);

    const { journal } = await json<CreateJournalResult>(
      create(a, {
        entryType: "appreciation",
        isAudio: true,
        audioUrl: recording.url,
        content: " I am grateful for my friends ",
      }),
    );
    expect(journal).toMatchObject({ isAudio: true, audioDuration: 5, content: "I am grateful for my friends" });
    expect((await a.request(`/api/journals/${journal.id}`, { method: "DELETE" })).status).toBe(204);
    expect(await t.deps.database.db.select().from(audioFiles).where(eq(audioFiles.id, recording.id))).toEqual([]);
  });

  it("filters by kind and searches case-insensitively, treating % and _ literally", async () => {
    const u = await t.signUp();
    tick();
    await create(u, {
      entryType: "thought-reframing",
      originalThought: "Nobody LIKES me",
      reframedThought: "Some people do",
    });
    tick();
    await create(u, {
      entryType: "thought-reframing",
      originalThought: "I am 100% useless",
      reframedThought: "I helped today",
    });
    tick();
    await create(u, { entryType: "appreciation", content: "People who like me" });
    const search = (q: string, type = "thought-reframing") =>
      list(u, `/api/journals?entryType=${type}&q=${encodeURIComponent(q)}`);
    expect((await search("likes")).map((j) => j.content)).toEqual([expect.stringContaining("Nobody LIKES me")]);
    expect(await search("100%")).toHaveLength(1);
    expect(await search("%")).toHaveLength(1);
    expect(await search("_")).toHaveLength(0);
    expect(await search("like", "all")).toHaveLength(2);
    expect(await list(u, "/api/journals?entryType=micro-win")).toEqual([]);
  });

  it("reads and deletes one journal; another user's, a deleted or a malformed id is 404 'Journal not found'", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const { journal } = await json<CreateJournalResult>(create(a, { entryType: "appreciation", content: "mine" }));
    expect(await json<Journal>(a.request(`/api/journals/${journal.id}`))).toEqual(journal);
    for (const res of [
      await b.request(`/api/journals/${journal.id}`),
      await b.request(`/api/journals/${journal.id}`, { method: "DELETE" }),
      await a.request("/api/journals/not-a-uuid"),
    ]) {
      expect(res.status).toBe(404);
      expect(await message(res)).toBe("Journal not found");
    }
    expect(await list(b)).toEqual([]);
    expect(await json<JournalStats>(b.request("/api/journals/stats"))).toEqual({ total: 0, thisWeek: 0, points: 0 });
    expect((await a.request(`/api/journals/${journal.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await a.request(`/api/journals/${journal.id}`)).status).toBe(404);
    expect((await a.request(`/api/journals/${journal.id}`, { method: "DELETE" })).status).toBe(404);
  });

  it("counts this week in the user's local days", async () => {
    const u = await t.signUp();
    now = new Date("2026-03-01T12:00:00Z");
    await create(u, { entryType: "micro-win", entries: ["old win"] });
    now = new Date("2026-03-10T12:00:00Z");
    await create(u, { entryType: "micro-win", entries: ["new win"] });
    expect(await json<JournalStats>(u.request("/api/journals/stats?entryType=micro-win"))).toEqual({
      total: 2,
      thisWeek: 1,
      points: 2,
    });
  });

  it("needs a session, with the spec's words", async () => {
    for (const [method, path] of [
      ["GET", "/api/journals"],
      ["GET", "/api/journals/stats"],
      ["POST", "/api/journals"],
      ["GET", "/api/journals/0b8f2f5e-6a53-4c1e-9d55-2b0f3a1c9e77"],
      ["DELETE", "/api/journals/0b8f2f5e-6a53-4c1e-9d55-2b0f3a1c9e77"],
    ] as const) {
      const res = await t.request(path, {
        method,
        ...(method === "POST" ? { json: { entryType: "appreciation", content: "x" } } : {}),
      });
      expect(res.status).toBe(401);
      expect(await message(res)).toBe("You must be logged in to create a journal");
    }
  });
});

describe("journal pages", () => {
  const TYPES = ["appreciation", "micro-win", "self-love", "thought-reframing"] as const;
  /** `n` journals straight into the table, oldest first, with tied and microsecond dates. */
  async function seed(u: TestUser, n: number) {
    const stamps = pagingStamps(n);
    const rows = await t.deps.database.db
      .insert(journalRows)
      .values(
        stamps.map((s, i) => ({
          userId: u.id,
          entryType: TYPES[i % 4],
          content: `entry ${i}`,
          date: s.value,
          createdAt: s.value,
        })),
      )
      .returning({ id: journalRows.id, entryType: journalRows.entryType });
    return rows.map((r, i) => ({ ...r, stamp: stamps[i]!.iso }));
  }

  it("pages through 120 journals newest first: no duplicates, no gaps, 50 by default", async () => {
    const u = await t.signUp();
    const other = await t.signUp();
    const expected = newestFirst(await seed(u, 120)).map((r) => r.id);
    await seed(other, 5);

    const first = await json<JournalPage>(u.request("/api/journals"));
    expect(first.items).toHaveLength(50);
    expect(first.nextCursor).toEqual(expect.any(String));
    const pages = await allPages(pageGetter<Journal>(u, "/api/journals"));
    expect(pages.map((p) => p.length)).toEqual([50, 50, 20]);
    expect(pages.flat().map((j) => j.id)).toEqual(expected);

    const small = await allPages(pageGetter<Journal>(u, "/api/journals", 7));
    expect(small).toHaveLength(18);
    expect(small.flat().map((j) => j.id)).toEqual(expected);
    // Exactly a page's worth: the last page says so, with no empty page after it.
    expect((await allPages(pageGetter<Journal>(u, "/api/journals", 40))).map((p) => p.length)).toEqual([40, 40, 40]);
    expect((await json<JournalPage>(u.request("/api/journals?limit=100"))).items).toHaveLength(100);
  });

  it("keeps the kind and the search across pages, and a new journal does not shift the next page", async () => {
    const u = await t.signUp();
    const seeded = newestFirst(await seed(u, 120));
    const wins = seeded.filter((r) => r.entryType === "micro-win").map((r) => r.id);
    const pages = await allPages(pageGetter<Journal>(u, "/api/journals?entryType=micro-win", 8));
    expect(pages.map((p) => p.length)).toEqual([8, 8, 8, 6]);
    expect(pages.flat().map((j) => j.id)).toEqual(wins);
    expect(pages.flat().every((j) => j.entryType === "micro-win")).toBe(true);
    // 'entry 1', 'entry 1x' and 'entry 1xx': 1 + 10 + 20.
    expect((await allPages(pageGetter<Journal>(u, "/api/journals?q=entry%201", 5))).flat()).toHaveLength(31);

    const page1 = await json<JournalPage>(u.request("/api/journals?limit=10"));
    now = new Date("2026-06-01T00:00:00Z");
    await create(u, { entryType: "appreciation", content: "written while paging" });
    const page2 = await json<JournalPage>(u.request(`/api/journals?limit=10&cursor=${page1.nextCursor}`));
    expect([...page1.items, ...page2.items].map((j) => j.id)).toEqual(seeded.slice(0, 20).map((r) => r.id));
  });

  it("answers a bad cursor or limit with 400, and another user's cursor shows nothing of theirs", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    await expectBadPageQueries(a, "/api/journals");
    await expectBadPageQueries(a, "/api/journals?entryType=self-love");
    const mine = await seed(a, 30);
    const theirs = new Set((await seed(b, 30)).map((r) => r.id));
    const aPage = await json<JournalPage>(a.request("/api/journals?limit=10"));
    const bPage = await json<JournalPage>(b.request(`/api/journals?limit=100&cursor=${aPage.nextCursor}`));
    // Only b's own journals, from the same place in time on.
    expect(bPage.items.length).toBeGreaterThan(0);
    expect(bPage.items.every((j) => theirs.has(j.id))).toBe(true);
    expect(bPage.items.some((j) => mine.some((m) => m.id === j.id))).toBe(false);
  });
});
