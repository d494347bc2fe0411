// Thinking traps in the user's words: which ones, never how they were worded (replies never quote them).

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

const NEGATIVE =
  "(mess|fail|(?<!(what'?s|whats|nothing'?s|nothings|nothing is|anything|something) )wrong|ruin|screw|bad|terrible|useless|stupid|hate|awful|worst|boring|mistake|embarrass|speak up|good enough|get it right|works?\\b(?! (thinks|knows|is|was|says))|goes right|quiet)";

const TRAP_PATTERNS: [TrapId, RegExp][] = [
  [
    "labelling",
    /\bi'?m (such )?(a |an )?(total |complete )?(failure|loser|idiot|stupid|useless|worthless|mess|disappointment|joke|fraud)\b/i,
  ],
  [
    "mind-reading",
    /\b(they|everyone|people|he|she|my boss|my manager|my colleagues|my friends|my parents)( all)? (must |probably |definitely |obviously |will |would |'ll )?((think|thinks|thought|see|sees)( that)? (i\b|i'|me\b|my\b)(?!'?m (at|in|on|out|with|going|fine|okay|ok|home|sick|ill)\b| (had|was at|went)\b)|judge|judges|judged|(hate|hates)(?= (me|my|us|our|how i|that i|it when i)\b)|noticed)|\b(they|everyone|people|he|she)( all)? (must |will |would |'ll )(laugh|judge|hate)|\b(shell|hell|theyll)\s+(think|assume|decide|say)\s+(i\b|i'|im\b|me\b|my\b)/i,
  ],
  [
    "fortune-telling",
    /\b(i'?ll never|i will never|never going to|going to fail|won'?t ever|will always be|i'?m going to mess|no one will ever|nobody will ever|they'?ll find out)\b[^.!?]*/i,
  ],
  [
    "catastrophising",
    /\b((?<!\b(not|isn'?t|isnt|wasn'?t|wasnt|hardly|never) )ruined|(?<!\b(not|isn'?t|isnt|wasn'?t|wasnt|hardly|never) (a |such a |exactly a )?)disaster|(?<!\b(weekends?|evenings?|nights?|mornings?|afternoons?|\w+days?|bedtime|holidays|lunchtimes?)( are| is|'re|'s)? )the worst(?! (part|bit|thing|of it|is|time|days?))|(?<!\b(not|isn'?t|isnt|wasn'?t|wasnt|hardly|won'?t be|wont be|never) the )end of the world|everything is over|catastroph\w*|completely destroyed|what if\b[^.!?]*)/i,
  ],
  [
    "comparison",
    /\b(everyone else(?! (laughs?|laughed|joins? in|joined in|went|goes|left|leaves|was there|is there|came|comes|agreed|agrees|said|says|too|as well)\b)|better than me|smarter than me|other (people|students|colleagues) (are|have|finish|get)|compared to (them|others|everyone))\b[^.!?,]{0,30}/i,
  ],
  [
    "all-or-nothing",
    new RegExp(
      `\\b((always|never|every time|everything|nothing|everyone|nobody|no one)\\b[^.!?,]{0,40}\\b${NEGATIVE}\\w*[^.!?,]{0,24}|(total|complete|utter)(ly)? (failure|disaster|mess|idiot|loser))`,
      "i",
    ),
  ],
  // About oneself ("I should have seen it coming"), not plans ("I have to give a speech", "should I tell him?").
  // "i should make a price sign so i dont have to…": a practical idea, not a rule to judge themselves by.
  [
    "should",
    /\bi (really )?(should|shouldn'?t|must|ought to)\b(?! be kinder| be nicer| (just |probably |maybe )?(make|print|buy|pack|book|bring|set up|label|write down|check)\b)[^.!?,]{0,40}/i,
  ],
  [
    "discounting",
    /\b(just luck|only luck|got lucky|doesn'?t count|anyone could have|it was nothing|just being nice)\b/i,
  ],
  ["emotional-reasoning", /\bi feel (like )?(a |an )?(fraud|failure|idiot|loser|burden)\b/i],
];

export function detectTraps(text: string): TrapId[] {
  return TRAP_PATTERNS.filter(([, re]) => re.test(text)).map(([id]) => id);
}

export const TRAP_NAMES: Record<TrapId, string> = {
  labelling: "labelling",
  "all-or-nothing": "all-or-nothing thinking",
  catastrophising: "catastrophising",
  "mind-reading": "mind reading",
  "fortune-telling": "fortune telling",
  should: '"should" statements',
  discounting: "discounting the positive",
  comparison: "comparison",
  "emotional-reasoning": "emotional reasoning",
};

export function capitalise(s: string): string {
  return s.length > 0 ? s[0]!.toUpperCase() + s.slice(1) : s;
}
