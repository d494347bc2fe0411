// Builds one migrated PGlite database per test run and dumps it; each test file starts from a copy.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { createPglite, openDatabase } from "../db/client.ts";
import { migrate } from "../db/migrate.ts";
import { seed } from "../db/seed.ts";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "otter-template-"));
  const pglite = await createPglite();
  const database = await openDatabase({ pglite });
  await migrate(database);
  await seed(database.db);
  const dump = await pglite.dumpDataDir("gzip");
  const file = join(dir, "template.tar.gz");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide("pgliteTemplate", file);
  return () => rmSync(dir, { recursive: true, force: true });
}
