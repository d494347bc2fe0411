// What the learned reader sees of a message or thread: the words as the rules read them (harmless
// idioms already scrubbed), the concepts of each sentence and their pairs, the levels the phrase
// rules gave, and whether there is a means question, distress, a time, or a low mood.
import type { TurnFindings } from "../assess.ts";

export function riskFeatures(turns: readonly TurnFindings[], moodLevel?: number | null): string[] {
  const out = new Set<string>();
  if (moodLevel != null && moodLevel <= 2) out.add("X:low-mood");
  for (const f of turns) {
    for (const word of f.text.split(" ")) if (word && word !== "~") out.add(word);
    const perSentence = new Map<number, Set<string>>();
    for (const sentences of f.spans.values()) {
      sentences.forEach((spans, i) => {
        const concepts = perSentence.get(i) ?? new Set<string>();
        for (const concept of spans.keys()) concepts.add(concept);
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
