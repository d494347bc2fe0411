import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import { ProfileUpdateSchema } from "#shared/schemas/profile.ts";
import type { AppEnv } from "#server/lib/context.ts";
import { requireUser } from "#server/lib/require-user.ts";
import { validate } from "#server/lib/validate.ts";
import { getOrCreateProfile, updateProfile } from "./profile.service.ts";

export const profileRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    "/",
    describeRoute({ tags: ["profile"], summary: "The signed-in user's profile (created blank when missing)" }),
    async (c) => c.json(await getOrCreateProfile(c.get("db"), c.get("user").id)),
  )
  .patch(
    "/",
    describeRoute({ tags: ["profile"], summary: "Update name, otter name, thread id or time zone" }),
    validate("json", ProfileUpdateSchema),
    async (c) => c.json(await updateProfile(c.get("db"), c.get("user").id, c.req.valid("json"))),
  );
