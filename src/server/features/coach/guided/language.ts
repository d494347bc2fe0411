// Reading the user's words: reflections, feelings, topics and thinking traps. Pure and deterministic.

const SWAPS: Record<string, string> = {
  i: "you",
  "i'm": "you're",
  im: "you're",
  "i've": "you've",
  "i'll": "you'll",
  "i'd": "you'd",
  me: "you",
  my: "your",
  mine: "yours",
  myself: "yourself",
  am: "are",
  "i was": "you were",
  we: "you",
  our: "your",
  us: "you",
};

/** Turns the user's sentence into the coach's words: "I failed my exam" → "you failed your exam". */
export function swapPronouns(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\bI was\b/gi, "you were")
    .replace(/\b(i'm|im|i've|i'll|i'd|i|me|my|mine|myself|am|we|our|us)\b/gi, (w) => SWAPS[w.toLowerCase()] ?? w);
}

export function sentences(text: string): string[] {
  return text
    .replace(/\s+/g, " ")
    .split(/(?<=[.!?;])\s+|\n+/)
    .map((s) => s.trim().replace(/[.!?;,:\s]+$/, ""))
    .filter((s) => s.length > 0);
}

const wordCount = (s: string) => s.split(/\s+/).filter(Boolean).length;

/** At most `max` words, cut at a clause boundary where possible. */
export function clip(text: string, max = 18): string {
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length <= max) return text;
  const head = words.slice(0, max).join(" ");
  const comma = head.lastIndexOf(",");
  return comma > 20 ? head.slice(0, comma) : head;
}

export const FEELINGS: [RegExp, string][] = [
  [/\b(sad|down|low|unhappy|heartbroken|crying|cried|tears)\b/i, "sad"],
  [/\b(anxious|anxiety|nervous|panic|panicking|worried|worry|scared|afraid|dread)\b/i, "anxious"],
  [/\b(ashamed|shame|embarrass(ed|ing)?|humiliated)\b/i, "embarrassed"],
  [/\b(angry|mad|furious|annoyed|frustrat(ed|ing))\b/i, "frustrated"],
  [/\b(lonely|alone|isolated)\b/i, "lonely"],
  [/\b(overwhelm(ed|ing)?|too much|swamped)\b/i, "overwhelmed"],
  [/\b(stuck|paralys(ed|is)|frozen)\b/i, "stuck"],
  [/\b(tired|exhausted|drained|burn(ed|t)? out)\b/i, "drained"],
  [/\b(guilty|guilt)\b/i, "guilty"],
  [/\b(hurt|rejected|betrayed)\b/i, "hurt"],
  [/\b(fraud|fake|imposter|impostor)\b/i, "like you don't belong"],
  [/\b(worthless|useless|not good enough)\b/i, "not good enough"],
];

export function detectFeelings(text: string): string[] {
  return FEELINGS.filter(([re]) => re.test(text)).map(([, name]) => name);
}

export const TOPICS = ["exam", "work-anxiety", "breakup", "imposter", "procrastination"] as const;
export type Topic = (typeof TOPICS)[number] | "general";

const TOPIC_PATTERNS: [Topic, RegExp][] = [
  ["imposter", /\b(imposter|impostor|fraud|fake it|found out|don'?t belong|not qualified|luck(y)?|don'?t deserve)\b/i],
  ["breakup", /\b(break ?up|broke up|dumped|my ex|ex[- ](boyfriend|girlfriend|partner)|relationship ended|split up|heartbr\w+|divorce)\b/i],
  ["exam", /\b(exam|test|grade|grades|class|course|module|professor|teacher|study|studying|revision|marks?|gpa|university|school)\b/i],
  ["procrastination", /\b(procrastinat\w*|putting (it )?off|put off|can'?t start|can'?t get started|keep delaying|avoid(ing)? (it|the task)|last minute|deadline)\b/i],
  ["work-anxiety", /\b(work|job|office|colleague|coworker|co-worker|boss|manager|meeting|team|presentation|speak up|small talk)\b/i],
];

/** The conversation's topic: the first user messages weigh most, later ones can still set it. */
export function detectTopic(userTexts: string[]): Topic {
  const scores = new Map<Topic, number>();
  userTexts.forEach((text, index) => {
    const weight = index === 0 ? 3 : 1;
    for (const [topic, re] of TOPIC_PATTERNS) {
      const matches = text.match(new RegExp(re.source, "gi"))?.length ?? 0;
      if (matches > 0) scores.set(topic, (scores.get(topic) ?? 0) + matches * weight);
    }
  });
  let best: Topic = "general";
  let bestScore = 0;
  for (const [topic] of TOPIC_PATTERNS) {
    const s = scores.get(topic) ?? 0;
    if (s > bestScore) {
      best = topic;
      bestScore = s;
    }
  }
  return best;
}

export type TrapId =
  | "labelling"
  | "all-or-nothing"
  | "catastrophising"
  | "mind-reading"
  | "fortune-telling"
  | "should"
  | "discounting"
  | "comparison"
  | "emotional-reasoning";

export interface TrapMatch {
  id: TrapId;
  quote: string;
}

const NEGATIVE = "(mess|fail|wrong|ruin|screw|bad|terrible|useless|stupid|hate|awful|worst|boring|mistake|embarrass|speak up|good enough|get it right|works?|goes right|quiet)";

const TRAP_PATTERNS: [TrapId, RegExp][] = [
  ["labelling", /\bi'?m (such )?(a |an )?(total |complete )?(failure|loser|idiot|stupid|useless|worthless|mess|disappointment|joke|fraud)\b/i],
  ["mind-reading", /\b(they|everyone|people|he|she|my boss|my manager|my colleagues|my friends|my parents)( all)? (must |probably |definitely |obviously )?(think|thinks|thought|see|sees|judge|judges|judged|hate|hates|noticed)\b/i],
  ["fortune-telling", /\b(i'?ll never|i will never|never going to|going to fail|won'?t ever|will always be|i'?m going to mess|no one will ever|nobody will ever|they'?ll find out)\b[^.!?]*/i],
  ["catastrophising", /\b(ruined|disaster|the worst|end of the world|everything is over|catastroph\w*|completely destroyed|what if\b[^.!?]*)/i],
  ["comparison", /\b(everyone else|better than me|smarter than me|other (people|students|colleagues) (are|have|finish|get)|compared to (them|others|everyone))\b[^.!?,]{0,30}/i],
  ["all-or-nothing", new RegExp(`\\b((always|never|every time|everything|nothing|everyone|nobody|no one)\\b[^.!?,]{0,40}\\b${NEGATIVE}\\w*[^.!?,]{0,24}|(total|complete|utter)(ly)? (failure|disaster|mess|idiot|loser))`, "i")],
  ["should", /\b(i )?(should|shouldn'?t|must|have to|ought to)\b[^.!?,]{0,40}/i],
  ["discounting", /\b(just luck|only luck|got lucky|doesn'?t count|anyone could have|it was nothing|just being nice)\b/i],
  ["emotional-reasoning", /\bi feel (like )?(a |an )?(fraud|failure|idiot|loser|burden)\b/i],
];

export function detectTraps(text: string): TrapMatch[] {
  const found: TrapMatch[] = [];
  for (const [id, re] of TRAP_PATTERNS) {
    const m = re.exec(text);
    if (!m) continue;
    // Never cut a word in half: drop a partial last word.
    const cut = /[a-z']/i.test(text[m.index + m[0].length] ?? "") ? m[0].replace(/\s+\S*$/, "") : m[0];
    found.push({ id, quote: clip(cut.trim().replace(/[.!?;,:\s]+$/, ""), 12) });
  }
  return found;
}

export const TRAP_NAMES: Record<TrapId, string> = {
  labelling: "labelling",
  "all-or-nothing": "all-or-nothing thinking",
  catastrophising: "catastrophising",
  "mind-reading": "mind reading",
  "fortune-telling": "fortune telling",
  should: "\"should\" statements",
  discounting: "discounting the positive",
  comparison: "comparison",
  "emotional-reasoning": "emotional reasoning",
};

/** Kind words that name a trap; each contains the trap's name so it is only named once per chat. */
export function nameTrap(t: TrapMatch): string {
  const q = `"${t.quote}"`;
  switch (t.id) {
    case "labelling":
      return `When you call yourself ${q}, I think a thinking trap called labelling is at work: one hard moment gets stretched into your whole identity. You are far more than that one moment.`;
    case "mind-reading":
      return `There may be a little mind reading in ${q}. None of us can see inside other people's heads, and a worried mind tends to fill the gap with the harshest guess.`;
    case "fortune-telling":
      return `"${capitalise(t.quote)}" sounds like fortune telling: predicting the future as if it were already decided. It feels like a fact, but it's really a forecast made on a bad day.`;
    case "catastrophising":
      return `I notice some catastrophising in ${q}. When we're hurting, the mind jumps to the worst possible outcome and it feels certain, even when other outcomes are just as likely.`;
    case "all-or-nothing":
      return `Words like ${q} can be a sign of all-or-nothing thinking, where one result turns into a verdict about everything. It's a very human habit, not a flaw in you.`;
    case "should":
      return `I hear a "should" in ${q}. "Should" statements quietly turn a hope into a rule, and then we judge ourselves harshly for breaking it.`;
    case "discounting":
      return `I wonder if you're discounting the positive when you say ${q}. The part you played in things going well counts too.`;
    case "comparison":
      return `Comparison might be pulling at you in ${q}: it's easy to compare our insides with everyone else's highlight reel.`;
    case "emotional-reasoning":
      return `Feeling it doesn't make it true: treating ${q} as proof is called emotional reasoning, and it's one of the most common traps there is.`;
  }
}

export function capitalise(s: string): string {
  return s.length > 0 ? s[0]!.toUpperCase() + s.slice(1) : s;
}

export function lowerFirst(s: string): string {
  if (/^I\b/.test(s)) return s;
  return s.length > 0 ? s[0]!.toLowerCase() + s.slice(1) : s;
}

export { wordCount };
