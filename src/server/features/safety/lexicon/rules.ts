// The shape of a language's safety lexicon, and the helper that turns its phrases into patterns.
import type { RiskKind, SafetyLanguage } from "#shared/schemas/safety.ts";
import type { ConceptWords } from "../concepts.ts";

/**
 * `warning`: a warning sign that alone is worrying (concern) but with others or with distress
 * means crisis (burden, goodbyes, giving things away). `plan`/`timing`/`means`/`attempt` raise
 * suicidal talk to imminent. `third`: about someone else.
 */
export type RuleFlag = "warning" | "plan" | "timing" | "attempt" | "present" | "third";

export interface Rule {
  id: string;
  re: RegExp;
  kind: RiskKind;
  level: "concern" | "crisis" | "imminent";
  flags?: RuleFlag[];
}

export interface Lexicon {
  language: SafetyLanguage;
  /** Common words of the language (for detecting it in short texts). */
  stopwords: string[];
  rules: Rule[];
  /** Words for the concepts the language-independent combinations read (concepts.ts). */
  concepts?: ConceptWords;
  /** Spans that make risky words harmless ("cut myself shaving", "killed it"): removed first. */
  harmless: RegExp[];
  /** Denials ("I'm not suicidal", "I would never hurt myself"): removed before the rules run. */
  denials: RegExp[];
  /** Signs of distress (hopeless, can't cope): they turn a means question into a crisis. */
  distress: RegExp[];
  /** Life events that are risk factors (a job, a partner, a home lost): with a plain means question, a crisis. */
  stressors: RegExp;
  /** A question about methods or means: needs a question cue and a means word in one sentence. */
  meansCue: RegExp;
  meansWord: RegExp;
  /** A harmless reason to ask (an exam, a job, a trip): a means question without distress is fine. */
  benignPurpose: RegExp;
  /** Words that put risk in time: tonight, tomorrow, this weekend. */
  timing: RegExp;
  /** "I'm safe now", "my sister is with me", "I called the line". */
  safeNow: RegExp[];
}

const L = "\\p{L}0-9";

/**
 * A phrase pattern with {MACRO}s expanded, matched on whole words: "i {WANT} to {DIE}" becomes
 * /(?<![\p{L}0-9])i (?:want|…) to (?:die|…)(?![\p{L}0-9])/u.
 */
export function phrases(macros: Record<string, string>, ...sources: string[]): RegExp {
  const expand = (s: string): string =>
    s.replace(/\{([A-Z_]+)\}/g, (_, name: string) => {
      const m = macros[name];
      if (m === undefined) throw new Error(`unknown macro {${name}}`);
      return `(?:${expand(m)})`;
    });
  return new RegExp(sources.map((s) => `(?<![${L}])(?:${expand(s)})(?![${L}])`).join("|"), "u");
}

/** Words as one alternation: words("a", "b c") → "(?:a|b c)". */
export const any = (...words: string[]) => `(?:${words.join("|")})`;
