import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import { OnboardingAnswersSchema, OnboardingProgressSchema } from "#shared/schemas/onboarding.ts";
import type { AppEnv } from "#server/lib/context.ts";
import { requireUser } from "#server/lib/require-user.ts";
import { validate } from "#server/lib/validate.ts";
import { entrySupport } from "../safety/support.ts";
import { getOnboarding, onboardingStatus, saveAnswers, saveProgress } from "./onboarding.service.ts";

const tags = ["onboarding"];

export const onboardingRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    "/",
    describeRoute({ tags, summary: "The signed-in user's onboarding data, or null when none was saved" }),
    async (c) => c.json(await getOnboarding(c.get("db"), c.get("user").id)),
  )
  .get(
    "/status",
    describeRoute({ tags, summary: "Whether onboarding is complete (a name, a challenge and an identity)" }),
    async (c) => c.json(await onboardingStatus(c.get("db"), c.get("user").id)),
  )
  .put(
    "/",
    describeRoute({ tags, summary: "Save the onboarding answers (upsert on user_id; also sets the profile's name)" }),
    validate("json", OnboardingAnswersSchema),
    async (c) => {
      const body = c.req.valid("json");
      const saved = await saveAnswers(c.get("db"), c.get("user").id, body);
      const support = await entrySupport(
        c,
        [body.userInput, body.customEmotion, body.customChallenge, body.customIdentity, body.customChatTopic],
        body.selectedMood ? { level: body.selectedMood } : undefined,
      );
      return c.json({ ...saved, support });
    },
  )
  .patch(
    "/",
    describeRoute({ tags, summary: "Save later onboarding fields: thread, exercises, feedback, plan choices" }),
    validate("json", OnboardingProgressSchema),
    async (c) => c.json(await saveProgress(c.get("db"), c.get("user").id, c.req.valid("json"))),
  );
