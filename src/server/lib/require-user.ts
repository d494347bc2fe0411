import { createMiddleware } from "hono/factory";
import { AppError } from "./errors.ts";
import type { AppEnv } from "./context.ts";

/**
 * The user id comes from the session only. Reads may use the signed session cookie cache;
 * writes always check the sessions table, so a revoked session or deleted account cannot write.
 */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const { auth } = c.get("deps");
  const readOnly = c.req.method === "GET" || c.req.method === "HEAD";
  const result = await auth.api.getSession({
    headers: c.req.raw.headers,
    query: { disableCookieCache: !readOnly },
  });
  if (!result) throw new AppError(401, "You need to sign in first.");
  c.set("user", { id: result.user.id, email: result.user.email, name: result.user.name });
  await next();
});
