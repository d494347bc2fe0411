import { and, eq, gt, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Executor } from "../db/client.ts";
import { session } from "../db/schema/index.ts";
import type { AuthedUser } from "./context.ts";

/**
 * Remembers who a read's session cookies belong to for a few seconds, so a burst of reads with the
 * same cookies verifies better-auth's signed cookie cache once (about 1 ms) instead of every time.
 * Only requests that carry the cookie cache are remembered: they were already allowed to skip the
 * sessions table. Any auth change in this process (sign-out, password reset, account deletion)
 * forgets everything. Decision 011.
 */
export const SESSION_MEMO_TTL_MS = 15_000;
/**
 * How long a read trusts that its session row still exists. The signed cookie cache alone would
 * let a signed-out cookie read for its whole 5 minutes, on every process; one indexed lookup per
 * session per second ends that everywhere within a second. Decision 016.
 */
export const SESSION_ALIVE_TTL_MS = 1_000;

export interface RememberedSession {
  user: AuthedUser;
  /** better-auth's session token (the sessions table's key), checked against the table. */
  token: string;
}

export type SessionMemo = ReturnType<typeof createSessionMemo>;

export function createSessionMemo({
  max = 10_000,
  ttl = SESSION_MEMO_TTL_MS,
  aliveTtl = SESSION_ALIVE_TTL_MS,
  now = () => performance.now(),
} = {}) {
  // ttlResolution 0: expiry is checked against the clock on every read, not a cached time.
  const cache = new LRUCache<string, RememberedSession>({ max, ttl, ttlResolution: 0, perf: { now } });
  const alive = new LRUCache<string, true>({ max, ttl: aliveTtl, ttlResolution: 0, perf: { now } });
  return {
    /** The memo key for a read, or undefined when the request has no session cookie cache. */
    keyOf(headers: Headers): string | undefined {
      const cookie = headers.get("cookie");
      if (!cookie?.includes("session_data=")) return undefined;
      const bearer = headers.get("authorization");
      return bearer ? `${bearer}\n${cookie}` : cookie;
    },
    get: (key: string) => cache.get(key),
    set: (key: string, remembered: RememberedSession) => void cache.set(key, remembered),
    forget: (key: string) => void cache.delete(key),
    /** Whether the session row exists and has not expired, asking the table at most once a second. */
    async isAlive(db: Executor, token: string): Promise<boolean> {
      if (alive.get(token)) return true;
      const [row] = await sessionAliveQuery(db).execute({ token });
      if (row) alive.set(token, true);
      return row !== undefined;
    },
    clear: () => {
      cache.clear();
      alive.clear();
    },
  };
}

const aliveQueries = new WeakMap<Executor, ReturnType<typeof prepareAliveQuery>>();

function prepareAliveQuery(db: Executor) {
  return db
    .select({ one: sql<number>`1` })
    .from(session)
    .where(and(eq(session.token, sql.placeholder("token")), gt(session.expiresAt, sql`now()`)))
    .prepare("session_alive");
}

function sessionAliveQuery(db: Executor) {
  let query = aliveQueries.get(db);
  if (!query) aliveQueries.set(db, (query = prepareAliveQuery(db)));
  return query;
}
