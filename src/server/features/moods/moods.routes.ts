import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import {
  CreateMoodSchema,
  GoalCheckInSchema,
  ListMoodsQuerySchema,
  MoodStatsQuerySchema,
} from "#shared/schemas/moods.ts";
import type { AppEnv } from "#server/lib/context.ts";
import { idempotent } from "#server/lib/idempotency.ts";
import { requireUserSaying } from "#server/lib/require-user.ts";
import { validate } from "#server/lib/validate.ts";
import { entrySupport } from "../safety/support.ts";
import { createMood, listMoods, moodStats, moodToday, trackGoal } from "./moods.service.ts";

const now = (c: { get(key: "deps"): AppEnv["Variables"]["deps"] }) => c.get("deps").now?.() ?? new Date();

export const moodRoutes = new Hono<AppEnv>()
  .use(requireUserSaying("You must be logged in to track your mood"))
  .get(
    "/today",
    describeRoute({ tags: ["moods"], summary: "Whether a mood was logged during the user's local today" }),
    async (c) => c.json(await moodToday(c.get("db"), c.get("user").id, now(c))),
  )
  .get(
    "/",
    describeRoute({ tags: ["moods"], summary: "Mood entries, newest first, a page at a time: { items, nextCursor }" }),
    validate("query", ListMoodsQuerySchema),
    async (c) => c.json(await listMoods(c.get("db"), c.get("user").id, c.req.valid("query"))),
  )
  .get(
    "/stats",
    describeRoute({ tags: ["moods"], summary: "Daily mood trend and most frequent emotions" }),
    validate("query", MoodStatsQuerySchema),
    async (c) => c.json(await moodStats(c.get("db"), c.get("user").id, c.req.valid("query").days, now(c))),
  )
  .post(
    "/",
    describeRoute({ tags: ["moods"], summary: "Record a mood check-in; `support` when its note carries risk" }),
    idempotent,
    validate("json", CreateMoodSchema),
    async (c) => {
      const body = c.req.valid("json");
      const entry = await createMood(c.get("db"), c.get("user").id, body, now(c));
      return c.json({ ...entry, support: await entrySupport(c, [body.note], { level: body.moodLevel }) }, 201);
    },
  )
  .post(
    "/goal-tracking",
    describeRoute({ tags: ["moods"], summary: "Record a goal check-in (+1 point)" }),
    idempotent,
    validate("json", GoalCheckInSchema),
    async (c) => {
      const body = c.req.valid("json");
      const result = await trackGoal(c.get("db"), c.get("user").id, body, now(c));
      return c.json({ ...result, support: await entrySupport(c, [body.note]) }, 201);
    },
  );
