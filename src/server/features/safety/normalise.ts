// Text as the safety rules read it: lower case, accents folded (never letters dropped), apostrophes
// gone ("don't" → "dont"), leetspeak and elongations undone, misspelt key words corrected, split
// into sentences. Pure and deterministic.
import distance from "damerau-levenshtein";
import realWords from "./lexicon/real-words.json" with { type: "json" };

const LEET: Record<string, string> = {
  "0": "o",
  "1": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "@": "a",
  $: "s",
  "!": "i",
};

// Emoji people use for what they cannot write out.
const EMOJI: [RegExp, string][] = [
  [/\u{1F52A}|\u{1F5E1}/gu, " knife "],
  [/\u{1F48A}/gu, " pills "],
  [/\u{1FAA2}/gu, " rope "],
  [/\u{1F52B}/gu, " gun "],
  [/\u{1FA78}/gu, " blood "],
  [/\u{26B0}|\u{1FAA6}/gu, " coffin "],
  // Laughing faces and the skull ("I'm dead 💀") mark a joke.
  [/\u{1F602}|\u{1F923}|\u{1F480}|\u{1F606}|\u{1F639}/gu, " lol "],
];

/** Lower case, accents folded (é → e, ß → ss, ç → c), apostrophes removed, elongations shortened. */
export function fold(text: string): string {
  let t = text;
  for (const [re, word] of EMOJI) t = t.replace(re, word);
  t = t
    .replace(/ß/g, "ss")
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`´']/g, "");
  // Leetspeak only inside words that also have letters ("k1ll", "su1c1de"), so "30 pills" stays.
  t = t.replace(/[\p{L}0-9@$!]+/gu, (w) =>
    /\p{L}/u.test(w) && /[0-9@$]/.test(w) ? w.replace(/[0134579@$!]/g, (c) => LEET[c] ?? c) : w,
  );
  // "d!e", "k!ll": an exclamation mark between letters is an i.
  t = t.replace(/(?<=\p{L})!(?=\p{L})/gu, "i");
  // Elongations: three or more of a vowel become one ("diiiie" → "die"), of a consonant two ("killlll" → "kill").
  t = t.replace(/([aeiouy])\1{2,}/gu, "$1").replace(/(\p{L})\1{2,}/gu, "$1$1");
  return t;
}

/** Sentences of the original text (punctuation and line breaks split them). */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?;])\s+|\n+|(?<=\S)\s+(?=(?:but|pero|mais|aber|mas)\s)/i)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** One sentence in the rules' form: folded, words separated by single spaces, no punctuation. */
export function normaliseSentence(sentence: string): string {
  return fold(sentence)
    .replace(/[^\p{L}0-9?]+/gu, " ")
    .replace(/\?+/g, " ? ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Key words the rules rely on. A token within one edit (two for long words) of one of these is
 * read as it: "sucide", "suicde", "overdoes", "myslef". Short words need an exact match.
 */
export const KEY_TERMS = [
  // en
  "suicide",
  "suicidal",
  "myself",
  "kill",
  "killing",
  "overdose",
  "overdosed",
  "paracetamol",
  "acetaminophen",
  "ibuprofen",
  "tylenol",
  "tablets",
  "pills",
  "anymore",
  "hopeless",
  "worthless",
  "burden",
  "goodbye",
  "unalive",
  "dead",
  "die",
  "dying",
  "life",
  "living",
  "alive",
  "wrists",
  "bleach",
  "antifreeze",
  "hanging",
  "strangle",
  "threatened",
  "threatens",
  "abusive",
  "abusing",
  "raped",
  "sleeping",
  "everyone",
  "nobody",
  "without",
  "tonight",
  "tomorrow",
  "better",
  "around",
  "painless",
  "lethal",
  "insulin",
  "cutting",
  "harming",
  "selfharm",
  "bridge",
  "building",
  // es, pt
  "suicidio",
  "suicidarme",
  "matarme",
  "morirme",
  "morir",
  "vivir",
  "pastillas",
  "cortarme",
  "quitarme",
  "suicidar",
  "comprimidos",
  "remedios",
  "cortar",
  "morrer",
  "viver",
  "desaparecer",
  "aguanto",
  "aguento",
  // fr
  "suicider",
  "mourir",
  "vivre",
  "cachets",
  "medicaments",
  "scarifier",
  "disparaitre",
  "tuer",
  // de
  "umbringen",
  "selbstmord",
  "suizid",
  "sterben",
  "leben",
  "tabletten",
  "ritzen",
  "verschwinden",
];
const KEY_SET = new Set(KEY_TERMS);
const BY_LENGTH = new Map<number, string[]>();
for (const term of KEY_TERMS) {
  for (let n = term.length - 2; n <= term.length + 2; n++) BY_LENGTH.set(n, [...(BY_LENGTH.get(n) ?? []), term]);
}
// Real words one edit away from a key word: never "corrected".
const NEAR_MISSES = new Set([
  "skill",
  "kills",
  "kilo",
  "bill",
  "fill",
  "hill",
  "mill",
  "pill",
  "till",
  "will",
  "killer",
  "deed",
  "died",
  "dad",
  "diet",
  "dine",
  "dire",
  "dice",
  "diy",
  "lie",
  "tie",
  "pie",
  "dye",
  "die",
  "life",
  "lift",
  "wife",
  "knife",
  "lives",
  "loving",
  "giving",
  "having",
  "moving",
  "saving",
  "leaving",
  "living",
  "alike",
  "alive",
  "better",
  "bitter",
  "butter",
  "letter",
  "setter",
  "hanging",
  "banging",
  "changing",
  "ranging",
  "around",
  "aground",
  "abound",
  "sleeping",
  "sweeping",
  "bridge",
  "fridge",
  "ridge",
  "bridges",
  "without",
  "nobody",
  "everyone",
  "pills",
  "tills",
  "bills",
  "hills",
  "wills",
  "mills",
  "dying",
  "dyeing",
  "eying",
  "tying",
  "lying",
  "vivir",
  "viver",
  "vive",
  "vivo",
  "morir",
  "morrer",
  "mourir",
  "leben",
  "lieben",
  "legen",
  "neben",
  "eben",
  "sterben",
  "werben",
  "erben",
  "tuer",
  "tuez",
  "tue",
  "cortar",
  "contar",
  "costar",
  "mostrar",
  "morar",
  "dead",
  "deal",
  "dear",
  "read",
  "head",
  "lead",
  "bead",
  "mead",
  "death",
  "kiss",
  "kit",
  "kin",
  "kid",
  "kilt",
  "tonight",
  "tonite",
  "tomorrow",
  "myself",
  "herself",
  "himself",
  "itself",
  "yourself",
  "thyself",
  "mystery",
  "suicide",
  "living",
  "lethal",
  "mortal",
  "cutting",
  "putting",
  "getting",
  "setting",
  "letting",
  "sitting",
  "hitting",
  "fitting",
  "cuttings",
  "harming",
  "charming",
  "farming",
  "warming",
  "alarming",
  "building",
  "buildings",
  "tablets",
  "tablet",
  "remedio",
  "remedios",
  "worthless",
  "burden",
  "garden",
  "warden",
  "harden",
  "border",
  "goodbye",
  "goodbyes",
  "selfharm",
  // Every dictionary word of the five languages that the correction would turn into a key word
  // ("doing" into "dying"): generated by scripts/gen-real-words.ts from the an-array-of-*-words lists.
  ...realWords,
]);

function correct(token: string, keepRealWords = true): string {
  if (token.length < 5 || KEY_SET.has(token) || (keepRealWords && NEAR_MISSES.has(token)) || /\d/.test(token))
    return token;
  const limit = token.length >= 9 ? 2 : 1;
  let best = token;
  let bestSteps = limit + 1;
  for (const term of BY_LENGTH.get(token.length) ?? []) {
    if (term.length < 5 || term[0] !== token[0]) continue;
    const { steps } = distance(token, term);
    if (steps < bestSteps) {
      best = term;
      bestSteps = steps;
    }
  }
  return bestSteps <= limit ? best : token;
}

/** The key word `token` would be read as, ignoring the list of real words (for the generator). */
export const keyWordNear = (token: string): string => correct(token, false);

/** Misspelt key words replaced by the word meant. */
export function correctSpelling(normalised: string): string {
  return normalised
    .split(" ")
    .map((w) => correct(w))
    .join(" ");
}

/** A user's text as the rules read it: one string per sentence. */
export function prepare(text: string): string[] {
  return splitSentences(text)
    .map((s) => correctSpelling(normaliseSentence(s)))
    .filter(Boolean);
}
