import { resolve } from "node:path";
import { createApp } from "./app.ts";
import { createReminderScheduler } from "./features/push/push.scheduler.ts";
import { importDiskAudio } from "./features/speech/audio-import.ts";
import { openDatabase, type Database } from "./db/client.ts";
import { migrate } from "./db/migrate.ts";
import { seed } from "./db/seed.ts";
import type { Env } from "./env.ts";
import { createAuth } from "./lib/auth.ts";
import { createLifecycle } from "./lib/lifecycle.ts";
import type { AppDeps } from "./lib/context.ts";
import { createLogger, type Logger } from "./lib/logger.ts";
import { createMailer } from "./lib/mail.ts";
import { resolveAuthSecret } from "./lib/secret.ts";
import { createSessionEvents } from "./lib/session-events.ts";

export interface BuildOptions {
  env: Env;
  clientDir?: string;
  logger?: Logger;
  database?: Database;
  now?: () => Date;
}

/** Opens and migrates the database, then wires auth, mail and the app. Used by start-up and by tests. */
export async function buildServer(opts: BuildOptions) {
  const { env } = opts;
  const logger = opts.logger ?? createLogger(env.LOG_LEVEL);
  const dataDir = resolve(env.DATA_DIR);
  const database =
    opts.database ??
    (await openDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir,
      onIdleError: (err) => logger.warn("idle database connection lost", { error: err.message }),
      onStaleLock: ({ owner, why }) =>
        logger.warn("took over the data directory lock of a process that is gone", {
          why,
          pid: owner?.pid,
          host: owner?.host,
          since: owner?.since,
        }),
    }));
  let secret: string;
  try {
    await migrate(database);
    await seed(database.db);
    const audio = await importDiskAudio(database.db, dataDir);
    if (audio.removed > 0) logger.info("moved recordings from DATA_DIR/audio into the database", audio);
    secret = await resolveAuthSecret(database, dataDir, env.BETTER_AUTH_SECRET);
  } catch (err) {
    // Release the data directory (and its lock) when start-up fails half-way.
    if (!opts.database) await database.close().catch(() => undefined);
    throw err;
  }
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    smtpCaFile: env.SMTP_CA_FILE,
    from: env.MAIL_FROM,
    dataDir,
    logger,
  });
  const baseURL = env.APP_URL ?? `http://localhost:${env.PORT}`;
  const auth = createAuth({
    db: database.db,
    secret,
    baseURL,
    mailer,
    requireEmailVerification: env.REQUIRE_EMAIL_VERIFICATION,
  });
  const sessionEvents = await createSessionEvents(database, logger);
  const deps: AppDeps = {
    database,
    auth,
    env,
    logger,
    dataDir,
    clientDir: opts.clientDir,
    now: opts.now,
    lifecycle: createLifecycle(),
    sessionEvents,
  };
  const app = createApp(deps);
  // Daily push reminders: index.ts starts the minute timer; tests call reminders.tick() themselves.
  const reminders = createReminderScheduler(deps);
  return {
    app,
    deps,
    reminders,
    close: async () => {
      await reminders.stop();
      await sessionEvents.close();
      await database.close();
    },
  };
}
