import webpush from "web-push";
import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { pushConfiguration } from "#server/db/schema/index.ts";
import type { Env } from "#server/env.ts";

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

const cache = new WeakMap<Db, Promise<VapidDetails>>();

/** The VAPID subject: VAPID_SUBJECT, else a mailto: of MAIL_FROM's address. */
export function vapidSubject(env: Env): string {
  if (env.VAPID_SUBJECT) return env.VAPID_SUBJECT;
  const address = /<([^>]+)>/.exec(env.MAIL_FROM)?.[1] ?? env.MAIL_FROM;
  return `mailto:${address.trim()}`;
}

/**
 * VAPID keys from the environment, or generated once and kept in push_configuration (id = 1).
 * Two processes starting together both try to insert; the loser's insert does nothing and
 * both read the one stored pair.
 */
export function getVapidDetails(db: Db, env: Env): Promise<VapidDetails> {
  let pending = cache.get(db);
  if (!pending) {
    pending = loadVapidDetails(db, env);
    pending.catch(() => cache.delete(db));
    cache.set(db, pending);
  }
  return pending;
}

async function loadVapidDetails(db: Db, env: Env): Promise<VapidDetails> {
  const subject = vapidSubject(env);
  if (env.VAPID_PUBLIC_KEY || env.VAPID_PRIVATE_KEY) {
    if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY)
      throw new Error("Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither");
    return { subject, publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
  }
  const read = async () => (await db.select().from(pushConfiguration).where(eq(pushConfiguration.id, 1)))[0];
  let row = await read();
  if (!row) {
    const keys = webpush.generateVAPIDKeys();
    await db
      .insert(pushConfiguration)
      .values({ id: 1, vapidPublicKey: keys.publicKey, vapidPrivateKey: keys.privateKey })
      .onConflictDoNothing();
    row = await read();
  }
  if (!row) throw new Error("push_configuration could not be created");
  return { subject, publicKey: row.vapidPublicKey, privateKey: row.vapidPrivateKey };
}
