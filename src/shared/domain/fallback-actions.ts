// SPEC section 9's fallback suggestions: used by the guided coach when nothing else fits, and by
// the client when generate-actions cannot be reached at all.
import type { SuggestedAction } from "#shared/schemas/coach.ts";

/**
 * Suggestions for `minutes` left: 3 or less, a quick gratitude writing; 5 or less, a small-win
 * writing plus a 2-minute breathing timer when it fits; more, three gratitudes plus a 5-minute
 * focus timer when at least 5 minutes remain, or a 3-minute positive self-talk when 3 remain.
 */
export function fallbackSuggestions(minutes: number, goalType = "motivation"): SuggestedAction[] {
  const mk = (
    id: string,
    title: string,
    description: string,
    category: SuggestedAction["category"],
    mins: number,
    duration: number | null,
  ) => ({
    id,
    title,
    description,
    category,
    timeEstimate: `${mins} min`,
    goalType,
    goalExplanation: "A quick, reliable way to practise every day.",
    duration,
    checklistItems: null,
  });
  // NaN or anything up to 3 minutes gets the smallest suggestion.
  if (!(minutes > 3))
    return [
      mk(
        "fallback-gratitude",
        "Quick gratitude",
        "Write one thing you're grateful for today.",
        "writing-single",
        3,
        null,
      ),
    ];
  if (minutes <= 5) {
    const out = [
      mk("fallback-small-win", "Small win", "Write down one small win from today.", "writing-single", 3, null),
    ];
    if (minutes - 3 >= 2)
      out.push(mk("fallback-breathing", "Breathing break", "Breathe slowly for two minutes.", "timer", 2, 120));
    return out;
  }
  const out = [
    mk(
      "fallback-three-gratitudes",
      "Three gratitudes",
      "Write three things you're grateful for.",
      "writing-triple",
      5,
      null,
    ),
  ];
  const left = minutes - 5;
  if (left >= 5)
    out.push(mk("fallback-focus", "Five-minute focus", "Focus on one task for five minutes.", "timer", 5, 300));
  else if (left >= 3)
    out.push(
      mk(
        "fallback-self-talk",
        "Positive self-talk",
        "Say three kind, true things to yourself.",
        "writing-single",
        3,
        null,
      ),
    );
  return out;
}
