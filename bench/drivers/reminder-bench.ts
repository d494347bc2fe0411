// `npm run bench`'s reminders section (bench/reminders.mjs bundles and runs this): how many
// reminders one process sends per second. A fresh in-memory PGlite with N due subscriptions,
// a local HTTPS push endpoint, one scheduler tick (claim, encrypt, send, mark), timed.
// Usage: node reminder-bench.mjs <subscriptions>   → prints one JSON line
import { Agent } from "node:https";
import { createPglite, openDatabase } from "#server/db/client.ts";
import { migrate } from "#server/db/migrate.ts";
import { pushSubscriptions, user } from "#server/db/schema/index.ts";
import { readEnv } from "#server/env.ts";
import { createReminderScheduler } from "#server/features/push/push.scheduler.ts";
import { getVapidDetails } from "#server/features/push/push.vapid.ts";
import { createLogger } from "#server/lib/logger.ts";
import { fakeBrowser, makeCertificate, startPushSink } from "#server/testing/push-kit.ts";

const count = Number(process.argv[2] ?? 1000);
const at = new Date("2026-05-05T12:00:00Z");
const cert = makeCertificate();
const sink = await startPushSink(cert);
const database = await openDatabase({ pglite: await createPglite() });
try {
  await migrate(database);
  const db = database.db;
  const users = Array.from({ length: Math.ceil(count / 5) }, (_, i) => ({
    id: `bench-${i}`,
    name: `b${i}`,
    email: `bench${i}@example.com`,
  }));
  await db.insert(user).values(users);
  const keys = Array.from({ length: 20 }, () => fakeBrowser().keys);
  for (let start = 0; start < count; start += 500) {
    await db.insert(pushSubscriptions).values(
      Array.from({ length: Math.min(500, count - start) }, (_, j) => {
        const i = start + j;
        return {
          userId: users[i % users.length]!.id,
          endpoint: sink.endpoint(`bench-${i}`),
          ...keys[i % keys.length]!,
          notificationTime: "09:00:00",
          timeZone: "UTC",
        };
      }),
    );
  }
  const env = readEnv({ PUSH_ENDPOINT_ALLOWLIST: sink.origin, LOG_LEVEL: "warn" });
  await getVapidDetails(db, env);
  const scheduler = createReminderScheduler(
    {
      database,
      env,
      logger: createLogger("warn"),
      pushAgent: new Agent({ ca: cert.cert, keepAlive: true, maxSockets: 64 }),
    },
    { batchSize: 50, maxBatches: Math.ceil(count / 50) + 1 },
  );
  const started = performance.now();
  const result = await scheduler.tick(at);
  const seconds = (performance.now() - started) / 1000;
  const accepted = sink.deliveries.filter((d) => d.status === 201).length;
  process.stdout.write(
    `${JSON.stringify({ subscriptions: count, ...result, accepted, seconds, perSecond: result.sent / seconds })}\n`,
  );
} finally {
  await database.close();
  await sink.close();
  cert.dispose();
}
