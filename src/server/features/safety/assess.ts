// One risk assessment for everything people write (DESIGN decision 13): the last several user
// turns of a thread and today's mood → { level, kind, language, reasons }. Pure and deterministic;
// it never logs and never returns the user's words (reasons are rule ids).
import { francAll } from "franc-min";
import {
  atLeast,
  riskRank,
  RiskKindSchema,
  type RiskKind,
  type RiskLevel,
  type SafetyLanguage,
} from "#shared/schemas/safety.ts";
import { de } from "./lexicon/de.ts";
import { en } from "./lexicon/en.ts";
import { es } from "./lexicon/es.ts";
import { fr } from "./lexicon/fr.ts";
import { pt } from "./lexicon/pt.ts";
import type { Lexicon, Rule } from "./lexicon/rules.ts";
import { RECOVERY, SIGN_WORDS, SIGN_WORDS_2, SIGN_WORDS_3, SIGN_WORDS_4 } from "./lexicon/concepts-signs.ts";
import { SIGN_WORDS_5 } from "./lexicon/concepts-signs5.ts";
import { SIGN_WORDS_6 } from "./lexicon/concepts-signs6.ts";
import { compileConcepts, conceptRules, findConcepts, meansQuestion, mergeSpans, type Spans } from "./concepts.ts";
import { LRUCache } from "lru-cache";
import { prepare } from "./normalise.ts";
import { pastInRecovery } from "./lexicon/recovered.ts";
import { riskFeatures } from "./model/features.ts";
import { likeliestKind, score, type LinearModel } from "./model/linear.ts";
import shippedModel from "./model/risk-model.json" with { type: "json" };

export interface RiskContext {
  /** Today's mood (1 worst … 5 best) and its note, when the user checked in. */
  moodLevel?: number | null;
  moodNote?: string | null;
  /** The browser's languages (Accept-Language), used when the text is too short to tell. */
  languages?: readonly string[];
  /** The provider's moderation of the newest message (moderation.ts): it may raise, never lower. */
  secondOpinion?: { level: RiskLevel; kind: RiskKind } | null;
}

export interface RiskAssessment {
  level: RiskLevel;
  kind: RiskKind | null;
  language: SafetyLanguage;
  /** Which rules fired (ids, never the user's words). */
  reasons: string[];
  /** The last turn asks about methods or means: never answer it, never echo it. */
  meansQuestion: boolean;
  /** The last turn says the person is safe now. */
  safeNow: boolean;
}

// The lexicons are a few hundred large regular expressions, each run once per sentence. V8 first
// interprets a regular expression and compiles it only when it is "hot", which these never get:
// compiled from the start (`--no-regexp-tier-up`, given when the process starts: see
// src/server/node-flags.json and decision 033), a whole assessment is 4-6 times faster (a
// 5,000-letter journal entry 2 s → 0.3 s, `npm run bench`). Without it only speed changes.

/** How many of the latest user turns are read. */
export const TURN_WINDOW = 8;
/**
 * The reader over a thread: the last THREAD_TURNS turns joined, flagged at THREAD_BAR. Chosen on
 * dev's threads (session 13): 4 turns at 0.85 found 7 of 21 missed crisis threads for 2 of 82
 * ordinary ones; 3 turns found 4 for 1, and at the message threshold (0.725) ordinary threads suffer.
 */
const THREAD_TURNS = 4;
const THREAD_BAR = 0.85;

const LEXICONS: Lexicon[] = [en, es, fr, de, pt];
const FRANC: Record<string, SafetyLanguage> = { eng: "en", spa: "es", fra: "fr", deu: "de", por: "pt" };

/** A language's concept words with the clinical warning signs added (lexicon/concepts-signs.ts). */
function withSigns(lex: Lexicon) {
  const words = { ...lex.concepts };
  for (const signs of [SIGN_WORDS, SIGN_WORDS_2, SIGN_WORDS_3, SIGN_WORDS_4, SIGN_WORDS_5, SIGN_WORDS_6]) {
    for (const [concept, list] of Object.entries(signs[lex.language]) as [keyof typeof words, string[]][])
      words[concept] = [...(words[concept] ?? []), ...list];
  }
  return words;
}

const global = (re: RegExp) => new RegExp(re.source, re.flags.includes("g") ? re.flags : `${re.flags}g`);
const COMPILED = LEXICONS.map((lex) => ({
  lex,
  stop: new Set(lex.stopwords),
  cues: global(lex.meansCue),
  concepts: compileConcepts(withSigns(lex)),
}));
// Harmless spans and denials of every language are removed before any rule runs: an English
// idiom must not feed the French rules.
const SCRUB = [...LEXICONS.flatMap((lex) => [...lex.harmless, ...lex.denials]), ...Object.values(RECOVERY)].map(global);
// About someone else, not the writer: "my friend had suicidal thoughts" (and no "I" of the writer).
const THIRD_PERSON =
  /(?<![\p{L}0-9])(?:she|he|they|shes|hes|theyre|her|his|their|my (?:friend|best friend|mate|brother|sister|cousin|son|daughter|partner|girlfriend|boyfriend|wife|husband|mum|mom|dad|student|patient|client|colleague|coworker|flatmate|roommate|classmate))(?![\p{L}0-9])/u;
const FIRST_PERSON_SUBJECT = /(?<![\p{L}0-9])(?:i|im|ive|id|ill|myself|my life|me to)(?![\p{L}0-9])/u;

interface Signal {
  rule: Rule;
  language: SafetyLanguage;
  /** Which sentence of its turn fired it. */
  sentence: number;
}

export interface TurnFindings {
  signals: Signal[];
  /** A question about methods or means, and how plainly: "strong" (how many, lethal…) or "weak" (a bare question). */
  means: "strong" | "weak" | null;
  benign: boolean;
  distress: boolean;
  /** A life event that is a risk factor (a job, a partner, a home lost; failing; no sleep). */
  stressor: boolean;
  timing: boolean;
  safeNow: boolean;
  languageVotes: Map<SafetyLanguage, number>;
  /** Each language's concepts in each sentence (for what a message or thread says over several). */
  spans: Map<SafetyLanguage, Spans[]>;
  /** The sentences as the rules read them, joined. */
  text: string;
}

// A bare question ("which platform…", "what time…") is a weak cue: a means question only with distress.
// A means question aimed at the asker's own death: "…would stop my heart", "…and never wake up".
const SELF_INTENT = new RegExp(
  "(?<![\\p{L}0-9])(?:" +
    [
      "(?:stop|damage|wreck|destroy|kill|end|shut down) my (?:heart|liver|kidneys|life|body)",
      "(?:never|not) wake up|to (?:die|be dead)|kill me|for good|permanently|without waking|without anyone (?:knowing|finding|noticing)|make sure (?:it works|i die|i dont)",
      "(?:doesnt|does not|dont|do not) (?:matter|care) if it hurts|i dont care if it hurts|(?:not|never) (?:coming|come|swim|swimming|make it|making it) (?:back|out)|to jump (?:off|from)",
      // es, pt, fr, de: asked "to jump", "to see if it is enough", "for sure".
      "(?:para|pra|pa) (?:ver si (?:alcanza|es suficiente)|morir|no despertar|matarme|saltar|tirarme|pular|morrer|me matar|nao acordar|me jogar)",
      "a coup sur|pour (?:mourir|sauter|me tuer|ne (?:plus|pas) me reveiller|en finir)|sans (?:me rater|se rater)",
      "(?:um|zum) (?:zu )?(?:sterben|springen)|sicher tot|todsicher|nicht mehr aufwachen|damit es klappt",
    ].join("|") +
    ")(?![\\p{L}0-9])",
  "u",
);
const WEAK_CUE = /^(?:\?|(?:what|which|where|wich) [a-z ]+)$/;

/**
 * The part of a sentence a means question can be in. A plain question ends at its "?": a means word
 * only after it is not asked about ("he said 'have you read the docs?' and I wanted the floor to
 * open up", "'why do you stand on your own?' which was a knife to the heart"). A plain cue ("how
 * many", "lethal") before the "?" keeps the whole sentence ("how many would it take? of paracetamol").
 */
function questionPart(t: string, meansWord: RegExp, cues: RegExp): string {
  const q = t.lastIndexOf("?");
  if (q < 0 || !meansWord.test(t.slice(q + 1)) || meansWord.test(t.slice(0, q))) return t;
  const head = t.slice(0, q + 1);
  return (head.match(cues) ?? []).every((m) => WEAK_CUE.test(m.trim())) ? head : t;
}

export function analyseTurn(text: string): TurnFindings {
  const found: TurnFindings = {
    signals: [],
    means: null,
    benign: false,
    distress: false,
    stressor: false,
    timing: false,
    safeNow: false,
    languageVotes: new Map(),
    spans: new Map(),
    text: "",
  };
  const sentences = prepare(text);
  // A crisis told as the past in a story of recovery, with nothing of it coming back (lexicon/recovered.ts).
  const told = pastInRecovery(sentences);
  for (const [index, sentence] of sentences.entries()) {
    const words = sentence.split(" ");
    let t = told.has(index) ? "~" : sentence;
    for (const re of SCRUB) t = t.replace(re, " ~ ");
    found.text += ` ${t}`;
    const aboutSomeoneElse = THIRD_PERSON.test(t) && !FIRST_PERSON_SUBJECT.test(t);
    const votesOf = COMPILED.map(({ stop }) => words.reduce((n, w) => n + (stop.has(w) ? 1 : 0), 0));
    for (const [l, { lex, cues, concepts }] of COMPILED.entries()) {
      const votes = votesOf[l]!;
      // A sentence plainly in another language: a homograph ("did you not see the message?", German
      // "See", a lake) is no means word there.
      const outvoted = votes === 0 && Math.max(...votesOf) >= 2;
      if (votes > 0) found.languageVotes.set(lex.language, (found.languageVotes.get(lex.language) ?? 0) + votes);
      const spans = findConcepts(t, concepts);
      found.spans.set(lex.language, [...(found.spans.get(lex.language) ?? []), spans]);
      const fired = [...lex.rules.filter((rule) => rule.re.test(t)), ...conceptRules(spans, t)];
      const askedIn = questionPart(t, lex.meansWord, cues);
      const asked = meansQuestion(askedIn === t ? spans : findConcepts(askedIn, concepts));
      if (asked === "strong" || (asked === "weak" && found.means === null)) found.means = asked;
      for (const rule of fired) {
        // Someone else's suicidal thoughts: a gentle check-in for the writer, not the crisis card.
        // (Someone said they will kill themselves is the writer's emergency too: never lowered.)
        const third =
          aboutSomeoneElse &&
          lex.language === "en" &&
          (rule.kind === "suicide" || rule.kind === "self-harm") &&
          rule.level === "crisis" &&
          rule.id !== "c:other-kill";
        found.signals.push({
          rule: third ? { ...rule, level: "concern", id: `${rule.id}:third-person` } : rule,
          language: lex.language,
          sentence: index,
        });
      }
      if (lex.distress.some((re) => re.test(t)) || spans.has("burden")) found.distress = true;
      if (lex.stressors.test(t)) found.stressor = true;
      if (lex.timing.test(t)) found.timing = true;
      if (lex.benignPurpose.test(sentence)) found.benign = true;
      if (lex.safeNow.some((re) => re.test(sentence))) found.safeNow = true;
      if (!outvoted && lex.meansWord.test(askedIn)) {
        const cue = askedIn.match(cues) ?? [];
        if (cue.some((m) => !WEAK_CUE.test(m.trim()))) found.means = "strong";
        else if (cue.length > 0 && found.means === null) found.means = "weak";
      }
    }
  }
  // What a message says over several sentences, when no sentence said it alone.
  for (const rule of acrossSentences([found])) found.signals.push(rule);
  return found;
}

// Each chat turn re-reads the thread's earlier turns (up to TURN_WINDOW) and the mood note: the
// findings of a text are kept a few minutes, in this process only, so a turn is read once. They are
// never changed after analyseTurn returns them.
const READ = new LRUCache<string, TurnFindings>({ max: 2000, ttl: 10 * 60_000 });
function readTurn(text: string): TurnFindings {
  const known = READ.get(text);
  if (known) return known;
  const f = analyseTurn(text);
  READ.set(text, f);
  return f;
}

/** The combinations of concepts spread over several sentences (of one turn, or of the thread). */
function acrossSentences(turns: TurnFindings[]): Signal[] {
  const out: Signal[] = [];
  const already = turns.flatMap((f) => f.signals);
  for (const language of new Set(turns.flatMap((f) => [...f.spans.keys()]))) {
    const all = turns.flatMap((f) => f.spans.get(language) ?? []);
    if (all.length < 2) continue;
    for (const rule of conceptRules(mergeSpans(all), turns.map((f) => f.text).join(" "), "turn")) {
      if (!already.some((sig) => sig.rule.kind === rule.kind && riskRank(sig.rule.level) >= riskRank(rule.level)))
        out.push({ rule, language, sentence: -1 });
    }
  }
  return out;
}

const KIND_PRIORITY: RiskKind[] = ["medical", "child-at-risk", "abuse", "harm-to-others", "suicide", "self-harm"];

function strongest(signals: Signal[]): Signal | undefined {
  return [...signals].sort(
    (a, b) =>
      riskRank(b.rule.level) - riskRank(a.rule.level) ||
      KIND_PRIORITY.indexOf(a.rule.kind) - KIND_PRIORITY.indexOf(b.rule.kind),
  )[0];
}

function detectLanguage(
  turns: string[],
  votes: Map<SafetyLanguage, number>,
  signals: Signal[],
  context: RiskContext,
): SafetyLanguage {
  const top = strongest(signals);
  if (top && top.language !== "en") return top.language;
  const ranked = [...votes.entries()].sort((a, b) => b[1] - a[1]);
  const text = turns.join(" ");
  if (text.length >= 25) {
    const guess = francAll(text, { only: Object.keys(FRANC), minLength: 10 })[0];
    const lang = guess ? FRANC[guess[0]] : undefined;
    // franc on short informal text is unsure: trust it when the common words agree or are silent.
    if (lang && (ranked.length === 0 || ranked[0]![0] === lang || (votes.get(lang) ?? 0) >= ranked[0]![1] - 1))
      return lang;
  }
  if (ranked[0] && ranked[0][1] >= 2 && (ranked[1]?.[1] ?? 0) < ranked[0][1]) return ranked[0][0];
  if (top) return top.language;
  const browser = context.languages
    ?.map((l) => l.slice(0, 2).toLowerCase())
    .find((l): l is SafetyLanguage => ["en", "es", "fr", "de", "pt"].includes(l));
  return browser ?? "en";
}

/**
 * Reads the latest user turns (oldest first) and today's mood. Risk is sticky within the window:
 * after a crisis turn the level stays until the person says they are safe.
 */
export function assessRisk(turns: readonly string[], context: RiskContext = {}): RiskAssessment {
  return assess(turns, context, shippedModel as LinearModel);
}

/**
 * Said in the first person, these are the warning signs themselves (C-SSRS question 2; 988's and
 * Samaritans' "being a burden", "better off without me"): a reader trained on a few past-tense
 * examples must not talk them down. Past and third-person uses are scrubbed by the rules first.
 */
const NEVER_DOUBTED = [
  "kill-self",
  "kms-slang",
  "end-life",
  "burden",
  "better-without-me",
  // The same signs in the other four languages (session 16: "ich bin eine Last für alle" was doubted).
  // (Not their "kill myself": "me quiero matar jaja" is hyperbole the reader rightly doubts.)
  ...["es", "fr", "de", "pt"].flatMap((l) => [`${l}-burden`, `${l}-better-without`]),
];

/**
 * A rules' crisis the learned reader may turn into a gentle check-in: not an imminent one, not a
 * means question read with distress (the issue's rule), not danger from another person, not a
 * first-person warning sign.
 */
export function doubtable(a: Pick<RiskAssessment, "level" | "kind" | "reasons">): boolean {
  return (
    a.level === "crisis" &&
    (a.kind === "suicide" || a.kind === "self-harm") &&
    !a.reasons.includes("means-question") &&
    !a.reasons.includes("c:other-kill") &&
    !NEVER_DOUBTED.some((id) => a.reasons.includes(id))
  );
}

/** The phrase and concept rules alone: what the learned reader is trained and measured beside. */
export function assessByRules(turns: readonly string[], context: RiskContext = {}): RiskAssessment {
  return assess(turns, context, null);
}

/**
 * What the learned reader reads: the newest turn and today's mood (level and note). Not the whole
 * thread: added up over many sad turns, ordinary words outweigh the threshold (a student's failed
 * exam over three turns read as a crisis); the rules read the thread.
 */
export function modelFeatures(turns: readonly string[], context: RiskContext = {}): string[] {
  const last = turns.filter((t) => t.trim().length > 0).at(-1);
  const texts = [...(context.moodNote ? [context.moodNote] : []), ...(last ? [last] : [])];
  return readerFeatures(texts.map(analyseTurn));
}

function readerFeatures(read: readonly TurnFindings[]): string[] {
  return read.some((f) => f.safeNow) ? [] : riskFeatures(read);
}

/** The kind the reader hears in a risk the rules did not name (suicide when it cannot tell). */
function readerKind(model: LinearModel, features: readonly string[]): RiskKind {
  const kind = likeliestKind(model, features);
  return RiskKindSchema.safeParse(kind).success ? (kind as RiskKind) : "suicide";
}

const risky = (f: TurnFindings) => f.means !== null || f.signals.some((s) => atLeast(s.rule.level, "concern"));
const harmless = (f: TurnFindings) =>
  (f.means === null || f.benign) && !f.signals.some((s) => atLeast(s.rule.level, "concern"));

/**
 * People split one sentence over several chat messages ("how do i end it" / "with my
 * situationship i mean", "quero morrer" / "de vergonha kkkk"). A risky turn is read together with
 * the next one; when the two read as one sentence are harmless (the same harmless-context rules a
 * single message gets), they count as that one sentence. A joke ("lol jk") never makes suicide or
 * self-harm words harmless, so a minimised disclosure stays.
 */
function joinContinuations(texts: readonly string[], first: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < texts.length; i++) {
    const text = texts[i]!;
    const next = texts[i + 1];
    if (i >= first && next !== undefined && risky(readTurn(text))) {
      const joined = `${text} ${next}`;
      if (harmless(readTurn(joined))) {
        out.push(joined);
        i++;
        continue;
      }
    }
    out.push(text);
  }
  return out;
}

/**
 * "I'll do it tomorrow" points back to what was said before: after talk of dying it is a plan and a
 * time (imminent); in a chat about a task it is a commitment, and the guided coach asks for those
 * (session 17: "I'll do it tomorrow morning" about a group project got the imminent card). Read
 * without the phrase when nothing earlier in the thread told of risk.
 */
const DO_IT =
  /(?<![\p{L}0-9])(?:i['’]?ll|i will|i['’]?m going to|im going to|i['’]?m gonna|im gonna|gonna|going to) (?:finally )?(?:do it|do that|finish it)(?![\p{L}0-9])/giu;

function withoutAnaphora(text: string, riskBefore: boolean, saidBefore: boolean): TurnFindings {
  const f = readTurn(text);
  // Opening a chat with it, or with other risk in the same message, it still reads as a plan.
  if (riskBefore || !saidBefore || !DO_IT.test(text)) return f;
  DO_IT.lastIndex = 0;
  const without = analyseTurn(text.replace(DO_IT, " ~ "));
  DO_IT.lastIndex = 0;
  return without.distress || without.means !== null || without.signals.length > 0 ? f : without;
}

function assess(turns: readonly string[], context: RiskContext, model: LinearModel | null): RiskAssessment {
  const window = turns.filter((t) => t.trim().length > 0).slice(-TURN_WINDOW);
  const texts = joinContinuations(context.moodNote ? [context.moodNote, ...window] : window, context.moodNote ? 1 : 0);
  let level: RiskLevel = "none";
  let kind: RiskKind | null = null;
  const reasons = new Set<string>();
  const warnings = new Set<string>();
  let distress = context.moodLevel != null && context.moodLevel <= 2;
  // Whether any turn so far told of distress or risk in words (not the mood level).
  let spokeOfRisk = false;
  // Life events told in the thread, and whether any turn gave a harmless reason for a question.
  let stressed = false;
  let benignInThread = false;
  let lastMeans = false;
  let lastSafe = false;
  const votes = new Map<SafetyLanguage, number>();
  const allSignals: Signal[] = [];

  const raise = (to: RiskLevel, k: RiskKind, reason: string) => {
    reasons.add(reason);
    if (riskRank(to) > riskRank(level)) {
      level = to;
      kind = k;
    } else if (to === level && (kind === null || (kind === "abuse" && k === "child-at-risk"))) kind = k;
    // (A child in the thread makes an adult's secret or violence the child's risk, and its reply.)
  };

  let sinceSafe: TurnFindings[] = [];
  let sinceSafeTexts: string[] = [];
  const readerInput: TurnFindings[] = [];
  // Earlier turns since the last "I'm safe": in the app each was read as it came, and a crisis
  // there is sticky, so the reader reads each of them alone as well.
  let earlier: TurnFindings[] = [];
  texts.forEach((text, i) => {
    const f = withoutAnaphora(text, atLeast(level, "concern") || spokeOfRisk, i > (context.moodNote ? 1 : 0));
    spokeOfRisk ||= f.distress || f.signals.length > 0 || f.means !== null;
    const isMoodNote = i === 0 && Boolean(context.moodNote);
    if (isMoodNote || i === texts.length - 1) readerInput.push(f);
    else earlier.push(f);
    if (f.safeNow) earlier = [];
    sinceSafe = f.safeNow ? [] : [...sinceSafe, f];
    sinceSafeTexts = f.safeNow ? [] : [...sinceSafeTexts, text];
    const isLast = i === texts.length - 1;
    for (const [lang, n] of f.languageVotes) votes.set(lang, (votes.get(lang) ?? 0) + (isLast ? 2 * n : n));
    allSignals.push(...f.signals);
    const top = strongest(f.signals);
    const turnConcern = f.signals.some((s) => atLeast(s.rule.level, "concern"));
    // Each goodbye counts (letters, then the dog given away), each phrase rule once.
    for (const s of f.signals)
      if (s.rule.flags?.includes("warning"))
        warnings.add(s.rule.id === "c:farewell" ? `${s.rule.id}@${i}.${s.sentence}` : s.rule.id);

    // A means question: crisis with distress anywhere in the thread or today's mood, else a check-in.
    let meansLevel: RiskLevel = "none";
    stressed ||= f.stressor;
    // A turn that tells of trouble gives no harmless reason ("at work nobody notices").
    benignInThread ||= f.benign && !f.stressor && !f.distress;
    if (f.means) {
      // A life event counts with a plain question about means ("how high is the viaduct?"), not a
      // bare one ("what time is the last train?"), and not when the thread gave a harmless reason.
      // An earlier check-in for a means question alone is not distress: a second question about a
      // dose ("and can I take it with lemsip?") is not a crisis for it (session 18).
      const meansOnly = [...reasons].every((r) => r === "means-question");
      const distressed =
        distress ||
        f.distress ||
        turnConcern ||
        (atLeast(level, "concern") && !meansOnly) ||
        (stressed && f.means === "strong" && !benignInThread) ||
        SELF_INTENT.test(prepare(text).join(" "));
      if (distressed) meansLevel = "crisis";
      else if (f.means === "strong" && !f.benign) meansLevel = "concern";
    }

    let turnLevel: RiskLevel = top?.rule.level ?? "none";
    let turnKind: RiskKind | null = top?.rule.kind ?? null;
    if (riskRank(meansLevel) > riskRank(turnLevel)) {
      turnLevel = meansLevel;
      turnKind = "suicide";
      reasons.add("means-question");
    }
    // Suicidal talk with a plan, means or a time → imminent.
    const suicidal = f.signals.some((s) => s.rule.kind === "suicide" && atLeast(s.rule.level, "crisis"));
    const planned = f.signals.some((s) => s.rule.flags?.includes("plan"));
    if (turnLevel === "crisis" && turnKind === "suicide" && suicidal && f.timing && (planned || f.means)) {
      turnLevel = "imminent";
      reasons.add("timing");
    }

    if (f.safeNow && !atLeast(turnLevel, "crisis") && atLeast(level, "crisis")) {
      // "I'm safe now": the crisis card gives way to a gentle eye on it.
      level = "concern";
      reasons.add("safe-now");
    } else if (turnKind && turnLevel !== "none") {
      raise(
        turnLevel,
        turnKind,
        top && riskRank(top.rule.level) >= riskRank(meansLevel) ? top.rule.id : "means-question",
      );
      for (const s of f.signals) reasons.add(s.rule.id);
    }
    // The reader hearing distress in a turn counts too (a later "what time do trains pass?"), but
    // not in a bare means question: a second question about a dose is not distress (session 18).
    if (
      f.distress ||
      turnConcern ||
      (model && !isLast && f.means === null && score(model, readerFeatures([f])) >= model.thresholds.concern)
    )
      distress = true;
    lastMeans = f.means !== null && meansLevel !== "none";
    lastSafe = f.safeNow;
  });

  // What the thread says over several turns (saving tablets, then "sunday's the day").
  if (sinceSafe.length > 1) {
    const top = strongest(acrossSentences(sinceSafe));
    if (top && riskRank(top.rule.level) > riskRank(level))
      raise(top.rule.level, top.rule.kind, `${top.rule.id}:thread`);
    else if (top?.rule.kind === "child-at-risk" && top.rule.level === (level as RiskLevel))
      raise(top.rule.level, top.rule.kind, `${top.rule.id}:thread`);
  }

  // Several warning signs together (a burden, no future, giving things away) are a crisis.
  if (warnings.size >= 2 && !atLeast(level, "crisis") && !lastSafe) {
    raise("crisis", "suicide", "warning-signs");
  }

  // The learned reader, a second opinion: it raises what the rules did not catch (its kind is the
  // rules' when they had one, else the general reply) and doubts a rule's crisis it scores very
  // low (a gentle check-in instead of the card). It never touches an imminent risk.
  const features = model ? readerFeatures(readerInput) : [];
  const rulesLevel = level as RiskLevel; // assigned in callbacks above, which narrowing does not see
  if (model && !lastSafe && features.length > 0 && rulesLevel !== "imminent") {
    const p = score(model, features);
    // It doubts only what it read itself: an earlier turn's crisis stays until "I'm safe".
    const readAll = readerInput.length === texts.length;
    if (readAll && doubtable({ level, kind, reasons: [...reasons] }) && p < model.thresholds.doubt) {
      level = "concern";
      reasons.add("model:doubt");
    } else if (!atLeast(level, "crisis")) {
      const to: RiskLevel =
        p >= model.thresholds.crisis ? "crisis" : p >= model.thresholds.concern ? "concern" : "none";
      if (to !== "none" && riskRank(to) > riskRank(level))
        raise(to, kind ?? readerKind(model, features), `model:${to}`);
    }
  }
  const heard =
    model && !lastSafe && !atLeast(level, "crisis")
      ? earlier.map((f) => readerFeatures([f])).find((fs) => score(model, fs) >= model.thresholds.crisis)
      : undefined;
  if (model && heard) raise("crisis", kind ?? readerKind(model, heard), "model:crisis:earlier-turn");
  // A risk no one turn carries ("i'm in the car" / "the engine's running" / "i've taped the
  // windows"): the reader also reads the last few turns joined, with a higher bar than one message.
  if (model && !lastSafe && !atLeast(level, "crisis") && sinceSafeTexts.length > 1) {
    const joined = readerFeatures([readTurn(sinceSafeTexts.slice(-THREAD_TURNS).join(". "))]);
    if (joined.length > 0 && score(model, joined) >= THREAD_BAR)
      raise("crisis", kind ?? readerKind(model, joined), "model:crisis:thread");
  }

  const opinion = context.secondOpinion;
  if (opinion && !lastSafe && riskRank(opinion.level) > riskRank(level))
    raise(opinion.level, kind ?? opinion.kind, "second-opinion");

  return {
    level,
    kind: level === "none" ? null : kind,
    language: detectLanguage(window.length > 0 ? window : texts, votes, allSignals, context),
    reasons: [...reasons],
    meansQuestion: lastMeans,
    safeNow: lastSafe,
  };
}
