import { createMiddleware } from "hono/factory";
import { AppError } from "./errors.ts";
import type { AppEnv } from "./context.ts";

const signInFirst = () => new AppError(401, "You need to sign in first.");

/**
 * The user id comes from the session only. Reads may use the signed session cookie cache (and the
 * short in-process memo of it) but still find the session row at least once a second, so a
 * signed-out or revoked cookie stops reading on every process within a second (decision 016);
 * writes always check the sessions table through better-auth, so a revoked session or deleted
 * account cannot write.
 */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const { auth } = c.get("deps");
  const memo = c.get("sessions");
  const readOnly = c.req.method === "GET" || c.req.method === "HEAD";
  const key = readOnly ? memo.keyOf(c.req.raw.headers) : undefined;
  const remembered = key === undefined ? undefined : memo.get(key);
  if (remembered) {
    if (!(await memo.isAlive(c.get("db"), remembered.token))) {
      memo.forget(key!);
      throw signInFirst();
    }
    c.set("user", remembered.user);
    return next();
  }
  // No refresh: its cookies would be dropped here; the client's own get-session call refreshes.
  const result = await auth.api.getSession({
    headers: c.req.raw.headers,
    query: { disableCookieCache: !readOnly, disableRefresh: true },
  });
  if (!result) throw signInFirst();
  // A read answered from the cookie cache has not seen the table: check the row is still there.
  if (readOnly && !(await memo.isAlive(c.get("db"), result.session.token))) throw signInFirst();
  const user = { id: result.user.id, email: result.user.email, name: result.user.name };
  if (key !== undefined) memo.set(key, { user, token: result.session.token });
  c.set("user", user);
  await next();
});

/** requireUser, answering a signed-out visitor with the feature's own words (SPEC section 5). */
export const requireUserSaying = (message: string) =>
  createMiddleware<AppEnv>(async (c, next) => {
    let signedIn = false;
    try {
      await requireUser(c, async () => {
        signedIn = true;
        await next();
      });
    } catch (err) {
      if (!signedIn && err instanceof AppError && err.status === 401) throw new AppError(401, message);
      throw err;
    }
  });
