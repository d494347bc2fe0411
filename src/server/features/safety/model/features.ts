// What the learned reader sees of a message or thread: the words as the rules read them (harmless
// idioms already scrubbed), the concepts of each sentence and their pairs, the levels the phrase
// rules gave, and whether there is a means question, distress or a time.
//
// Not read: function words ("i", "when", "really": they carry how the labelled examples happen to
// be written, not what they say) and the mood level (in the examples a mood comes mostly with
// crisis notes, in the app with every low day: the reader learned "low mood = crisis").
import type { TurnFindings } from "../assess.ts";
import { RULES_ONLY_CONCEPTS } from "../concepts.ts";
import { de } from "../lexicon/de.ts";
import { en } from "../lexicon/en.ts";
import { es } from "../lexicon/es.ts";
import { fr } from "../lexicon/fr.ts";
import { pt } from "../lexicon/pt.ts";

const FUNCTION_WORDS = new Set([en, es, fr, de, pt].flatMap((lex) => lex.stopwords));

// The fourth round of clinical signs is for the rules only: as reader features these broad helper
// concepts (an accident, a fever) moved its weights and its everyday alarms 4.0 -> 5.0% for +0.1
// point of recall. The reader still sees the levels those rules give.
const RULES_ONLY = new Set<string>(RULES_ONLY_CONCEPTS);

export function riskFeatures(turns: readonly TurnFindings[]): string[] {
  const out = new Set<string>();
  for (const f of turns) {
    for (const word of f.text.split(" ")) if (word && word !== "~" && !FUNCTION_WORDS.has(word)) out.add(word);
    const perSentence = new Map<number, Set<string>>();
    for (const sentences of f.spans.values()) {
      sentences.forEach((spans, i) => {
        const concepts = perSentence.get(i) ?? new Set<string>();
        for (const concept of spans.keys()) if (!RULES_ONLY.has(concept)) concepts.add(concept);
        perSentence.set(i, concepts);
      });
    }
    for (const concepts of perSentence.values()) {
      const sorted = [...concepts].sort();
      sorted.forEach((a, i) => {
        out.add(`C:${a}`);
        for (const b of sorted.slice(i + 1)) out.add(`P:${a}+${b}`);
      });
    }
    for (const s of f.signals) out.add(`R:${s.rule.level}`);
    if (f.means) out.add(`X:means-${f.means}`);
    if (f.distress) out.add("X:distress");
    if (f.timing) out.add("X:timing");
  }
  return [...out];
}
