import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import { SafetyPlanBodySchema } from "#shared/schemas/safety.ts";
import type { AppEnv } from "#server/lib/context.ts";
import { requireUser } from "#server/lib/require-user.ts";
import { validate } from "#server/lib/validate.ts";
import { deleteSafetyPlan, getSafetyPlan, saveSafetyPlan } from "./safety-plan.service.ts";

const tags = ["safety"];

export const safetyPlanRoutes = new Hono<AppEnv>()
  // What people write for a crisis must not linger in shared or browser caches.
  .use(async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  })
  .use(requireUser)
  .get(
    "/",
    describeRoute({
      tags,
      summary: "The signed-in user's personal safety plan (Stanley–Brown), or null when none was saved",
    }),
    async (c) => c.json(await getSafetyPlan(c.get("db"), c.get("user").id)),
  )
  .put(
    "/",
    describeRoute({
      tags,
      summary: "Save the whole safety plan (the seven steps, each a list of lines); creates or replaces it",
    }),
    validate("json", SafetyPlanBodySchema),
    async (c) => c.json(await saveSafetyPlan(c.get("db"), c.get("user").id, c.req.valid("json"))),
  )
  .delete(
    "/",
    describeRoute({ tags, summary: "Delete the safety plan (204, also when there was none)" }),
    async (c) => {
      await deleteSafetyPlan(c.get("db"), c.get("user").id);
      return c.body(null, 204);
    },
  );
