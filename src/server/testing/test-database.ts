import { readFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { createPglite, openDatabase, type Database } from "../db/client.ts";

/**
 * A fresh database for one test file: a copy of the migrated PGlite template, or, when
 * TEST_DATABASE_URL is set, a new PostgreSQL database created for the file and dropped after.
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `otter_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    return {
      ...database,
      url: url.toString(),
      async close() {
        await database.close();
        const again = new pg.Client({ connectionString: adminUrl });
        await again.connect();
        await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await again.end();
      },
    };
  }
  const dump = readFileSync(inject("pgliteTemplate"));
  const pglite = await createPglite(undefined, { loadDataDir: new Blob([dump]) });
  return openDatabase({ pglite });
}
