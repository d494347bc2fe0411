// One reminder instance for the two-process test: opens DATABASE_URL, waits for "go" on stdin,
// runs one scheduler tick at the given instant and prints its result as JSON.
// Bundled and run by push.multiprocess.test.ts: node worker.mjs <ISO instant> <batch size>
import { createInterface } from "node:readline";
import { openDatabase } from "#server/db/client.ts";
import { readEnv } from "#server/env.ts";
import { createReminderScheduler } from "#server/features/push/push.scheduler.ts";
import { getVapidDetails } from "#server/features/push/push.vapid.ts";
import { createLogger } from "#server/lib/logger.ts";

const [at, batchSize] = process.argv.slice(2);
const env = readEnv();
const logger = createLogger(env.LOG_LEVEL);
const database = await openDatabase({ databaseUrl: env.DATABASE_URL });
// Both instances race to create the VAPID keys: exactly one pair may win.
await getVapidDetails(database.db, env);
const scheduler = createReminderScheduler({ database, env, logger }, { batchSize: Number(batchSize) });
process.stdout.write("ready\n");
const lines = createInterface({ input: process.stdin });
for await (const line of lines) {
  if (line.trim() !== "go") continue;
  const result = await scheduler.tick(new Date(at!));
  process.stdout.write(`${JSON.stringify(result)}\n`);
  break;
}
lines.close();
await database.close();
