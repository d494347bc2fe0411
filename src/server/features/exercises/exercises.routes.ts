import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import {
  CompletePlanExerciseSchema,
  CompleteSingleSchema,
  CreatePlanSchema,
  CustomExerciseSchema,
  ExerciseIdParamSchema,
} from "#shared/schemas/exercises.ts";
import type { AppEnv } from "#server/lib/context.ts";
import { requireUser } from "#server/lib/require-user.ts";
import { validate } from "#server/lib/validate.ts";
import { entrySupport } from "../safety/support.ts";
import {
  addCustomExercise,
  completePlanExercise,
  completeSingle,
  createPlan,
  getToday,
  listLibrary,
  removeFromPlan,
  updateExercise,
} from "./exercises.service.ts";

const tags = ["exercises"];

export const exerciseRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/library", describeRoute({ tags, summary: "The built-in exercise library (15 exercises)" }), async (c) =>
    c.json(await listLibrary(c.get("db"))),
  )
  .get(
    "/today",
    describeRoute({ tags, summary: "Today's plan, its exercises and today's record (created empty when absent)" }),
    async (c) => c.json(await getToday(c.get("db"), c.get("user").id, c.get("deps").now?.() ?? new Date())),
  )
  .post(
    "/plan",
    describeRoute({ tags, summary: "Create or replace the daily plan (the newest plan is the current one)" }),
    validate("json", CreatePlanSchema),
    async (c) => {
      const today = await createPlan(
        c.get("db"),
        c.get("user").id,
        c.req.valid("json").exerciseIds,
        c.get("deps").now?.() ?? new Date(),
      );
      return c.json(today, 201);
    },
  )
  .post(
    "/today/complete",
    describeRoute({
      tags,
      summary: "Complete an exercise of today's plan: +10 XP once per exercise per local day, streak",
    }),
    validate("json", CompletePlanExerciseSchema),
    async (c) => {
      const body = c.req.valid("json");
      const result = await completePlanExercise(
        c.get("db"),
        c.get("user").id,
        body.exerciseId,
        c.get("deps").now?.() ?? new Date(),
        body.answers,
      );
      return c.json({ ...result, support: await entrySupport(c, body.answers ?? []) });
    },
  )
  .post(
    "/complete",
    describeRoute({
      tags,
      summary: "Complete a single exercise outside the plan (saved first when new): +10 XP, streak",
    }),
    validate("json", CompleteSingleSchema),
    async (c) => {
      const body = c.req.valid("json");
      const result = await completeSingle(c.get("db"), c.get("user").id, body, c.get("deps").now?.() ?? new Date());
      return c.json({ ...result, support: await entrySupport(c, body.answers ?? []) });
    },
  )
  .post(
    "/custom",
    describeRoute({ tags, summary: "Add a custom exercise and append it to the plan" }),
    validate("json", CustomExerciseSchema),
    async (c) =>
      c.json(
        await addCustomExercise(
          c.get("db"),
          c.get("user").id,
          c.req.valid("json"),
          c.get("deps").now?.() ?? new Date(),
        ),
        201,
      ),
  )
  .patch(
    "/:id",
    describeRoute({ tags, summary: "Edit an exercise in your plan (a library exercise becomes your own copy)" }),
    validate("param", ExerciseIdParamSchema),
    validate("json", CustomExerciseSchema),
    async (c) =>
      c.json(
        await updateExercise(
          c.get("db"),
          c.get("user").id,
          c.req.valid("param").id,
          c.req.valid("json"),
          c.get("deps").now?.() ?? new Date(),
        ),
      ),
  )
  .delete(
    "/:id",
    describeRoute({ tags, summary: "Remove an exercise from the plan (the exercise row stays)" }),
    validate("param", ExerciseIdParamSchema),
    async (c) =>
      c.json(
        await removeFromPlan(
          c.get("db"),
          c.get("user").id,
          c.req.valid("param").id,
          c.get("deps").now?.() ?? new Date(),
        ),
      ),
  );
