import { LRUCache } from "lru-cache";
import type { AuthedUser } from "./context.ts";

/**
 * Remembers who a read's session cookies belong to for a few seconds, so a burst of reads with the
 * same cookies verifies better-auth's signed cookie cache once (about 1 ms) instead of every time.
 * Only requests that carry the cookie cache are remembered: they were already allowed to skip the
 * sessions table. Any auth change in this process (sign-out, password reset, account deletion)
 * forgets everything. Decision 011.
 */
export const SESSION_MEMO_TTL_MS = 15_000;

export type SessionMemo = ReturnType<typeof createSessionMemo>;

export function createSessionMemo({ max = 10_000, ttl = SESSION_MEMO_TTL_MS, now = () => performance.now() } = {}) {
  // ttlResolution 0: expiry is checked against the clock on every read, not a cached time.
  const cache = new LRUCache<string, AuthedUser>({ max, ttl, ttlResolution: 0, perf: { now } });
  return {
    /** The memo key for a read, or undefined when the request has no session cookie cache. */
    keyOf(headers: Headers): string | undefined {
      const cookie = headers.get("cookie");
      if (!cookie?.includes("session_data=")) return undefined;
      const bearer = headers.get("authorization");
      return bearer ? `${bearer}\n${cookie}` : cookie;
    },
    get: (key: string) => cache.get(key),
    set: (key: string, user: AuthedUser) => void cache.set(key, user),
    clear: () => cache.clear(),
  };
}
