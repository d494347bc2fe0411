// The second reader of the safety layer: concepts, not phrases. Each language lists the words for
// a few clinical concepts (wanting, dying, a partner, hurting, a child, a weapon, a time…); the
// combinations below, written once for every language, say which concepts together in one
// sentence are a risk. Phrase rules catch what people write word for word; these catch the same
// meaning said another way ("I get this flash of wanting to shake her", "he grabbed my arm so hard
// there are finger marks"). See docs/decisions/013-safety-layer.md.
import type { RiskKind } from "#shared/schemas/safety.ts";
import type { Rule } from "./lexicon/rules.ts";

/**
 * Fourth round (lexicon/concepts-signs.ts, SIGN_WORDS_4), from the clinical and safeguarding lists: read by
 * the rules only, never as features of the learned reader (model/features.ts).
 */
export const RULES_ONLY_CONCEPTS = [
  /** Leakage of intent: warning someone to stay away, "you'll see it on the news". */
  "leak",
  /** A grievance wanting payback: "they'll all pay", "he won't see it coming". */
  "revenge",
  /** Identification with earlier attackers: "the next Columbine". Alone a crisis. */
  "idol",
  /** Something taken taking effect: "it's kicking in", "ça commence à tourner", "tô ficando tonta". */
  "onset",
  /** Last resort: "nothing to lose", "they left me no choice", taking others "down with me". */
  "lastresort",
  /** A weapon obtained or carried: bought a gun, a knife on me, I know the gun safe's code. */
  "armed",
  /** Self-harm hidden: long sleeves in the heat, "so no one sees my arms", "I said the cat did it". */
  "shhide",
  /** A wound needing care: needs stitches, gaping, infected, bleeding pressure does not stop. */
  "wound",
  /** An accident or a procedure that explains a wound: fell, cooking, surgery, a tattoo. */
  "accident",
  /** A fever or an infection (sepsis and meningitis are read with their red flags). */
  "fever",
  /** Red flags of sepsis and meningitis: stiff neck, light hurting the eyes, no wee all day, confused. */
  "redflag",
  /** Read only with a fever: breathing very fast, severe muscle pain, "feels like I'm going to die". */
  "sickness",
  /** A child's neglect, grooming or exploitation (NSPCC): read with a child or a minor. */
  "csafe",
  /** A room or a car sealed (windows or vents taped, a barbecue indoors): carbon monoxide, read with `engine`. */
  "sealed",
  /** An engine running, sitting in the car. */
  "engine",
] as const;

export const CONCEPTS = [
  /** The writer: I, me, my, myself. */
  "self",
  /** Another adult who can hurt: he, she, my partner, my dad, the carer. */
  "other",
  /** A child who can be hurt: baby, toddler, my son, my little brother, a kid in my class. */
  "child",
  /** The writer says they are a child: "I'm 13", "I'm in year 9". */
  "minor",
  /** Wanting or meaning to: want, wish, going to, thinking about, ready, tempted, jealous of. */
  "want",
  /** Death and not existing: die, dead, death, not be here, disappear for good, sleep forever. */
  "die",
  /** Killing oneself, said outright: suicide, kill myself, end my life, unalive. Alone a crisis. */
  "selfkill",
  /** Life and going on: life, living, alive, existing, being here, going on. */
  "life",
  /** Giving up on it: no point, no reason, can't go on, done with, tired of, nothing left. */
  "nope",
  /** Goodbyes and affairs in order: letters to my family, gave my things away, the last one. */
  "farewell",
  /** A plan: a date set, pills counted out, a rope bought, made to look like an accident. */
  "plan",
  /** When: tonight, tomorrow, on Sunday, after everyone is asleep. */
  "time",
  /** Means of dying: pills, rope, bridge, train, gun, blade. */
  "means",
  /** A way of dying as an act: step in front, jump off, drive into, walk into the sea. */
  "act",
  /** Not being here for long: won't make it to my birthday, by the time you read this. */
  "nothere",
  /** The writer gone: without me, if I wasn't around, once I'm gone. */
  "gone",
  /** Others fine without them: fine, better off, cope, notice, care, miss me. */
  "okay",
  /** Places people die from: a platform, a bridge, traffic, the sea (with an act, see "act"). */
  "place",
  /** Question words: how, what, which, would, does (a question when they come first). */
  "ask",
  /** Marks a question wherever it is: "?", does anyone know, hypothetically, asking for a friend. */
  "query",
  /** What makes a question about means dangerous: lethal, enough, painless, how long it takes. */
  "lethal",
  /** An attempt under way: the car running in the garage, sitting on the ledge, pills in hand. */
  "underway",
  /** Self-harm said outright: hurt myself, punish myself, went back to the blade, fresh scars. */
  "shself",
  /** Fear of one's own actions: scared of what I might do. */
  "selffear",
  /** Self-harm acts: cut, blade, razor, burn myself, scratched till it bled, relapse. */
  "sh",
  /** Parts of the body self-harm marks: arm, wrist, thigh, skin. */
  "body",
  /** Hurting a person: hit, beat, punch, kick, slap, shove, choke, grab, shake, rape, bruise. */
  "violence",
  /** Coercive control: reads my texts, takes my pay, won't let me, tracks my phone, my nudes. */
  "control",
  /** Threats: says he'll, threatens to, I'll regret it, finish what he started, if I leave. */
  "threat",
  /** Planning to get safe: refuge, shelter, what to pack, clear my history, is it safe to type. */
  "escape",
  /** Fear of someone: scared of him, terrified, I flinch, walking on eggshells. */
  "fear",
  /** Neglect or grooming of a child: not fed, locked outside, a special game, send pictures, don't tell. */
  "neglect",
  /** Happening right now: right now, banging on the door, he's downstairs, on his way. */
  "now",
  /** Harming someone else: kill, stab, shoot, poison, hurt, make him pay. */
  "harm",
  /** Who: him, her, them, that guy, everyone who laughed, the people at work. */
  "target",
  /** A weapon or what was brought: gun, knife, the kit, what I brought. */
  "weapon",
  /** Already taken: took, swallowed, downed, overdosed. */
  "took",
  /** A body in danger: can't breathe, unconscious, floppy, won't wake up, bleeding won't stop. */
  "emergency",
  /** A day chosen, with nothing it is for: "I've picked the date", "c'est décidé", "der Termin steht". */
  "date",
  /** Possessions not needed any more: "I won't be needing them anyway". */
  "noneed",
  /** Giving things to others: gave, sold, handed down. */
  "gave",
  /** A goodbye's apology: "sorry mum", "none of this is your fault", "if anyone reads this". */
  "apology",
  /** A sudden calm: "I'm ready", "it is time", "I'm at peace now". */
  "ready",
  /** Someone else killing themselves: "she's going to kill herself", "se va a matar". */
  "otherkill",
  /** The means at hand: in my hand, in front of me, on the table. */
  "inhand",
  /** Feeling a burden: "I'm just in everyone's way", "they'd be better off without me". */
  "burden",
  /** Being alone as part of a plan: after mum leaves, when no one is home. */
  "alonetime",
  /** "Doing it", "go through with it". */
  "doit",
  /** Someone unreachable: not answering, phone off. */
  "noreply",
  /** Knowing where or when a target is: "I know where he works". */
  "knowwhere",
  /** The writer at a height or on the tracks now: "I'm on the roof of the car park". */
  "onplace",
  /** Being at such a place for an ordinary reason: fixing the roof, a rooftop bar, a view, a commute. */
  "benignplace",
  /** Looking at or standing by: staring at, watching, "je regarde", "fico olhando". */
  "gaze",
  /** The pull of a place or a means: "how easy it would be", "autrement", "pensando que seria". */
  "pull",
  /** A firearm: gun, pistol, shotgun, "caçadeira", "Gewehr". */
  "firearm",
  /** Holding it, sitting with it, loaded on the table, "and not coming back". */
  "holding",
  /** Resolve to act: "I've decided", "I'm very calm about it", "he'll pay", "j'ai pensé à tout". */
  "resolve",
  ...RULES_ONLY_CONCEPTS,
] as const;
export type Concept = (typeof CONCEPTS)[number];

/** A language's words for each concept: alternations of normalised words (folded, no punctuation). */
export type ConceptWords = Partial<Record<Concept, string[]>>;

const L = "\\p{L}0-9";
export type CompiledConcepts = Map<Concept, RegExp>;

export function compileConcepts(words: ConceptWords): CompiledConcepts {
  const out: CompiledConcepts = new Map();
  for (const [concept, list] of Object.entries(words) as [Concept, string[]][]) {
    if (list.length > 0) out.set(concept, new RegExp(`(?<![${L}])(?:${list.join("|")})(?![${L}])`, "gu"));
  }
  return out;
}

/** Where each concept occurs in a sentence, as word positions [first, last]. */
export type Spans = Map<Concept, [number, number][]>;

export function findConcepts(sentence: string, compiled: CompiledConcepts): Spans {
  const spans: Spans = new Map();
  // Word index of each character: words are separated by single spaces in normalised text.
  const wordAt: number[] = [];
  let w = 0;
  for (const ch of sentence) {
    wordAt.push(w);
    if (ch === " ") w++;
  }
  for (const [concept, re] of compiled) {
    re.lastIndex = 0;
    for (const m of sentence.matchAll(re)) {
      const start = wordAt[m.index] ?? 0;
      const end = wordAt[m.index + Math.max(0, m[0].length - 1)] ?? start;
      spans.set(concept, [...(spans.get(concept) ?? []), [start, end]]);
    }
  }
  return spans;
}

/** The concepts of several sentences as one (positions kept apart so nothing is "near" across them). */
export function mergeSpans(all: Spans[]): Spans {
  const merged: Spans = new Map();
  all.forEach((spans, i) => {
    for (const [concept, list] of spans) {
      merged.set(concept, [
        ...(merged.get(concept) ?? []),
        ...list.map(([a, b]): [number, number] => [a + i * 1000, b + i * 1000]),
      ]);
    }
  });
  return merged;
}

/** Questions the combinations ask of one sentence. */
class Sentence {
  constructor(private readonly spans: Spans) {}
  has(...concepts: Concept[]): boolean {
    return concepts.every((c) => (this.spans.get(c)?.length ?? 0) > 0);
  }
  some(...concepts: Concept[]): boolean {
    return concepts.some((c) => (this.spans.get(c)?.length ?? 0) > 0);
  }
  count(concept: Concept): number {
    return this.spans.get(concept)?.length ?? 0;
  }
  /** The sentence is a question: a question word among its first words, or a marker ("?", "hypothetically"). */
  asks(): boolean {
    return this.has("query") || (this.spans.get("ask") ?? []).some(([start]) => start <= 2);
  }
  /** `a` ends before `b` starts, with at most `gap` words between them. */
  before(a: Concept, b: Concept, gap = 6): boolean {
    for (const [, aEnd] of this.spans.get(a) ?? []) {
      for (const [bStart] of this.spans.get(b) ?? []) if (bStart > aEnd && bStart - aEnd - 1 <= gap) return true;
    }
    return false;
  }
  /** `a` and `b` within `gap` words of each other, either order (overlapping counts). */
  near(a: Concept, b: Concept, gap = 6): boolean {
    for (const [aStart, aEnd] of this.spans.get(a) ?? []) {
      for (const [bStart, bEnd] of this.spans.get(b) ?? []) {
        if (bStart > aEnd ? bStart - aEnd - 1 <= gap : aStart > bEnd ? aStart - bEnd - 1 <= gap : true) return true;
      }
    }
    return false;
  }
}

interface Combination {
  id: string;
  kind: RiskKind;
  level: Rule["level"];
  flags?: Rule["flags"];
  when: (s: Sentence) => boolean;
}

// The combinations, strongest first within each kind. Written once; every language feeds them.
const COMBINATIONS: Combination[] = [
  // ---- suicide (C-SSRS: wish to be dead, thoughts, intent, plan; warning signs)
  { id: "c:underway", kind: "suicide", level: "imminent", when: (s) => s.has("underway") },
  { id: "c:sealed-engine", kind: "suicide", level: "imminent", when: (s) => s.has("sealed", "engine") },
  {
    id: "c:act-now",
    kind: "suicide",
    level: "imminent",
    flags: ["plan"],
    when: (s) => s.before("want", "act", 6) && s.some("means", "place") && s.some("time", "now"),
  },
  { id: "c:selfkill", kind: "suicide", level: "crisis", when: (s) => s.has("selfkill") },
  {
    id: "c:plan-to-die",
    kind: "suicide",
    level: "imminent",
    flags: ["plan"],
    when: (s) => s.has("plan", "time") && s.some("means", "die", "selfkill", "farewell"),
  },
  { id: "c:wish-to-die", kind: "suicide", level: "crisis", when: (s) => s.before("want", "die", 5) },
  { id: "c:no-life", kind: "suicide", level: "crisis", when: (s) => s.near("nope", "life", 4) },
  {
    id: "c:plan",
    kind: "suicide",
    level: "crisis",
    flags: ["plan", "warning"],
    when: (s) => s.has("plan") && s.some("means", "die", "farewell", "time"),
  },
  {
    id: "c:act-means",
    kind: "suicide",
    level: "crisis",
    when: (s) => s.before("want", "act", 6) && (s.near("act", "means", 5) || s.near("act", "place", 5)),
  },
  { id: "c:not-here", kind: "suicide", level: "crisis", flags: ["warning"], when: (s) => s.has("nothere") },
  { id: "c:without-me", kind: "suicide", level: "crisis", flags: ["warning"], when: (s) => s.near("okay", "gone", 6) },
  {
    id: "c:act",
    kind: "suicide",
    level: "concern",
    when: (s) => s.near("act", "means", 5) || s.near("act", "place", 5),
  },
  { id: "c:ready-plan", kind: "suicide", level: "imminent", flags: ["plan"], when: (s) => s.has("ready", "plan") },
  {
    id: "c:goodbye",
    kind: "suicide",
    level: "crisis",
    flags: ["warning"],
    when: (s) => s.has("farewell") && s.some("apology", "ready", "noneed"),
  },
  {
    id: "c:gave-noneed",
    kind: "suicide",
    level: "crisis",
    flags: ["warning"],
    when: (s) => s.has("noneed") && s.some("gave", "farewell"),
  },
  {
    id: "c:date-time",
    kind: "suicide",
    level: "crisis",
    flags: ["plan"],
    when: (s) => s.has("date") && s.some("time", "die", "means", "farewell"),
  },
  { id: "c:other-kill", kind: "suicide", level: "crisis", when: (s) => s.has("otherkill") },
  {
    id: "c:means-inhand",
    kind: "suicide",
    level: "imminent",
    when: (s) => s.has("means", "inhand") && s.some("want", "nope", "die", "selfkill"),
  },
  {
    id: "c:unreachable",
    kind: "suicide",
    level: "imminent",
    when: (s) => s.has("noreply") && s.some("farewell", "apology", "place", "otherkill", "took"),
  },
  {
    id: "c:doit-alone",
    kind: "suicide",
    level: "imminent",
    flags: ["plan"],
    when: (s) => s.has("doit", "alonetime") && s.some("time", "date", "means", "nope"),
  },
  { id: "c:took-sorry", kind: "suicide", level: "imminent", when: (s) => s.has("took", "apology") },
  // An overdose already taking effect (C-SSRS: an actual attempt), or its effect told with a goodbye.
  { id: "c:took-onset", kind: "medical", level: "imminent", when: (s) => s.has("took", "onset") },
  {
    id: "c:onset-farewell",
    kind: "suicide",
    level: "imminent",
    when: (s) => s.has("onset") && s.some("farewell", "noreply") && s.some("means", "doit", "took"),
  },
  {
    id: "c:gave-farewell",
    kind: "suicide",
    level: "crisis",
    flags: ["warning"],
    when: (s) => s.has("gave", "farewell"),
  },
  // 988 / Samaritans: affairs put in order, several at once ("cancel the subscriptions, passwords for my brother").
  {
    id: "c:affairs",
    kind: "suicide",
    level: "crisis",
    flags: ["warning"],
    when: (s) => s.count("farewell") >= 2,
  },
  { id: "c:farewell", kind: "suicide", level: "concern", flags: ["warning"], when: (s) => s.has("farewell") },
  { id: "c:burden", kind: "suicide", level: "concern", flags: ["warning"], when: (s) => s.has("burden") },
  { id: "c:date", kind: "suicide", level: "concern", when: (s) => s.has("date") },
  // ---- self-harm
  { id: "c:sh-inhand", kind: "self-harm", level: "imminent", when: (s) => s.has("sh", "inhand") },
  {
    id: "c:self-harm",
    kind: "self-harm",
    level: "crisis",
    when: (s) => s.has("shself") || s.before("sh", "body", 3) || s.before("want", "sh", 4),
  },
  // NHS / Rethink: injuries hidden or explained away; first aid: a self-harm wound that needs care.
  { id: "c:sh-hidden", kind: "self-harm", level: "crisis", when: (s) => s.has("shhide") && s.some("sh", "wound") },
  {
    id: "c:sh-wound",
    kind: "self-harm",
    level: "crisis",
    when: (s) => s.has("wound") && s.some("sh", "shhide") && !s.has("accident"),
  },
  { id: "c:sh-hide", kind: "self-harm", level: "concern", when: (s) => s.has("shhide") },
  // ---- medical: already taken, or a body in danger
  {
    id: "c:took-means",
    kind: "medical",
    level: "imminent",
    when: (s) => s.has("took", "means") && s.before("took", "means", 6),
  },
  {
    id: "c:emergency",
    kind: "medical",
    level: "imminent",
    when: (s) => s.has("emergency") && (s.some("self", "child", "other", "took", "now") || s.count("emergency") >= 2),
  },
  // UK Sepsis Trust / NHS sepsis and meningitis: a red flag with a fever or an infection, or two red flags.
  {
    id: "c:red-flags",
    kind: "medical",
    level: "imminent",
    when: (s) => (s.has("fever") && s.some("redflag", "sickness")) || s.count("redflag") >= 2,
  },
  // ---- a child at risk
  {
    id: "c:child-now",
    kind: "child-at-risk",
    level: "imminent",
    when: (s) => s.has("child") && (s.has("emergency") || (s.near("child", "violence", 6) && s.has("now"))),
  },
  {
    id: "c:child-hurt",
    kind: "child-at-risk",
    level: "crisis",
    when: (s) => s.near("child", "violence", 6) || s.near("child", "neglect", 8),
  },
  { id: "c:child-selffear", kind: "child-at-risk", level: "crisis", when: (s) => s.has("child", "selffear") },
  // NSPCC: neglect, grooming, exploitation, FGM and forced marriage, with a child or a minor.
  {
    id: "c:child-signs",
    kind: "child-at-risk",
    level: "crisis",
    when: (s) => s.has("csafe") && s.some("child", "minor"),
  },
  {
    id: "c:minor-hurt",
    kind: "child-at-risk",
    level: "crisis",
    when: (s) => s.has("minor") && s.some("violence", "neglect", "threat"),
  },
  // ---- abuse and domestic violence
  {
    id: "c:abuse-now",
    kind: "abuse",
    level: "imminent",
    when: (s) => s.has("now") && s.some("other") && s.some("violence", "threat"),
  },
  { id: "c:abuse-violence", kind: "abuse", level: "crisis", when: (s) => s.near("other", "violence", 5) },
  { id: "c:abuse-control", kind: "abuse", level: "crisis", when: (s) => s.has("control") },
  { id: "c:abuse-threat", kind: "abuse", level: "crisis", when: (s) => s.near("other", "threat", 5) },
  { id: "c:abuse-escape", kind: "abuse", level: "crisis", when: (s) => s.has("escape") },
  { id: "c:abuse-secret", kind: "abuse", level: "crisis", when: (s) => s.near("other", "neglect", 8) },
  { id: "c:abuse-fear", kind: "abuse", level: "concern", when: (s) => s.near("fear", "other", 4) },
  // ---- harm to others
  {
    id: "c:weapon-now",
    kind: "harm-to-others",
    level: "imminent",
    when: (s) => s.has("weapon") && s.some("target", "harm") && s.some("time", "now"),
  },
  { id: "c:weapon", kind: "harm-to-others", level: "crisis", when: (s) => s.has("weapon") && s.some("target", "harm") },
  { id: "c:harm-know", kind: "harm-to-others", level: "crisis", when: (s) => s.has("harm", "knowwhere") },
  // Threat assessment's warning behaviours (Meloy et al. 2011; US Secret Service NTAC): identification,
  // leakage, a weapon obtained, a grievance or a last resort, each with another sign.
  { id: "c:idol", kind: "harm-to-others", level: "crisis", when: (s) => s.has("idol") },
  {
    id: "c:leak",
    kind: "harm-to-others",
    level: "crisis",
    when: (s) =>
      s.has("leak") && (s.count("leak") >= 2 || s.some("weapon", "harm", "revenge", "armed", "lastresort", "idol")),
  },
  {
    id: "c:armed",
    kind: "harm-to-others",
    level: "crisis",
    when: (s) => s.has("armed") && s.some("harm", "revenge", "lastresort", "leak", "knowwhere", "idol"),
  },
  {
    id: "c:revenge",
    kind: "harm-to-others",
    level: "crisis",
    when: (s) =>
      (s.has("revenge") && (s.some("weapon", "armed", "lastresort", "knowwhere") || s.near("revenge", "harm", 4))) ||
      (s.has("lastresort") && s.some("harm", "weapon", "armed")),
  },
  {
    id: "c:harm-others",
    kind: "harm-to-others",
    level: "crisis",
    when: (s) => s.before("want", "harm", 5) && s.near("harm", "target", 3),
  },
  { id: "c:selffear", kind: "harm-to-others", level: "concern", when: (s) => s.has("selffear") },
  { id: "c:grievance", kind: "harm-to-others", level: "concern", when: (s) => s.has("revenge") },
  // Session 14: telling the app you are standing on a bridge, a roof's edge or the tracks is the act
  // under way (988: "at the place"); on dev it never came in an ordinary message.
  {
    id: "c:onplace",
    kind: "suicide",
    level: "imminent",
    when: (s) => s.has("onplace") && !s.has("benignplace"),
  },
  // Samaritans: thinking about a method; looking at a bridge, the rails or a beam and thinking how easy it would be.
  {
    id: "c:gaze-pull",
    kind: "suicide",
    level: "crisis",
    when: (s) => (s.before("gaze", "place", 5) || s.before("gaze", "means", 5)) && s.has("pull"),
  },
  // 988 / Veterans Crisis Line: a firearm picked up, sat with, loaded at hand, without a harmful aim at anyone.
  { id: "c:firearm-holding", kind: "suicide", level: "crisis", when: (s) => s.has("firearm", "holding") },
];

// Read over a whole message: what people spread over several short sentences ("ok so i've
// decided. sunday morning when they're all at church. i know where dad keeps the key").
const TURN_COMBINATIONS: Combination[] = [
  // Carbon monoxide told over several messages ("i'm in the car" / "the engine's running" / "i've taped the windows").
  { id: "c:turn-sealed-engine", kind: "suicide", level: "imminent", when: (s) => s.has("sealed", "engine") },
  {
    id: "c:turn-plan-time",
    kind: "suicide",
    level: "imminent",
    flags: ["plan"],
    when: (s) => s.has("plan", "time") && s.some("means", "die", "selfkill", "farewell", "nothere", "lethal"),
  },
  {
    id: "c:turn-plan",
    kind: "suicide",
    level: "crisis",
    flags: ["plan"],
    when: (s) => s.has("plan") && s.some("means", "die", "selfkill", "farewell", "nothere"),
  },
  {
    id: "c:turn-ready-plan",
    kind: "suicide",
    level: "imminent",
    flags: ["plan"],
    when: (s) => s.has("ready") && s.some("plan", "means"),
  },
  {
    id: "c:turn-means-inhand",
    kind: "suicide",
    level: "imminent",
    when: (s) => s.has("means", "inhand") && s.some("nope", "die", "selfkill", "want"),
  },
  {
    id: "c:turn-goodbye",
    kind: "suicide",
    level: "crisis",
    flags: ["warning"],
    when: (s) => s.has("farewell") && s.some("apology", "ready", "noneed"),
  },
  {
    id: "c:turn-gave-noneed",
    kind: "suicide",
    level: "crisis",
    flags: ["warning"],
    when: (s) => s.has("noneed", "gave"),
  },
  {
    id: "c:turn-date",
    kind: "suicide",
    level: "crisis",
    flags: ["plan"],
    when: (s) => s.has("date") && s.some("time", "die", "means", "farewell", "apology"),
  },
  { id: "c:turn-emergency", kind: "medical", level: "imminent", when: (s) => s.count("emergency") >= 2 },
  {
    id: "c:turn-red-flags",
    kind: "medical",
    level: "imminent",
    when: (s) => (s.has("fever") && s.some("redflag", "sickness")) || s.count("redflag") >= 2,
  },
  {
    id: "c:turn-sh-wound",
    kind: "self-harm",
    level: "crisis",
    when: (s) => s.some("wound", "shhide") && s.some("sh", "shself") && !s.has("accident"),
  },
  {
    id: "c:turn-onplace",
    kind: "suicide",
    level: "imminent",
    when: (s) => s.has("onplace") && s.some("burden", "nope", "die", "farewell", "apology", "selfkill"),
  },
  {
    id: "c:turn-farewell-die",
    kind: "suicide",
    level: "crisis",
    flags: ["warning"],
    when: (s) => s.has("farewell") && s.some("die", "selfkill", "nothere", "burden", "nope"),
  },
  {
    id: "c:turn-unreachable",
    kind: "suicide",
    level: "imminent",
    when: (s) => s.has("noreply") && s.some("farewell", "apology", "otherkill", "took"),
  },
  {
    id: "c:turn-alone",
    kind: "suicide",
    level: "imminent",
    flags: ["plan"],
    when: (s) => s.has("alonetime") && s.some("doit", "date", "plan") && s.some("time", "nope", "die", "means", "plan"),
  },
  { id: "c:turn-alone-nope", kind: "suicide", level: "crisis", when: (s) => s.has("alonetime", "nope") },
  { id: "c:turn-took-sorry", kind: "suicide", level: "imminent", when: (s) => s.has("took", "apology") },
  {
    id: "c:turn-gave-farewell",
    kind: "suicide",
    level: "crisis",
    flags: ["warning"],
    when: (s) => s.has("gave", "farewell"),
  },
  // Threat assessment (leakage, pathway to violence): knowing where or when someone will be, with a resolve or a weapon.
  {
    id: "c:turn-know-resolve",
    kind: "harm-to-others",
    level: "crisis",
    when: (s) => s.has("knowwhere") && s.some("resolve", "weapon", "armed"),
  },
  {
    id: "c:turn-resolve-harm",
    kind: "harm-to-others",
    level: "crisis",
    when: (s) => s.has("resolve") && s.some("harm", "weapon", "armed", "revenge", "knowwhere"),
  },
  {
    id: "c:turn-resolve-die",
    kind: "suicide",
    level: "crisis",
    when: (s) => s.has("resolve") && s.some("farewell", "die", "nope", "means", "plan", "date", "gave", "noneed"),
  },
  { id: "c:turn-firearm-holding", kind: "suicide", level: "crisis", when: (s) => s.has("firearm", "holding") },
  { id: "c:turn-harm-know", kind: "harm-to-others", level: "crisis", when: (s) => s.has("harm", "knowwhere") },
  {
    id: "c:turn-warning-behaviours",
    kind: "harm-to-others",
    level: "crisis",
    when: (s) =>
      (s.has("leak") && s.some("weapon", "harm", "revenge", "armed", "lastresort", "idol")) ||
      (s.has("armed") && s.some("harm", "revenge", "lastresort", "leak", "knowwhere")) ||
      (s.has("revenge") && s.some("weapon", "armed", "lastresort", "knowwhere")),
  },
  {
    id: "c:turn-child",
    kind: "child-at-risk",
    level: "crisis",
    when: (s) => (s.has("child") || s.has("minor")) && s.some("neglect", "selffear", "csafe"),
  },
  {
    id: "c:turn-minor",
    kind: "child-at-risk",
    level: "crisis",
    when: (s) => s.has("minor") && s.some("violence", "threat"),
  },
  { id: "c:turn-took", kind: "medical", level: "crisis", when: (s) => s.has("took", "means") },
  { id: "c:turn-took-onset", kind: "medical", level: "imminent", when: (s) => s.has("took", "onset") },
  { id: "c:turn-weapon", kind: "harm-to-others", level: "crisis", when: (s) => s.has("weapon", "harm") },
  {
    id: "c:turn-selffear",
    kind: "harm-to-others",
    level: "crisis",
    when: (s) => s.has("selffear") && (s.some("violence", "harm", "target") || s.count("selffear") >= 2),
  },
];

// A laugh marks a figure of speech for violence and anger ("I could lock her in there till she's 30
// 😂"), not for words about dying, where a joke can hide the truth.
const JOKE =
  /(?<![\p{L}])(?:lol|lmao|lmfao|haha\p{L}*|hehe|jk|joking|kidding|jaja\p{L}*|mdr|ptdr|kkk+|rsrs)(?![\p{L}])/u;
const JOKE_PROOF = new Set<RiskKind>(["suicide", "self-harm", "medical"]);

/**
 * A question about means or methods: a question (a question word first, a "?", "hypothetically")
 * about a means (pills, a height, a knot, a gun). "strong" when it asks what would be lethal,
 * enough or painless; assess.ts decides with the thread's distress whether it is a crisis.
 */
export function meansQuestion(spans: Spans): "strong" | "weak" | null {
  const s = new Sentence(spans);
  if (!s.has("means") || !s.asks()) return null;
  return s.has("lethal") ? "strong" : "weak";
}

/** The rules the concepts of one sentence add up to (as Rule objects, so assess.ts treats them alike). */
export function conceptRules(spans: Spans, sentence: string, scope: "sentence" | "turn" = "sentence"): Rule[] {
  const s = new Sentence(spans);
  const joke = JOKE.test(sentence);
  const fired: Rule[] = [];
  const kinds = new Set<RiskKind>();
  for (const c of scope === "turn" ? TURN_COMBINATIONS : COMBINATIONS) {
    // One finding per kind: the strongest combination of that kind.
    if (kinds.has(c.kind) || (joke && !JOKE_PROOF.has(c.kind)) || !c.when(s)) continue;
    kinds.add(c.kind);
    fired.push({ id: c.id, kind: c.kind, level: c.level, flags: c.flags, re: /$^/ });
  }
  return fired;
}
