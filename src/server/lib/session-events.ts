// Who a read's cookies belong to is remembered per process (session-memo.ts). When sessions are
// removed (sign-out, revocation, password change or reset, account deletion), every process forgets
// at once: this one directly, the others through PostgreSQL NOTIFY on a channel each one LISTENs to
// (decision 026). PGlite is one process: local only. The 1 s check of the session row (decision
// 016) stays as the net under a lost notification.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import type { Logger } from "./logger.ts";

export const SESSIONS_REMOVED_CHANNEL = "otter_sessions_removed";

export interface SessionEvents {
  /** After sessions were removed (their rows are gone): forgets here, and resolves once the other processes are told. */
  removed(): Promise<void>;
  /** Calls `forget` whenever sessions were removed by any process, or notifications may have been missed. */
  onRemoved(forget: () => void): () => void;
  close(): Promise<void>;
}

export async function createSessionEvents(database: Database, logger: Logger): Promise<SessionEvents> {
  // The payload names the sender only (it has already forgotten): no user, no token.
  const me = randomUUID();
  const listeners = new Set<() => void>();
  const forgetAll = () => {
    for (const forget of listeners) forget();
  };
  const stop = await database.listen?.(SESSIONS_REMOVED_CHANNEL, {
    onMessage: (from) => {
      if (from !== me) forgetAll();
    },
    onGap: (error) => {
      logger.warn("session revocation channel lost: forgetting remembered sessions", { error: error.message });
      forgetAll();
    },
  });
  return {
    async removed() {
      forgetAll();
      if (!database.listen) return;
      try {
        await database.db.execute(sql`select pg_notify(${SESSIONS_REMOVED_CHANNEL}, ${me})`);
      } catch (error) {
        // The sessions are gone all the same; other processes notice within a second (decision 016).
        logger.warn("could not tell the other processes about removed sessions", { error: String(error) });
      }
    },
    onRemoved(forget) {
      listeners.add(forget);
      return () => void listeners.delete(forget);
    },
    async close() {
      listeners.clear();
      await stop?.();
    },
  };
}
