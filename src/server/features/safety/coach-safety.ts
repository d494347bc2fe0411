// The safety layer in front of every coach (guided or a model): it reads the thread's latest user
// turns with today's mood, answers risk itself (never an exercise, never an echo of the words),
// keeps the risk on the thread until the person says they are safe, and checks a model's reply.
import { z } from "zod";
import type { CoachReply } from "#shared/schemas/coach.ts";
import {
  atLeast,
  RiskKindSchema,
  RiskLevelSchema,
  SafetyLanguageSchema,
  type Support,
} from "#shared/schemas/safety.ts";
import { assessByRules, assessRisk, type RiskContext } from "./assess.ts";
import { de } from "./lexicon/de.ts";
import { en } from "./lexicon/en.ts";
import { es } from "./lexicon/es.ts";
import { fr } from "./lexicon/fr.ts";
import { pt } from "./lexicon/pt.ts";
import { prepare } from "./normalise.ts";
import { checkInMessage, safeNowMessage } from "./replies.ts";
import { supportOf, type Place } from "./support.ts";

/** What the thread remembers (coach_threads.state.safety). */
export const ThreadSafetySchema = z.object({
  level: RiskLevelSchema,
  kind: RiskKindSchema.nullable(),
  language: SafetyLanguageSchema,
  /** Check-ins sent since the crisis reply (picks a different wording each time). */
  checkIns: z.number().int().min(0),
  /** The last reply asked directly whether they are thinking of ending their life. */
  asked: z.boolean().default(false),
});
export type ThreadSafety = z.infer<typeof ThreadSafetySchema>;

export function readThreadSafety(state: Record<string, unknown> | null | undefined): ThreadSafety | null {
  const parsed = ThreadSafetySchema.safeParse(state?.safety);
  return parsed.success ? parsed.data : null;
}

/** A coach reply with the help card the client shows under it. */
export type SafeReply = CoachReply & { support: Support | null };

const reply = (message: string, support: Support | null): SafeReply => ({
  message,
  recommended_exercise: null,
  identified_patterns: null,
  chat_summary: null,
  support,
});

// "Yes", "sometimes", "kind of" after the direct question turn a check-in into a crisis.
const AFFIRMATIVE =
  /^(?:yes|yeah|yea|yep|yup|ya|yh|y|sometimes|kind of|kinda|sort of|maybe|i think so|a bit|a little|i guess|honestly yes|often|si|a veces|quizas|tal vez|oui|parfois|un peu|peut etre|ja|manchmal|vielleicht|ein bisschen|sim|as vezes|talvez|um pouco)(?: [a-z ]{0,30})?$/;

export interface SafetyTurn {
  /** The reply to send instead of the coach's, or null to let the coach answer. */
  reply: SafeReply | null;
  /** The thread's new safety state (null: nothing to remember). */
  next: ThreadSafety | null;
}

/**
 * Decides a coach turn. `userTurns` are the thread's user messages, oldest first, the new one last.
 */
export function safetyTurn(
  userTurns: readonly string[],
  prior: ThreadSafety | null,
  context: RiskContext,
  place: Place,
): SafetyTurn {
  const assessment = assessRisk(userTurns, context);
  const last = userTurns.at(-1) ?? "";
  const lastAlone = assessRisk([last], { languages: context.languages, secondOpinion: context.secondOpinion });
  const sticky = prior !== null && atLeast(prior.level, "crisis");
  const language = atLeast(assessment.level, "concern")
    ? assessment.language
    : (prior?.language ?? assessment.language);

  if (sticky && assessment.safeNow && !atLeast(lastAlone.level, "crisis")) {
    return {
      reply: reply(safeNowMessage(language), null),
      next: { level: "concern", kind: prior.kind, language, checkIns: 0, asked: false },
    };
  }
  const answeredYes = prior?.asked === true && AFFIRMATIVE.test(prepare(last).join(" "));
  if (answeredYes && !atLeast(assessment.level, "crisis")) {
    Object.assign(assessment, { level: "crisis", kind: prior.kind ?? "suicide", meansQuestion: false });
  }

  if (atLeast(assessment.level, "crisis") || sticky) {
    const fresh = atLeast(lastAlone.level, "crisis") || lastAlone.meansQuestion || answeredYes || !sticky;
    const current = atLeast(assessment.level, "crisis")
      ? assessment
      : { ...assessment, level: prior!.level, kind: prior!.kind, language };
    const support = supportOf(current, place);
    if (!support) return { reply: null, next: prior };
    const level = support.level === "concern" ? "crisis" : support.level;
    if (fresh)
      return {
        reply: reply(support.message, support),
        next: { level, kind: support.kind, language: support.language, checkIns: 0, asked: false },
      };
    // Risk is sticky: every later reply checks in, and nothing earlier ("yes", "ok") is accepted.
    const checkIns = prior?.checkIns ?? 0;
    return {
      reply: reply(checkInMessage(support.language, checkIns), support),
      next: { level, kind: support.kind, language: support.language, checkIns: checkIns + 1, asked: false },
    };
  }

  // A gentle check-in is asked once: a later turn that says nothing new of risk is the coach's to
  // answer (session 20: a retired man was asked the same question after each of eight turns).
  const askedAlready = prior?.level === "concern" && lastAlone.level === "none" && !lastAlone.meansQuestion;
  if (assessment.level === "concern" && !askedAlready) {
    const support = supportOf(assessment, place);
    if (support)
      return {
        reply: reply(support.message, support),
        next: { level: "concern", kind: support.kind, language: support.language, checkIns: 0, asked: true },
      };
  }
  return { reply: null, next: prior?.level === "concern" ? { ...prior, asked: false } : null };
}

// A model's reply must never carry a method: a means word with a number, a dose or a height.
const LEXICONS = [en, es, fr, de, pt];
const QUANTITY =
  /\b\d+(?:[.,]\d+)?\s*(?:mg|g|grams?|ml|tablets?|pills?|capsules?|m|meters?|metres?|feet|ft|floors?|storeys?|stories|minutes?|mins?|seconds?|degrees?|°)\b/;

/** True when a reply (from a model) should never reach the person. */
export function isUnsafeReply(text: string, userTurns: readonly string[]): boolean {
  const sentences = prepare(text);
  for (const s of sentences) {
    if (QUANTITY.test(s) && LEXICONS.some((lex) => lex.meansWord.test(s))) return true;
  }
  // Words that would count as risk if a person wrote them (a method, encouragement) in a model's
  // mouth. The rules only: the learned reader knows people's messages, not a coach's replies.
  const own = assessByRules([text]);
  if (atLeast(own.level, "crisis") && own.kind !== "abuse" && own.kind !== "child-at-risk") return true;
  // The reply repeats the person's means question back to them.
  const lastUser = prepare(userTurns.at(-1) ?? "").join(" ");
  return (
    lastUser.length > 20 &&
    assessRisk([userTurns.at(-1) ?? ""]).meansQuestion &&
    sentences.some((s) => s.length > 20 && lastUser.includes(s.slice(0, 40)))
  );
}

/** What is said instead of a model's flagged reply: a gentle check-in with the help card. */
export function safeReplacement(userTurns: readonly string[], place: Place): SafeReply {
  const assessment = assessRisk(userTurns);
  const floor = atLeast(assessment.level, "concern")
    ? assessment
    : { ...assessment, level: "concern" as const, kind: assessment.kind ?? ("suicide" as const) };
  const support = supportOf(floor, place)!;
  return reply(support.message, support);
}
