// Where the auth secret comes from (decision 021): the environment, PostgreSQL's server_secrets, or DATA_DIR.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { migrate } from "../db/migrate.ts";
import { serverSecrets } from "../db/schema/index.ts";
import { createTestDatabase } from "../testing/test-database.ts";
import { resolveAuthSecret } from "./secret.ts";

let database: Database;
const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "otter-secret-"));
  dirs.push(dir);
  return dir;
};

beforeAll(async () => {
  database = await createTestDatabase();
  await migrate(database);
});
afterAll(async () => {
  await database.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("the auth secret", () => {
  it("is BETTER_AUTH_SECRET when set", async () => {
    const fromEnv = "x".repeat(40);
    expect(await resolveAuthSecret(database, dataDir(), fromEnv)).toBe(fromEnv);
  });

  it.runIf(!process.env.TEST_DATABASE_URL)("on PGlite, is generated into DATA_DIR/auth-secret and kept", async () => {
    const dir = dataDir();
    const secret = await resolveAuthSecret(database, dir);
    expect(readFileSync(join(dir, "auth-secret"), "utf8").trim()).toBe(secret);
    expect(await resolveAuthSecret(database, dir)).toBe(secret);
    expect(await database.db.select().from(serverSecrets)).toEqual([]);
  });

  it.runIf(!!process.env.TEST_DATABASE_URL)(
    "on PostgreSQL, is stored once (an existing DATA_DIR secret first) and shared",
    async () => {
      const old = dataDir();
      writeFileSync(join(old, "auth-secret"), "kept-from-a-single-instance-setup-0123456789\n");
      // An upgraded single instance keeps its secret, so its sessions stay valid.
      expect(await resolveAuthSecret(database, old)).toBe("kept-from-a-single-instance-setup-0123456789");
      await database.db.delete(serverSecrets);
      // Instances starting together each offer their own; all get the one stored.
      const secrets = await Promise.all([1, 2, 3, 4].map(() => resolveAuthSecret(database, dataDir())));
      expect(new Set(secrets).size).toBe(1);
      const rows = await database.db.select().from(serverSecrets);
      expect(rows.map((r) => [r.name, r.value])).toEqual([["auth", secrets[0]]]);
      expect(await resolveAuthSecret(database, old)).toBe(secrets[0]);
    },
  );
});
