import type { Db } from "./client.ts";

/** Idempotent reference data (exercise library, point structure); filled in as features land. */
export async function seed(_db: Db): Promise<void> {}
