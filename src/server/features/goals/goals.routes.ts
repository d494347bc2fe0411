import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import { GoalSettingsInputSchema } from "#shared/schemas/goals.ts";
import type { AppEnv } from "#server/lib/context.ts";
import { requireUser } from "#server/lib/require-user.ts";
import { validate } from "#server/lib/validate.ts";
import { getGoalSettings, saveGoalSettings } from "./goals.service.ts";

const tags = ["goals"];

export const goalRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", describeRoute({ tags, summary: "The user's goal settings, or null before goal onboarding" }), async (c) =>
    c.json(await getGoalSettings(c.get("db"), c.get("user").id)),
  )
  .put(
    "/",
    describeRoute({ tags, summary: "Save goals (1-3), time commitment, custom goal text and elaboration" }),
    validate("json", GoalSettingsInputSchema),
    async (c) =>
      c.json(
        await saveGoalSettings(c.get("db"), c.get("user").id, c.req.valid("json"), c.get("deps").now?.() ?? new Date()),
      ),
  );
