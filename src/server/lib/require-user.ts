import { createMiddleware } from "hono/factory";
import { AppError } from "./errors.ts";
import type { AppEnv } from "./context.ts";

/**
 * The user id comes from the session only. Reads may use the signed session cookie cache (and the
 * short in-process memo of it); writes always check the sessions table, so a revoked session or
 * deleted account cannot write.
 */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const { auth } = c.get("deps");
  const memo = c.get("sessions");
  const readOnly = c.req.method === "GET" || c.req.method === "HEAD";
  const key = readOnly ? memo.keyOf(c.req.raw.headers) : undefined;
  const remembered = key === undefined ? undefined : memo.get(key);
  if (remembered) {
    c.set("user", remembered);
    return next();
  }
  // No refresh: its cookies would be dropped here; the client's own get-session call refreshes.
  const result = await auth.api.getSession({
    headers: c.req.raw.headers,
    query: { disableCookieCache: !readOnly, disableRefresh: true },
  });
  if (!result) throw new AppError(401, "You need to sign in first.");
  const user = { id: result.user.id, email: result.user.email, name: result.user.name };
  if (key !== undefined) memo.set(key, user);
  c.set("user", user);
  await next();
});
