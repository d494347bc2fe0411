// The safety layer's shapes (DESIGN decision 13): the risk an entry carries, the `support` object
// every write and coach reply returns when there is risk, the crisis lines, the personal safety plan.
import { z } from "zod";
import { UNSTORABLE_TEXT_MESSAGE } from "./errors.ts";

export const RISK_LEVELS = ["none", "concern", "crisis", "imminent"] as const;
export const RiskLevelSchema = z.enum(RISK_LEVELS);
export type RiskLevel = z.infer<typeof RiskLevelSchema>;

export const RISK_KINDS = ["suicide", "self-harm", "abuse", "child-at-risk", "harm-to-others", "medical"] as const;
export const RiskKindSchema = z.enum(RISK_KINDS);
export type RiskKind = z.infer<typeof RiskKindSchema>;

/** Languages the safety layer writes its replies in; anything else is answered in English. */
export const SAFETY_LANGUAGES = ["en", "es", "fr", "de", "pt"] as const;
export const SafetyLanguageSchema = z.enum(SAFETY_LANGUAGES);
export type SafetyLanguage = z.infer<typeof SafetyLanguageSchema>;

export const riskRank = (level: RiskLevel) => RISK_LEVELS.indexOf(level);
export const atLeast = (level: RiskLevel, floor: RiskLevel) => riskRank(level) >= riskRank(floor);

/** One support line (a national helpline, an emergency number, a directory). */
export const CrisisLineSchema = z.object({
  name: z.string().min(1),
  /** What to dial or text, or a web address, as people would write it down. */
  contact: z.string().min(1),
  /** A tel:, sms: or https: link when there is one. */
  href: z.string().nullish(),
  /** When it answers, e.g. "24/7". */
  hours: z.string().nullish(),
});
export type CrisisLine = z.infer<typeof CrisisLineSchema>;

/**
 * Returned beside the saved row (or in a coach reply) when what the user wrote carries risk. The
 * client shows a calm help card: `message`, then `resources`, then the safety plan.
 */
export const SupportSchema = z.object({
  level: z.enum(["concern", "crisis", "imminent"]),
  kind: RiskKindSchema,
  language: SafetyLanguageSchema,
  /** Short, warm words in the user's language. */
  message: z.string().min(1),
  /** Call the emergency number now (imminent danger, e.g. "I already took them"). */
  emergency: z.boolean(),
  resources: z.array(CrisisLineSchema),
});
export type Support = z.infer<typeof SupportSchema>;

// ---- personal safety plan (Stanley & Brown) ------------------------------------------------------

export const SAFETY_PLAN_ITEM_MAX = 500;
export const SAFETY_PLAN_LIST_MAX = 20;

export const SAFETY_PLAN_MESSAGES = Object.freeze({
  notText: "Each line of your plan needs to be text.",
  empty: "Please write something on this line, or remove it.",
  tooLong: `Please keep each line under ${SAFETY_PLAN_ITEM_MAX} characters.`,
  // PostgreSQL cannot store U+0000 in text or jsonb: refused here rather than failing as a 500.
  nul: UNSTORABLE_TEXT_MESSAGE,
  tooMany: `A step can hold up to ${SAFETY_PLAN_LIST_MAX} lines.`,
  notList: "Each step of your plan needs to be a list of lines.",
});

const planItem = z
  .string({ error: SAFETY_PLAN_MESSAGES.notText })
  .trim()
  .min(1, { error: SAFETY_PLAN_MESSAGES.empty })
  .max(SAFETY_PLAN_ITEM_MAX, { error: SAFETY_PLAN_MESSAGES.tooLong })
  .refine((s) => !s.includes("\u0000"), { error: SAFETY_PLAN_MESSAGES.nul });
const planList = z
  .array(planItem, { error: SAFETY_PLAN_MESSAGES.notList })
  .max(SAFETY_PLAN_LIST_MAX, { error: SAFETY_PLAN_MESSAGES.tooMany });

export const SAFETY_PLAN_SECTIONS = [
  "warningSigns",
  "copingStrategies",
  "distractions",
  "helpers",
  "professionals",
  "safeEnvironment",
  "reasonsForLiving",
] as const;
export type SafetyPlanSection = (typeof SAFETY_PLAN_SECTIONS)[number];

export const SafetyPlanBodySchema = z
  .object({
    warningSigns: planList,
    copingStrategies: planList,
    distractions: planList,
    helpers: planList,
    professionals: planList,
    safeEnvironment: planList,
    reasonsForLiving: planList,
  })
  // The owner comes from the session: a user id (or anything else) in the body is refused.
  .strict();
export type SafetyPlanBody = z.infer<typeof SafetyPlanBodySchema>;

export const SafetyPlanSchema = SafetyPlanBodySchema.extend({ updatedAt: z.string() });
export type SafetyPlan = z.infer<typeof SafetyPlanSchema>;
