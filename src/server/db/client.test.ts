import { PGlite } from "@electric-sql/pglite";
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import { createPglite, openDatabase, type Database } from "./client.ts";
import { migrate } from "./migrate.ts";
import { pointEvents, user, userStreaks } from "./schema/index.ts";

const opened: Database[] = [];
afterAll(() => Promise.all(opened.map((d) => d.close())));

async function seeded(pglite: PGlite) {
  const database = await openDatabase({ pglite });
  opened.push(database);
  await migrate(database);
  const db = database.db;
  const at = new Date("2026-03-10T23:30:00.123Z");
  await db
    .insert(user)
    .values({ id: "u1", name: "A", email: "a@example.test", emailVerified: false, createdAt: at, updatedAt: at });
  await db
    .insert(userStreaks)
    .values({ userId: "u1", currentStreak: 2, longestStreak: 5, lastActionDate: at, updatedAt: at });
  await db.transaction(async (tx) => {
    await tx.insert(pointEvents).values({ userId: "u1", amount: 10, source: "generic", createdAt: at });
  });
  const [streak] = await db.select().from(userStreaks).where(eq(userStreaks.userId, "u1"));
  const [inTx] = await db.transaction((tx) => tx.select({ createdAt: pointEvents.createdAt }).from(pointEvents));
  const result: unknown = await db.execute(sql`select now() as now, interval '1 day' as one_day`);
  const [raw] = (result as { rows: Record<string, unknown>[] }).rows;
  return { streak, inTx, raw };
}

describe("PGlite made by createPglite", () => {
  it("reads the same values as a plain PGlite, inside and outside transactions", async () => {
    const fast = await seeded(await createPglite());
    const plain = await seeded(await PGlite.create());
    expect(fast.streak).toEqual(plain.streak);
    expect(fast.streak?.lastActionDate).toEqual(new Date("2026-03-10T23:30:00.123Z"));
    expect(fast.inTx).toEqual(plain.inTx);
    expect(typeof fast.raw?.one_day).toBe(typeof plain.raw?.one_day);
  });

  it("runs drizzle's queries without the per-query parser table", async () => {
    const pglite = await createPglite();
    const query = vi.spyOn(pglite, "query");
    await seeded(pglite);
    expect(query).toHaveBeenCalled();
    expect(query.mock.calls.every(([, , options]) => options?.parsers === undefined)).toBe(true);
  });
});
