import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import type { AppEnv } from "#server/lib/context.ts";
import { requireUser } from "#server/lib/require-user.ts";
import { getProgress } from "./progress.service.ts";

export const progressRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", describeRoute({ tags: ["progress"], summary: "XP total, otter level and streak" }), async (c) =>
    c.json(await getProgress(c.get("db"), c.get("user").id, c.get("deps").now?.() ?? new Date())),
  );
