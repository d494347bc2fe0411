// Builds the configured coach once per app (DESIGN decision 6). The safety layer (features/safety)
// runs in front of it in the runs and the chat-ai route.
import type { AppDeps } from "#server/lib/context.ts";
import type { Coach } from "./coach.types.ts";
import { createGuidedCoach } from "./guided/guided-coach.ts";
import { createOpenAiCoach } from "./openai-coach.ts";

const coaches = new WeakMap<AppDeps, Coach>();

export function coachFor(deps: AppDeps): Coach {
  let coach = coaches.get(deps);
  if (!coach) {
    const { env, logger } = deps;
    const guided = createGuidedCoach();
    const useLlm = env.COACH_PROVIDER === "openai" && env.LLM_BASE_URL && env.LLM_MODEL;
    if (env.COACH_PROVIDER === "openai" && !useLlm)
      logger.warn("COACH_PROVIDER=openai needs LLM_BASE_URL and LLM_MODEL; using the guided coach");
    const provider = useLlm
      ? createOpenAiCoach(
          {
            baseURL: env.LLM_BASE_URL!,
            apiKey: env.LLM_API_KEY,
            model: env.LLM_MODEL!,
            timeoutMs: env.LLM_TIMEOUT_MS,
            firstTokenMs: env.LLM_FIRST_TOKEN_MS,
            logger,
          },
          guided,
        )
      : guided;
    coach = provider;
    coaches.set(deps, coach);
  }
  return coach;
}

export { secondOpinionFor } from "../safety/moderation.ts";
