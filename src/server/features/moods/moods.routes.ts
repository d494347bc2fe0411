import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import type { AppEnv } from "../../lib/context.ts";
import { requireUser } from "../../lib/require-user.ts";
import { moodToday } from "./moods.service.ts";

export const moodRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/today", describeRoute({ tags: ["moods"], summary: "Whether a mood was logged during the user's local today" }), async (c) => {
    const now = c.get("deps").now?.() ?? new Date();
    return c.json(await moodToday(c.get("db"), c.get("user").id, now));
  });
