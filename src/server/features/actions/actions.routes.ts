import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import {
  ActionIdParamSchema,
  ChecklistProgressInputSchema,
  CompleteActionInputSchema,
  CustomActionInputSchema,
  SavePlanInputSchema,
} from "#shared/schemas/actions.ts";
import type { AppEnv } from "#server/lib/context.ts";
import { requireUser } from "#server/lib/require-user.ts";
import { validate } from "#server/lib/validate.ts";
import { entrySupport } from "../safety/support.ts";
import {
  addCustomAction,
  completeAction,
  getTodayActions,
  saveChecklistProgress,
  savePlan,
} from "./actions.service.ts";

const tags = ["actions"];

export const actionRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    "/today",
    describeRoute({ tags, summary: "The current action plan and today's record (older scheme)" }),
    async (c) => c.json(await getTodayActions(c.get("db"), c.get("user").id, c.get("deps").now?.() ?? new Date())),
  )
  .post(
    "/plan",
    describeRoute({ tags, summary: "Make the approved actions today's plan (replaces today's plan)" }),
    validate("json", SavePlanInputSchema),
    async (c) =>
      c.json(
        await savePlan(c.get("db"), c.get("user").id, c.req.valid("json").actions, c.get("deps").now?.() ?? new Date()),
      ),
  )
  .post(
    "/custom",
    describeRoute({ tags, summary: "Add a custom action to the plan (needs goal settings)" }),
    validate("json", CustomActionInputSchema),
    async (c) =>
      c.json(
        await addCustomAction(c.get("db"), c.get("user").id, c.req.valid("json"), c.get("deps").now?.() ?? new Date()),
        201,
      ),
  )
  .post(
    "/:actionId/complete",
    describeRoute({
      tags,
      summary: "Complete an action: points from the point structure once per day, streak, journal entry",
    }),
    validate("param", ActionIdParamSchema),
    validate("json", CompleteActionInputSchema),
    async (c) => {
      const body = c.req.valid("json");
      const result = await completeAction(
        c.get("db"),
        c.get("user").id,
        c.req.valid("param").actionId,
        body,
        c.get("deps").now?.() ?? new Date(),
      );
      return c.json({
        ...result,
        support: await entrySupport(c, [...(body.responses ?? []), body.negativeThought, body.positiveReframe]),
      });
    },
  )
  .patch(
    "/:actionId/checklist",
    describeRoute({ tags, summary: "Save a checklist action's partial progress" }),
    validate("param", ActionIdParamSchema),
    validate("json", ChecklistProgressInputSchema),
    async (c) =>
      c.json(
        await saveChecklistProgress(
          c.get("db"),
          c.get("user").id,
          c.req.valid("param").actionId,
          c.req.valid("json").items,
          c.get("deps").now?.() ?? new Date(),
        ),
      ),
  );
