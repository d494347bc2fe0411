// A second opinion from the model provider's moderation endpoint (issue 11 item 6). With a provider
// configured, a message the rules did not already find in crisis is also sent to
// POST {LLM_BASE_URL}/moderations; its self-harm categories can raise the level, never lower it.
// An endpoint without /moderations (many OpenAI-compatible servers) is asked once, then left alone;
// a slow or failed answer leaves the rules' word.
import { z } from "zod";
import type { RiskKind, RiskLevel } from "#shared/schemas/safety.ts";
import type { AppDeps } from "#server/lib/context.ts";
import type { Logger } from "#server/lib/logger.ts";

const ModerationSchema = z.object({
  results: z
    .array(
      z.object({
        categories: z.record(z.string(), z.boolean().nullable()).optional(),
        category_scores: z.record(z.string(), z.number()).optional(),
      }),
    )
    .min(1),
});

export interface Opinion {
  level: RiskLevel;
  kind: RiskKind;
}
export type SecondOpinion = (text: string) => Promise<Opinion | null>;

export function createModeration(opts: {
  baseURL: string;
  apiKey?: string;
  model?: string;
  timeoutMs?: number;
  logger?: Logger;
}): SecondOpinion {
  let unsupported = false;
  const url = `${opts.baseURL.replace(/\/+$/, "")}/moderations`;
  return async (text) => {
    if (unsupported || !text.trim()) return null;
    try {
      const res = await fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(opts.apiKey ? { authorization: `Bearer ${opts.apiKey}` } : {}),
        },
        body: JSON.stringify({ input: text.slice(0, 8_000), ...(opts.model ? { model: opts.model } : {}) }),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 3_000),
      });
      if (res.status === 404 || res.status === 405 || res.status === 501) {
        unsupported = true;
        opts.logger?.info("the provider has no moderation endpoint; the safety rules work alone");
        return null;
      }
      if (!res.ok) return null;
      const parsed = ModerationSchema.safeParse(await res.json());
      if (!parsed.success) return null;
      const { categories = {}, category_scores: scores = {} } = parsed.data.results[0]!;
      const flagged = (c: string) => categories[c] === true || (scores[c] ?? 0) >= 0.5;
      if (flagged("self-harm/intent") || flagged("self-harm/instructions")) return { level: "crisis", kind: "suicide" };
      if (flagged("self-harm")) return { level: "concern", kind: "suicide" };
      return null;
    } catch {
      return null;
    }
  };
}

const opinions = new WeakMap<AppDeps, SecondOpinion | null>();

/** The provider's moderation as the safety layer's second opinion; null without a provider. */
export function secondOpinionFor(deps: AppDeps): SecondOpinion | null {
  if (!opinions.has(deps)) {
    const { env, logger } = deps;
    const on = env.COACH_PROVIDER === "openai" && env.LLM_BASE_URL && env.LLM_MODEL;
    opinions.set(
      deps,
      on
        ? createModeration({
            baseURL: env.LLM_BASE_URL!,
            apiKey: env.LLM_API_KEY,
            model: env.LLM_MODERATION_MODEL,
            logger,
          })
        : null,
    );
  }
  return opinions.get(deps) ?? null;
}
