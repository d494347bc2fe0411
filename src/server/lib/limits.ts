// Per-user limits on what is expensive or grows without bound (issue 15 item 6, decision 019):
// rate-limiter-flexible's Drizzle store, so every process on one database shares the counts.
import { createMiddleware } from "hono/factory";
import { RateLimiterDrizzle, RateLimiterRes } from "rate-limiter-flexible";
import type { Executor } from "../db/client.ts";
import { userRateLimits } from "../db/schema/index.ts";
import type { AppEnv } from "./context.ts";
import { AppError } from "./errors.ts";

/** Requests per user per window (seconds). Generous for a person, a wall for a script. */
export const LIMITS = {
  /** Coach replies, plans and suggestions: each may call a paid model. */
  coach: {
    points: 30,
    duration: 60,
    message: "You're sending messages faster than the coach can answer. Please wait a moment and try again.",
  },
  /** Speech-to-text: each recording is minutes of CPU or a paid call. */
  speech: {
    points: 10,
    duration: 60,
    message: "Too many recordings to transcribe at once. Please wait a minute and try again.",
  },
  /** Audio uploads (10 MB each at most): at most 30 a minute. */
  audio: {
    points: 30,
    duration: 60,
    message: "Too many recordings saved at once. Please wait a minute and try again.",
  },
  /** The push test sends a notification to every device. */
  pushTest: { points: 5, duration: 60, message: "Too many test notifications. Please wait a minute and try again." },
} as const;
export type LimitName = keyof typeof LIMITS;

const limiters = new WeakMap<Executor, Map<LimitName, RateLimiterDrizzle>>();

function limiterFor(db: Executor, name: LimitName): RateLimiterDrizzle {
  let byName = limiters.get(db);
  if (!byName) limiters.set(db, (byName = new Map<LimitName, RateLimiterDrizzle>()));
  let limiter = byName.get(name);
  if (!limiter) {
    const { points, duration } = LIMITS[name];
    // One row per limit and user, reused window after window: nothing to sweep.
    limiter = new RateLimiterDrizzle({
      storeClient: db,
      schema: userRateLimits,
      keyPrefix: name,
      points,
      duration,
      clearExpiredByTimeout: false,
    });
    byName.set(name, limiter);
  }
  return limiter;
}

/** Spends one of the user's requests under `name`, or answers 429 with Retry-After. */
export function limitPerUser(name: LimitName) {
  return createMiddleware<AppEnv>(async (c, next) => {
    try {
      await limiterFor(c.get("db"), name).consume(c.get("user").id);
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      c.header("Retry-After", String(Math.max(1, Math.ceil(err.msBeforeNext / 1000))));
      throw new AppError(429, LIMITS[name].message);
    }
    await next();
  });
}
