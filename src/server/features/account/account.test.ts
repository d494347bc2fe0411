import { existsSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { audioFiles } from "#server/db/schema/index.ts";
import { createTestServer, type TestServer } from "#server/testing/test-server.ts";

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.close());

/** A stored recording of the user's, bytes and all. */
const record = (u: { id: string }) =>
  t.deps.database.db
    .insert(audioFiles)
    .values({ userId: u.id, mimeType: "audio/wav", bytes: 4, durationSeconds: 1, data: Buffer.from("RIFF") });

describe("profile", () => {
  it("creates a blank profile on first read and keeps the time zone", async () => {
    const user = await t.signUp();
    const first = (await (await user.request("/api/profile")).json()) as {
      id: string;
      timeZone: string;
      userName: null;
    };
    expect(first).toMatchObject({ id: user.id, timeZone: "UTC", userName: null });
    const res = await user.request("/api/profile", {
      method: "PATCH",
      json: { timeZone: "Europe/Berlin", userName: "Mia" },
    });
    expect(await res.json()).toMatchObject({ timeZone: "Europe/Berlin", userName: "Mia" });
  });

  it("never lets one user see or change another's profile", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    await a.request("/api/profile", { method: "PATCH", json: { userName: "Alice" } });
    const asB = (await (await b.request("/api/profile")).json()) as { id: string; userName: string | null };
    expect(asB.id).toBe(b.id);
    expect(asB.userName).toBeNull();
    // An id in the body is refused, not trusted.
    expect((await b.request("/api/profile", { method: "PATCH", json: { id: a.id, userName: "Mallory" } })).status).toBe(
      400,
    );
  });
});

describe("account export and deletion", () => {
  it("exports every row the user owns and none of anyone else's", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    await a.request("/api/profile", { method: "PATCH", json: { userName: "Ann" } });
    await b.request("/api/profile", { method: "PATCH", json: { userName: "Ben" } });
    await record(a);
    const res = await a.request("/api/account/export");
    expect(res.headers.get("content-disposition")).toMatch(/attachment/);
    const data = (await res.json()) as { account: { email: string }; tables: Record<string, unknown[]> };
    expect(data.account.email).toBe(a.email);
    expect(data.tables.user_profiles).toHaveLength(1);
    // A recording's row, without its bytes.
    expect(data.tables.audio_files).toEqual([expect.objectContaining({ mimeType: "audio/wav", bytes: 4 })]);
    expect(data.tables.audio_files![0]).not.toHaveProperty("data");
    expect(JSON.stringify(data)).not.toContain("Ben");
    expect(JSON.stringify(data)).not.toContain(b.id);
  });

  it("needs confirmation, then deletes every owned row, the sessions and the recordings", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    await a.request("/api/profile", { method: "PATCH", json: { userName: "Gone" } });
    await record(a);
    await record(b);
    const recordings = async (u: { id: string }) =>
      (await t.deps.database.db.select({ id: audioFiles.id }).from(audioFiles).where(eq(audioFiles.userId, u.id)))
        .length;
    expect((await a.request("/api/account", { method: "DELETE", json: {} })).status).toBe(400);
    const res = await a.request("/api/account", { method: "DELETE", json: { confirm: true } });
    expect(res.status).toBe(200);
    expect(await recordings(a)).toBe(0);
    expect(await recordings(b)).toBe(1);
    expect(existsSync(join(t.dataDir, "audio"))).toBe(false);
    expect((await a.request("/api/profile", { method: "PATCH", json: { userName: "Back" } })).status).toBe(401);
    const signIn = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: a.email, password: "otters-hold-hands-42" },
    });
    expect(signIn.status).toBe(401);
    expect((await b.request("/api/profile")).status).toBe(200);
  });

  it("answers a deleted account's still-cached session cookie with 401 on reads that create rows, not 500", async () => {
    const a = await t.signUp();
    expect((await a.request("/api/account", { method: "DELETE", json: { confirm: true } })).status).toBe(200);
    const res = await a.request("/api/profile");
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("unauthorized");
  });
});
