// The guided coach's conversation (decision 014): it understands the turn (intents.ts), keeps
// state per thread (`coach_state` on each of its replies), runs short CBT modules and says only
// written lines (lines.ts, answers.ts) with fixed slots, so it never echoes the person's words.
import { getLibraryExercise, type LibraryExercise } from "#shared/content/exercises.ts";
import { FEEDBACK_OPTIONS, FEEDBACK_RESPONSES } from "#shared/content/labels-habits.ts";
import { moodWord } from "#shared/content/labels-mood.ts";
import { parseCoachReply } from "#shared/domain/coach-reply.ts";
import {
  CoachStateSchema,
  type ChatTurn,
  type CoachModule,
  type CoachOffer,
  type CoachReply,
  type CoachState,
  type ExerciseFeedbackEvent,
} from "#shared/schemas/coach.ts";
import type { CoachUserContext } from "../coach.types.ts";
import {
  ANSWERS,
  FALLBACK_ANSWERS,
  HOW_WOULD_IT_HELP,
  NOT_FOR_TYPED_ANSWERS,
  QUESTION_FORM_ANSWERS,
  QUESTION_TYPE_ANSWERS,
  REMIND_ME,
  APOLOGY_WORDS,
  normalKind,
  stopSubject,
  WHERE_TO_FIND_OUT,
  WHY_IT_HELPS,
  everydayAnswer,
  WORDS_FOR_GRIEF,
  NORMAL_ANSWERS,
  SAY_BY_SITUATION,
  SAY_SCRIPTS,
  TOPIC_ANSWERS,
  WHAT_TO_SAY,
  type Answer,
  type AnswerKey,
} from "./answers.ts";
import { chooseExercise } from "./exercise-match.ts";
import nlp from "compromise";
import {
  classifyIntent,
  FEELS_BETTER,
  isMinimalWord,
  isNegated,
  isSoftYes,
  onlyKindWords,
  type Intent,
} from "./intents.ts";
import { capitalise, detectTraps, TRAP_NAMES, type TrapId } from "./language.ts";
import * as L from "./lines.ts";
import { GOOD_DAY, shapesOf, USED_TO_HARD, type Shape } from "./shapes.ts";
import {
  detectCommitment,
  detectFeelings,
  detectLanguage,
  detectPeople,
  centralTopics,
  detectTopics,
  EVENTS,
  isHappeningNow,
  isSelfCritical,
  tearsAtAMoment,
  isUpcoming,
  othersReaction,
  reportedPart,
  saysWhen,
  SELF_BLAME,
  withoutReported,
  soundsLikeReframe,
  TOPIC_PHRASES,
  TOPIC_REGEX,
  type TopicId,
} from "./understand.ts";

const FEEDBACK_PREFIX = "Feedback on the exercise";

/** The user's turn stored in the thread when they answer 'Did you find it helpful?'. */
export function feedbackTurnText(event: ExerciseFeedbackEvent): string {
  const title = getLibraryExercise(event.exerciseId).title;
  const label = FEEDBACK_OPTIONS.find((o) => o.value === event.feedback)?.label ?? event.feedback;
  return `${FEEDBACK_PREFIX} "${title}": ${label}`;
}

export const isFeedbackTurn = (text: string) => text.startsWith(FEEDBACK_PREFIX);

export function feedbackReply(event: ExerciseFeedbackEvent): CoachReply {
  return {
    message: FEEDBACK_RESPONSES[event.feedback],
    recommended_exercise: null,
    identified_patterns: null,
    chat_summary: null,
  };
}

// ---- State ----

const freshState = (): CoachState => ({
  v: 1,
  turn: 0,
  module: "open",
  step: 0,
  act: "start",
  venting: false,
  no_offers: false,
  offer: null,
  declined: [],
  offered: [],
  done: [],
  topics: [],
  people: [],
  feelings: [],
  traps: [],
  commitments: [],
  used: [],
  language: "en",
});

function storedState(content: string): CoachState | null {
  try {
    const parsed = CoachStateSchema.safeParse((JSON.parse(content) as { coach_state?: unknown }).coach_state);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export interface ThreadView {
  state: CoachState;
  /** Every user turn (feedback turns excluded), oldest first. */
  userTexts: string[];
  last: string;
  assistantTexts: string[];
}

/**
 * The state after the last guided reply. Threads from before `coach_state` (or a model's replies)
 * start fresh, remembering the exercises already offered. An offer only stands if the reply that
 * made it is the last one: a safety reply in between cancels it.
 */
export function readThread(history: ChatTurn[]): ThreadView {
  const userTexts = history.filter((t) => t.role === "user" && !isFeedbackTurn(t.content)).map((t) => t.content);
  const assistants = history.filter((t) => t.role === "assistant");
  let state: CoachState | null = null;
  for (let i = assistants.length - 1; i >= 0 && !state; i--) {
    state = storedState(assistants[i]!.content);
    if (state && i !== assistants.length - 1) state = { ...state, offer: null };
  }
  const parsed = assistants.map((t) => parseCoachReply(t.content));
  if (!state) {
    state = freshState();
    state.turn = Math.max(0, userTexts.length - 1);
    state.offered = [...new Set(parsed.map((p) => p.exerciseId).filter((id): id is string => id !== null))];
  }
  return {
    state: structuredClone(state),
    userTexts,
    last: history.at(-1)?.role === "user" ? history.at(-1)!.content.trim() : "",
    assistantTexts: parsed.map((p) => p.text),
  };
}

// ---- Saying things without echoing ----

const wordsOf = (s: string) =>
  s
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .match(/[\p{L}\p{N}']+/gu) ?? [];

/** True when `text` repeats five or more consecutive words of any of `sources`. */
export function copiesFiveWords(text: string, sources: string[]): boolean {
  const grams = new Set<string>();
  for (const s of sources) {
    const w = wordsOf(s);
    for (let i = 0; i + 5 <= w.length; i++) grams.add(w.slice(i, i + 5).join(" "));
  }
  const w = wordsOf(text);
  for (let i = 0; i + 5 <= w.length; i++) if (grams.has(w.slice(i, i + 5).join(" "))) return true;
  return false;
}

const hash = (s: string) => {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
};

class Turn {
  readonly parts: string[] = [];
  exercise: string | null = null;
  readonly seed: number;
  readonly prevOffer: CoachOffer | null;

  constructor(
    readonly state: CoachState,
    readonly userTexts: string[],
    readonly ctx: CoachUserContext,
    /** The coach's previous message, for what "yeah" or "what?" answers. */
    readonly lastCoach = "",
  ) {
    this.seed = hash(userTexts[0] ?? "");
    this.prevOffer = state.offer;
    state.offer = null;
  }

  /**
   * A line of `bank` not said yet in this thread that copies none of the person's words, from
   * `start` (default: the thread's seed, so chats differ). Ids are `key:index`.
   */
  line(key: string, bank: readonly string[], slots: Record<string, string> = {}, start = this.seed): string {
    const n = bank.length;
    let fallback: string | null = null;
    for (let k = 0; k < n; k++) {
      const i = (start + k) % n;
      const text = L.fill(bank[i]!, slots);
      if (copiesFiveWords(text, this.userTexts)) continue;
      const id = `${key}:${i}`;
      if (!this.state.used.includes(id)) {
        this.state.used = [...this.state.used.slice(-150), id];
        return text;
      }
      fallback ??= text;
    }
    return fallback ?? "";
  }

  said(prefix: string): boolean {
    return this.state.used.some((u) => u.startsWith(`${prefix}:`));
  }

  say(...texts: (string | null | undefined | false)[]) {
    for (const t of texts) if (t) this.parts.push(t);
    return this;
  }

  enter(module: CoachModule, step: number) {
    this.state.module = module;
    this.state.step = step;
  }

  reply(act: string, extra: Partial<CoachReply> = {}): CoachReply {
    this.state.act = act;
    const message = this.parts.join(" ").replace(/\s+/g, " ").trim();
    const chips = quickReplies(this.state, message);
    return {
      message,
      recommended_exercise: this.exercise as CoachReply["recommended_exercise"],
      identified_patterns: null,
      chat_summary: null,
      ...extra,
      coach_state: this.state,
      ...(chips.length > 0 ? { quick_replies: chips } : {}),
    };
  }
}

/**
 * Suggested answers for the reply's offer or question, worded so the next turn understands them
 * ("Yes, let's try" accepts, "Not now" declines, "I just need to vent" turns offers off).
 * None after a close, a language note, or when the reply asks nothing.
 */
export function quickReplies(s: CoachState, message: string): string[] {
  if (s.act === "close" || s.act === "language") return [];
  if (s.offer?.kind === "exercise") return ["Yes, let's try", "Not now"];
  if (s.offer) return ["Yes, let's try", "Not now", "I just need to vent"];
  if (!message.trim().endsWith("?")) return [];
  if (s.venting) return ["Not sure"];
  return s.no_offers ? ["Not sure"] : ["Not sure", "I just need to vent"];
}

// ---- Pieces of a reply ----

const ACTIVITIES =
  /\b(walk|shower|bath|music|songs?|call|text|friends?|tea|coffee|cook\w*|read\w*|book|run|gym|yoga|stretch\w*|nap|tidy|clean\w*|garden\w*|pets?|dog|cat|draw\w*|paint\w*|writ\w*|journal\w*|outside|fresh air|films?|movies?|shows?|games?|meal|breakfast|dinner|lunch|bake|baking|dance|sing\w*|swim\w*|bike|cycle)\b/i;

/** An answer to "what lifts you?" that is something to do, not a reason it's hard. */
/**
 * "maybe k just means she read it", "maybe the chat is just her stage", "maybe theyre just busy": a guess at why
 * something is so (often a kinder reading), not something to do.
 */
const MAYBE_GUESS =
  /^((ok(ay)?|yeah|yes|so|hmm+|or|i mean)[,.]?\s+)*(maybe|perhaps|probably|prob)\s+(?!(i|i'?m|im|i'?ll|ill|we|we'?ll|a|an|just an?|on|this|next|tomorrow|tonight|after|before|at|in|once|twice|every|(mon|tues|wednes|thurs|fri|satur|sun)day|weekends?|mornings?|evenings?|lunch(time)?)\b)([a-z'0-9]+\s+){0,3}?(is|are|was|were|'s|'re|theyre|thats|shes|hes|isn'?t|aren'?t|wasn'?t|just|means|meant|doesn'?t|didn'?t|don'?t|has|had|forgot|likes?|wants?|reads?)\b/i;
export const isMaybeGuess = (text: string) => MAYBE_GUESS.test(text.trim()) && !detectCommitment(text);

function looksLikeActivity(text: string): boolean {
  if (isMaybeGuess(text)) return false;
  // "maybe we could talk on saturday when we're not both knackered": the "not" is in the when, not the plan.
  const main = text.replace(/\s(when|if|unless|because|cos|bc|as long as|once)\s.*$/i, "");
  if (isNegated(main) || detectFeelings(text).some((f) => f !== "good")) return false;
  // "I've been pretending to go to work", "I tried that": a report, not a plan.
  if (/\b(i'?ve been|i have been|i was|i tried|i used to|i did)\b/i.test(gistOf(text.trim()))) return false;
  // "i missed a deadline in june": something that happened, told.
  if (
    /^(and |but |so |tbh )?i (\w+ed|forgot|lost|got|made|went|said|told|left|broke|fell|ran|took|sent|saw|thought|knew|bet)\b/i.test(
      text.trim(),
    ) &&
    !detectCommitment(text)
  )
    return false;
  // "I guess I'll just smile at it": getting through, not something that lifts them.
  if (/\b(i guess|i suppose|guess|suppose)\s+(i'?ll|ill|i will) just\b|\b(i'?ll|ill|i will) just have to\b/i.test(text))
    return false;
  // "i do bath time every night, thats kind of our thing": a routine they have, not a new step.
  if (/\b(our|my) (thing|routine|time)\b/i.test(text)) return false;
  // "I already have blackout curtains": something done already, not a new step.
  if (/\balready (have|got|do|use|using|tried|doing|did|own)\b/i.test(text)) return false;
  // About a state, a person or the past ("I'm her only carer", "I just miss him", "my friends stopped…",
  // "we're short staffed", "I have a big meeting"): not something to do.
  if (describesState(text) && !detectCommitment(text)) return false;
  if (
    /\b(stopped|died|passed|was|were|had|used to|last (week|year|time))\b/i.test(gistOf(text)) &&
    !detectCommitment(text)
  )
    return false;
  // A gerund alone ("Meeting everyone...") names a worry more often than a plan.
  // About someone else ("my partner helps", "everyone is laughing"): not something to do.
  const mine =
    /^(i\b|i'|maybe|probably|perhaps|just|try|could)/i.test(text.trim()) || nlp(text).terms().first().has("#Verb");
  return (
    ACTIVITIES.test(text) ||
    (mine &&
      text.trim().split(/\s+/).length > 1 &&
      nlp(text).verbs().not("#Gerund").not("(is|am|are|was|be|feel|feels|felt|know|think)").found)
  );
}

/** About a state, a person or the past ("I'm her only carer", "my friends stopped…", "nothing feels fun"). */
function describesState(whole: string): boolean {
  // The first sentence carries it: "Maybe a walk after work. I used to love walking" is a plan.
  const text = gistOf(whole.trim());
  return (
    /^(i'?m|i am|i have|i've|i had|i (always |usually |just )?(get|go) (really |so |quite |a bit |all )?(awkward|nervous|anxious|quiet|red|shy|weird|flustered|tongue[- ]tied|blank|stressed|wound up)|i just (miss|love|want|wish|need|feel)|i (miss|love|want|wish|need|hope|know|think|feel|suppose|guess)|my|our|we|we'?re|they|he|she|it|it'?s|there|everyone|nobody|no one|nothing|the|this|that)\b/i.test(
      text.trim(),
    ) || /\b(nothing|anymore|any more)\b/i.test(text)
  );
}

/** Not eating or sleeping properly ("I barely sleep", "haven't been eating"). */
const BASICS =
  /\b(not|n't|barely|hardly|can'?t|cannot|haven'?t been|stopped|no appetite)\b[^.!?]{0,25}\b(eat|eating|ate|sleep|sleeping|slept|meals?|appetite)\b/i;

const CARRIED_FEELINGS = new Set([
  "let down",
  "hurt",
  "frustrated",
  "nervous",
  "scared",
  "lonely",
  "unseen",
  "worn out",
  "low",
  "overwhelmed",
  "heartbroken",
]);
const LOW_FEELINGS = new Set(["low", "stuck", "worn out", "lonely", "overwhelmed", "hurt", "unseen"]);
const STRONG_TOPICS = new Set<TopicId>([
  ...EVENTS,
  "parenting",
  "retirement",
  "breakup",
  "manager",
  "new-role",
  "procrastination",
  "lonely",
  "new-parent",
  "body-image",
  "job-loss",
  "job-hunt",
  "move",
  "money",
  "loss",
  "illness",
  "caring",
  "bullying",
  "discrimination",
  "betrayal",
  "panic",
  "burnout",
  "depression",
  "mistake",
  "sleep",
  "supporting",
  "coming-out",
  "health-worry",
  "waiting",
  "comparison",
  "shock",
]);

/** Told as something that already happened ("it started with the wedding"). */
/** A day or time said as a detail ("thursday at 9", "at 3", "the 15th"). */
const WHEN_DETAIL =
  /\b((on |this |next )?(mon|tues|wednes|thurs|fri|satur|sun)day( (morning|afternoon|evening|night))?( at \d{1,2}([:.]\d\d)?( ?[ap]m)?)?|at \d{1,2}([:.]\d\d)?( ?[ap]m| ?o'?clock)?|the \d{1,2}(st|nd|rd|th))\b/i;
const PAST = /\b(was|were|had|did|went|ago|last (week|year|month|night)|yesterday|started with)\b/i;

/** Situations where unasked-for exercises, thinking-trap labels and "what lifts you?" would jar. */
const SENSITIVE = new Set<TopicId>([
  "loss",
  "caring",
  "bullying",
  "discrimination",
  "betrayal",
  "supporting",
  "coming-out",
  "shock",
]);

/** Hurt between people close to them ("my mum would be so hurt", "she doesn't really like me", "I cried"). */
const PEOPLE_HURT =
  /\b(cried|crying|cry|in tears|(?<!\b(stomach|belly|sides|cheeks|face|legs|feet) )hurt|hurts|stings?|heartbroken|left out|not invited|wasn'?t invited|(doesn'?t|don'?t|didn'?t|never) (really )?(like|love|want|care about|invite) (me|us|her|him)|estranged|walked out|abandon\w*|disowned|rejected|jealous|my only (one|sister|brother|child|daughter|son)|left when i was|miss(ing)? (him|her|them)|(not|hasn'?t|hasnt|never) (replied|answered|texted back|messaged back)|ignor(ing|ed) me|done with me|(hasn'?t|hasnt|haven'?t|won'?t|wont|doesn'?t|didn'?t|didnt|stopped|not) (spoken|speaking|talked|talking|invited|invite|inviting) (to )?(me|us|my)|would be (so |really )?(hurt|upset|devastated|heartbroken|embarrassed)|(so |really )?empty without|(going to be|gonna be|will be|feels?) (so |really )?(empty|quiet)|won'?t be the same|i'?ll miss|(worried|scared|frightened) (about|for) (him|her|them|my \w+))\b/i;
const CLOSE_PEOPLE = new Set<TopicId>(["family", "friends", "relationship", "parenting", "supporting"]);

/**
 * A painful chat: a sensitive situation, or hurt between the person and people close to them (family pain is not a
 * moment for "what lifts you?", a thinking-trap label or an exercise nobody asked for).
 */
function tender(t: Turn): boolean {
  const s = t.state;
  if (s.topics.some((tp) => SENSITIVE.has(tp as TopicId))) return true;
  // A flat reaction to their news from someone close ("she just said are you sure") is family hurt too.
  if (t.userTexts.some((u) => COLD_REACTION.test(u))) return true;
  return s.topics.some((tp) => CLOSE_PEOPLE.has(tp as TopicId)) && t.userTexts.some((u) => PEOPLE_HURT.test(u));
}

/** Grief and caring in one chat: what this turn is about ("I miss her" is the loss, "another appointment" the caring). */
function griefOrCare(t: Turn, text: string): "loss" | "caring" | null {
  const tops = t.state.topics;
  if (!tops.includes("loss") || !tops.includes("caring")) return null;
  return detectTopics(text).includes("loss") || /\b(miss(ing)?|grie\w*|died|funeral)\b/i.test(text) ? "loss" : "caring";
}

/** The chat's subject for this turn: the main topic, unless grief and caring share the chat. */
function focusTopic(t: Turn, text: string): TopicId | null {
  return griefOrCare(t, text) ?? chatTopic(t, true);
}

/** What kind of loss the chat is about, for answers that differ (a pet, a pregnancy, a person). */
function lossKey(texts: string[]): AnswerKey | null {
  const all = texts.join(" ");
  if (!detectTopics(all).includes("loss")) return null;
  if (/\b(miscarri\w*|stillbirth|lost (my|our|the) (baby|pregnancy))\b/i.test(all)) return "loss-pregnancy";
  // A pet's death when the pet is named in the sentence of the loss ("the only one I talk to is the dog" is not it).
  const lossSentences = texts
    .flatMap((u) => u.split(/[.!?]+/))
    .filter((u) => detectTopics(u).includes("loss"))
    .join(" . ");
  if (
    /\b(dog|cat|pet|puppy|kitten|rabbit|horse|put (him|her|them|it|our \w+|my \w+) down|put to sleep)\b/i.test(
      lossSentences,
    )
  )
    return "loss-pet";
  return "loss";
}

/** Keys for a topic-keyed answer, most specific first. */
function answerKeys(t: Turn, text: string): AnswerKey[] {
  const keys: AnswerKey[] = [];
  const loss = lossKey(t.userTexts);
  if (griefOrCare(t, text) === "caring") keys.push("caring");
  if (loss) keys.push(loss);
  if (celebrating(t, true) && /\b(scared|nervous|afraid|anxious|worried|terrified)\b/i.test(text)) keys.push("mixed");
  keys.push(...turnTopics(text));
  const main = chatTopic(t, true);
  if (main) keys.push(main);
  if (loss && loss !== "loss") keys.push("loss");
  return [...new Set(keys)];
}

/** The chat is about good news, and nothing hard has come up since. */
function celebrating(t: Turn, nervesAllowed = false): boolean {
  if (!t.said("good")) return false;
  const good = t.userTexts.findIndex((u, i) => goodNewsAt(u, i));
  const spoils = (f: string) =>
    f !== "good" && !(nervesAllowed && (f === "nervous" || f === "scared" || f === "anxious"));
  return (
    !t.userTexts
      .slice(Math.max(0, good))
      .some((u) => detectFeelings(u).some(spoils) || COLD_REACTION.test(u) || PEOPLE_HURT.test(u)) &&
    !snaggedEarlier(t, good)
  );
}

/**
 * A "but…" said after the good news and before this turn ("but the team i'm leading is my actual mates"): the snag
 * gets its light word when said; from then on the chat is about it, not a celebration.
 */
function snaggedEarlier(t: Turn, good: number): boolean {
  return t.userTexts
    .slice(Math.max(0, good) + 1, -1)
    .some((u) => /^\s*(but|although|though|except)\b/i.test(u) && wordsOf(u).length >= 6 && !MOSTLY_GOOD_TEXT.test(u));
}
const MOSTLY_GOOD_TEXT = /\bbut (mostly|mainly|overall|on the whole|now|actually|honestly)\b/i;

/**
 * Good news is the chat's main thread: it opened with it, and nothing since has carried a hard feeling of their own
 * (someone else's tears at the news don't count; nerves do, unless `nervesAllowed`).
 */
function happyChat(t: Turn, nervesAllowed = false): boolean {
  if (!t.said("good")) return false;
  const good = t.userTexts.findIndex((u, i) => goodNewsAt(u, i));
  if (good < 0 || good > 1 || t.state.topics.some((tp) => SENSITIVE.has(tp as TopicId))) return false;
  if (snaggedEarlier(t, good)) return false;
  const spoils = (f: string) =>
    f !== "good" && !(nervesAllowed && (f === "nervous" || f === "scared" || f === "anxious"));
  return !t.userTexts.slice(good).some((u) => {
    const own = othersReaction(u) ? "" : u;
    return detectFeelings(own).some(spoils) || COLD_REACTION.test(u) || (!!own && PEOPLE_HURT.test(u));
  });
}

/**
 * A chat that opened with a good or ordinary day ("today was pretty good actually", a good mood) and has carried
 * nothing hard since: its plain details get light questions, not the questions of a topic ("your studies").
 */
function goodDayChat(t: Turn): boolean {
  const opened = t.said("shape-good-day") || t.said("shape-ok-day") || happyChat(t) || (t.ctx.moodLevel ?? 0) >= 4;
  if (!opened || t.state.topics.some((tp) => SENSITIVE.has(tp as TopicId))) return false;
  if (snaggedEarlier(t, 0)) return false;
  return !t.userTexts.some(
    (u) =>
      detectFeelings(u).some((f) => f !== "good") ||
      HARD_NEWS.test(u.replace(/\blaughed\b(?! (at|about|behind))/gi, "")) ||
      isSelfCritical(u) ||
      isNegated(u),
  );
}

/** Something said about oneself ("im really claustrophobic tho", "maybe im just jealous", "i feel about 80"). */
const OWNED_UP =
  /^(and |but |so |tbh |honestly |idk )*(maybe |probably |i guess |i think |if i'?m honest )?(i'?m|im|i am|i feel|i just|i love|i hate|i'?ve been|ive been|i admit|i'?ll admit)\b/i;

/** Someone else's words or reaction, told ("my manager was like great work tom", "coach said im not quick enough"). */
const REPORTED_WORDS =
  /^(and |but |then |so )*((my|the|our|his|her) (\w+ )?\w+|he|she|they|mum|dad|coach|everyone)( (just|literally|even|then))? (said|says|told me|was like|went|goes|asked|keeps? saying|replied|texted back|looked at me)\b/i;

/** A reassuring detail about someone ("she's fine now", "he's doing better", "it went ok"). */
const GOOD_DETAIL =
  /\b(she'?s|shes|he'?s|hes|they'?re|theyre|she is|he is|they are|went) (absolutely |totally |all |doing |completely )?(fine|ok|okay|alright|all right|better|well|recovering|home now)( now)?\b|\b(my|the) (knee|back|ankle|leg|arm|shoulder|wrist|foot|hip|neck) is (totally |completely |basically )?(fine|ok|okay|better|healed|sorted) now\b/i;

/** A snag inside good news ("can't walk down the stairs now", "but I work 9 to 5"): not "only 2 minors". */
const HAPPY_SNAG_TEXT =
  /^\s*(but|although|though|except)\b|\b(can'?t|cant|won'?t|wont|hurts?|aches?|sore|worried|problem|annoying|expensive|tired|knackered|exhausted)\b/i;
/** Good news said in this turn; kind words received count only when the chat opens with them. */
const goodNewsAt = (u: string, i: number) => classifyIntent(u) === "good-news" && (i === 0 || !onlyKindWords(u));
/** Shapes of a reaction to kind words ("i just mumbled", "we never say stuff like that"), in a chat about praise. */
const PRAISE_SHAPES = new Set(["took-praise-awkwardly", "rare-kind-words"]);
function praiseReaction(t: Turn, text: string, asked = false): Shape | null {
  return (
    shapesOf(text, t.userTexts.slice(0, -1)).find(
      (sh) => PRAISE_SHAPES.has(sh.key) && !t.said(asked ? `praiseq-${sh.key}` : `shape-${sh.key}`),
    ) ?? null
  );
}
/** Good news that took effort. */
const EFFORT =
  /\b(tries|tried|attempts?|(?<!\b(next|this|a) )(years?|months?)(?! (from now|time))|training|practi[cs]e|worked (so )?hard|finally|(?<!\b(it|that|this|them|one) )again|revis\w+)\b/i;

/** A warm word for a detail of good news, never the same one twice; "" when they are used. */
function happyAck(t: Turn, text: string): string {
  const fresh = (key: string, bank: readonly string[]) =>
    bank.some((_, i) => !t.state.used.includes(`${key}:${i}`)) ? t.line(key, bank) : "";
  // "my hands were shaking lol": nerves on the way to the good thing, which makes it braver.
  if (/\b(shaking|shook|trembling|nervous|terrified|bricking it|heart was (racing|pounding|going))\b/i.test(text))
    return fresh("nerves-good", L.NERVES_IN_GOOD_NEWS) || "I hear you.";
  if (HAPPY_SNAG_TEXT.test(text)) return fresh("snag", L.HAPPY_SNAG) || "I hear you.";
  // "i just mumbled and walked off" after the praise: not knowing what to do with it.
  const praise = praiseReaction(t, text);
  if (praise) return t.line(`shape-${praise.key}`, [praise.ack]);
  if (EFFORT.test(text)) {
    const effort = fresh("effort", L.CELEBRATE_EFFORT);
    if (effort) return effort;
  }
  return fresh("cheer", L.CELEBRATE_ACKS);
}

/** "ok that helps a bit", "ok good": the last answer landed. */
const HELPED =
  /\b(so )?(it'?s|its|it is|i'?m|im|i am) not just me\b|\b(that|this|it) (makes|made) me feel (a bit |slightly |a little |so much |much |way )?(less (weird|alone|mad|crazy|stupid|bad)|better|normal)\b|\b(that|this|it)('?s| is| does)? (really |actually )?(helps?|helped|helpful|makes sense|useful|reassuring|good (idea|to know))\b|\b(that|this|it) (sounds|seems) (ok|okay|fine|good|great|alright|fair|doable|sensible|helpful|do-?able|like a plan)\b|\bgood idea\b|^(ok(ay)?|oh|ah|right),? (good|great|cool|phew|that'?s good|thats good|good to know)\W*$/i;

/** Taking up a line or tip they were just given ("i actually like that", "that buys time", "i could use that"). */
const LIKED_IT =
  /\b(i (actually |really |quite |do )?like (that|this|it)( one)?|that (could|might|would|will) (work|do it|do)|that buys (me )?(some )?time|i could (say|use|try) (that|this))\b/i;

/** A flat reaction to news ("she just said are you sure", "he only asked how much it cost"). */
const COLD_REACTION =
  /\b(she|he|they|my \w+|mum|dad) (just|only) (said|asked|went|replied|texted|shrugged|laughed)\b|(?<!\b(i|we|they'?d|theyd|she'?d|shed|he'?d|hed|would|will) )\b(didn'?t|did not|never) (even )?(say|ask) (congrats|congratulations|well done|anything)\b/i;

/** Someone on the person's side, in their words or deeds ("says my english is better than…", "backed me up"). */
const SUPPORT_HEARD =
  /\b(says|said|told me|reckons)\b[^.!?]{0,40}\b((he|she|they) (likes|loves|like|love) (that|it|how|me|my)|better than|(very |really |so )?friendly|lovely|no problem|fair point|proud of)\b|\bbacked me up\b|\bstuck up for me\b|\b(is|was|are|were) on my side\b/i;
/** …unless it is denied, doubted or turned ("but he has to say that", "never", "doesn't"). */
const NOT_SUPPORT =
  /\b(not|never|nobody|no one|n'?t|doesnt|didnt|dont|wont|cant|but|though|only|just (being|to be) nice|has to say|have to say|if only|wish|used to|why|would|scared|worried|afraid|nervous)\b/i;

/** A reply reported in warm words ("she just replied 'ha, fair point'"): not a cold one. */
const WARM_WORDS =
  /\b(fair point|no worries|no problem|that'?s (ok|okay|fine|alright)|it'?s (ok|okay|fine|alright)|don'?t worry|haha|ha|lol|thank(s| you)|love you|proud of you|of course|good point)\b/i;

/** Something went wrong or is missing: "That makes sense" would be the wrong thing to say. */
const HARD_NEWS =
  /\b(can'?t|won'?t|never|nobody|no one|again|hard|awful|worse|worst|bad|lost|died|fired|afford|only|fail\w*|fight\w*|another|laughed|said nothing|shouted|yelled|whisper\w*|about me|showed me|mocked|left me out|sick|ill|in hospital|hospital|ambulance|collapsed|diagnos\w*|instead of me|someone else|after me|everyone else|all me|on my own|by myself|cancell?ed|complained|punished|does nothing|too busy|by text|nobody asks|no future|in front of)\b/i;

/** Frightening health news, often about someone close ("heart attack", "in intensive care", "surgery tomorrow"). */
const HEALTH_EVENT =
  /\b(heart attack|stroke|surgery|operation|in hospital|intensive care|icu|nicu|ambulance|collapsed|cancer|tumou?r|lump|diagnos\w*|premature|seizure)\b/i;
/** A role or person named alone ("boss", "my sister", "the kids"). */
const BARE_ROLE =
  /^(my |the |our )?(boss|manager|mum|mom|dad|partner|husband|wife|boyfriend|girlfriend|sister|brother|flatmate|housemate|roommate|teacher|colleagues?|coworkers?|kids|children|son|daughter|landlord|ex|family|parents|friends?|mates?|neighbou?rs?)\W*$/i;
/** A person named alone ("dad", "my husband"), as someone writing a word at a time does. */
const BARE_PERSON =
  /^(my |our )?(dad|mum|mom|father|mother|husband|wife|partner|boyfriend|girlfriend|son|daughter|brother|sister|nan|gran|grandad|grandma|grandpa|baby|friend|best friend)\W*$/i;
const SHE = /\b(mum|mom|mother|wife|girlfriend|daughter|sister|nan|nana|gran|granny|grandma|aunt(ie)?|she|her)\b/i;
const HE = /\b(dad|father|husband|boyfriend|son|brother|grandad|grandpa|uncle|he|him|his)\b/i;
/** "he", "she" or "they" for the person most recently named in these turns, or null when nobody is. */
function pronounOf(texts: string[]): string | null {
  for (const u of [...texts].reverse()) {
    const she = SHE.exec(u);
    const he = HE.exec(u);
    if (she && he) return she.index > he.index ? "she" : "he";
    if (she) return "she";
    if (he) return "he";
    if (/\b(partner|friend|baby|they|them)\b/i.test(u)) return "they";
  }
  return null;
}

/** "i dont want her to think i dont care": a worry about how it lands with someone (not a harsh verdict on oneself). */
// "i dont want her to think i dont care", "if i say no hell think im tight": how it will look to them.
const othersThink = (text: string) =>
  (/\b(don'?t|dont|do not|wouldn'?t|wouldnt) want (her|him|them|people|anyone|everyone|my \w+|the \w+) to (think|feel|assume|believe)\b/i.test(
    text,
  ) ||
    /\b(he'?ll|she'?ll|they'?ll|hell|shell|theyll|(he|she|they|people|everyone) (will|would|might)) (think|assume|decide) (i'?m|im|i am|that i|i)\b/i.test(
      text,
    )) &&
  !isSelfCritical(text);

/** About someone or how things are ("shes been my friend since we were 11"), with no "could" or "or" in it. */
const aboutSomeone = (text: string) =>
  /^(she|he|they|shes|hes|theyre|she'?s|he'?s|they'?re|it'?s|its|we'?ve|weve|we have|we were|my \w+ (is|was|has))\b/i.test(
    text.trim(),
  ) && !/\b(could|maybe|or|should|option)\b/i.test(text);

/**
 * An answer to "what are your options?" or "which do you lean towards?" that is options or a choice: something to
 * do, a "could", "maybe", "either/or", a pick ("the first one"). A feeling, a worry or a fact about someone is not.
 */
function looksLikeOptions(text: string, step: number): boolean {
  if (othersThink(text) || /\bwhat if\b/i.test(text)) return false;
  if (aboutSomeone(text)) return false;
  if (looksLikeActivity(text) || detectCommitment(text)) return true;
  if (
    /\b(could|maybe|perhaps|might|either|or|option|options|probably|i'?d|id|i would|i guess|just|try|tell|ask|say|talk|speak|explain|offer|pay|skip|go|leave|quit|stay|email|text|call|ring|message|book|cancel|wait|stop|start|keep|both|neither|first|second|third|last one|that one)\b/i.test(
      text,
    )
  )
    return true;
  // Step 2 ("which do you lean towards?"): a short pick ("the cheaper one", "saying no") counts.
  return step === 2 && wordsOf(text).length <= 4 && !/^(no|nah|idk|dunno|not sure|i don'?t know)\b/i.test(text.trim());
}

/** A line of `bank` not used yet in this chat, or "" when all are. */
function freshLine(t: Turn, key: string, bank: readonly string[], start?: number): string {
  return bank.some((_, i) => !t.state.used.includes(`${key}:${i}`)) ? t.line(key, bank, {}, start) : "";
}

/** Venting: an invitation to go on, never the same one twice; "What was the worst bit?" only after something hard. */
function ventPrompt(t: Turn, hard: boolean, felt = false): string {
  const n = L.VENT_PROMPTS.length;
  for (let k = 0; k < n; k++) {
    const i = (t.seed + t.state.turn + k) % n;
    if (!hard && L.VENT_HARD_ONLY.has(i)) continue;
    // A feeling just said: no "How did that leave you feeling?".
    if (felt && L.VENT_PROMPTS[i]!.includes("feeling")) continue;
    const id = `vent:${i}`;
    if (t.state.used.includes(id)) continue;
    t.state.used = [...t.state.used.slice(-150), id];
    return L.VENT_PROMPTS[i]!;
  }
  return "";
}

/** A vent that's over ("ok rant over", "done moaning", "i feel a bit better", "that helped", "needed that"). */
const VENT_OVER_TEXT =
  /\b(rant over|end of rant|done (moaning|ranting|venting|complaining|whinging|whining)|(that|this|it|talking|venting) (really |actually )?(helped|helps)|(i )?feel(ing)? (a (bit|little|lot|tiny bit) |much |so |loads |slightly )?(better|lighter|calmer)|better now|needed (that|this)|got (it|that) (all )?(out|off my chest)|needed to (say|get) (it|that) out)\b/i;
const VENT_SIGH_TEXT =
  /^\W*(u+g+h+|a+r+g+h+|u+r+g+h+|ff+s|fml|sigh|\*sigh\*|omg|god|honestly|seriously|so annoying|pfft?)\W*$/i;
const VENT_AGAIN_TEXT =
  /\b(again|every (single )?(day|week|time|morning|night|month)|(second|third|fourth|fifth) time|always|keeps?|constantly|all the time|never stops?)\b/i;
const VENT_THEM_TEXT =
  /^\s*(and |then |but |like |plus |also |(this|that) (morning|evening|afternoon) |today |yesterday |last night |now |after that )*(she|he|they|shes|hes|theyre|she'?s|he'?s|they'?re|(my|her|his|their|the) (\w+ )?(flatmate|housemate|roommate|boss|manager|neighbou?r|partner|boyfriend|girlfriend|husband|wife|mum|mom|dad|sister|brother|colleague|friend|landlord|teacher|council|company))\b/i;

/**
 * Venting: a short acknowledgement of what was just said, by what it carries (a feeling they said, the same thing
 * again, what someone else did, a sigh, the chat's subject once), in fixed wording; the varied lines are used once each.
 */
function ventAck(t: Turn, text: string, topics: TopicId[], feelings: string[], hard = true): string {
  const feeling = feelings.find((f) => f !== "good" && L.VENT_FEELING_ACKS[f]);
  // A loss, a shock, something about themselves: the careful reflection first.
  if (
    topics.some((tp) => SENSITIVE.has(tp)) ||
    isSelfCritical(text) ||
    (feelings.some((f) => f !== "good") && !feeling)
  )
    return reflection(t, text, topics);
  const ack =
    (feeling && freshLine(t, `vent-f-${feeling.replace(/ /g, "-")}`, L.VENT_FEELING_ACKS[feeling]!)) ||
    (VENT_SIGH_TEXT.test(text) && freshLine(t, "vent-sigh", L.VENT_SIGH)) ||
    (VENT_AGAIN_TEXT.test(text) && freshLine(t, "vent-again", L.VENT_AGAIN)) ||
    (VENT_THEM_TEXT.test(text) && !GOOD_DETAIL.test(text) && freshLine(t, "vent-them", L.VENT_THEM));
  if (ack) return ack;
  const topic = topics.find((tp) => !t.state.topics.slice(0, -topics.length).includes(tp));
  if (topic && !t.said("vent-topic")) {
    t.state.used = [...t.state.used, "vent-topic:0"];
    return L.fill(L.VENT_TOPIC_ACK, { topic: TOPIC_PHRASES[topic] });
  }
  if (GOOD_DETAIL.test(text) || feelings.includes("good")) return reflection(t, text, topics);
  // Something hard said plainly, or piling up ("the printer broke too"): it adds up; anything else ("yeah", "maybe a
  // quiet dinner") just a quiet nod.
  if (hard || /\b(too|as well|on top of|plus)\W*$/i.test(text.trim()))
    return freshLine(t, "vent-plain", L.VENT_PLAIN_ACKS) || reflection(t, text, topics);
  return freshLine(t, "vent-soft", L.VENT_SOFT);
}

/**
 * Progress, a step taken, pride or relief, in general words ("for the first time in months", "managed to", "went
 * anyway", "stuck to it", "proud of myself"): a win.
 */
const WIN =
  /\b(for the first time|first time in (ages|months|years|weeks|a while|forever|a long time)|(i|we) (finally |actually |even )?managed( to)?|i (finally |actually )?did it|did it anyway|went anyway|(i|we|and|then|it) (actually|finally|even) (did|worked|went|made|got|ran|spoke|said|told|sent|(?!(hated|struggled|failed|panicked|cried|messed|dreaded|regretted|ruined|wasted|blanked|froze|bottled|avoided|skipped|snapped|screwed)\b)\w+ed)|for once|got through (it|the|my|a)|stuck (to|with) it|kept (it )?up|(it|that|the \w+) went (really |quite |so |surprisingly )?(well|ok|okay|fine|better than)|better than i (thought|expected|feared)|pulled it off|proud of (myself|me)|i'?m (really |quite |so |actually |kind of |kinda )?(proud|relieved)|(i|we) signed up|put my hand up|spoke up)\b/i;
/** Something not done or not possible ("i havent told any of them", "couldn't"): not a win. */
const NOT_DONE =
  /\b(can'?t|cant|cannot|couldn'?t|couldnt|didn'?t|didnt|haven'?t|havent|hasn'?t|hasnt|won'?t|wont|wasn'?t|wasnt|not|never|no longer)\b/i;
/** Trouble in general words, beyond HARD_NEWS ("that feels wrong", "it's exhausting", "too much"). */
const TROUBLE_WORDS =
  /\b(wrong|guilty|unfair|horrible|terrible|rubbish|sucks?|hurts?|stuck|struggl\w*|exhausting|draining|overwhelm\w*|too much|scary|scared|worried|afraid|upset|stress\w*)\b/i;
/** The part of a mixed message that carries its weight: what comes after the last "but"/"though". */
function lastClause(text: string): string {
  const parts = text.split(/\b(?:but|though|although|still|anyway)\b/i);
  const tail = parts.at(-1)?.trim() ?? "";
  return wordsOf(tail).length >= 2 ? tail : text;
}
/**
 * The turn's valence, read by how it ends: "trouble" (a hard feeling, a loss, a failure, worry), "win" (progress, a
 * brave step, pride, relief), "plan" (something they will do), or "neutral".
 */
function turnValence(raw: string): "trouble" | "win" | "plan" | "neutral" {
  // "we laughed for an hour" is good; "they laughed at me" stays hard.
  const text = raw.replace(/\blaughed\b(?! (at|about|behind))/gi, "enjoyed");
  const tail = lastClause(text);
  const hard = detectFeelings(tail).some((f) => f !== "good") || isSelfCritical(tail);
  if (hard) return "trouble";
  if (
    WIN.test(tail) &&
    !isNegated(tail) &&
    !HARD_NEWS.test(tail.replace(/\b(again|another)\b/gi, "")) &&
    !NOT_DONE.test(tail)
  )
    return "win";
  if (detectCommitment(tail) && !isNegated(tail) && !HARD_NEWS.test(tail.replace(/\b(again|another|only)\b/gi, "")))
    return "plan";
  if (HARD_NEWS.test(tail) || isNegated(tail) || TROUBLE_WORDS.test(tail) || NOT_DONE.test(tail)) return "trouble";
  // "she's not a bad person but she gets defensive": a denial, then the snag that is true.
  if (tail !== text && isNegated(text.slice(0, text.length - tail.length))) return "trouble";
  return "neutral";
}

/** Their own conclusion ("so it's not that im thick, i just…", "maybe the real problem is…", "that answers it"). */
const OWN_CONCLUSION =
  /^(?:(?:so|oh|ah|ok(?:ay)?|right|hm+|yeah|i mean|wait)[,.]?\s+)*(?:(?:maybe|i think|i guess|i suppose|actually)[,.]?\s+)*(?:(?:it'?s|its|it is|it was|that'?s|thats) not (?:that|because|about|really about)\b[^.!?]{2,80}[,;.-]\s*(?:(?:it'?s|its) (?:more |just )?(?:that |because )?)?i (?:just |probably |honestly |really )?(?:never|didn'?t|didnt|hadn'?t|hadnt|haven'?t|havent|skipped|rushed|avoided|missed|forgot|left|stopped|need(?:ed)?|want(?:ed)?|(?!hated|struggled|failed)\w+ed)\b|the (?:real|actual) (?:problem|issue|thing|reason)\b|what i (?:actually |really )?(?:need|want)(?:ed)? is\b)|\b(?:that|this|which) (?:kind of |sort of |pretty much |basically )?answers (?:it|that|my (?:own )?question)\b|^(?:(?:so|oh|ok(?:ay)?|right|yeah)[,.]?\s+)*(?:i think|i guess|i suppose|maybe) i (?:just|was just) (?:need(?:ed)?|want(?:ed)?|skipped|rushed|avoided|missed|forgot|panicked|froze|over ?thought|overthink)\b/i;
/** "cant believe i let it become this huge thing in my head": seeing, afterwards, that the dread was bigger than it. */
const HINDSIGHT =
  /\b(can'?t|cannot|cant) believe i (let (it|this|that)|made (it|this|that|such|a)|got (so|that) (worked up|stressed|scared|wound up)|put (it|this|that) off|waited (so|this) long|was (so|that) (scared|worried|nervous))\b|\b(all that|so much) (worry|worrying|stress|stressing|dread|panic)\w* (for|over|about) nothing\b|\bit was never (as|that) (bad|big|scary)\b|\bwhy did i (wait|put it off) so long\b/i;

export function ownConclusion(text: string): boolean {
  if (HINDSIGHT.test(text) && !isSelfCritical(text) && !text.includes("?")) return true;
  if (!OWN_CONCLUSION.test(text.trim())) return false;
  // "so it's not that i'm lazy, i'm just useless": the conclusion is a harsh verdict, not an insight.
  const after = text.split(/[,;]|\b(?:it'?s|its) that\b/i).at(-1) ?? text;
  return (
    !isSelfCritical(after) &&
    !detectFeelings(after).some((f) => f !== "good") &&
    !TROUBLE_WORDS.test(after) &&
    // "i think i just needed to say it to someone": a wish to be heard, not a conclusion to act on.
    !/\b(say|said|tell|told|talk|vent|get) (it|this|that)? ?(out|to (someone|somebody|anyone|you))\b|\bto (say|tell|talk|vent)\b/i.test(
      after,
    )
  );
}

function reflection(t: Turn, text: string, topics: TopicId[]): string {
  const s = t.state;
  // A death or a loss: sorry, before anything else; later, stay with the grief.
  if (topics.includes("loss") && !t.said("condolence")) return t.line("condolence", L.CONDOLENCES);
  // Something frightening in front of them: that first; stepping in to help is named once.
  if (topics.includes("shock") && !t.said("shock")) return t.line("shock", L.SHOCK_LINES);
  if (
    s.topics.includes("shock") &&
    /\b(cpr|called (an ambulance|999|911|112)|stayed with (him|her|them)|held (his|her|their))\b/i.test(text) &&
    !t.said("brave")
  )
    return t.line("brave", L.BRAVE_LINES);
  // Someone else's bereavement ("my best mate's dad died"): sorry for them first.
  if (
    topics.includes("supporting") &&
    /\b(died|passed away|passed|lost (her|his|their))\b/i.test(text) &&
    !t.said("condolence-other")
  )
    return t.line("condolence-other", L.CONDOLENCE_OTHER);
  if (COLD_REACTION.test(text) && !WARM_WORDS.test(text) && !t.said("cold"))
    return t.line("cold", L.COLD_REACTION_LINES);
  // "i can see shes terrified": watching someone they love struggle.
  if (
    /\b(i|you) (can|could) (see|tell|hear)( that)? (she|he|they|shes|hes|theyre)('?s|'re| is| are| was| were)? (so |really |just )?(terrified|scared|frightened|upset|struggling|hurting|exhausted|sad|anxious|worried|devastated|broken|falling apart)\b/i.test(
      text,
    ) &&
    !t.said("watching")
  )
    return t.line("watching", L.WATCHING_LINES);
  // "im making meals for her freezer": a practical way of being there for someone.
  if (
    s.topics.includes("supporting") &&
    /\b(i'?m|im|i am|i'?ve been|ive been|i'?ll|ill) (making|cooking|doing|taking|bringing|dropping|picking up|looking after|minding|driving|sitting with|staying with)\b/i.test(
      text,
    ) &&
    !t.said("helping")
  )
    return t.line("helping", L.HELPING_LINES);
  // "she said she's stupid": someone they love being harsh on themselves.
  if (
    /\b(said|says|keeps saying|thinks|told me|calls herself|calls himself)( that)? (she'?s|shes|he'?s|hes|they'?re|theyre|she is|he is|herself|himself) (so |just |really |a |such a )*(stupid|useless|a failure|worthless|ugly|fat|thick|rubbish|hopeless|an idiot|a loser|dumb)\b/i.test(
      text,
    ) &&
    !t.said("their-critic")
  )
    return t.line("their-critic", L.THEIR_CRITIC);
  // "found a lump", "my sister's baby is in the nicu": frightening health news, named as that.
  // Not when it is long past ("since her stroke last year"): by now it is the life around it.
  if (
    HEALTH_EVENT.test(text) &&
    !/\b(last year|years? ago|months ago|since (her|his|their|my|the))\b/i.test(text) &&
    !topics.includes("loss") &&
    !t.said("health-scare") &&
    !t.said("short-health")
  )
    return t.line("health-scare", L.HEALTH_SCARE);
  // "my mum would be so hurt", "mum would be heartbroken": their feeling, imagined with care; not the person's own.
  if (
    /\b((my|our|his|her) \w+|mum|mom|dad|he|she|they|everyone)( \w+)? (would|will|'d|'ll) (be|feel) (so |really |absolutely |just )?(hurt|upset|heartbroken|devastated|embarrassed|angry|furious|disappointed|gutted|sad|mortified|crushed)\b/i.test(
      text,
    ) &&
    !t.said("their-feeling")
  )
    return t.line("their-feeling", L.THEIR_FEELING);
  // "i know thats not fair. he deserves to be happy": fair to the other person while it still hurts.
  if (
    /\bi know (that'?s|thats|that is|it'?s|its|it is|i'?m being|im being) (not fair|unfair|selfish|irrational|silly|daft|stupid)\b/i.test(
      text,
    ) &&
    !t.said("fair-minded")
  )
    return t.line("fair-minded", L.FAIR_MINDED);
  // "i cried in the car after", "i always used to cry at the dentist as a kid": tears at a moment, not low mood.
  const tears = tearsAtAMoment(text);
  if (
    tears &&
    !t.said("tears") &&
    detectFeelings(text).every((f) => f === "good") &&
    !s.topics.some((tp) => SENSITIVE.has(tp as TopicId))
  )
    return t.line("tears", tears === "past" ? L.TEARS_PAST : L.TEARS_MOMENT);
  if (othersThink(text) && !t.said("others-think")) return t.line("others-think", L.OTHERS_THINK_LINES);
  if (fearsJudgement(text)) return t.line("judged", L.JUDGEMENT_WORRY);
  // "My teacher said I'm lazy", "my dad says I'll have no future": someone else's verdict, not the person's.
  if (quotesHarsh(text) && !t.said("quoted")) return t.line("quoted", L.QUOTED_HARSH);
  // "I always thought it was my fault": blame carried as a fact, met with compassion rather than a label.
  if (SELF_BLAME.test(withoutReported(text)) && isSelfCritical(text) && !t.said("blame"))
    return t.line("blame", L.SELF_BLAME_LINES);
  if (isSelfCritical(text)) return t.line("critic", L.SELF_CRITIC);
  // "Part of me is relieved, but mostly…": more than one feeling.
  if (
    /\bpart of me\b.{0,80}\b(but|and) (mostly|also|part of me|the other)\b|\bpart of me\b.{0,80}\bpart of me\b|\b(relieved|glad|happy)\b[^.!?]*\bbut\b[^.!?]*\b(guilty|sad|stupid|awful|scared|miss|hurts?)\b/i.test(
      text,
    ) &&
    !t.said("mixed-own")
  )
    return t.line("mixed-own", L.MIXED_OWN);
  const moodLow = (t.ctx.moodLevel ?? 3) <= 2 && s.turn === 1;
  const all = detectFeelings(text).filter((f) => f !== "good");
  const feeling = all.find((f) => !(moodLow && f === "low"));
  // A topic is named once, when it first comes up; later it is "it".
  const seen = new Set(s.topics.slice(0, Math.max(0, s.topics.length - topics.length)));
  // A weak topic ("my mum", "work") is named early on, unless a strong one already defines the chat.
  const strongSeen = [...seen].some((tp) => STRONG_TOPICS.has(tp as TopicId));
  // A past event ("it started with the wedding") is not the subject.
  const painfulChat = [...seen].some((tp) => SENSITIVE.has(tp as TopicId));
  const aside = asides(t, text, topics);
  // In a long message, the subject said first leads ("my friend group… busy with the new job").
  const byPlace = [...topics].sort(
    (a, b) => (text.search(TOPIC_REGEX[a]) + 1 || 1e6) - (text.search(TOPIC_REGEX[b]) + 1 || 1e6),
  );
  const topic = (wordsOf(text).length > 25 ? byPlace : topics).find(
    (tp) =>
      !seen.has(tp) &&
      !aside.has(tp) &&
      (!EVENTS.includes(tp) || isUpcoming(text) || !PAST.test(text)) &&
      !(painfulChat && !SENSITIVE.has(tp)) &&
      (STRONG_TOPICS.has(tp) || (s.turn <= 2 && !strongSeen)),
  );
  // Still on the loss (it came up in the last few turns, or they miss them): stay with the grief.
  const onLoss =
    griefOrCare(t, text) !== "caring" &&
    chatTopic(t) === "loss" &&
    (t.userTexts.slice(-3).some((u) => detectTopics(u).includes("loss")) || /\bmiss(ing)?\b/i.test(text));
  if (!feeling && t.said("condolence") && onLoss && !(topic && STRONG_TOPICS.has(topic)))
    return /\bmiss(ing)?\b/i.test(text) && !t.said("missing")
      ? t.line("missing", L.MISSING_LINES)
      : t.line("loss-reflect", L.LOSS_REFLECT);
  if (!feeling && (celebrating(t) || happyChat(t))) return happyAck(t, text);
  // The turn's valence, read by how it ends ("…but i went anyway"): a win or a plan gets a warm line, not sympathy.
  const valence = turnValence(text);
  if (valence === "win") return freshLine(t, "win", L.WIN_ACKS) || "Good for you.";
  if (valence === "plan" && !feeling) return freshLine(t, "plan-ack", L.PLAN_STATED) || "That sounds like a plan.";
  // "she's fine now tho", "he's doing better": a reassuring detail, not "that sounds hard".
  if (!feeling && GOOD_DETAIL.test(text) && !isNegated(text) && !/\bbut\b/i.test(text) && !t.said("good-detail"))
    return t.line("good-detail", ["That's good to hear.", "I'm glad to hear that."]);
  if (
    !feeling &&
    !/\b(but|worse|somehow)\b/i.test(text) &&
    // "shes been doing them really well. which is great. obviously. lol": said through gritted teeth.
    !/\b(obviously|apparently)\b|\bwhich is (great|fine|lovely|nice|brilliant)\b/i.test(text) &&
    // "my brother lives 10 mins away and never helps": the help that isn't there.
    !/\b(never|doesn'?t|doesnt|don'?t|dont|won'?t|wont|not|hardly|barely|didn'?t|didnt|no longer)\b[^.!?]{0,15}\b(helps?|helped|there for|supportive|on my side)\b/i.test(
      text,
    ) &&
    /\b(helps|helped|supportive|checking in on me|there for me|on my side|had my back|stood up for me|came up to me|(is|are|was|seems) (really |quite |actually |so )*(nice|kind|lovely|supportive|great|happy about it|pleased about it|glad about it|chuffed)|(said|says) (she'?ll|he'?ll|they'?ll|shell|hell|theyll|she will|he will|they will|she would|he would) (come|help|drive|take me|sort|be there|go with me)|offered to (come|help|drive|take|go|pay|lend)|(is|are) coming with me)\b/i.test(
      text,
    )
  )
    return t.line("support", L.SUPPORT_LINES);
  if (feeling && topic && !(feeling === "lonely" && topic === "lonely"))
    return t.line("rft", L.REFLECT_FEELING_TOPIC, { feeling, topic: phraseOf(topic, t.userTexts) });
  if (feeling) return t.line("rf", L.REFLECT_FEELING, { feeling });
  if (moodLow && all.includes("low")) return t.line("heavy", L.REFLECT_HEAVY);
  // "So this is about…" opens a chat; later, a plainer acknowledgement.
  if (topic)
    return t.line("rt", s.turn <= 2 ? L.REFLECT_TOPIC : L.REFLECT_TOPIC.slice(0, 2), {
      topic: phraseOf(topic, t.userTexts),
    });
  // A hard fact with no feeling word ("I'd already got ready"): the feeling of the last turns, named.
  // Only feelings that colour what follows (not "embarrassed" about one moment), and not from a question.
  const recent = t.userTexts
    .slice(-2, -1)
    .filter((u) => classifyIntent(u) !== "question" && !FEAR_UNSAID.test(u))
    .flatMap(detectFeelings)
    .filter((f) => CARRIED_FEELINGS.has(f))
    .at(-1);
  const carried = s.used.filter((u) => u.startsWith("carry:")).length;
  if (
    recent &&
    !recent.includes("your") &&
    carried < 2 &&
    !t.lastCoach.includes(recent) &&
    !s.used.at(-2)?.startsWith("carry:") &&
    (HARD_NEWS.test(text) || isNegated(text) || wordsOf(text).length >= 5) &&
    valence !== "plan" &&
    // "i want to walk more": a wish for something, not a hard fact.
    !/\bi (really )?(want|would like|'?d like|wanna) to\b/i.test(text) &&
    // "i actually like my job": something good about them carries no hard feeling.
    !/\bi (actually |really |do |still )?(like|love|enjoy)\b|\b(proud of|i'?m good at|im good at)\b/i.test(text)
  )
    return t.line("carry", L.CARRY_FEELING, { feeling: recent });
  // "Everyone says I'll be fine, but…": the reassurance didn't land.
  if (
    /\b(says?|keep saying|tell(s)? me|told me) (that )?((i'?ll|ill|it'?ll|itll|i will|it will|i'?m going to|youll|you'?ll) be (fine|ok|okay|alright|great|brilliant|amazing|good)|(i'?m|im|i am) (ready|good enough|prepared))\b/i.test(
      text,
    ) &&
    !t.said("reassure")
  )
    return t.line("reassure", L.REASSURANCE_LINES);
  // "My appointment is on Friday": a date, plainly.
  if (
    isUpcoming(text) &&
    /\b(appointment|meeting|1:1|one-to-one|interview|results|session|operation|scan|hearing|court|gp|doctors?|dentist|surgery|booked)\b/i.test(
      text,
    ) &&
    !detectTopics(text).some((tp) => EVENTS.includes(tp)) &&
    !HARD_NEWS.test(text) &&
    wordsOf(text).length <= 10 &&
    !t.said("upcoming")
  )
    return t.line("upcoming", L.UPCOMING_ACKS);
  // "I'm happy for her but it hurts": both at once.
  if (/\b(happy|glad|pleased|excited) (for|that)\b[^.!?]*\bbut\b/i.test(text) && !t.said("mixed-feel"))
    return t.line("mixed-feel", L.MIXED_FEELINGS);
  // A hedge or a no to a question ("idk probably not", "not really") is not hard news.
  const hedge = /^\W*(idk|dunno|i don'?t know|not sure|maybe|probably|nah|no)\b[^.!?]{0,20}$/i.test(text.trim());
  // "there's no audition, you just turn up", "you don't need to know anyone": a barrier that isn't there.
  const noBarrier =
    /\b(no (audition|pressure|need|rush|catch|charge|fee|cost|dress code|experience|test|interview|deadline)|(don'?t|dont|do not|doesn'?t|doesnt|won'?t|wont) (have|need|got) to (audition|pay|be good|know|bring|prepare|sign up|book|commit)|nobody (minds|cares if|checks))\b/i.test(
      text,
    ) &&
    !HARD_NEWS.test(text) &&
    !/\b(but|though|wrong|guilty|bad|awful|worse)\b/i.test(text);
  if ((HARD_NEWS.test(text) || isNegated(text)) && valence === "trouble" && !hedge && !noBarrier)
    return t.line("rh", L.REFLECT_HARD);
  // Something said about oneself ("maybe im just jealous", "im really claustrophobic tho"): thanks for the honesty; a
  // plain detail ("my old keyboard is still in the loft") gets a plain nod, not thanks for a confession.
  if (OWNED_UP.test(text.trim()) && wordsOf(text).length <= 16)
    return freshLine(t, "owned", L.REFLECT_OWNED) || t.line("rp", L.REFLECT_PLAIN);
  return t.line("rp", L.REFLECT_PLAIN);
}

function moodIntro(ctx: CoachUserContext): string | null {
  if (!ctx.moodLevel) return ctx.userName ? `Hi ${ctx.userName}.` : null;
  const hello = ctx.userName ? `Thanks for checking in, ${ctx.userName}.` : "Thanks for checking in.";
  const emotions = listOf((ctx.emotions ?? []).slice(0, 3).map((e) => e.toLowerCase()));
  const level = ctx.moodLevel;
  if (level <= 2) return emotions ? `${hello} Feeling ${emotions} takes a lot out of a person.` : hello;
  if (level === 3) return `${hello} Somewhere in the middle today${emotions ? `, and feeling ${emotions}` : ""}.`;
  return `${hello} I'm glad today feels ${moodWord(level)}${emotions ? `, and that you're feeling ${emotions}` : ""}.`;
}

/** The mood flow's chat opens with this when the person wrote no note: not their words, nothing to reflect. */
const isMoodOpening = (text: string, level: number | null | undefined) =>
  level != null && text === `I'm feeling ${moodWord(level)} today.`;

/** The first question after a check-in, by mood. */
function moodQuestion(t: Turn): string {
  const level = t.ctx.moodLevel ?? 3;
  if (level <= 2) return t.line("lowq", L.LOW_MOOD_QUESTIONS, {}, 0);
  if (level === 3) return t.line("midq", L.MIDDLE_MOOD_QUESTIONS, {}, 0);
  return t.line("goodq", L.GOOD_MOOD_QUESTIONS, {}, 0);
}

/** Unasked-for exercises: only once the person has said a few things, one per chat (two after one was done), never after a no. */
function canOffer(t: Turn): boolean {
  const s = t.state;
  // A death, caring, bullying, discrimination, a betrayal or family hurt: an exercise nobody asked for would jar.
  if (tender(t)) return false;
  const budget = s.done.length > 0 ? 2 : 1;
  // Someone who has said only "meh" and "idk" has told us nothing an exercise could fit.
  const said = t.userTexts.join(" ").split(/\s+/).length >= 20 && !t.userTexts.some(isHappeningNow);
  return !s.no_offers && !s.venting && t.prevOffer === null && s.offered.length < budget && s.turn >= 3 && said;
}

function allTraps(t: Turn): TrapId[] {
  return [
    ...new Set(
      t.userTexts
        .filter((u) => classifyIntent(u) !== "question")
        .map(withoutReported)
        .flatMap(detectTraps),
    ),
  ];
}

/**
 * Offers an exercise (the reply carries it, so 'Try the exercise' shows). False when none is left.
 * `accepted`: the person already said yes to "an exercise", so no need to ask again.
 */
function offerExercise(t: Turn, another: boolean, accepted = false): boolean {
  const s = t.state;
  const ex: LibraryExercise | null = chooseExercise({
    text: t.userTexts.join(" "),
    topics: s.topics as TopicId[],
    traps: allTraps(t),
    module: s.module,
    exclude: [...s.offered, ...s.declined, ...s.done],
    seed: t.seed + s.offered.length,
    noHarshThought: allTraps(t).length === 0 && s.module !== "trap" && !t.userTexts.some((u) => isSelfCritical(u)),
    lastHard: (() => {
      const last = t.userTexts.at(-1) ?? "";
      return (
        detectFeelings(last).some((f) => f !== "good") ||
        isNegated(last) ||
        /\b(keep thinking|not going|avoid\w*|can'?t face|dread\w*)\b/i.test(last)
      );
    })(),
  });
  if (!ex) {
    t.say(L.NO_MORE_EXERCISES);
    return false;
  }
  const intro = accepted
    ? "Here's one to start with:"
    : t.line(another ? "another" : "offer", another ? L.ANOTHER_INTROS : L.OFFER_INTROS);
  t.say(
    `${intro} "${ex.title}". ${ex.description}`,
    accepted ? "Tap 'Try the exercise' whenever you're ready." : t.line("ask", L.OFFER_ASKS),
  );
  t.exercise = ex.id;
  s.offered = [...s.offered, ex.id];
  s.offer = { kind: "exercise", id: ex.id };
  return true;
}

/** The question a module asks at `step` (1-based), in a wording not used yet. */
/** Kind words the person would say to a friend: said back to them, then self-compassion's next step. */
function kindWordsReply(t: Turn) {
  t.enter("compassion", 2);
  return t
    .say(
      t.line("kind", [
        "That's a kind thing to say, and it's true for you too.",
        "Those are warm words, and you deserve them as much as anyone.",
      ]),
      moduleQuestion(t, "compassion", 2),
    )
    .reply("compassion");
}

function moduleQuestion(t: Turn, module: CoachModule, step: number): string {
  const steps = L.MODULE_QUESTIONS[module].steps;
  const variants = steps[Math.min(step, steps.length) - 1] ?? steps[0]!;
  // Not "what would you say to a friend?" twice in a row.
  const start = module === "trap" && /\bfriend\b/.test(t.lastCoach) ? 1 : 0;
  return t.line(`q-${module}-${step}`, variants, {}, start);
}

/** A celebration question not asked yet in this chat. */
const cheerLeft = (t: Turn) => L.CELEBRATE_QUESTIONS.some((_, i) => !t.state.used.includes(`cheerq:${i}`));

/** An open question: about the conversation's main topic first, then the listening bank. */
const SHAPES_IN_PAIN = new Set([
  "repair",
  "their-reaction",
  "missing-people",
  "nice-thing",
  "both-hit",
  "silence",
  "bad-night",
  "happy-for",
  "own-thing",
  "hoped",
  "many-tries",
  "holds-back",
  "whole-thing",
  "unnoticed",
  "left-out",
  "has-resource",
  "memory",
  "their-good-news",
  "not-words",
  "not-close",
  "used-to",
  "used-to-be",
  "cant-just",
  "not-yet",
  "passes",
  "never-know-say",
  "safe-said",
  "left-count",
  "stayed-in",
  "was-there",
  "no-pause",
  "small-moment",
  "miss-them",
  "was-close",
  "their-side",
  "ally",
  "kind-act",
  "went-quiet",
  "no-reply",
  "not-about",
  "undecided",
  "chose-it",
  "alone-days",
  "where-fit",
  "cold-shoulder",
  "not-tried",
  "fair-but",
  "smug",
  "miss-people",
  "our-thing",
  "at-least",
  "going-alone",
  "torn",
  "going-over",
]);
const SHAPES_NOT_WITH_FEELING = new Set(["others-kind", "one-person", "not-unkind", "loop"]);

/** Shapes of an ordinary good day, met lightly (no exercise, no congratulations). */
const LIGHT_SHAPES = new Set(["ok-day", "good-day", "small-pleasure", "kind-contact", "just-hi", "catch-up"]);

/** The shape of what was just said ("i used to climb", "weekends are the worst"), not yet used in this chat. */
function shapeFor(t: Turn, text: string, onlyLight = false): Shape | null {
  // In a painful chat (a death, caring, a betrayal) only the plainest shapes; a feeling said gets its own reflection.
  const painfulChat = tender(t);
  const felt = detectFeelings(text).some((f) => f !== "good");
  // A long message says more than one shape can answer.
  if (wordsOf(text).length > 25) return null;
  const found = shapesOf(text, t.userTexts.slice(0, -1)).find(
    (sh) =>
      !t.said(`shape-${sh.key}`) &&
      (!onlyLight || LIGHT_SHAPES.has(sh.key)) &&
      // "I just miss him" after a death has the grief's own words.
      !(sh.key === "miss-them" && t.state.topics.includes("loss")) &&
      // "my hands were shaking lol" after speaking up: the courage, said elsewhere, not a blush to explain.
      !(sh.key === "body-moment" && t.said("good")) &&
      (!painfulChat || SHAPES_IN_PAIN.has(sh.key)) &&
      !(felt && SHAPES_NOT_WITH_FEELING.has(sh.key)),
  );
  if (!found) return null;
  t.state.used = [...t.state.used, `shape-${found.key}:0`];
  return found;
}

function listenQuestion(t: Turn): string {
  const s = t.state;
  if (
    s.turn === 1 &&
    t.ctx.moodLevel &&
    (t.ctx.moodLevel !== 2 && t.ctx.moodLevel !== 1
      ? true
      : s.topics.length === 0 && wordsOf(t.userTexts.at(-1) ?? "").length < 8)
  )
    return moodQuestion(t);
  // A snag inside good news ("but i work 9 to 5"): a question about that bit, not "what kept you going?".
  const praise = s.turn > 1 && happyChat(t) ? praiseReaction(t, t.userTexts.at(-1) ?? "", true) : null;
  if (praise) return t.line(`praiseq-${praise.key}`, [praise.question]);
  if (s.turn > 1 && happyChat(t) && HAPPY_SNAG_TEXT.test(t.userTexts.at(-1) ?? "") && !t.said("snagq"))
    return t.line("snagq", ["How do you feel about that bit?"]);
  if (celebrating(t) && cheerLeft(t)) return t.line("cheerq", L.CELEBRATE_QUESTIONS, {}, 0);
  const first = chatTopic(t);
  const firstQuestions = first ? L.TOPIC_QUESTIONS[first] : undefined;
  if (s.turn === 1 && first && SENSITIVE.has(first) && firstQuestions)
    return t.line(`tq-${first}`, firstQuestions, {}, 0);
  // "40 next week": nothing has happened yet to tell about.
  if (s.turn === 1 && isUpcoming(t.userTexts.at(-1) ?? "") && !PAST.test(t.userTexts.at(-1) ?? ""))
    return t.line("firstq-ahead", L.FIRST_QUESTIONS_AHEAD, {}, 0);
  if (s.turn === 1) {
    const opening = t.userTexts.at(-1) ?? "";
    // "i used to play piano every day": about what it was, not how long it has been going on.
    // "i used to answer emails at 11pm": a habit they left behind, not something they enjoyed.
    if (USED_TO_HARD.test(opening)) return t.line("usedq-hard", ["What helped that change?"]);
    if (/\bi used to (?!be\b|feel\b)\w+/i.test(opening))
      return firstQuestions
        ? t.line(`tq-${first}`, firstQuestions, {}, 0)
        : t.line("usedq", ["What did you enjoy most about it back then?"]);
    // Something that keeps happening ("he keeps putting his rubbish in my bin"): how long, not "what happened?".
    if (
      /\b(keeps?|every (day|night|morning|week|time)|always|all the time|constantly)\b/i.test(opening) &&
      !/\bused to\b/i.test(opening) &&
      !/\bfor (like |about |nearly |over |almost )?(\d+|a|two|three|four|five|six|a few|several) (days?|weeks?|months?|years?)\b|\bsince\b/i.test(
        opening,
      )
    )
      return t.line("firstq-ongoing", L.FIRST_QUESTIONS_ONGOING, {}, 0);
    // News that is not an event to tell ("my sister's getting married in june and I haven't flown in 12 years",
    // "she just told me she's moving to canada"): how they feel about it.
    // A feeling already named (in the text, the check-in or the reply so far) is not asked about again.
    const named =
      detectFeelings(opening).length > 0 ||
      !!t.ctx.emotions?.length ||
      /\bfeel/i.test(t.parts.join(" ")) ||
      // "i still feel like a guest in my own house": how it feels is already said.
      /\bi (still |really |just )?feel (like|as if)\b/i.test(opening);
    if (
      (!/\b(was|were|did|went|happened|died|passed|lost|left|broke|ago|yesterday|last night|this morning|earlier)\b/i.test(
        opening,
      ) &&
        !named) ||
      (/\b(just )?(told me|found out|announced|heard)\b[^.!?]*\b(is|are|s|shes|hes|she'?s|he'?s|they'?re|going|moving|getting|having|leaving)\b/i.test(
        opening,
      ) &&
        !named)
    )
      return t.line("firstq-ahead", L.FIRST_QUESTIONS_AHEAD, {}, 0);
    // Feelings said about something that is not an event: the hardest part, not "what happened?".
    if (
      !/\b(was|were|did|went|happened|died|passed|lost|left|broke|ago|yesterday|last night|this morning|earlier)\b/i.test(
        opening,
      )
    )
      return t.line("firstq", L.FIRST_QUESTIONS, {}, 1);
    return t.line("firstq", L.FIRST_QUESTIONS, {}, 0);
  }
  // A chat about good news: light questions about the good thing, never "how are you looking after yourself?".
  if (happyChat(t) && L.HAPPY_QUESTIONS.some((_, i) => !s.used.includes(`happyq:${i}`)))
    return t.line("happyq", L.HAPPY_QUESTIONS, {}, 0);
  // A good or ordinary day with nothing hard in it: light questions, not the topic's questions for trouble.
  if (goodDayChat(t)) {
    const light = freshLine(t, "gooddayq", L.GOOD_DAY_QUESTIONS);
    if (light) return light;
  }
  // In the middle of it, "your days" are not the point; the next few minutes are.
  if (t.userTexts.some(isHappeningNow)) return t.line("nowq", L.NOW_QUESTIONS);
  const topic = focusTopic(t, t.userTexts.at(-1) ?? "");
  const topical = topic ? L.TOPIC_QUESTIONS[topic] : undefined;
  if (topical && topical.some((_, i) => !s.used.includes(`tq-${topic}:${i}`)))
    return t.line(`tq-${topic}`, topical, {}, 0);
  // A painful chat whose own questions are used: gentle ones, not "what would feel different if this got better?".
  // Only after something hard: a plain detail ("only 2 minors") gets a question about the chat, not these.
  const lastSaid = t.userTexts.at(-1) ?? "";
  const hardNow = HARD_NEWS.test(lastSaid) || detectFeelings(lastSaid).some((f) => f !== "good") || isNegated(lastSaid);
  if (tender(t) && hardNow && L.GENTLE_QUESTIONS.some((_, i) => !s.used.includes(`gentle:${i}`)))
    return t.line("gentle", L.GENTLE_QUESTIONS, {}, 0);
  // No topic of its own, but a feeling it keeps carrying: a question about that feeling.
  const felt = chatFeeling(t);
  const byFeeling = felt ? L.FEELING_QUESTIONS[felt] : undefined;
  if (byFeeling && byFeeling.some((_, i) => !s.used.includes(`fq-${felt}:${i}`)))
    return t.line(`fq-${felt}`, byFeeling, {}, 0);
  // Someone else's words or reaction, reported ("coach said im not quick enough"): how it landed.
  // Not when they already said how it landed ("…not helping", "…and it makes me want to scream").
  if (
    REPORTED_WORDS.test(lastSaid.trim()) &&
    !detectFeelings(lastSaid).some((f) => f !== "good") &&
    !/\b(not (helpful|helping|funny|fair|ok|okay)|makes me|made me|feels?|felt|annoy\w*|scream|wrong)\b/i.test(lastSaid)
  ) {
    const landed = freshLine(t, "landq", L.LANDED_QUESTIONS);
    if (landed) return landed;
  }
  // A chat with nothing heavy in it (a hobby, a plan, an ordinary day): lighter questions than "how are you coping?".
  const heavy =
    tender(t) ||
    (t.ctx.moodLevel ?? 3) <= 2 ||
    // Nerves before a date or a plan are not heavy; hurt, guilt, low mood are.
    s.feelings.some((f) => f !== "good" && !["nervous", "scared", "anxious", "embarrassed", "unsure"].includes(f)) ||
    t.userTexts.some((u) => isSelfCritical(u));
  // Only in a chat that is light to begin with: a good mood, good news, or a hobby, a date, confidence.
  const lightChat =
    (t.ctx.moodLevel ?? 0) >= 3 || t.said("good") || ["hobby", "dating", "confidence"].includes(chatTopic(t) ?? "");
  if (!heavy && lightChat) {
    const light = freshLine(t, "lightq", L.LIGHT_QUESTIONS);
    if (light) return light;
  }
  // Before the general bank: a question about what the message holds (someone's act, their own, a habit, a time).
  const about = contentQuestion(t, lastSaid);
  if (about) return about;
  // Questions about "it" need something to be about.
  const saidSomething = wordsOf(t.userTexts.at(-1) ?? "").length >= 6;
  if (!(s.topics.length > 0 || saidSomething)) return t.line("openq", L.OPEN_QUESTIONS);
  const general = t.line("listenq", L.LISTEN_QUESTIONS);
  // "Is there someone who knows…?" right after they've told of someone in it: the next question instead.
  if (
    general === L.LISTEN_QUESTIONS.at(-1) &&
    /\b(she|he|they|her|him|them|my \w+|mum|mom|dad|friend|mate|sister|brother|partner|husband|wife)\b/i.test(lastSaid)
  ) {
    const next = t.line("listenq", L.LISTEN_QUESTIONS);
    if (next !== general) return next;
  }
  return general;
}

/**
 * A paragraph (40+ words) with something to answer: a pattern they see in themselves, someone's words that stung, or
 * the coach's idea taken up. Each once a chat; null when none fits (the usual reply follows).
 */
function longReply(t: Turn, raw: string): [string, string] | null {
  if (wordsOf(raw).length < 40 || classifyIntent(raw) === "question") return null;
  const text = raw.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  if (
    /\b(i know (exactly )?why i|i (think i )?(just )?learned (that|to)|growing up|i (finally )?reali[sz]ed|when i write it down|i can see (now )?that i)\b/.test(
      text,
    ) &&
    !t.said("long-insight")
  ) {
    t.state.used = [...t.state.used, "long-insight:0"];
    return [...L.LONG_LINES.insight];
  }
  if (
    /\b(she|he|they) said ["'](?=[^"']{6,})/.test(text) &&
    /\b(stung|hurt|hit me|got to me|cut deep|upset me)\b/.test(text) &&
    !t.said("long-words")
  ) {
    t.state.used = [...t.state.used, "long-words:0"];
    return [...L.LONG_LINES.words];
  }
  if (
    /^(ok(ay)?|yeah|right)?[,.]? ?i (like|love) the idea\b|\bthat would (give|help|let) me\b/.test(text) &&
    !t.said("long-idea")
  ) {
    t.state.used = [...t.state.used, "long-idea:0"];
    return [...L.LONG_LINES.idea];
  }
  return null;
}

/**
 * A question about what a plain message contains, when nothing more specific fits: something someone else did or
 * said ("he just looked at me and his lip went"), something they did ("i sat in the car for ages"), a habit ("i
 * just reply straight away"), or a time long ago ("we met at school when we were 12"). Each kind once a chat.
 */
function contentQuestion(t: Turn, raw: string): string {
  const text = raw
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .trim();
  if (wordsOf(text).length > 25 || classifyIntent(raw) === "question" || detectCommitment(raw)) return "";
  const clauses = text
    .replace(/(^|\s)'.*?'(?=\s|$|[.,!?])|"[^"]*"/g, " something")
    .split(/[.,;!]\s*|\s(?:and|then|but|so|when)\s/)
    .map((c) => c.trim().replace(/^(last night|yesterday|today|this morning|earlier|then|after that|at lunch) /, ""));
  const someone =
    /^(and |then |so |but )?(he|she|they|my \w+|his \w+|her \w+|the \w+|[a-z]+) (just |only |then |suddenly )?(said|told me|asked|looked|went|came|gave|sent|texted|messaged|cried|left|walked|turned|started|stopped|shouted|yelled|snapped|laughed|smiled|hugged|ignored|rolled|sighed|slammed)\b/;
  const mine =
    /^(and |then |so |but )?i (just |then |finally )?(sat|went|walked|stayed|drove|cried|left|hid|called|rang|texted|messaged|told|asked|said|got|took|gave|made|came|ran|stood|waited|turned|kept)\b/;
  const habit =
    /^(and |but |so )?i (always|usually|normally|just|tend to|often) (reply|answer|say|agree|go|do|end up|check|apologi[sz]e|laugh|cancel|give in|stay|keep|sit there)\b/;
  const longAgo =
    /\bwhen (we|i) (was|were) (like |about )?(\d+|little|kids|young|at school)\b|\b(since|from) (school|uni|college|we were (like |about )?\d+|i was (like |about )?\d+)\b|\b(together|married|friends) (for )?(\d+|two|three|four|five|six|ten|twenty) years\b|\bfor (\d+|two|three|four|five|six|ten|twenty) years\b/;
  // "he always makes a thing of it", "everyone at work is whispering": something others keep doing.
  const pattern =
    /^(and |but )?(he|she|they|everyone|everybody|people|mum|mom|dad|my \w+|his \w+|her \w+)( \w+)?( \w+)? (always|keeps?|never stops?|is always|are always)\b|\b(everyone|everybody|people) (at \w+ |in \w+ )?(is|are|keeps?) (whispering|asking|talking|staring|looking|laughing|going on)\b/;
  // "my kids will take the mick": what they expect others to do.
  const expects =
    /\b(he|she|they|everyone|people|my \w+)( \w+)? (will|'ll|are going to|is going to|gonna) (take the mick|laugh|judge|think|notice|say something|be (annoyed|upset|angry|disappointed|weird))\b/;
  if (isNegated(clauses.join(" . ")) && !habit.test(text)) return "";
  if (clauses.some((c) => someone.test(c)) && !/^(i|we)\b/.test(text))
    return freshLine(t, "cq-someone", L.CONTENT_QUESTIONS.someone);
  if (habit.test(text)) return freshLine(t, "cq-habit", L.CONTENT_QUESTIONS.habit);
  if (clauses.some((c) => pattern.test(c))) return freshLine(t, "cq-pattern", L.CONTENT_QUESTIONS.pattern);
  if (expects.test(text)) return freshLine(t, "cq-expects", L.CONTENT_QUESTIONS.expects);
  if (longAgo.test(text) && !t.state.topics.includes("breakup") && !t.state.topics.includes("loss"))
    return freshLine(t, "cq-long", L.CONTENT_QUESTIONS.longAgo);
  if (mine.test(text)) return freshLine(t, "cq-mine", L.CONTENT_QUESTIONS.mine);
  return "";
}

/** The feeling the person's own turns have carried most (the latest wins a tie), not counting questions. */
function chatFeeling(t: Turn): string | null {
  const counts = new Map<string, number>();
  t.userTexts.forEach((u, i) => {
    if (classifyIntent(u) === "question") return;
    for (const f of detectFeelings(withoutReported(u)))
      if (f !== "good") counts.set(f, (counts.get(f) ?? 0) + 1 + i / 100);
  });
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

/** The words for an event or topic as this chat says it: "the speech" rather than "the presentation". */
function phraseOf(tp: TopicId, texts: readonly string[]): string {
  const all = texts.join(" . ");
  if (tp === "presentation") {
    if (/\beulogy\b/i.test(all)) return "the eulogy";
    if (/\bspeech\b/i.test(all) && /\b(wedding|best man|bride|groom|maid of honou?r)\b/i.test(all))
      return "the wedding speech";
    if (/\bspeech\b/i.test(all)) return "the speech";
    if (/\btoast\b/i.test(all)) return "the toast";
    if (/\bopen mic\b/i.test(all)) return "the open mic";
    if (/\bgig\b/i.test(all)) return "the gig";
    if (/\brecital\b/i.test(all)) return "the recital";
  }
  // A death at work ("lost a patient today", "we lost someone on a call"): that is what was talked about.
  if (tp === "work" || tp === "manager") {
    if (
      /\b(lost (a|my|one of my|our) (patient|resident|client|service user)|(patient|resident)s? (died|passed))\b/i.test(
        all,
      )
    )
      return "losing your patient";
    if (/\b(lost|losing) (someone|somebody|a (man|woman|child|baby|kid|person))\b/i.test(all))
      return "the person you lost";
  }
  if (tp === "party") {
    if (/\bwedding\b/i.test(all)) return "the wedding";
    if (/\bnetworking\b/i.test(all)) return "the networking event";
  }
  return TOPIC_PHRASES[tp];
}

/** Which bank of tips fits: a speech to write, sleep in the day after nights, or the topic's own. */
/** Doubt about the app or the coach itself ("this is pointless", "i dont see how an app is going to help"). */
const SCEPTIC =
  /\b(this is (so |just |all |a bit )?(pointless|useless|a waste of time)|this (won'?t|isn'?t going to|is not going to|can'?t) help|(don'?t|dont|do not|can'?t|cant) (really )?(see|think|get) how (an? |this |the |some )?(app|bot|chatbot|ai|robot|chat|talking to (an app|a bot|you|a robot)|you)\b[^.?!]{0,30}\b(help|work|fix|change)|you'?re (just |only )?(an? )?(bot|robot|ai|app|computer|program|chatbot)|(an? |this )?app (can'?t|won'?t|isn'?t going to|is not going to|cannot) (help|fix|change)|apps (like this )?(don'?t|dont|never) (help|work)|(a|an) (bot|app|robot|ai) (can'?t|won'?t|isn'?t going to) (help|understand|fix))\b/i;

/** Something going right about themselves ("the content is fine", "i know it better than anyone"). */
const OWN_STRENGTH =
  /\b(the|my) (content|material|writing|slides|script|product|prep|knowledge) (is|are) (fine|good|great|solid|spot on)\b|\bi know\b[^.!?]{0,30}\bbetter than (anyone|most people|everyone)\b|\bi'?m (really |actually )?(good|great|decent) at (it|this|that|my job)\b/i;
/** A shrug of an answer ("ok maybe", "i guess", "maybe idk"). */
const HEDGE =
  /^((ok(ay)?|yeah|hmm+|um+)[,.]* )?(maybe|i guess|i suppose|perhaps|possibly|maybe idk|idk maybe|i dunno maybe)[.!]*$/i;
/** The last reply was too general ("thats a bit generic tbh", "bit textbook"). */
const TOO_GENERIC =
  /\b(that'?s|thats|that is|this is|that was|this was|bit|very|so|too|sounds|feels|kinda|pretty|quite) (a bit |a little |really |very |quite |so |pretty |kinda |bit |a tad )?(generic|vague|cookie[- ]cutter|textbook|cliched?|clichéd?|canned|scripted|like a (script|template|leaflet|poster|fortune cookie))\b/i;
/** The plan already made, said again as a go ("going to try it", "ok. ill go", "gonna do it"). */
const PLAN_AGAIN =
  /^((ok(ay)?|right|alright|yeah|yes|fine)[,.!]* )*(i'?m |im |i am |i'?ll |ill |i will )?(going to|gonna|will|ll|'ll)? ?(try( it| that| this)?|go|do it|do that|give it a (go|try|shot)|see how it goes)( then| now| tomorrow| tonight| later)?[.!]*$/i;

/** "am i a bad mum?", "am i a terrible friend?", "am i bad at my job?": self-doubt about a role, answered for it. */
function roleKeys(text: string): AnswerKey[] | null {
  const bad = "(bad|terrible|horrible|awful|rubbish|crap|shit|shitty|crappy|useless|lousy|failing|no good)";
  const role = new RegExp(
    `\\bam i (just |really |actually |such |being )?(an? )?(${bad} )(\\w+ )?(mum|mom|mummy|mommy|dad|daddy|mother|father|parent|partner|wife|husband|girlfriend|boyfriend|friend|mate|bestie|employee|colleague|worker|boss|manager)\\b`,
    "i",
  ).exec(text);
  if (role) {
    const who = role[6]!.toLowerCase();
    if (/^(mum|mom|mummy|mommy|dad|daddy|mother|father|parent)$/.test(who)) return ["role-parent"];
    if (/^(partner|wife|husband|girlfriend|boyfriend)$/.test(who)) return ["role-partner"];
    if (/^(friend|mate|bestie)$/.test(who)) return ["role-friend"];
    return ["role-work"];
  }
  if (new RegExp(`\\bam i (just |really |actually )?${bad} at (my|this) (job|work)\\b`, "i").test(text))
    return ["role-work"];
  return null;
}

function tipBank(t: Turn, topic: TopicId | "general"): { key: string; bank: readonly string[] } {
  const all = t.userTexts.join(" . ");
  if (topic === "presentation" && /\b(speech|toast|eulogy)\b/i.test(all)) return { key: "speech", bank: L.TIPS_SPEECH };
  if (topic === "sleep" && /\b(nights|night shifts?|shifts?|in the day|during the day|day ?time)\b/i.test(all))
    return { key: "day-sleep", bank: L.TIPS_DAY_SLEEP };
  return { key: topic, bank: L.TIPS[topic] ?? [] };
}

/** Up to two of the topic's tips not given yet, with the question that follows; null when all were given. */
function tips(t: Turn, topic: TopicId | "general"): { text: string; ask: string } | null {
  const { key, bank } = tipBank(t, topic);
  const pick = bank
    .map((tip, i) => ({ tip, id: `tip-${key}:${i}` }))
    .filter((x) => !t.state.used.includes(x.id))
    .slice(0, 2);
  if (pick.length === 0) return null;
  t.state.used = [...t.state.used, ...pick.map((x) => x.id)];
  if (pick.length === 1) return { text: `One more idea. ${pick[0]!.tip}`, ask: "Could that one work for you?" };
  return {
    text: [t.line("tips", L.TIPS_INTROS), ...pick.map((x) => x.tip)].join(" "),
    ask: moduleQuestion(t, "prepare", 2),
  };
}

function mainTopic(s: CoachState): TopicId | null {
  // An event leads only when the chat prepared for it ("clothes for a wedding" is not about the wedding).
  const prepared = s.module === "prepare" || s.used.some((u) => /^(event|now|q-prepare-1)/.test(u));
  const events = s.topics.filter((tp) => EVENTS.includes(tp as TopicId));
  if (events.length > 0 && prepared) return events.at(-1) as TopicId;
  const counts = new Map<string, number>();
  // A weak topic ("my wife's job") counts less once a strong one defines the chat.
  const anyStrong = s.topics.some((tp) => STRONG_TOPICS.has(tp as TopicId) && !EVENTS.includes(tp as TopicId));
  s.topics.forEach((tp, i) => {
    // An event not prepared for (a failed exam, a past wedding) counts as a weak topic.
    const weight = EVENTS.includes(tp as TopicId) ? 1 : STRONG_TOPICS.has(tp as TopicId) ? 2 : anyStrong ? 0.5 : 1;
    counts.set(tp, (counts.get(tp) ?? 0) + weight + (i === 0 ? 0.5 : 0));
  });
  return ([...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] as TopicId | undefined) ?? null;
}

/** This turn's topics that are details of a subject already settled, not a clear change of subject. */
function asides(t: Turn, text: string, topics: TopicId[]): Set<TopicId> {
  const settled = t.state.turn >= 3 ? chatTopic(t, true, t.userTexts.slice(0, -1)) : null;
  if (!settled) return new Set();
  // A new subject said with a feeling, or announced ("another thing…"), is a change; a mention in passing is not.
  const attached = detectFeelings(text).some((f) => f !== "good") || TOPIC_SWITCH.test(text);
  return new Set(topics.filter((tp) => tp !== settled && !SENSITIVE.has(tp) && (!attached || PERSON_TOPICS.has(tp))));
}

/** People who can be the subject or only part of the scene ("my wife has her routines"). */
const PERSON_TOPICS = new Set<TopicId>(["family", "relationship", "friends", "manager"]);

/**
 * A person first named late in the chat, plainly ("my boss sent me home", "my husband says we'll visit"): part of
 * the story being told, not a new subject. With a feeling or trouble attached they are one.
 */
function lateMention(tp: TopicId, text: string, index: number, earlier: readonly string[]): boolean {
  return (
    PERSON_TOPICS.has(tp) &&
    index >= 2 &&
    !earlier.includes(tp) &&
    !detectFeelings(text).some((f) => f !== "good") &&
    !HARD_NEWS.test(text) &&
    !/\b(hate|awful|horrible|toxic|stress\w*|fight\w*|argu\w*|unfair|shout\w*|yell\w*|angry|upset|ignor\w*)\b/i.test(
      text,
    )
  );
}

/** A turn's topics: mentions in passing ("after work", "saw on instagram") and someone else's quoted words left out. */
function turnTopics(text: string): TopicId[] {
  // A subject only in someone else's quoted words ("dad says art doesn't pay") doesn't steer the chat.
  // …except a diagnosis given to them ("the audiologist says i need hearing aids", "gp said i have anaemia").
  const diagnosed = (
    text.match(
      /\b(says|said|told me)( that)? (i|you) (need|have|'ve got|ve got|might have|may have|probably have)\b[^.!?]*/gi,
    ) ?? []
  )
    .flatMap((u) => detectTopics(u))
    .filter((tp) => tp === "illness" || tp === "health-worry");
  const own = [...detectTopics(withoutReported(text)), ...diagnosed];
  // Nor does the one who gave advice or reassurance ("my partner says I should be celebrating", "her mum says
  // I'm overthinking it"): they are not what the trouble is about.
  const speaker = detectTopics(
    text
      .replace(
        /\b(my|our|his|her) (\w+ ){0,2}(says|said|thinks|reckons|keeps saying|tells me|told me)( that)? (i|you) ?('?m|am|'?ll|will|should|shouldn'?t|ought|need to (relax|chill|calm))\b[^.!?]*/gi,
        " . ",
      )
      // Nor the one who pointed them here ("my friend told me to try this").
      .replace(
        /\b(my|a|our) (\w+ ){0,2}(told|suggested|recommended|said|says|made|got|wanted|wants|asked) (me )?(to )?(try|use|download|get|talk to) (this|you|the app|it|an app)\b/gi,
        " . ",
      ),
  );
  const found = centralTopics(text).filter(
    (tp) =>
      (own.includes(tp) || EVENTS.includes(tp) || SENSITIVE.has(tp) || PERSON_TOPICS.has(tp)) &&
      (!PERSON_TOPICS.has(tp) || speaker.includes(tp)),
  );
  // "party tonight and im panicking": nerves about the event, not panic attacks.
  if (found.some((tp) => EVENTS.includes(tp)) && !/\bpanic attacks?\b/i.test(text))
    return found.filter((tp) => tp !== "panic");
  return found;
}

/**
 * What the chat is about, weighed by how central each topic is: said in the first turns, said again, said with a
 * feeling, a situation rather than a person in the scene. The established subject stays unless another one is
 * carried for longer. `confident`: null unless one topic clearly leads (then replies stay topic-neutral).
 */
function chatTopic(t: Turn, confident = false, texts: string[] = t.userTexts): TopicId | null {
  const s = t.state;
  const prepared = s.module === "prepare" || s.used.some((u) => /^(event|now|q-prepare-1)/.test(u));
  const all: TopicId[][] = [];
  texts.forEach((u, i) => all.push(turnTopics(u).filter((tp) => !lateMention(tp, u, i, all.slice(0, i).flat()))));
  // A word at a time ("dad", "heart attack"; "surgery", "my husband"): the illness is the person's named beside it.
  all.forEach((tops, i) => {
    if (!tops.includes("illness") || wordsOf(texts[i]!).length > 3) return;
    const near = texts.slice(Math.max(0, i - 2), i + 3);
    if (near.some((u) => BARE_PERSON.test(u.trim())))
      all[i] = [...new Set(tops.map((tp) => (tp === "illness" ? "supporting" : tp)))];
  });
  // Someone else's death told first ("my friend's mum died"): "the funeral" later is still theirs, not the person's loss.
  if (
    all.some((tops) => tops.includes("supporting")) &&
    !all.some((tops) => tops.includes("loss") && tops.length > 0)
  ) {
    // nothing to remap
  } else if (all.findIndex((tops) => tops.includes("supporting")) >= 0) {
    const firstSupport = all.findIndex((tops) => tops.includes("supporting"));
    const firstLoss = all.findIndex((tops) => tops.includes("loss"));
    if (firstSupport < firstLoss && !texts.some((u) => OWN_LOSS.test(u)))
      all.forEach((tops, i) => (all[i] = [...new Set(tops.map((tp) => (tp === "loss" ? "supporting" : tp)))]));
  }
  // "Actually forget the speech, the real problem is…": the chat's subject starts again from there.
  const restart = all.findLastIndex((tops, i) => tops.length > 0 && TOPIC_SWITCH.test(texts[i]!));
  const after = (u: string) => {
    const m = TOPIC_SWITCH.exec(u);
    return m ? u.slice((m.index ?? 0) + m[0].length) : u;
  };
  const perTurn =
    restart > 0 ? all.map((tops, i) => (i < restart ? [] : i === restart ? turnTopics(after(texts[i]!)) : tops)) : all;
  const events = perTurn.flat().filter((tp) => EVENTS.includes(tp));
  if (events.length > 0 && prepared && !(restart > 0 && !perTurn[restart]!.some((tp) => EVENTS.includes(tp))))
    return events.at(-1)!;
  // A situation (a move, a debt, racism) outweighs the people and places in the scene (work, family, a manager).
  const situation = perTurn
    .flat()
    .some((tp) => STRONG_TOPICS.has(tp) && !EVENTS.includes(tp) && !PERSON_TOPICS.has(tp));
  const scores = new Map<TopicId, number>();
  perTurn.forEach((tops, i) => {
    const felt = detectFeelings(texts[i]!).some((f) => f !== "good") || HARD_NEWS.test(texts[i]!);
    for (const tp of new Set(tops)) {
      const weight = EVENTS.includes(tp)
        ? 1
        : STRONG_TOPICS.has(tp) && !PERSON_TOPICS.has(tp)
          ? 2
          : tp === "manager" && !situation
            ? 2
            : situation
              ? 0.5
              : 1;
      scores.set(tp, (scores.get(tp) ?? 0) + weight + (i < 2 ? 1 : 0) + (felt ? 0.5 : 0));
    }
  });
  // The subject usually comes first ("I owe £14,000 and I can't sleep"): the first topic said gets a little more.
  const firstTurn = perTurn.find((tops) => tops.length > 0) ?? [];
  const firstText = texts[perTurn.indexOf(firstTurn)] ?? "";
  const opener = firstTurn
    .map((tp) => ({ tp, at: firstText.search(TOPIC_REGEX[tp]) }))
    .sort((a, b) => a.at - b.at)[0]?.tp;
  if (opener) scores.set(opener, (scores.get(opener) ?? 0) + 0.5);
  // Once a situation is in the chat, the scene around it (work, home, friends) never outranks it, however often said.
  const ranked = [...scores.entries()]
    .filter(([tp]) => !situation || (STRONG_TOPICS.has(tp) && !PERSON_TOPICS.has(tp)) || EVENTS.includes(tp))
    .sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  if (!best) return null;
  // Confident: one topic leads clearly, or it is the only one and came up with some weight.
  const clear = second ? best[1] >= 2.5 && best[1] - second[1] >= 0.5 : best[1] >= 1.5;
  if (confident && !clear) return null;
  // A scene word said once, late ("work" in a chat about a missing cat, "sleep" after a burglary), after an opening
  // that told the story without it: not what the chat was about, so the close and questions stay with the story.
  const turnsWith = perTurn.map((tops, i) => (tops.includes(best[0]) ? i : -1)).filter((i) => i >= 0);
  const opening = texts.slice(0, 3).join(" ");
  if (
    confident &&
    LATE_WEAK.has(best[0]) &&
    turnsWith.length === 1 &&
    turnsWith[0]! >= 3 &&
    wordsOf(opening).length >= 8
  )
    return null;
  // The same for a scene word said in two or three turns, all late, after an opening that never named it ("missing
  // things in meetings at work" and "telling my team" in a chat about needing hearing aids).
  if (
    confident &&
    LATE_PLACES.has(best[0]) &&
    turnsWith.length >= 1 &&
    turnsWith.length <= 3 &&
    turnsWith[0]! >= 3 &&
    turnsWith.length < perTurn.length - turnsWith[0]! + 1 &&
    wordsOf(opening).length >= 8
  )
    return null;
  return best[0];
}

/** The places and people of a story (not money or sleep, which can be the trouble itself even when said late). */
const LATE_PLACES = new Set<TopicId>(["work", "study", "family", "friends", "manager", "relationship"]);

/** The person's own bereavement, said plainly ("my dad died", "I lost my nan"). */
const OWN_LOSS =
  /\b((my|our) (?!(best |close |old )?(friend|mate|bestie|colleague|coworker|workmate|boss|manager|neighbou?r|flatmate|housemate|cousin|teacher)'?s )(\w+ )?(dad|mum|mom|father|mother|husband|wife|partner|son|daughter|brother|sister|nan|gran|grandad|grandma|grandpa|dog|cat) (died|passed|has died)|i lost (my|our))\b/i;

/** The scene around a story (work, sleep, home, friends, money, studies), which can come up once in passing. */
const LATE_WEAK = new Set<TopicId>(["work", "sleep", "family", "friends", "money", "study", "manager", "relationship"]);

/** A plan's kind, in the coach's own words ("text her on sunday" is that conversation); null when unclear (the plain
 * "next step" line then). */
function planKind(plan: string): string | null {
  // Its first verb says what kind of plan it is ("make a price sign so i don't have to say…" is not a conversation).
  const head = plan
    .trim()
    .replace(/^((just|maybe|probably|actually|at least|definitely|try (to|and)|be honest and)\s+)+/i, "");
  if (/^(not|never|stop|no)\b/i.test(head)) return null;
  if (/^(ring|call|phone)(ing)?\b/i.test(head)) return L.PLAN_PHRASES.call;
  if (/^(text|message|email|tell|ask|talk|speak|say|apologi[sz]e|suggest|invite)\w*\b/i.test(head))
    return L.PLAN_PHRASES.talk;
  if (
    /\b(twice|(every|each) (\w*day|night|morning|evening|week|weekend)|on \w+days|\d+ times|(two|three|four|five) times|a day|a week|daily|weekly|most (days|mornings|nights))\b/i.test(
      plan,
    )
  )
    return L.PLAN_PHRASES.routine;
  if (/^(book|sign up|apply|register|enrol)\w*\b/i.test(head)) return L.PLAN_PHRASES.booking;
  if (/^(go|going|visit|visiting|head|heading|join|joining)\b(?! (through|over)\b)/i.test(head))
    return L.PLAN_PHRASES.go;
  return null;
}

function close(t: Turn): CoachReply {
  const s = t.state;
  // Already said goodbye properly ("thanks, ill call her tomorrow" … "bye"): a short sign-off, not the whole close again.
  if (s.act === "close" && !t.said("close-again")) {
    t.enter("close", 0);
    // "wish me luck! bye" after the close: the luck first.
    if (/\bwish me luck\b/i.test(t.userTexts.at(-1) ?? "")) t.say(L.GOOD_LUCK);
    return t.say(t.line("close-again", L.CLOSE_AGAIN)).reply("close");
  }
  // "thanks, going to try and sleep": the goodbye's own words are not what the chat was about.
  const last = t.userTexts.at(-1) ?? "";
  const found = chatTopic(t, true, classifyIntent(last) === "goodbye" ? t.userTexts.slice(0, -1) : t.userTexts);
  // A chat that opened with good news ("the scan was fine") after an old loss is not a chat about the loss.
  const kept = found === "loss" && t.said("good") ? null : found;
  // "party tonight… its my friends 30th": the event it opened with, not the people at it.
  const opened = t.userTexts
    .slice(0, 2)
    .filter(isUpcoming)
    .flatMap((u) => detectTopics(u))
    .find((tp) => EVENTS.includes(tp));
  const topic = kept && PERSON_TOPICS.has(kept) && opened ? opened : kept;
  // A death and caring in one chat: both, not only the grief.
  const both = s.topics.includes("loss") && s.topics.includes("caring");
  const name = t.ctx.userName ? `, ${t.ctx.userName}` : "";
  if (/\bwish me luck\b/i.test(t.userTexts.at(-1) ?? "")) t.say(L.GOOD_LUCK);
  // A good or ordinary day with nothing hard in it: a light close, not "your friendships".
  const lightDay = goodDayChat(t);
  t.say(
    topic && !lightDay
      ? t.line("close", L.CLOSE_TOPIC, {
          topic: both ? `${TOPIC_PHRASES.loss} and ${TOPIC_PHRASES.caring}` : phraseOf(topic, t.userTexts),
          name,
        })
      : t.line("close0", L.CLOSE_PLAIN, { name }),
  );
  // Good news that came as a detail of a worried chat ("the client project went really well actually" before a
  // dreaded review) is not a celebration to congratulate at the close.
  const goodAt = t.userTexts.findIndex((u, i) => goodNewsAt(u, i));
  const worriedFirst =
    goodAt > 0 &&
    t.userTexts
      .slice(0, goodAt)
      .some((u) => detectFeelings(u).some((f) => f !== "good") || /\b(dread\w*|worried|scared|nervous)\b/i.test(u));
  const celebrated = celebrating(t, true) && !worriedFirst;
  // An ordinary good day ("today was actually ok", "sat in the sun") is not news to congratulate.
  const ordinaryDay = [...LIGHT_SHAPES].some((k) => t.said(`shape-${k}`));
  if ((celebrated || lightDay) && ordinaryDay) t.say(L.CLOSE_EXTRAS.ordinary);
  else if (celebrated) t.say(L.CLOSE_EXTRAS.celebrate);
  else if (s.commitments.length > 0) {
    // Not "good luck" twice ("wish me luck" was just answered).
    const plan = /\bwish me luck\b/i.test(last) ? null : planKind(s.commitments.at(-1)!);
    t.say(plan ? L.fill(L.CLOSE_NAMED_PLAN, { plan }) : L.CLOSE_EXTRAS.commitment);
  } else if (t.said("affirm")) t.say(L.CLOSE_EXTRAS.reframe);
  else if (s.done.length > 0) t.say(L.CLOSE_EXTRAS.exercise);
  else if (s.venting) t.say(L.CLOSE_EXTRAS.venting);
  // Good news was the chat's thread: a close that fits it, not "be gentle with yourself".
  if (celebrated && t.said("good")) t.say(L.CLOSE_ENDS[0]);
  else if (lightDay) t.say(L.CLOSE_ENDS_HAPPY[1]);
  else if (happyChat(t, true)) t.say(t.line("end-happy", L.CLOSE_ENDS_HAPPY, {}, 0));
  else if (t.said("good")) t.say(L.CLOSE_ENDS[0]);
  else t.say(t.line("end", L.CLOSE_ENDS));
  t.enter("close", 0);
  return t.reply("close");
}

/**
 * After a plan is made: a kind word, then how they feel now. Before an event, a confidence
 * exercise fits the plan; after a small step for a low day, one more thing to do would not.
 */
function planned(t: Turn): CoachReply {
  // In the middle of the party, an exercise in the app is not what helps.
  const forEvent =
    t.state.topics.some((tp) => EVENTS.includes(tp as TopicId)) && t.said("event") && !t.userTexts.some(isHappeningNow);
  t.say(t.line("commit", L.COMMIT_AFFIRM));
  if (forEvent && canOffer(t)) {
    t.enter("prepare", 3);
    const offered = offerExercise(t, false);
    t.enter("listen", 0);
    if (offered) return t.reply("offer");
  }
  t.enter("listen", 0);
  return t.say(t.line("check", L.FEELING_CHECK)).reply("committed");
}

/** Rest or comfort, now: "going to have a bath", "off to bed", "gonna make a tea and sleep". */
const SELF_CARE_NOW =
  /\b(i'?m|im|i am|going to|gonna|off to|about to|going for)\b[^.!?]{0,25}\b(a (bath|shower|nap|cuppa|cup of tea|lie down|hot chocolate)|(go to|get into|get in|head to) bed|sleep|some sleep|try to sleep|a tea|lie down|rest)\b/i;

/** The person picked something to do: remember it, and ask when unless they said. */
function plan(t: Turn, text: string): CoachReply {
  // "ok i'll try" after the plan is made: the same plan, not a new one to ask "when?" about.
  const vague = /^(try|do (it|that|this)|give it a (go|try|shot)|see how it goes)\W*$/i.test(
    detectCommitment(text) ?? "",
  );
  if (vague && t.state.commitments.length > 0) {
    t.enter("listen", 0);
    t.say(t.line("try", ["Trying is all anyone can do.", "That's enough; go gently with it."]), L.ANYTHING_ELSE);
    t.state.offer = { kind: "module", module: "close" };
    return t.reply("committed");
  }
  // "ok im going to have a bath", "im going to have a shower and try to sleep": looking after themselves right now,
  // not a plan to schedule.
  if (SELF_CARE_NOW.test(text) && !/\b(tomorrow|next|every|each|this (weekend|week))\b/i.test(text)) {
    t.enter("listen", 0);
    return t.say(t.line("selfcare", L.SELF_CARE_NOW)).reply("committed");
  }
  t.state.commitments = [...t.state.commitments, detectCommitment(text) ?? "a next step"].slice(-10);
  // Tips for an event happen at the event: no need to ask when.
  // A time said just before ("it's on thursday at 7" … "ok I'll try"), or a skill for the moment itself (breathing): no "when?".
  const prev = t.userTexts.at(-2) ?? "";
  const justSaid = saysWhen(prev) && wordsOf(prev).length <= 8;
  const inTheMoment = /\b(breath\w*|breathe|ground(ing)?|count(ing)? to)\b/i.test(text);
  // "i have to present in my seminar tomorrow" … "ok i can try that": the event's day is already known.
  const eventDated = t.userTexts.some(
    (u) =>
      /\b(today|tonight|tomorrow|this (morning|afternoon|evening)|in (an|a few|two|2) hours?)\b/i.test(u) &&
      detectTopics(u).some((tp) => EVENTS.includes(tp)) &&
      isUpcoming(u),
  );
  if (
    saysWhen(text) ||
    justSaid ||
    inTheMoment ||
    eventDated ||
    t.state.module === "prepare" ||
    t.userTexts.some(isHappeningNow)
  )
    return planned(t);
  t.enter("step", 3);
  return t.say(t.line("plan", L.PLAN_ACKS), moduleQuestion(t, "step", 2)).reply("plan");
}

// ---- One turn ----

/** "why would she say that", "how could he": hurt at someone's words, asked of nobody in particular. */
const HURT_WHY =
  /\b(why (would|did|does|do|'d|has|have) (she|he|they|anyone|someone|people|you|my (mum|mom|dad|mother|father|sister|brother|friend|mate|boss|partner|husband|wife|boyfriend|girlfriend|neighbou?r|nan|gran|aunt|uncle|cousin)) (even )?(say|said|ask|do|text|tell|react|be like)|how could (she|he|they|anyone|you)|who says that)\b/i;

/** Asks for the words to say or write ("what do I even say to him?", "what do you write in a card?"). */
/** Asks for the words to use, said any way ("how do i word it", "what do i tell him so he doesn't…"). */
const ASKS_FOR_WORDS =
  /\bwhat (should|can|do|could|would) i (even |actually |just )?(say|tell (him|her|them)|write|text|put)\b|\bwhat to (say|write|text)\b|\bhow (do|should|can|would) i (even |actually )?(say|word|phrase|put) (it|that|this)\b|\bhow (do|should|can) i (say|tell (him|her|them)|ask (him|her|them))\b[^?]*\b(without|so (he|she|they))\b|\bwhat words\b/i;
const WANTS_WORDS =
  /\bwhat (do|should|can|could|would) (i|you|people|we) (even |actually )?(say|write|put)\b|\bwhat to (say|write)\b/i;

/** A fear of what might happen, told as a statement ("I'm scared I'll…", "worried she'll…", "scared of crying"). */
/** A fear said without the word ("i dont want to cry in front of everyone", "what if i freeze"). */
const FEAR_UNSAID =
  /\b(i )?(don'?t|dont|do not|really don'?t) want to (cry|break down|freeze|panic|fall apart|mess (it |this )?up|embarrass myself|throw up|faint|go blank|fall to pieces|be sick)\b|\b(i'?m|im|i am) (going to|gonna) (cry|break down|fall apart|be a mess|be in bits)\b|\b(scared|afraid|worried|terrified|frightened)( that)? (something|anything) (will|might|is going to|could) (go wrong|happen|go badly)\b|^\W*(but |and |so )?what if (i|my mind) (freeze|freezes|cry|forget|panic|go blank|goes blank|blank|faint|throw up|fall apart|break down|mess (it |this )?up)\b/i;
const FEAR =
  /\b(scared|afraid|terrified|frightened|worried|nervous|dread(ing)?|my (biggest )?fear is|i keep (thinking|picturing|imagining))\b( that)? (i'?ll|ill|i will|i'?m going to|i might|i won'?t|i can'?t|i'?d|i would|she'?ll|he'?ll|they'?ll|it'?ll|shell|theyll|(she|he|they|it|everyone|people) (will|won'?t|might|would|is going to))\b|\b(scared|afraid|terrified) of (crying|breaking down|freezing|panicking|falling apart|saying|getting|making|looking|being)\b/i;

/** A sentence about someone else ("my mum is actually really happy about it"): not words for a friend. */
const LED_BY_SOMEONE =
  /^\s*((my|our|his|her) \w+|he|she|they|mum|dad)('s|s)? (is|are|was|were|'s|has|said|says|thinks|seems)\b/i;

const TOPIC_SWITCH =
  /(^|[.!?]\s*)(anyway|anyways|on another note)\b|\b(forget (about )?(it|that|the \w+)|the real (problem|issue|thing))\b/i;
const DILEMMA =
  /\b(don'?t (even )?know|not sure|can'?t decide|trying to decide|figure out|work out)\b[^.!?]{0,12}\b(if|whether) (i (really )?(want|should|can afford|ought)|to)\b/i;
/** Words for a friend ("I'd tell her...", "you're doing your best"): an answer to the compassion question. */
const KIND =
  /\b((i'?d|i would|you'?d) (say|tell)|(you'?re|you are) (not|doing|allowed|enough|human|only)|be kind|go easy|it'?s (okay|ok|fine|normal))\b/i;

function statement(t: Turn, text: string, topics: TopicId[]): CoachReply {
  const s = t.state;
  // The coach just asked about the subject itself: the answer is heard, not met with an exercise.
  const answersTopicQuestion = s.used.at(-1)?.startsWith("tq-") ?? false;
  const feelings = detectFeelings(text);
  const low = feelings.some((f) => LOW_FEELINGS.has(f));
  const critic = isSelfCritical(text);
  // "My partner says I should be celebrating": someone else's "should", not the person's trap.
  const traps = detectTraps(withoutReported(text));
  const newTrap = traps.find((id) => !s.traps.includes(id));
  const commitment = detectCommitment(text);
  const reframe =
    soundsLikeReframe(text) &&
    !critic &&
    !low &&
    (traps.length === 0 || isNegated(text)) &&
    // "my mum keeps saying its fine but she looked disappointed": someone else's reaction, not a fairer view.
    !(
      LED_BY_SOMEONE.test(text) ||
      /^((my|our) \w+|mum|dad|he|she|they) (keeps?|kept|just|always|looked|seemed|said|says)\b/i.test(text.trim())
    );
  const sensitive = s.topics.some((tp) => SENSITIVE.has(tp as TopicId));
  const painful = tender(t);
  if (s.turn === 1) t.say(moodIntro(t.ctx));
  // Grieving, with something hard still ahead (the funeral): reassurance, not event prep.
  if (
    lossKey(t.userTexts) &&
    !(t.userTexts.some((u) => centralTopics(u).includes("supporting")) && !t.userTexts.some((u) => OWN_LOSS.test(u))) &&
    isUpcoming(text) &&
    /\b(funeral|service|burial|memorial|cremation|wake|reading|eulogy|ashes)\b/i.test(text) &&
    !t.said("loss-ahead") &&
    !commitment
  ) {
    t.state.used = [...t.state.used, "loss-ahead:0"];
    if (topics.includes("loss") && !t.said("condolence")) t.say(reflection(t, text, topics));
    t.enter("listen", 0);
    return t.say(L.LOSS_AHEAD, listenQuestion(t)).reply("listen");
  }

  if (s.venting) {
    // What was just said, answered in its own terms ("i know it's bad for me"), with no question to steer.
    const shaped = !critic && s.turn >= 2 ? shapeFor(t, text) : null;
    if (shaped) return t.say(shaped.ack, shaped.question).reply("listen");
    // "my knee is fine now really": nothing hard in it, so no "What was the worst bit?".
    const hardVent = HARD_NEWS.test(text) || isNegated(text) || feelings.some((f) => f !== "good");
    return t
      .say(
        ventAck(t, text, topics, feelings, hardVent),
        ventPrompt(
          t,
          hardVent,
          feelings.some((f) => f !== "good"),
        ),
      )
      .reply("listen");
  }

  // "my neighbour goes, she says they're all very friendly", "my husband backed me up": support heard, met as
  // good to hear (not "what's got to you most about it?"), once a chat.
  if (
    s.turn > 1 &&
    SUPPORT_HEARD.test(text) &&
    !NOT_SUPPORT.test(text) &&
    !critic &&
    !low &&
    traps.length === 0 &&
    !commitment &&
    !t.said("support-heard")
  ) {
    t.enter("listen", 0);
    return t
      .say(t.line("support-heard", L.SUPPORT_HEARD), t.line("support-q", L.SUPPORT_HEARD_QUESTIONS))
      .reply("listen");
  }
  // "my mum cried when she saw it lol" in a chat about good news: their feeling, and what it says, not a low mood.
  const reacted = othersReaction(text);
  if (reacted && t.said("good") && feelings.length === 0 && !critic && !s.used.includes("moved-line:1")) {
    t.enter("listen", 0);
    const next = celebrating(t) && cheerLeft(t) ? t.line("cheerq", L.CELEBRATE_QUESTIONS, {}, 0) : listenQuestion(t);
    return t.say(L.fill(t.line("moved-line", L.OTHERS_MOVED), { who: reacted }), next).reply("listen");
  }

  // "its my only sister", "he's my only son": how much they matter, not a new subject to ask about.
  const only =
    /\b(it'?s|its|she'?s|shes|he'?s|hes|they'?re|theyre) (my|our) only (sister|brother|daughter|son|child|kid|grandchild|friend|family|parent|sibling)\b/i.exec(
      text,
    );
  if (only && !critic && !t.said("only-one")) {
    t.state.used = [...t.state.used, "only-one:0"];
    const who = /sister|daughter/i.test(only[3]!) ? "She" : /brother|son/i.test(only[3]!) ? "He" : "They";
    return t
      .say(`${who} clearly ${who === "They" ? "mean" : "means"} a great deal to you.`, listenQuestion(t))
      .reply("listen");
  }

  // A plain detail with a time ("booked for thursday at 9", "pick up is at 3"): said back, not met with a new subject.
  const when = WHEN_DETAIL.exec(text)?.[0];
  if (
    when &&
    s.turn > 1 &&
    !commitment &&
    feelings.length === 0 &&
    !critic &&
    wordsOf(text).length <= 10 &&
    wordsOf(text).length >= 4 &&
    !t.said("option") &&
    !/\b(i'?ll|i will|im going to|i'?m going to|gonna|going to|might|maybe)\b/i.test(text) &&
    // "he emails at 11pm", "she rings every sunday": someone's habit, not a date; nor a past time or a constraint
    // ("googled it at 2am", "payday isn't till the 28th"), an answer to "when?", or an event to prepare for.
    !/\b(he|she|they|him|them|every|always|usually|keeps?|emails|texts|rings|calls|isnt|isn'?t|not|till|until|only|\w+ed|was|were|had|did|went|said|probably)\b/i.test(
      text.replace(/\b(booked|scheduled|confirmed|arranged)\b/gi, ""),
    ) &&
    new RegExp(`${when.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\W*$`, "i").test(text) &&
    !/\bwhen\b[^.!?]*\?\s*$/i.test(t.lastCoach) &&
    !topics.some((tp) => EVENTS.includes(tp)) &&
    !t.said("detail")
  ) {
    t.state.used = [...t.state.used, "detail:0"];
    t.enter("listen", 0);
    const said = capitalise(
      when
        .replace(/^(on|this|at) (?=\w+day)/i, "")
        .replace(/\b(mon|tues|wednes|thurs|fri|satur|sun)day\b/gi, (d) => capitalise(d)),
    );
    if (/\b(booked|appointment|confirmed|sorted|scheduled)\b/i.test(text))
      return t.say(`${said}, so it's booked: that's a real step.`, L.BOOKED_QUESTION).reply("listen");
    // "So it's at 8.": the time said back plainly (not "good to know", which is cold on a hard day).
    const plain = when.replace(/\b(mon|tues|wednes|thurs|fri|satur|sun)day\b/gi, (d) => capitalise(d));
    return t.say(`So it's ${plain}.`, t.line("detailq", L.DETAIL_QUESTIONS, {}, 0)).reply("listen");
  }

  // Something coming up: prepare for it.
  const event = topics.find((tp) => EVENTS.includes(tp));
  if (event && s.module !== "prepare" && isUpcoming(text) && !commitment) {
    t.enter("prepare", 1);
    if (isHappeningNow(text)) {
      // In the middle of it: calm first, then what feels hardest.
      if (feelings.length > 0) t.say(reflection(t, text, []));
      return t.say(t.line("now", L.NOW_OPENERS), L.NOW_BREATHE, L.NOW_QUESTION).reply("prepare");
    }
    // The opener names the event, so the reflection names at most the feeling.
    if (feelings.length > 0 && !(s.turn === 1 && t.ctx.moodLevel)) t.say(reflection(t, text, []));
    t.say(t.line("event", L.EVENT_OPENERS, { event: phraseOf(event, t.userTexts) }));
    return t.say(moduleQuestion(t, "prepare", 1)).reply("prepare");
  }

  // "I'm scared I'll break down halfway through", "worried she'll cry all day": a fear, met as one (never as a plan).
  if (
    (FEAR.test(text) || FEAR_UNSAID.test(text)) &&
    !commitment &&
    !critic &&
    (s.module !== "prepare" || FEAR_UNSAID.test(text)) &&
    !t.said("fear")
  ) {
    if (topics.includes("loss") && !t.said("condolence")) t.say(reflection(t, text, topics));
    t.enter("listen", 0);
    // "scared I'll say the wrong thing" (to a friend who is grieving, to a sister who is ill): the words matter less.
    if (
      /\b(say(ing)?|said) (the wrong|something (stupid|wrong|awful))|\b(don'?t|dont|won'?t) know what to say\b/i.test(
        text,
      )
    )
      return t.say(t.line("fear", L.FEAR_LINES), L.WRONG_WORDS_LINE, L.WRONG_WORDS_QUESTION).reply("listen");
    return t.say(t.line("fear", L.FEAR_LINES), t.line("fearq", L.FEAR_QUESTIONS, {}, 0)).reply("listen");
  }

  // Not eating or sleeping: the basics first, as one small step.
  if (BASICS.test(text) && s.turn >= 2 && !t.said("basics") && !critic && !painful) {
    t.enter("step", 1);
    return t.say(t.line("basics", L.BASICS_LINES), L.BASICS_QUESTION).reply("step");
  }

  // A new subject ("forget the speech, the real problem is...") ends the plan in progress.
  const earlier = new Set(s.topics.slice(0, Math.max(0, s.topics.length - topics.length)));
  // In a painful chat, a side topic ("my manager said nothing") is part of the same story.
  const sideTopic = (tp: TopicId) => sensitive && !SENSITIVE.has(tp);
  const newSubject =
    s.turn > 1 &&
    (TOPIC_SWITCH.test(text) ||
      topics.some(
        (tp) =>
          STRONG_TOPICS.has(tp) &&
          !EVENTS.includes(tp) &&
          !earlier.has(tp) &&
          !sideTopic(tp) &&
          // "my manager said there's 'some things to discuss'" before the review: part of the event, not a new subject.
          // "last time i went blank and didn't get the job" while preparing for the next interview: the same story.
          !(s.module === "prepare" && (PERSON_TOPICS.has(tp) || tp === "job-hunt")) &&
          !asides(t, text, topics).has(tp),
      ));
  if (newSubject && ["prepare", "step", "solve", "compassion"].includes(s.module)) t.enter("listen", 0);

  // After "that's your call…": thinking it through out loud ("I think he'd want to know") is the answer forming.
  if (
    s.act === "answer" &&
    /^(answer:decision|form-should)/.test(
      [...s.used].reverse().find((u) => u.startsWith("answer:") || u.startsWith("form-")) ?? "",
    ) &&
    !critic &&
    !commitment &&
    /\b(i think|i suppose|i guess|if i'?m honest|i know|probably)\b/i.test(text)
  ) {
    t.enter("step", 3);
    return t.say(t.line("decided", L.DECIDED_LINES), t.line("decidedq", L.DECIDED_QUESTIONS)).reply("solve");
  }

  // "I don't know if I want to stay": a decision to weigh up.
  if (DILEMMA.test(text) && !critic && !t.said("dilemma")) {
    t.enter("solve", 1);
    return t.say(t.line("dilemma", L.DILEMMA_LINES), t.line("dilemmaq", L.DILEMMA_QUESTIONS)).reply("solve");
  }

  // "I'd tell a friend one bad morning doesn't make him a bad dad": kind words for a friend, said unasked or
  // after another question; they are the fairer view, so hear them as that, not as more hard news.
  if (
    s.module !== "compassion" &&
    !critic &&
    !t.said("kind") &&
    /\b(i'?d|i would|id) (probably |just )?(tell|say to|say)\b[^.!?]{0,25}\b(a |my )?(friend|mate|someone else|anyone else)\b|\bif (it was|it were) (a|my) (friend|mate)\b/i.test(
      text,
    )
  ) {
    return kindWordsReply(t);
  }
  // A plan said while a thought was being worked on ("maybe after dinner one night this week"): the plan.
  if (
    (s.module === "trap" || s.module === "compassion") &&
    s.turn >= 2 &&
    !critic &&
    (commitment || laterIdea(text) || (/^(maybe|perhaps)\b/i.test(text.trim()) && looksLikeActivity(text)))
  )
    return plan(t, text);
  switch (s.module) {
    case "prepare":
      // "we broke up in march" before a wedding: the hurt under the event, heard, not answered with mingling tips.
      if (
        s.step === 1 &&
        detectTopics(text).some((tp) => SENSITIVE.has(tp) || tp === "breakup") &&
        !commitment &&
        wordsOf(text).length <= 20
      ) {
        t.enter("listen", 0);
        return t.say(reflection(t, text, detectTopics(text)), t.line("pain-under", L.PAIN_UNDER_EVENT)).reply("listen");
      }
      if (s.step === 1) {
        const ev = (s.topics as TopicId[]).filter((tp) => EVENTS.includes(tp)).at(-1) ?? "general";
        const given = tips(t, ev);
        if (given) {
          t.enter("prepare", 2);
          const heard =
            (!critic && shapesOf(text).some((sh) => sh.key === "nerve-goes") && shapeFor(t, text)?.ack) ||
            reflection(t, text, []);
          return t.say(heard, given.text, given.ask).reply("tips");
        }
      }
      if (s.step === 2) {
        if (commitment || looksLikeActivity(text)) return plan(t, text);
        if (reframe)
          return t.say(t.line("affirm", L.REFRAME_AFFIRM), moduleQuestion(t, "prepare", 2)).reply("reframed");
        // A worry rather than a pick: hear it, then one more tip if there is one.
        const more = tips(t, (s.topics as TopicId[]).filter((tp) => EVENTS.includes(tp)).at(-1) ?? "general");
        if (more) return t.say(reflection(t, text, []), more.text, more.ask).reply("tips");
        t.enter("listen", 0);
      }
      break;
    case "step": {
      if (s.step === 1) {
        if (looksLikeActivity(text)) return plan(t, text);
        // Not something to do ("work", "I haven't been sleeping"): hear it, and ask once more in other words.
        if (s.used.filter((u) => u.startsWith("q-step-1:")).length < 2 && wordsOf(text).length <= 8)
          return t.say(reflection(t, text, topics), moduleQuestion(t, "step", 1)).reply("step");
        t.enter("listen", 0);
        break;
      }
      // "When?" answered, or something else said ("my sister's getting married"): only a when makes it a plan.
      // "yeah. the ones that make me feel worst": more about the plan, not a new subject.
      const goesOn = /^(yeah|yes|yep|ok(ay)?|sure|definitely)\b/i.test(text.trim()) && wordsOf(text).length <= 12;
      // "idk. still stings": a hurt, not an answer to "when?".
      const hurtNotWhen =
        (feelings.some((f) => f !== "good") && !saysWhen(text) && !commitment) ||
        // "theres one girl from school who posts every day": about someone else, not when they'll do it.
        (/^(there'?s|theres|there is|she|he|they|shes|hes|she'?s|he'?s|my (?!plan)\w+|his|her)\b/i.test(text.trim()) &&
          !commitment) ||
        // "honestly i just want to lie in bed today": a wish for the day, not when the plan will happen.
        /\b(just )?want(ed)? to (lie|stay|hide|sleep|cry|curl up|scream|stay in bed)\b/i.test(text);
      if (
        s.step === 3 &&
        !hurtNotWhen &&
        ((saysWhen(text) && wordsOf(text).length <= 12) || commitment || goesOn || wordsOf(text).length <= 4)
      ) {
        if (commitment) s.commitments = [...s.commitments, commitment].slice(-10);
        return planned(t);
      }
      t.enter("listen", 0);
      break;
    }
    case "trap":
      if (commitment && !critic) return plan(t, text);
      if (reframe) {
        t.enter("listen", 0);
        t.say(t.line("affirm", L.REFRAME_AFFIRM));
        if (canOffer(t) && offerExercise(t, false)) return t.reply("offer");
        return t.say(t.line("reframe-check", L.REFRAME_CHECK)).reply("reframed");
      }
      // Another hard thought while working on one: an exercise fits better than another label.
      if ((newTrap || critic) && canOffer(t)) {
        if (newTrap) s.traps = [...s.traps, newTrap];
        t.say(reflection(t, text, topics));
        if (offerExercise(t, false)) return t.reply("offer");
      }
      break;
    case "compassion":
      if (!critic) {
        // "my mum is actually really happy about it": news about someone else, not words for a friend.
        if (s.step === 1 && LED_BY_SOMEONE.test(text)) {
          t.enter("listen", 0);
          break;
        }
        if (
          s.step === 1 &&
          (!KIND.test(text) || LED_BY_SOMEONE.test(text)) &&
          (!soundsLikeReframe(text) ||
            isNegated(text) ||
            /\bbut\b/i.test(text) ||
            // "everyone else probably has way better portfolios": a comparison, not words for a friend.
            /\b(everyone|everybody|all the others|the others) (else )?\b|\b(better|more) than (me|mine|i)\b|\bway (better|more)\b/i.test(
              text,
            ))
        ) {
          // Not an answer to "what would you say to a friend?": carry on listening.
          t.enter("listen", 0);
          break;
        }
        if (s.step === 1) {
          return kindWordsReply(t);
        }
        t.enter("step", 1);
        t.say(t.line("affirm", ["It can feel strange at first, and that's okay; it gets easier with practice."]));
        if (canOffer(t) && offerExercise(t, false)) return t.reply("offer");
        return t.say(moduleQuestion(t, "step", 1)).reply("step");
      }
      break;
    case "solve":
      if (commitment && !critic) return plan(t, text);
      // A worry ("what if they look at me weird", "i dont want her to think i dont care") or a hurt is not an
      // option to weigh: heard as that, once, and then back to what they could do.
      if (
        /\bwhat if\b/i.test(text) ||
        detectFeelings(text).some((f) => f !== "good") ||
        othersThink(text) ||
        (aboutSomeone(text) && !commitment)
      ) {
        const kept = s.used.filter((u) => u.startsWith("solve-kept:")).length;
        // The options question at most twice in all: a worry after it has been asked twice leaves the flow.
        const askedTwice = s.step < 3 && s.used.filter((u) => u.startsWith(`q-solve-${s.step}:`)).length >= 2;
        if (!critic && kept < 2 && !askedTwice && !topics.some((tp) => SENSITIVE.has(tp))) {
          t.state.used = [...t.state.used, `solve-kept:${kept}`];
          const heard = othersThink(text)
            ? t.line("others-think", L.OTHERS_THINK_LINES)
            : (shapeFor(t, text)?.ack ?? reflection(t, text, topics));
          return t.say(heard, s.step === 3 ? L.SOLVE_BACK : moduleQuestion(t, "solve", s.step)).reply("solve");
        }
        t.enter("listen", 0);
        break;
      }
      // Not options ("i dont want her to think i dont care", "shes been my friend since we were 11"): heard as
      // what it is, and the same step asked again in other words.
      if (s.step < 3 && !looksLikeOptions(text, s.step)) {
        const again = s.used.filter((u) => u.startsWith(`q-solve-${s.step}:`)).length < 2;
        const heard = othersThink(text)
          ? t.line("others-think", L.OTHERS_THINK_LINES)
          : /^(no|nah|idk|i don'?t know|dunno|not sure)\b/i.test(text.trim())
            ? t.line("solve-unsure", L.SOLVE_UNSURE)
            : reflection(t, text, topics);
        if (again) return t.say(heard, moduleQuestion(t, "solve", s.step)).reply("solve");
        t.enter("listen", 0);
        return t.say(heard, listenQuestion(t)).reply("listen");
      }
      if (s.step < 3) {
        const next = s.step + 1;
        t.enter("solve", next);
        return t
          .say(
            t.line("solve-ack", [
              "Okay, that's something to work with.",
              "Good, that gives us some options.",
              "That sounds like a fair way to weigh it up.",
            ]),
            moduleQuestion(t, "solve", next),
          )
          .reply("solve");
      }
      // The first step named ("the intro and the tables"), unless it's a no, a worry or a new subject.
      if (
        commitment ||
        looksLikeActivity(text) ||
        (!isNegated(text) &&
          !describesState(text) &&
          !/\balready (have|got|do|use|using|tried|doing|did|own)\b/i.test(text) &&
          !detectFeelings(text).some((f) => f !== "good") &&
          wordsOf(text).length <= 15)
      )
        return plan(t, text);
      t.enter("listen", 0);
      break;
    case "gratitude":
      t.enter("listen", 0);
      // "…but there was one comment I can't stop thinking about": the good news has a sting; hear that instead.
      if (low || feelings.some((f) => f !== "good") || /^\s*(but|although|though|except)\b/i.test(text)) break;
      // "my friend texted to check in which was nice": another small good thing in an ordinary day, met lightly.
      if (shapesOf(text).some((sh) => LIGHT_SHAPES.has(sh.key))) break;
      // "i just mumbled", "i didnt know how to reply": the kind words were hard to take, not something they did.
      if (praiseReaction(t, text)) break;
      // "he did it on the beach": a detail of the news, not something they did.
      t.say(
        /\b(i|i'?ve|i'?m|me|my|myself|im|ive)\b/i.test(text) && !EFFORT.test(text)
          ? t.line("grat", [
              "That's worth remembering the next time your inner critic gets loud.",
              "You played a real part in that, and it counts.",
            ])
          : happyAck(t, text),
      );
      if (canOffer(t) && offerExercise(t, false)) return t.reply("offer");
      return t.say(listenQuestion(t)).reply("gratitude");
    default:
      break;
  }

  // "probably just 20 mins" right after a plan: a detail of it, the right size.
  if (
    s.act === "committed" &&
    wordsOf(text).length <= 6 &&
    /\b(\d+|ten|fifteen|twenty|thirty|half an hour|an hour|a few) ?(mins?|minutes|hours?|laps|lengths|k|km|miles)\b/i.test(
      text,
    ) &&
    !t.said("plan-detail")
  ) {
    t.say(t.line("plan-detail", L.PLAN_DETAIL), L.ANYTHING_ELSE);
    s.offer = { kind: "module", module: "close" };
    t.enter("listen", 0);
    return t.reply("committed");
  }
  // "Tomorrow after work, I think": when, for the plan already made.
  if (s.commitments.length > 0 && saysWhen(text) && wordsOf(text).length <= 8 && !commitment && !t.said("when")) {
    t.enter("listen", 0);
    return t.say(t.line("when", L.WHEN_ACKS), t.line("whenq", L.WHEN_QUESTIONS)).reply("committed");
  }
  // A plan, or a late answer to "what lifts you?" ("Maybe a walk after work").
  const lateLift = t.said("q-step-1") && s.commitments.length === 0 && ACTIVITIES.test(text) && looksLikeActivity(text);
  // "maybe a list of everything would help": an idea of their own is a plan in the making.
  // "ok maybe parkrun this saturday": the "ok" in front doesn't make it a yes.
  const bare = text.trim().replace(/^(ok(ay)?|yeah|yes|so|alright|right|hmm+|um+)\b[,.]?\s*/i, "");
  const idea =
    /^(maybe|perhaps)\b/i.test(bare) &&
    !isMaybeGuess(bare) &&
    !/^(maybe|perhaps) (she|he|they|it|that|this|you|everyone)('s|'re| is| are| was| were| has| have| might| could| just| will)\b/i.test(
      bare,
    ) &&
    (looksLikeActivity(bare) ||
      /^(maybe|perhaps) (\d+|five|ten|fifteen|twenty|half an hour|an hour)\b/i.test(bare) ||
      // "maybe a short drive to the shop with him on sunday": an idea with its time.
      (/^(maybe|perhaps) (a|an|just a|just an)\b/i.test(bare) && saysWhen(bare)) ||
      // "maybe saturday morning when its quieter": the idea just talked about, with its time.
      /^(maybe|perhaps|probably) (on |this |next |at the )?(mon|tues|wednes|thurs|fri|satur|sun)day|^(maybe|perhaps|probably) (tomorrow|tonight|this weekend|at the weekend|next week)\b/i.test(
        bare,
      ));
  // A time for the option just found ("it's on thursday at 7"): is it something they'd try?
  if (t.lastCoach.includes(L.OPTION_QUESTION) || (t.said("option") && s.act === "listen" && !commitment)) {
    if (saysWhen(text) && wordsOf(text).length <= 10 && !commitment && !t.said("option-when")) {
      t.enter("listen", 0);
      return t.say(t.line("option-when", L.OPTION_WHEN), L.OPTION_WHEN_QUESTION).reply("listen");
    }
  }
  if (s.turn >= 2 && (commitment || lateLift || idea || laterIdea(text)) && !critic) return plan(t, text);
  // "'when i meet someone worth the cake' lol i actually like that", "huh. that buys time without saying no": the
  // line or tip just given landed; said so, not met with a stock question.
  if (
    s.turn >= 2 &&
    (s.act === "answer" || s.act === "tips") &&
    LIKED_IT.test(text) &&
    wordsOf(text).length <= 20 &&
    !critic &&
    !t.said("liked")
  ) {
    t.state.used = [...t.state.used, "liked:0"];
    t.enter("listen", 0);
    return t.say(L.LIKED_IT, t.line("nextq", L.NEXT_STEP_QUESTIONS, {}, 0)).reply("listen");
  }
  // "Maybe she's right": agreeing with someone else's harsh verdict is not an insight to praise.
  if (
    /^(maybe|perhaps|i guess|i think|probably) (she|he|they|my \w+)('s| is|'re| are| was| were| has| have)? (right|got a point|has a point|have a point)\b/i.test(
      text.trim(),
    )
  ) {
    t.enter("listen", 0);
    return t.say(t.line("agrees", L.AGREES_CRITIC), L.AGREES_CRITIC_QUESTION).reply("listen");
  }
  // "I think a letter might be easier": an option of their own.
  if (
    /\b(might|would|could) be (easier|better|less scary|simpler)\b/i.test(text) &&
    !critic &&
    !t.said("option") &&
    s.turn >= 2
  ) {
    t.enter("listen", 0);
    return t.say(t.line("option", L.OPTION_LINES), L.OPTION_QUESTION).reply("listen");
  }
  // "i think it might be the menopause": a guess about a health cause, met as worth checking, not as an insight.
  if (
    s.turn >= 2 &&
    /^(i think|maybe|i wonder if|i reckon|it could be|could it be)\b[^?]{0,30}\b(it'?s|its|it might be|it could be|might be|could be|is)\b[^?]{0,20}\b(the )?(menopause|perimenopause|hormones?|thyroid|anaemi\w*|anemi\w*|vitamin|deficien\w*|long covid|adhd|migraines?|my (meds|medication|pill))\b/i.test(
      bare,
    ) &&
    !t.said("health-guess")
  ) {
    t.enter("listen", 0);
    return t.say(t.line("health-guess", L.HEALTH_GUESS), L.HEALTH_GUESS_QUESTION).reply("listen");
  }
  // "I guess in lessons I don't mind mistakes": the person noticing something about themselves.
  // ("fair enough. i suppose fixing a toaster is still fixing something": the same, after a short lead.)
  const noticed = bare.replace(/^(fair enough|ok(ay)?|hm+|yeah|right|true|well)[,.!]*\s+/i, "");
  if (
    s.turn >= 3 &&
    /^(i guess|i suppose|i think|maybe|actually)\b/i.test(noticed) &&
    // "I guess I'll just smile at it": resignation, not noticing something.
    !/^(i guess|i suppose|i think|maybe)\s+(i'?ll|ill|i will|i have to|i'?ve got to|i just have to)\b/i.test(noticed) &&
    // "i guess theres a group chat without me in it. great": said with a sarcastic last word, a hurt.
    !/[.!,]\s*(just )?(great|brilliant|fab|fabulous|lovely|perfect|amazing|wonderful|fantastic|fun|cool|nice|love (that|it))\W*$/i.test(
      bare,
    ) &&
    !commitment &&
    !critic &&
    !feelings.some((f) => f !== "good") &&
    traps.length === 0 &&
    !t.said("insight")
  ) {
    t.enter("listen", 0);
    // Something noticed gets a question about it, not a general one ("is there someone who knows…?").
    return t
      .say(
        t.line("insight", L.INSIGHT_LINES),
        (detectTopics(text).length === 0 && freshLine(t, "insightq", L.INSIGHT_QUESTIONS)) || listenQuestion(t),
      )
      .reply("listen");
  }
  // "I've also been thinking I should organise something myself": an idea of their own.
  if (
    /\b(i'?ve (also )?been thinking|i was thinking|i'?m thinking|maybe) (that )?i (should|could|might) (organi[sz]e|start|invite|host|plan|set up|make|join|try|get back)\b/i.test(
      text,
    ) &&
    !critic &&
    !t.said("option") &&
    s.turn >= 2
  ) {
    t.enter("listen", 0);
    return t.say(t.line("option", L.OPTION_LINES), L.OPTION_QUESTION).reply("listen");
  }
  // "There's a language café on Thursdays": a possibility they've found.
  if (
    /^(there'?s|there is) (a|an|this)\b|^(there are|there'?re) (some|a few|loads of|lots of)\b/i.test(text.trim()) &&
    /\b(class|group|club|course|meetup|service|helpline|programme|program|session|choir|gym|team|centre|center|society|circle|parkrun|run|night|wall|pool|studio|(coworking|co-working|community|drop-in|day) (place|space|hub|pass(es)?)|league|library|lessons?|videos?|tutorials?|courses?|classes|groups|clubs)\b|\bcaf[eé]/i.test(
      text,
    ) &&
    !/\bbut\b[^.!?]*\b(too|can'?t|cannot|no|not|never|expensive|full|closed)\b/i.test(text) &&
    !t.said("option")
  ) {
    t.enter("listen", 0);
    return t.say(t.line("option", L.OPTION_LINES), L.OPTION_QUESTION).reply("listen");
  }
  // "...so maybe not a total failure": a trap named earlier, now answered.
  // "maybe k just means she read it": a kinder guess at what something meant, met as that (not as a plan).
  const kinderGuess =
    s.turn >= 2 &&
    isMaybeGuess(text) &&
    !critic &&
    !low &&
    !isNegated(text) &&
    turnValence(text) !== "trouble" &&
    !/\b(hates?|sick of|fed up|bored of|annoyed|angry|mad at|judg\w*|laugh\w* at|talking about|ignor\w*|avoid\w*)\b/i.test(
      text,
    );
  // "although karen did ask me to lunch so it cant be everyone": their own evidence against the hard thought.
  const counterEvidence =
    s.turn >= 2 &&
    /\bso (it|that|they|maybe (it|that|they)|it probably)('?s| is| are)? ?(can'?t|cannot|isn'?t|isnt|not|doesn'?t|doesnt|must not|might not|probably isn'?t|probably not) (be )?(everyone|everybody|all of them|all bad|that bad|as bad|true|personal|about me|me)\b/i.test(
      text,
    );
  if ((s.traps.length > 0 && reframe && traps.length > 0) || kinderGuess || counterEvidence) {
    t.enter("listen", 0);
    return t.say(t.line("affirm", L.REFRAME_AFFIRM), t.line("reframe-check", L.REFRAME_CHECK)).reply("reframed");
  }
  // A plain statement with a shape of its own ("i used to climb at uni", "weekends are the worst", "my brother just
  // got promoted again"): answered on its own terms, with a question about that, not one from the general bank.
  // A long message (a paragraph): what it holds, said back in kind, rather than a general nod.
  const long = s.turn >= 2 && !critic && !newTrap ? longReply(t, text) : null;
  if (long) {
    t.enter("listen", 0);
    return t.say(...long).reply("listen");
  }
  // On the first turn only an ordinary or good day ("today was pretty good actually") is met by its shape.
  const shaped = !critic && !newTrap ? shapeFor(t, text, s.turn < 2) : null;
  if (shaped) {
    t.enter("listen", 0);
    return t.say(shaped.ack, shaped.question).reply("listen");
  }
  const ack = reflection(t, text, topics);
  t.say(ack);
  // A win said back warmly gets a question about the win, not about what's hard.
  if (s.turn >= 2 && !newTrap && !critic && (L.WIN_ACKS.includes(ack) || ack === "Good for you.")) {
    t.enter("listen", 0);
    return t.say(t.line("win-q", L.WIN_QUESTIONS)).reply("listen");
  }
  // "I feel like the worst friend in the world" is a harsh word about oneself, not catastrophising: the friend
  // question, not a label.
  if (s.turn >= 2 && newTrap && !painful && !(critic && newTrap === "catastrophising")) {
    s.traps = [...s.traps, newTrap];
    t.enter("trap", 1);
    return t.say(L.TRAP_LINES[newTrap], moduleQuestion(t, "trap", 1)).reply("trap");
  }
  if (s.turn >= 2 && critic && !t.said("q-compassion-1")) {
    t.enter("compassion", 1);
    return t.say(t.line("comp", L.COMPASSION_OPENERS), moduleQuestion(t, "compassion", 1)).reply("compassion");
  }
  // A low check-in earlier: the small-step question fits a short turn, not the middle of someone's story.
  // Crying at something ("at night i cry a little", "didn't cry at my desk but it was close") is a reaction to
  // what happened, not a low day to lift.
  const cryingOnly =
    /\b(cry|cried|crying|tears|sobb\w*)\b/i.test(text) && !/\b(low|down|flat|sad|empty|numb)\b/i.test(text);
  // "tired" said alone is a word about the day, not yet a low day to lift: what's tiring comes first.
  const lowDay =
    (!cryingOnly &&
      feelings.some(
        (f) => LOW_FEELINGS.has(f) && f !== "lonely" && !(f === "worn out" && wordsOf(text).length <= 3),
      )) ||
    ((t.ctx.moodLevel ?? 3) <= 2 &&
      s.turn >= 3 &&
      wordsOf(text).length <= 8 &&
      topics.length === 0 &&
      s.feelings.some((f) => LOW_FEELINGS.has(f)));
  // Someone telling a new part of their story gets a question about it, not "what lifts you?".
  const freshTopic = topics.some((tp) => STRONG_TOPICS.has(tp) && !earlier.has(tp) && tp !== "lonely");
  if (s.turn >= 2 && lowDay && !freshTopic && !(s.turn <= 2 && topics.length > 0) && !t.said("q-step-1") && !painful) {
    t.enter("step", 1);
    return t.say(t.line("stepo", L.STEP_OPENERS), moduleQuestion(t, "step", 1)).reply("step");
  }
  if (
    !newSubject &&
    !answersTopicQuestion &&
    // "the content is fine, i know the system better than anyone": a strength said, not the moment for thought work.
    !OWN_STRENGTH.test(text) &&
    canOffer(t) &&
    (s.traps.length > 0 || (s.turn >= 5 && s.offered.length === 0 && allTraps(t).length > 0)) &&
    offerExercise(t, false)
  )
    return t.reply("offer");
  t.enter("listen", 0);
  // "the content is fine, i know the system better than anyone": a strength to lean on, named as one.
  if (OWN_STRENGTH.test(text) && !isNegated(text) && !/\bbut\b/i.test(text) && !t.said("strength"))
    return t.say(t.line("strength", L.STRENGTH_ACKS), L.STRENGTH_QUESTION).reply("listen");
  const raised = newSubject && !goodDayChat(t) ? topics.find((tp) => L.TOPIC_QUESTIONS[tp]) : undefined;
  return t.say(raised ? t.line(`tq-${raised}`, L.TOPIC_QUESTIONS[raised]!, {}, 0) : listenQuestion(t)).reply("listen");
}

/** What a plan in progress is waiting for; step 3 of a plan is always "when?". */
function pendingQuestion(t: Turn): string {
  const { module, step } = t.state;
  return step === 3 ? moduleQuestion(t, "step", 2) : moduleQuestion(t, module, step);
}

/** The question after an answer: the plan in progress goes on, otherwise a check that it fits. */
/** Words to start with for the situation of the last few turns, each situation's words said once; null when none fits. */
function sayForSituation(t: Turn, text: string) {
  const recentSaid = t.userTexts.slice(-6).join(" . ");
  const situation = SAY_BY_SITUATION.findIndex(
    ([re, ctx], i) => re.test(text) && ctx.every((c) => c.test(recentSaid)) && !t.said(`say-situation-${i}`),
  );
  if (situation < 0) return null;
  t.state.used = [...t.state.used, `say-situation-${situation}:0`];
  const words = SAY_BY_SITUATION[situation]![2];
  return t.say(words, words.includes("?") ? "" : t.line("follow", L.ANSWER_FOLLOWUPS)).reply("answer");
}

function afterAnswer(t: Turn): string {
  const s = t.state;
  if (s.venting) return ventPrompt(t, true);
  if (s.module === "trap" && s.step > 0) return t.line("trap-back", L.TRAP_RETURN);
  // The plan's question, unless it was just asked (no "when?" twice in a row).
  const pending = /\bwhen\b[^.!?]*\?\s*$/i.test(t.lastCoach) && s.step === 3;
  // "Which of those could you try first?" refers to tips: only right after them.
  const staleTips = s.module === "prepare" && s.step === 2 && s.act !== "tips";
  // Tips, then a question answered: back to the tips in words that say so, not "which of those" about the answer.
  if (s.module === "prepare" && s.step === 2 && s.act === "tips") return L.SOLVE_BACK;
  if ((s.module === "prepare" || s.module === "step" || s.module === "solve") && s.step > 0 && !pending && !staleTips)
    return pendingQuestion(t);
  t.enter("listen", 0);
  // Someone asking question after question: once the check-ins are used up, the answer can stand alone.
  if (L.ANSWER_FOLLOWUPS.every((_, i) => t.state.used.includes(`follow:${i}`))) return "";
  return t.line("follow", L.ANSWER_FOLLOWUPS);
}

function respond(t: Turn, text: string): CoachReply {
  const s = t.state;
  // "gracias, adios", "tschüss": a goodbye in any language closes the chat.
  if (wordsOf(text).length <= 4 && classifyIntent(text) === "goodbye") return close(t);
  const lang = detectLanguage(text);
  if (lang !== "en") {
    s.language = lang;
    t.say(lang === "other" ? L.OTHER_LANGUAGE_NOTE : t.line(`lang-${lang}`, L.LANGUAGE_NOTES[lang], {}, 0));
    return t.reply("language");
  }
  if (s.turn === 1 && isMoodOpening(text, t.ctx.moodLevel)) {
    // A check-in without a note: start from the mood itself.
    if ((t.ctx.moodLevel ?? 3) >= 4) t.enter("gratitude", 1);
    return t.say(moodIntro(t.ctx), moodQuestion(t)).reply("listen");
  }
  let intent: Intent = classifyIntent(text);
  // "today was a good day tbh": an ordinary good day, met lightly (its shape), not news to congratulate.
  if (intent === "good-news" && GOOD_DAY.test(text.toLowerCase().trim()) && !t.said("good")) intent = "statement";
  // "the instructor said well done at the end": kind words are a detail of the story unless the chat opens with them.
  if (intent === "good-news" && !goodNewsAt(text, t.userTexts.length - 1)) intent = "statement";
  // "ok but how would a walk help exactly", "hmm how would that help": a question without its question mark.
  if (intent === "statement" && HOW_WOULD_IT_HELP.test(text) && wordsOf(text).length <= 12) intent = "question";
  // "thats it. are you sure": someone else's question, quoted again, not one for the coach.
  const asked = (text.split(/(?<=[.!])\s+/).at(-1) ?? "")
    .toLowerCase()
    .replace(/[?!.\s]+$/, "")
    .trim();
  if (
    intent === "question" &&
    wordsOf(asked).length >= 2 &&
    t.userTexts
      .slice(0, -1)
      .some((u) => u.toLowerCase().includes(`said ${asked}`) || u.toLowerCase().includes(`"${asked}`))
  )
    intent = "statement";
  // "no thats not what i meant, i mean why cant i stop", "no youre not getting it": the coach misread them. Own it,
  // then go on with what they meant (the part after the correction), not the misreading.
  const correction = correctionOf(text);
  if (correction !== null && !t.said("missed")) {
    t.say(t.line("corrected", L.CORRECTED_LINES));
    if (/\b(asking|talking|mean(t)?) about me\b|\babout me,? not\b|\bi mean(t)? me\b/i.test(correction)) {
      t.enter("listen", 0);
      return t.say(t.line("corrected-me", L.CORRECTED_ABOUT_ME)).reply("listen");
    }
    if (wordsOf(correction).length < 2) {
      t.enter("listen", 0);
      return t.say(t.line("corrected-q", L.CORRECTED_QUESTIONS)).reply("listen");
    }
    intent = classifyIntent(correction);
    // A statement of what they meant: asked about, rather than run through the misreading again.
    if (!["question", "normal", "practical", "goodbye"].includes(intent)) {
      t.enter("listen", 0);
      return t.say(t.line("corrected-follow", L.CORRECTED_FOLLOW)).reply("listen");
    }
    text = correction;
  }
  // "Sorry, my English is not so good": reassure, don't thank them for switching.
  const apologisesForEnglish =
    /\b(my english|sorry for (my|the) english|english is not my)\b/i.test(text) &&
    /\b(not|bad|poor|isn'?t|sorry|first language)\b/i.test(text);
  if (apologisesForEnglish && !t.said("english")) t.say(t.line("english", [L.ENGLISH_REASSURE]));
  else if (s.language !== "en" && !["goodbye", "thanks", "minimal"].includes(intent)) t.say(L.SWITCHED);
  s.language = "en";
  // A subject only in someone else's quoted words ("dad says art doesn't pay") doesn't steer the chat.
  let topics = turnTopics(text).filter((tp) => !lateMention(tp, text, s.turn - 1, s.topics));
  // Someone else's bereavement, mentioned again ("should I go to the funeral?"): still theirs, not the person's loss.
  if (
    topics.includes("loss") &&
    s.topics.includes("supporting") &&
    t.said("condolence-other") &&
    !/\b(my|our) (\w+ )?(dad|mum|mom|father|mother|husband|wife|partner|son|daughter|brother|sister|nan|gran|grandad|grandma)( \w+)? (died|passed|has died)\b/i.test(
      text,
    )
  )
    topics = [...new Set(topics.map((tp) => (tp === "loss" ? "supporting" : tp)))];
  // A word at a time ("dad" … "heart attack", "surgery" … "my husband"): the illness is the person's named next to it.
  const recentShort = t.userTexts.slice(-3);
  if (
    recentShort.every((u) => wordsOf(u).length <= 3) &&
    recentShort.some((u) => BARE_PERSON.test(u.trim())) &&
    (topics.includes("illness") || s.topics.includes("illness"))
  ) {
    topics = [...new Set(topics.map((tp) => (tp === "illness" ? "supporting" : tp)))];
    s.topics = [...new Set(s.topics.map((tp) => (tp === "illness" ? "supporting" : tp)))];
  }
  // A single word that names a topic or a feeling ("work", "tired") is something to talk about.
  if (intent === "minimal" && !isSoftYes(text) && (topics.length > 0 || detectFeelings(text).some((f) => f !== "good")))
    intent = "statement";
  // "hes 13", "shes only 68": a short detail of the story, not a shrug.
  if (
    intent === "minimal" &&
    s.turn > 1 &&
    /\d/.test(text) &&
    !isMinimalWord(text) &&
    wordsOf(text).length >= 2 &&
    wordsOf(text).length <= 4
  )
    intent = "statement";
  // "after dinner", said about the plan just made: a time, not a shrug.
  if (intent === "minimal" && s.commitments.length > 0 && saysWhen(text) && !isSoftYes(text)) intent = "statement";
  // "tomorrow morning" answers "when could you fit that in?".
  if (intent === "minimal" && s.module === "step" && s.step === 3 && saysWhen(text)) intent = "statement";
  s.topics = [...s.topics, ...topics].slice(-20);
  s.people = [...new Set([...s.people, ...detectPeople(text)])].slice(-10);
  // "ok rant over", "ok i feel a bit better", "that helped" inside a vent: heard, and the door left open.
  if (s.venting && !t.said("vent-over") && VENT_OVER_TEXT.test(text) && !/\bbut\b/i.test(text)) {
    t.state.used = [...t.state.used, "vent-over:0"];
    const relief = /\b(better|lighter|calmer|helped|helps|needed (that|this))\b/i.test(text);
    t.enter("listen", 0);
    s.offer = { kind: "module", module: "close" };
    return t
      .say(relief ? t.line("vent-relief", L.VENT_RELIEF) : t.line("vent-over-line", L.VENT_OVER), L.VENT_AFTER)
      .reply("vent-over");
  }
  // Thanks right after the vent was heard as over: a warm close, not "anything else?" again.
  if (intent === "thanks" && s.act === "vent-over") return close(t);
  // A plain "thanks" once a plan is made: a warm close that names the plan, not "anything else?".
  // The same after "shall we leave it there?" (their own conclusion reached).
  if (
    intent === "thanks" &&
    s.turn >= 3 &&
    wordsOf(text).length <= 8 &&
    !/\b(i guess|whatever|i suppose|anyway)\b/i.test(text) &&
    (s.commitments.length > 0 || t.lastCoach.includes(L.OWN_CONCLUSION_DONE))
  )
    return close(t);
  // "thanks for letting me rant", "thank you for listening": thanks for the whole chat, said on the way out.
  if (
    intent === "thanks" &&
    s.turn >= 5 &&
    /\b(thanks?|thank you|cheers) for (listening|letting me (rant|vent|moan|talk|go on|offload)|hearing me out|the (chat|talk)|your time|putting up with me)\b/i.test(
      text,
    ) &&
    !text.includes("?")
  )
    return close(t);
  // Their own conclusion ("so it's not that im thick, i just skipped the hard bit", "i think that answers it"):
  // said back as theirs and affirmed, then a step forward (or a close, when a plan is already made).
  if (s.turn >= 2 && ownConclusion(text) && !detectCommitment(text) && !t.said("own-conclusion")) {
    t.enter("listen", 0);
    const ack = t.line("own-conclusion", L.OWN_CONCLUSION);
    if (s.commitments.length > 0 || /\banswers\b/i.test(text)) {
      s.offer = { kind: "module", module: "close" };
      return t.say(ack, L.OWN_CONCLUSION_DONE).reply("listen");
    }
    return t.say(ack, t.line("own-conclusion-q", L.OWN_CONCLUSION_NEXT)).reply("listen");
  }
  s.feelings = [...s.feelings, ...detectFeelings(text)].slice(-20);
  const offer = t.prevOffer;
  // "yeah I might go this thursday": a plan, not a yes to an offer that wasn't made.
  if (intent === "accept" && offer?.kind !== "exercise" && wordsOf(text).length > 2 && detectCommitment(text))
    intent = "statement";
  // "yeah he gets defensive": a yes that goes on to say something is a statement, not a yes.
  if (
    intent === "accept" &&
    offer?.kind !== "exercise" &&
    !isNegated(text) &&
    /^(yes|yeah|yep|ok(ay)?|sure|fine|alright)\b[,.]?\s+(he|she|they|it|i|we|my|his|her|but)\b\s+\w+/i.test(
      text.trim(),
    ) &&
    !/^\S+[,.]?\s+(i'?ll|i will|i can|i could|i guess|i suppose|i think so|it is|it'?s (fine|ok|okay|fair|true))\b/i.test(
      text.trim(),
    )
  )
    intent = "statement";
  // "idk what to say to her": the words they could say, as if asked.
  if (
    (intent === "statement" || intent === "minimal") &&
    /\b(idk|i (don'?t|dont|do not) know|no idea|not sure|no clue) what (to|i should|i can|i'?d|im supposed to|i'?m supposed to) (say|write|text|put)\b/i.test(
      text,
    )
  )
    intent = "practical";
  // "ha ok so its not just me", "that makes me feel less weird" right after an answer: it landed.
  if (intent === "statement" && s.act === "answer" && HELPED.test(text) && wordsOf(text).length <= 10)
    intent = "minimal";
  // "what would you say to her?": the words they could use, as if asked (not "to someone who…", a view).
  if (
    intent === "question" &&
    /\bwhat (would|should|could|do) (you|i) (say|write|text|put|tell)( to| in)? (her|him|them|my \w+|it)\b(?! who)/i.test(
      text,
    )
  )
    intent = "practical";
  // "ok that helps a bit", "ok that makes sense" after an exercise was offered: the last thing landed; not a yes to the offer.
  if (
    offer?.kind === "exercise" &&
    (intent === "accept" || intent === "minimal") &&
    HELPED.test(text) &&
    !/\b(try|give it a go|do it|let'?s|sounds (good|ok|okay|fair|doable)|yes|yeah|sure)\b/i.test(text)
  )
    intent = "minimal";
  // "that sounds ok", "ok that sounds doable": a yes to an exercise just offered; otherwise the last thing landed.
  if (
    /^((ok(ay)?|oh|right|yeah|hmm|mm+)[,.]? )?(that|this|it) (sounds|seems) (good|ok|okay|fine|doable|do-?able|alright|great|nice|fair|sensible|helpful|like a plan)\W*$/i.test(
      text.trim(),
    )
  )
    intent = offer?.kind === "exercise" ? "accept" : "minimal";
  const yes =
    intent === "accept" ||
    (intent === "minimal" && isSoftYes(text) && !(offer?.kind === "exercise" && HELPED.test(text)));

  if (intent === "goodbye") return close(t);
  // "oh my god", "phew" right after good news or support: relief, not a new trouble.
  if (
    /^(oh my (god|gosh|days)|omg|phew|thank god|thank goodness|thank god for that|no way|wow)\W*$/i.test(text.trim()) &&
    (/^(phew|thank)/i.test(text.trim()) ||
      /\b(good to hear|glad you heard|in your corner|good news|lovely to hear)\b/i.test(t.lastCoach)) &&
    !t.said("relief")
  ) {
    t.enter("listen", 0);
    return t.say(t.line("relief", L.RELIEF_LINES), t.line("relief-q", L.RELIEF_QUESTIONS)).reply("listen");
  }
  // "and if i miss one i just do the next one", "and get the 9pm train home": more of the plan just made.
  if (
    ["plan", "committed"].includes(s.act ?? "") &&
    /^(and|plus|also)\b/i.test(text.trim()) &&
    (intent === "statement" || intent === "minimal") &&
    !t.said("plan-more")
  ) {
    t.enter("listen", 0);
    return t.say(t.line("plan-more", L.PLAN_MORE), t.line("check", L.FEELING_CHECK)).reply("committed");
  }
  // Someone writing a word or two at a time gets a short reply, not a paragraph.
  const brief = wordsOf(text).length <= 2 && wordsOf(t.userTexts.at(-2) ?? "").length <= 3 && s.turn > 1;
  // "boss", in the middle of "what's one tiny thing that lifts you?": a subject, not an answer to it.
  const role = BARE_ROLE.exec(text.trim());
  const namesSubject = (role !== null || topics.length > 0) && !looksLikeActivity(text);
  if (
    brief &&
    !yes &&
    !s.venting &&
    !(s.module === "step" && s.step > 0 && !namesSubject) &&
    (intent === "statement" || intent === "minimal") &&
    !isMinimalWord(text) &&
    !/^(hi|hello|hey|no|nope|nah|idk|\d+)\b/i.test(text.trim())
  ) {
    const hard =
      detectFeelings(text).some((f) => f !== "good") ||
      HARD_NEWS.test(text) ||
      /^(bad|awful|terrible|sad|shit|crap|rough|ugh|shouted|yelled|cried|fired|dumped)\b/i.test(text.trim());
    const topic = topics.find((tp) => !s.topics.slice(0, -topics.length).includes(tp));
    const feeling = detectFeelings(text).find((f) => f !== "good");
    t.enter("listen", 0);
    // "heart attack", "surgery": frightening news about someone, met as that (not "Got it. What happened?").
    if (HEALTH_EVENT.test(text) && !t.said("short-health")) {
      const who = pronounOf(t.userTexts.slice(-3));
      return t
        .say(t.line("short-health", L.SHORT_HEALTH), who ? `How is ${who} doing?` : "How are things now?")
        .reply("listen");
    }
    // "scared", one word: fear, met gently.
    if (feeling === "scared" && !t.said("short-scared"))
      return t.say(t.line("short-scared", L.SHORT_SCARED), L.SHORT_SCARED_QUESTION).reply("listen");
    // "tired", one word: what has been tiring comes before "what lifts you?".
    if (feeling === "worn out" && !t.said("short-tired"))
      return t
        .say(t.line("short-feel", L.SHORT_FEELING, { feeling }), t.line("short-tired", L.SHORT_TIRED_QUESTIONS))
        .reply("listen");
    if (feeling && LOW_FEELINGS.has(feeling) && s.turn >= 3 && !tender(t) && !t.said("q-step-1")) {
      // Low, in a word: one tiny thing that might help, asked briefly.
      t.enter("step", 1);
      return t.say(t.line("short-feel", L.SHORT_FEELING, { feeling }), moduleQuestion(t, "step", 1)).reply("step");
    }
    if (feeling)
      return t
        .say(t.line("short-feel", L.SHORT_FEELING, { feeling }), t.line("short-fq", L.SHORT_FEELING_QUESTIONS, {}, 0))
        .reply("listen");
    // "maybe sleep" to "what would help?": an answer to the question, not a new subject to open.
    const guess = /^(maybe|probably|perhaps|prob) (more |better |some |less )?([a-z]+( [a-z]+)?)\W*$/i.exec(
      text.trim(),
    );
    if (guess && /\?\s*$/.test(t.lastCoach) && !t.said("guess")) {
      t.state.used = [...t.state.used, "guess:0"];
      const thing = `${guess[2] ?? ""}${guess[3]!}`;
      return t.say(`${capitalise(thing)} could make a real difference.`, L.GUESS_QUESTION).reply("listen");
    }
    // "boss", "my sister": a person named alone is a subject ("Your boss. What's been happening with them?").
    if (role && !hard && !t.said(`role-${role[2]!.toLowerCase()}`)) {
      t.state.used = [...t.state.used, `role-${role[2]!.toLowerCase()}:0`];
      const who = SHE.test(role[2]!) ? "her" : HE.test(role[2]!) ? "him" : "them";
      return t
        .say(`Your ${role[2]!.toLowerCase()}. ${L.fill(t.line("role-q", L.ROLE_QUESTIONS, {}, 0), { who })}`)
        .reply("listen");
    }
    if (topic && !hard)
      return t.say(`Ah, ${TOPIC_PHRASES[topic]}.`, t.line("short-tq", L.SHORT_TOPIC_QUESTIONS, {}, 0)).reply("listen");
    // Once something hard is known ("heart attack"), "What happened?" and "How did that feel?" ask what was said.
    const known = t.userTexts.slice(0, -1).some((u) => HARD_NEWS.test(u) || HEALTH_EVENT.test(u)) || tender(t);
    const [qKey, qBank] = hard || known ? ["short-hq", L.SHORT_HARD_QUESTIONS] : ["short-q", L.SHORT_QUESTIONS];
    // Once its questions are used, a choice rather than "Can you tell me a bit more?" again.
    const question =
      freshLine(t, qKey, qBank, 0) || freshLine(t, "short-choice", L.SHORT_CHOICES) || t.line(qKey, qBank, {}, 0);
    return t
      .say(hard ? t.line("short-hard", L.SHORT_ACKS_HARD) : t.line("short-ack", L.SHORT_ACKS), question)
      .reply("listen");
  }
  if (yes && offer?.kind === "exercise") {
    t.exercise = offer.id;
    return t.say(t.line("accept", L.ACCEPT_LINES)).reply("accept");
  }
  if (yes && offer?.kind === "module") {
    t.enter("listen", 0);
    return t.say(L.GO_AHEAD).reply("listen");
  }
  // "thats a bit generic", "that sounds like a leaflet": the last reply missed; own it and ask for the specific.
  if (TOO_GENERIC.test(text) && !/\?\s*$/.test(text.trim())) {
    t.enter("listen", 0);
    const own = t.line("too-generic", L.TOO_GENERIC_LINES);
    if (own) return t.say(own, t.line("too-generic-q", L.TOO_GENERIC_QUESTIONS, {}, 0)).reply("listen");
  }
  // "going to try it", "ok. ill go", "right, doing it tomorrow then" once a plan is made: the same plan, said again.
  if (
    s.commitments.length > 0 &&
    PLAN_AGAIN.test(text.trim()) &&
    (intent === "statement" || intent === "minimal" || intent === "accept") &&
    !t.said("plan-again")
  ) {
    t.enter("listen", 0);
    t.say(t.line("plan-again", L.PLAN_AGAIN), L.ANYTHING_ELSE);
    s.offer = { kind: "module", module: "close" };
    return t.reply("committed");
  }
  // "i dont see how an app is going to help", "this is pointless", "you're just a bot": an honest, warm reply about
  // what the coach can and can't do, and no pressure (no exercises from here on).
  if (SCEPTIC.test(text) && !/\?\s*$/.test(text.trim()) && !s.venting) {
    s.no_offers = true;
    if (offer?.kind === "exercise") s.declined = [...s.declined, offer.id];
    t.enter("listen", 0);
    if (!t.said("sceptic")) {
      t.state.used = [...t.state.used, "sceptic:0"];
      return t.say(L.SCEPTIC_LINE, s.topics.length > 0 ? L.SCEPTIC_NO_QUESTION : L.SCEPTIC_QUESTION).reply("listen");
    }
    if (!t.said("sceptic-again")) {
      t.state.used = [...t.state.used, "sceptic-again:0"];
      return t.say(L.SCEPTIC_AGAIN).reply("listen");
    }
  }
  if (intent === "another") {
    return offerExercise(t, s.offered.length > 0) ? t.reply("offer") : t.say(listenQuestion(t)).reply("no-exercise");
  }
  // "I don't want a breathing thing, I just want to know what to say": no exercises, and the words they asked for.
  if (
    intent === "decline" &&
    !(offer?.kind === "module" && offer.module === "close") &&
    /\b(want|need) (to know |to hear |some )?(what to (say|do)|how to (say|put|word|handle)|advice|tips|ideas|the words)\b/i.test(
      text,
    )
  ) {
    if (offer?.kind === "exercise") s.declined = [...s.declined, offer.id];
    s.no_offers = true;
    t.say(t.line("words-not-ex", ["Okay, no exercises.", "Fair enough, let's skip the exercises."]));
    intent = "practical";
  }
  // "no it goes away by tuesday usually" to a question: an answer about something, not a no to an idea.
  if (
    intent === "decline" &&
    !offer &&
    /^(no|nah|nope)[,.]? (it|its|it'?s|she|shes|she'?s|he|hes|he'?s|they|theyre|they'?re)\b/i.test(text.trim()) &&
    wordsOf(text).length >= 4 &&
    !/\b(won'?t|wouldn'?t|doesn'?t|don'?t|didn'?t|never) (work|help)\b|exercis|stupid|pointless/i.test(text)
  )
    return statement(t, text, topics);
  if (intent === "decline") {
    if (offer?.kind === "module" && offer.module === "close") return close(t);
    if (offer?.kind === "exercise") s.declined = [...s.declined, offer.id];
    const aboutExercises =
      offer?.kind === "exercise" ||
      /exercis|homework|stupid|pointless|suggest|breathing|meditat|mindful|relaxation|\btips\b|\badvice\b/i.test(text);
    if (aboutExercises) s.no_offers = true;
    // A no to an idea, not to an exercise ("that won't work", "I've thought about that"): stop suggesting.
    if (!aboutExercises && !offer) {
      s.no_offers = true;
      const pushbacks = s.used.filter((u) => u.startsWith("pushback:")).length;
      t.say(t.line("pushback", L.PUSHBACK_LINES));
      // The idea in progress is dropped: no "when could you fit that in?" after "that won't work".
      t.enter("listen", 0);
      if (pushbacks >= 1 && !t.said("pushq"))
        return t.say(t.line("pushq", L.PUSHBACK_QUESTIONS, {}, 0)).reply("decline");
    } else if (aboutExercises && !offer && /\b(tips|advice)\b/i.test(text) && !/exercis/i.test(text))
      // "no tips please": heard, briefly, for the rest of the chat.
      t.say(t.line("no-tips", L.NO_TIPS_LINES));
    else t.say(aboutExercises ? t.line("decline", offer ? L.DECLINE_LINES : L.DECLINE_EXERCISE_LINES) : "Okay.");
    if (s.module === "trap" || s.module === "open") t.enter("listen", 0);
    // "...I want to figure out whether to leave": what they want instead is a decision to weigh.
    if (DILEMMA.test(text) || /\b(figure out|work out|decide)\b/i.test(text)) {
      t.enter("solve", 1);
      return t.say(t.line("dilemmaq", L.DILEMMA_QUESTIONS)).reply("decline");
    }
    // "…i want to sort this": not calming down but solving it; look at the options together.
    if (/\b(want|need) to (sort|fix|solve|deal with|get on with|do something about)\b/i.test(text)) {
      // Their own option comes next ("maybe email the lecturer"), and is taken as a plan.
      t.enter("listen", 0);
      return t.say(L.SORT_IT_LINE, moduleQuestion(t, "solve", 1)).reply("decline");
    }
    const plans = (s.module === "prepare" || s.module === "step" || s.module === "solve") && s.step > 0;
    return t.say(plans ? pendingQuestion(t) : listenQuestion(t)).reply("decline");
  }
  if (intent === "thanks") {
    // "ok thanks, going to do them now", "thank you, ill call her tomorrow": thanks on the way out, with what they'll
    // do next; a close, not "anything else?". ("thanks, I'll try" stays thanks: often more follows.)
    if (
      /\b(going to|gonna|off to|i'?ll|ill|i will|i'?m going to|im going to)\s+(?!try\b|think\b|be\b)(go|do|call|ring|text|look|get|make|write|send|ask|book|start|head|sleep|bed|give|check|have|tell|see|talk|speak|email|message)\b/i.test(
        text,
      ) &&
      s.turn >= 4
    )
      return close(t);
    // "whatever. thanks i guess": a grudging thanks is not "I'm glad it helped".
    if (/\b(i guess|whatever|i suppose|anyway)\b/i.test(text)) t.say("Thanks for sticking with it.", L.ANYTHING_ELSE);
    else t.say(t.line("thanks", L.THANKS_REPLIES), L.ANYTHING_ELSE);
    s.offer = { kind: "module", module: "close" };
    return t.reply("thanks");
  }
  if (intent === "venting") {
    s.venting = true;
    t.say(t.line("vent-start", L.VENT_START));
    if (topics.length > 0 || detectFeelings(text).length > 0) t.say(reflection(t, text, topics), ventPrompt(t, true));
    t.enter("listen", 0);
    return t.reply("venting");
  }
  // "ok. i can do this", "i've got this": belief in themselves, met as that (not "when would be a good time?").
  if (
    /^(ok(ay)?[.,]? |right[.,]? |yeah[.,]? )?(i can do (this|it)|i'?ve got this|i got this|i'?ll be (ok|okay|fine|alright))\W*$/i.test(
      text.trim(),
    )
  ) {
    t.enter("listen", 0);
    return t.say(t.line("belief", L.SELF_BELIEF_LINES)).reply("listen");
  }
  // "actually thats not a bad idea", just after their own idea: the idea stands, not an insight to unpack.
  if (
    /^(actually |yeah |ok |oh )?(that'?s|thats|that is|it'?s|its) (actually )?(not a bad idea|a good idea|a nice idea)\W*$/i.test(
      text.trim(),
    ) &&
    s.commitments.length > 0
  )
    return planned(t);
  // "thats honest. its not mean", about the words they've just found: agreed with, not met with sympathy.
  if (
    s.turn >= 3 &&
    /^((ok(ay)?|yeah|right)[,.]? )?(that'?s|thats|it'?s|its|that is|it is) (really |quite |actually |pretty )?(honest|fair|reasonable|kind|true|not (mean|rude|harsh|unkind|unfair|unreasonable|selfish|too much|nasty))\b[^?]*$/i.test(
      text.trim(),
    ) &&
    !t.said("agree-own")
  ) {
    t.enter("listen", 0);
    return t.say(t.line("agree-own", L.AGREE_OWN), L.AGREE_OWN_QUESTION).reply("listen");
  }
  // "you dont get it": the coach missed something, not a muddled question. Own it and ask what was missed.
  if (
    /\byou (just |really |still )?(don'?t|dont|do not|didn'?t|didnt) (get|understand)( it| me| this| that| what)?\b/i.test(
      text,
    ) &&
    !SCEPTIC.test(text) &&
    (intent === "confusion" || intent === "statement") &&
    wordsOf(text).length <= 12 &&
    !t.said("missed")
  ) {
    t.enter("listen", 0);
    // Not a moment for exercises either.
    s.no_offers = true;
    return t.say(t.line("missed", L.MISSED_IT_LINES), t.line("missedq", L.MISSED_IT_QUESTIONS)).reply("listen");
  }
  if (intent === "confusion") return clarify(t);
  // An everyday factual worry with a careful general answer (turbulence, the dentist, how long grief lasts).
  // ("What do I even write in a card?" is a request for words, answered below.)
  if (["normal", "question", "practical"].includes(intent) && !WANTS_WORDS.test(text)) {
    const everyday = everydayAnswer(text, t.userTexts.join(" . "));
    if (everyday && !t.said(`everyday-${everyday.index}`)) {
      t.state.used = [...t.state.used, `everyday-${everyday.index}:0`];
      t.enter("listen", 0);
      return t.say(everyday.text, t.line("everyday-follow", L.EVERYDAY_FOLLOWUPS)).reply("answer");
    }
  }
  // "am i too old for this?" about a course or a new career: the answer for that, whatever the intent read.
  if (intent !== "question" && /\btoo (old|late)\b/i.test(text)) {
    const form = formAnswer(t, text);
    if (form) return t.say(form, afterAnswer(t)).reply("answer");
  }
  if (intent === "normal") {
    const lead =
      /\b(is (it|this|that) (stupid|silly|wrong|bad|selfish|terrible|awful|shallow|vain|pathetic|ridiculous)|am i (a (bad|terrible|horrible|awful)|wrong|selfish)|weird|strange|crazy|paranoid|overreacting|dramatic|unreasonable|just me|only me|selfish|petty|ungrateful|too sensitive|oversensitive|unfair|rude|cheeky)\b/i.test(
        text,
      ) ||
      SOUNDS_BAD.test(text) ||
      roleKeys(text)
        ? "Not at all."
        : // "Is this just what getting old is?", "is it a teenager thing?": common, not a verdict on them.
          /\bis (it|this|that) (just )?(an? (\w+ )?thing|what|how)\b/i.test(text)
          ? "It's very common."
          : "Yes, very much so.";
    // "Should I go to the doctor or am I being dramatic?": the doctor question is the one to answer.
    const helpAnswer = ANSWERS.find((a) => a.id === "seek-help")!;
    if (helpAnswer.match.test(text) && !t.said("answer:seek-help")) {
      const body = answerKeys(t, text)
        .map((k) => helpAnswer.byTopic?.[k])
        .find(Boolean);
      t.state.used = [...t.state.used, "answer:seek-help"];
      return t.say(lead === "Not at all." ? lead : "", body ?? helpAnswer.text, afterAnswer(t)).reply("answer");
    }
    const kind = normalKind(text, t.userTexts.slice(-4).join(" . "));
    const keys: AnswerKey[] = kind
      ? [kind]
      : /\b(start|starting|begin\w*|go(ing)? back|get(ting)? back)\b[^?]{0,25}\b(slow(ly)?|small|gently|bit by bit)\b/i.test(
            text,
          )
        ? ["start-small"]
        : // "Is it rude if I ask them to speak slower?": asking for what they need.
          /\b(rude|cheeky|weird|wrong|too much)\b[^?]{0,12}\b(if|to)\b[^?]{0,10}\b(ask|say|tell|mention|check|request)\b/i.test(
              text,
            )
          ? ["ask-ok"]
          : // "thats not needy is it?" just after "i might just ask jess…": checking their own light question.
            SOUNDS_BAD.test(text) &&
              /\b(ask|message|text|say|tell|invite|suggest|mention|check)\b/i.test(t.userTexts.at(-2) ?? "")
            ? ["ask-light"]
            : // "is good practice, yes?": checking that their own idea is a good one.
              /\b(good practice|a good idea|a good plan|the right (idea|thing))\b/i.test(text)
              ? ["good-idea"]
              : t.userTexts.some((u) =>
                    /\bstep-?(kids?|children|son|daughter|mum|mom|dad|parent|family)\b|\b(his|her|my partner'?s) (\w+ )?(kids|children)\b|\bnot my (mum|mom|dad)\b/i.test(
                      u,
                    ),
                  )
                ? ["step"]
                : /\b(happy|proud|pleased|excited|chuffed|buzzing)\b/i.test(text) &&
                    /\b(small|little|tiny|silly|minor)\b/i.test(text)
                  ? ["small-win"]
                  : /\b(happy and sad|sad and happy|at the same time|mixed feelings|both at once)\b/i.test(text)
                    ? ["both"]
                    : // "is it normal to feel scared right after good news?": nerves with the joy.
                      /\b(good news|good thing|happy news|exciting news|something good)\b/i.test(text) &&
                        /\b(scared|dread\w*|nervous|afraid|anxious|worried|terrified)\b/i.test(text)
                      ? ["mixed"]
                      : /\bfor no (real |apparent |good )?reason\b|\bout of nowhere\b/i.test(text)
                        ? ["no-reason"]
                        : /\bmiss(ing)? (my )?(home|country|(mother|mum|mom)'?s? (food|cooking)|mother food|family back home)\b|\bhomesick\b/i.test(
                              t.userTexts.slice(-3).join(" . "),
                            )
                          ? ["homesick"]
                          : /\b(still )?(want\w*|wish\w*) (a relationship|contact|to see|to know|to talk to) (with )?(him|her|them|my (dad|mum|mom|father|mother))\b/i.test(
                                text,
                              ) && t.state.topics.includes("family")
                            ? ["family-tie"]
                            : /\b(cry|crying|cried|tears)\b/i.test(text)
                              ? ["crying"]
                              : // "does everyone feel like this when they first qualify?" after "i feel like im pretending".
                                /\b(frauds?|imposters?|impostors?|pretending|faking it|(first|newly|just) qualif\w*)\b/i.test(
                                    text,
                                  ) ||
                                  (/\bfeel(s|ing)? (like )?(this|that)\b/i.test(text) &&
                                    /\b(frauds?|imposters?|impostors?|pretending|faking it|found out)\b/i.test(
                                      t.userTexts.slice(-4, -1).join(" . "),
                                    ))
                                ? ["imposter"]
                                : // "idk maybe im just jealous" … "is it bad that i feel like this?": the feeling said just before.
                                  /\b(jealous|envious|jealousy|envy)\b/i.test(text) ||
                                    (/\bfeel(ing)? (like )?(this|that)\b/i.test(text) &&
                                      /\b(jealous|envious|jealousy|envy)\b/i.test(t.userTexts.at(-2) ?? ""))
                                  ? ["jealous"]
                                  : /\b(selfish|petty|ungrateful|unfair|too sensitive|oversensitive)\b/i.test(text)
                                    ? // Wanting a break from looking after someone: rest, not a grievance.
                                      t.state.topics.includes("caring") &&
                                      /\b(break|rest|time (off|out|for me|to myself))\b/i.test(text)
                                      ? ["carer-break"]
                                      : ["selfish"]
                                    : /\b(on (my|your|their) own|alone|by (myself|yourself))\b/i.test(text)
                                      ? ["alone-out"]
                                      : /\bguilt(y)?\b/i.test(text) &&
                                          griefOrCare(t, text) !== "caring" &&
                                          !t.state.topics.includes("caring")
                                        ? ["guilt"]
                                        : (roleKeys(text) ?? answerKeys(t, text));
    const answer = keys.map((k) => NORMAL_ANSWERS[k]).find(Boolean) ?? NORMAL_ANSWERS.general!;
    return t.say(lead, answer, afterAnswer(t)).reply("answer");
  }
  // "my neighbour said foxes get them. why would she say that": a comment that hurt, not a factual question.
  if ((intent === "question" || intent === "statement") && HURT_WHY.test(text) && !t.said("hurt-comment")) {
    t.enter("listen", 0);
    return t.say(t.line("hurt-comment", L.HURT_COMMENT), L.HURT_COMMENT_QUESTION).reply("listen");
  }
  // "What do I even say to him?", "what do you write in a card?" when someone else is grieving: words for that.
  if (
    (intent === "question" || intent === "practical") &&
    WANTS_WORDS.test(text) &&
    (s.topics.includes("supporting") || /\b(card|sympathy|condolence)\b/i.test(text)) &&
    t.userTexts.some((u) => /\b(died|passed away|passed|funeral|lost (her|his|their))\b/i.test(u)) &&
    !t.said("grief-words")
  ) {
    t.state.used = [...t.state.used, "grief-words:0"];
    return t.say(WORDS_FOR_GRIEF, t.line("follow", L.ANSWER_FOLLOWUPS)).reply("answer");
  }
  // "how do i say it without sounding rude", "what do i tell him so he doesn't rush": example words for the situation
  // (the situations kept for "what do I say" first), not a generic small step.
  if (
    (intent === "question" || intent === "practical") &&
    ASKS_FOR_WORDS.test(text) &&
    !t.said("say-script") &&
    // A question the answer bank has its own words for ("how do i say no without sounding rude") keeps them.
    !ANSWERS.some((a) => a.match.test(text) && a.text.includes('"'))
  ) {
    const scripted = sayForSituation(t, text);
    if (scripted) return scripted;
    // A script for the situation (steadying someone, an apology, a no), then the topic's own words when there are
    // some, and the general words for raising something only when the words themselves were asked for.
    const recentSaid = t.userTexts.slice(-6).join(" . ");
    const specific = SAY_SCRIPTS.slice(0, -1);
    const keyedTopic = [...topics, focusTopic(t, text), ...(s.topics.slice().reverse() as TopicId[])].find(
      (tp): tp is TopicId => tp !== null && WHAT_TO_SAY[tp] !== undefined && !t.said(`say-${tp}`),
    );
    const keyed = keyedTopic !== undefined;
    // Steadying someone or an apology, said in the last few turns, beats the topic's words; a no only when said now
    // or when the topic has none.
    const found =
      specific.find(([re]) => re.test(text)) ??
      specific.slice(0, 2).find(([re]) => re.test(recentSaid)) ??
      (keyed ? undefined : specific.find(([re]) => re.test(recentSaid)));
    const plainAsk =
      /\bwhat (should|can|do|could|would) i (even |actually |just )?say\b|\bwhat to say\b|\bhow (do|should|can|would) i (even |actually )?(say|word|phrase|put) (it|that|this)\b/i.test(
        text,
      );
    // Words for raising something go to one person ("what do i say to her"), not to a room ("…to people").
    const onePerson =
      /\b(him|her|them|my \w+)\b/i.test(text) ||
      (!/\b(people|everyone|everybody|anyone|strangers?)\b/i.test(text) &&
        t.userTexts.slice(-3).some((u) => detectPeople(u).length > 0));
    const event = s.topics.some((tp) => EVENTS.includes(tp as TopicId));
    // Asked as a question ("how do i word it…"): the topic's own words, as "what do I say?" gets them.
    if (!found && keyedTopic && intent === "question" && plainAsk) {
      t.state.used = [...t.state.used, `say-${keyedTopic}:0`];
      const words = WHAT_TO_SAY[keyedTopic]!;
      t.enter("solve", 3);
      return t.say(words, words.includes("?") ? "" : t.line("follow", L.ANSWER_FOLLOWUPS)).reply("answer");
    }
    const script = found?.[1] ?? (!keyed && plainAsk && onePerson && !event ? SAY_SCRIPTS.at(-1)![1] : null);
    if (script) {
      const he = /\b(him|he|his)\b/i.test(text);
      const she = !he && /\b(her|she)\b/i.test(text);
      t.state.used = [...t.state.used, "say-script:0"];
      // What they pick from it next ("yeah, a practice run") is a step to plan, as after tips.
      t.enter("solve", 3);
      return t
        .say(L.fill(script, { them: he ? "him" : she ? "her" : "them", they: he ? "he" : she ? "she" : "they" }))
        .reply("answer");
    }
  }
  // "can i ask you something": yes, and nothing to answer yet.
  if (
    /^\W*(can|could|may) i ask (you )?(something|a question|a quick question|you a question|sth)\W*$/i.test(text.trim())
  ) {
    t.enter("listen", 0);
    return t.say(t.line("ask-away", L.ASK_AWAY)).reply("listen");
  }
  if (intent === "question") {
    if (s.turn === 1) t.say(moodIntro(t.ctx));
    // "ok but how would a walk help?" about a step just suggested: why that step helps, not a new question.
    const helps = whyItHelps(t, text);
    if (helps) return t.say(helps, afterAnswer(t)).reply("answer");
    // "can you remind me what we said?": the last answer again, or what wasn't covered yet.
    const recap = remindMe(t, text);
    if (recap) return t.say(recap, recap === L.RECAP_NONE ? L.RECAP_NONE_QUESTION : afterAnswer(t)).reply("answer");
    // "what's the difference between…", "should I tell her…", "what if she says no": the question's form first.
    const form = formAnswer(t, text);
    if (form) return t.say(form, afterAnswer(t)).reply("answer");
    const answer = answerFor(t, text);
    // No answer in the bank: say so honestly, then think it through together.
    if (!answer.known) {
      // A factual question the coach can't know ("how much notice does a landlord have to give?", "can I drive it
      // if it failed?"): honest, and pointing to who can tell them.
      const personal =
        /^\W*(should|shall|do) i\b|\b(how|what) (do|can|should|would) i (even )?(tell|say|ask|talk|bring|approach|handle|get (him|her|them))\b/i.test(
          text,
        ) ||
        // "why does everybody at school ignore me": about them, not a rule someone else knows.
        /^\W*why\b[^?]*\b(me|i|my|myself)\b/i.test(text);
      // A short factual question about something said just before ("can I drive it if it failed?" after the MOT):
      // what it is about comes from the last few turns.
      const factual = /^\W*(can|could|do|does|is|are|will|would|how (much|long|many|often|soon)|what happens)\b/i.test(
        text.trim(),
      );
      // Only a short question ("can I drive it if it failed?") or one about someone named before ("how long do they
      // take to tell you?"): a longer one ("how long before it stops sounding so bad") is about what it says, not a
      // pet or a nursery named a few turns back.
      const recent =
        factual && (wordsOf(text).length <= 8 || /\b(he|she|they|them|him|her)\b/i.test(text))
          ? t.userTexts.slice(-4).join(" . ")
          : text;
      const where = personal
        ? undefined
        : (WHERE_TO_FIND_OUT.find(([re]) => re.test(text)) ?? WHERE_TO_FIND_OUT.find(([re]) => re.test(recent)));
      if (where && !t.said(`where-${WHERE_TO_FIND_OUT.indexOf(where)}`)) {
        t.state.used = [...t.state.used, `where-${WHERE_TO_FIND_OUT.indexOf(where)}:0`];
        t.enter("listen", 0);
        return t.say(where[1], t.line("find-out", L.FIND_OUT_QUESTIONS)).reply("answer");
      }
      // Asked again about the same kind of thing: the same people would know, said briefly.
      if (where)
        return t
          .say("That's another good one to take to them; they'll know far better than I can.", listenQuestion(t))
          .reply("answer");
      // "How do I…?" is met with what they might try, not "what do you think is behind it?".
      // A general kind of question ("how do I stop…", "why does everyone…"): a short answer for its kind.
      const typed = typedAnswer(t, text);
      if (typed) return t.say(typed, afterAnswer(t)).reply("answer");
      const how = /^\W*(how|what) (do|can|should|would|could) (i|we|you|people)\b/i.test(text.trim());
      // Not "what would you tell a friend?" after a factual question: they asked because they don't know.
      const why = /^\W*((but|and|so)\s+)?why\b/i.test(text.trim());
      const next = how
        ? t.line("unknown-how", L.UNKNOWN_HOW_QUESTIONS)
        : why
          ? t.line("unknown-why", L.UNKNOWN_WHY_QUESTIONS)
          : t.line("unknown-q", L.UNKNOWN_ANSWER_QUESTIONS);
      return t.say(answer.text, next).reply("answer");
    }
    if (answer.then && !s.venting && !t.said(`q-${answer.then[0]}-${answer.then[1]}`)) {
      t.enter(...answer.then);
      return t.say(answer.text, moduleQuestion(t, ...answer.then)).reply("answer");
    }
    return t.say(answer.text, afterAnswer(t)).reply("answer");
  }
  if (intent === "practical") {
    // "What do I even say to her?": words to start with, for the situation.
    if (/\bwhat (should|can|do|could|would) i (even |actually )?say\b|\bwhat to say\b/i.test(text)) {
      // The situation of the last few turns first (people you don't know, a no for money, a decision to tell a parent).
      const scripted = sayForSituation(t, text);
      if (scripted) return scripted;
      const keyed = [...topics, focusTopic(t, text), ...(s.topics.slice().reverse() as TopicId[])]
        .filter((tp): tp is TopicId => tp !== null)
        .find((tp) => WHAT_TO_SAY[tp] && !t.said(`say-${tp}`));
      if (keyed) {
        t.state.used = [...t.state.used, `say-${keyed}:0`];
        // A script that ends in its own question needs no second one.
        const script = WHAT_TO_SAY[keyed]!;
        return t.say(script, script.includes("?") ? "" : t.line("follow", L.ANSWER_FOLLOWUPS)).reply("answer");
      }
    }
    const topic =
      topics.find((tp) => EVENTS.includes(tp) && isUpcoming(text)) ??
      topics.find((tp) => L.TIPS[tp]) ??
      focusTopic(t, text);
    const given = topic ? tips(t, topic) : "";
    // "What would you do?": honest that it's not the coach's life, then ideas.
    if (given && /\bwhat would you do\b/i.test(text)) t.say(t.line("in-shoes", [L.WHAT_WOULD_YOU_DO_TIPS]));
    else if (given && /\b(just )?tell me what to do\b/i.test(text))
      t.say(t.line("tell-me", ["I can't know what's right for your life, but here's where I'd start."]));
    const first = topic ? tipBank(t, topic).bank[0] : undefined;
    if (!given && first && !t.said("first-tip")) {
      // Every idea given already: point back to the easiest one rather than starting over.
      t.state.used = [...t.state.used, "first-tip:0"];
      return t.say(`${L.FIRST_TIP_AGAIN} ${first}`, "Could that one work for you?").reply("answer");
    }
    // "What would you do?" with nothing specific to suggest: honest that it's an app, then one concrete option.
    if (
      !given &&
      /\bwhat would you do\b|\bwhat would you (suggest|try)\b|\bin my (shoes|position|place)\b/i.test(text) &&
      !t.said("app-would")
    ) {
      t.enter("solve", 1);
      return t.say(t.line("app-would", [L.WHAT_WOULD_YOU_DO]), moduleQuestion(t, "solve", 1)).reply("answer");
    }
    if (!given) {
      // Nothing specific to suggest: work it out together (problem solving).
      t.enter("solve", 1);
      return t
        .say(
          t.line("solve-start", ["Let's work it out together.", "Let's look at it step by step."]),
          moduleQuestion(t, "solve", 1),
        )
        .reply("answer");
    }
    // An event's tips lead to a plan for that day; others to a first step and when.
    if (topic && EVENTS.includes(topic)) t.enter("prepare", 2);
    else t.enter("solve", 3);
    return t.say(given.text, given.ask).reply("answer");
  }
  const held = heldNews(t, text, intent);
  if (held) return held;
  if (intent === "good-news") {
    if (
      s.venting ||
      /^(i )?(feel(ing)? )?(a (bit|little|lot) |much |so |(a )?(bit|little|lil|tiny bit) )?(better|lighter|calmer)\b|\bfeel(ing)? (a (bit|little|lot) |much |so )?(better|lighter|calmer|less (sick|nervous|anxious|worried|scared|stressed|bad|awful|panicky))\b/i.test(
        text.trim(),
      )
    ) {
      t.say(t.line("better", L.FEEL_BETTER), L.ANYTHING_ELSE);
      s.offer = { kind: "module", module: "close" };
      return t.reply("better");
    }
    if (
      s.commitments.length > 0 &&
      !t.said("progress") &&
      // "the client project went really well actually": good news about something else, not the plan begun.
      !/^((the|my|our|that|this) \w+|it)( \w+){0,4} (went|was|were|is)\b/i.test(text.trim())
    ) {
      // "I actually opened the file": the plan has begun.
      t.enter("listen", 0);
      return t.say(t.line("progress", L.PROGRESS_LINES), L.PROGRESS_QUESTION).reply("gratitude");
    }
    t.enter("gratitude", 1);
    if (s.turn === 1) t.say(moodIntro(t.ctx));
    return t.say(t.line("good", L.GOOD_NEWS), moduleQuestion(t, "gratitude", 1)).reply("gratitude");
  }
  if ((intent === "minimal" || intent === "accept") && s.turn === 1 && t.ctx.lastCommitment && !t.ctx.moodLevel) {
    // A new chat that opens with "hi": pick up the plan from last time.
    const name = t.ctx.userName ? `, ${t.ctx.userName}` : "";
    return t.say(L.fill(L.FOLLOW_UP, { name, plan: planPhrase(t.ctx.lastCommitment) })).reply("follow-up");
  }
  if (intent === "minimal" || intent === "accept") {
    if (s.turn === 1) t.say(moodIntro(t.ctx));
    if (/^(hi|hello|hey|hiya|heya|good (morning|afternoon|evening))\b/i.test(text))
      return t.say(t.line("hello", L.GREETINGS, {}, 0)).reply("greet");
    const n = /^\D*(\d{1,2})\D*$/.exec(text)?.[1];
    if (n !== undefined && Number(n) <= 10) {
      t.say(Number(n) >= 7 ? L.SCALE_REPLIES.heavy : Number(n) >= 4 ? L.SCALE_REPLIES.middle : L.SCALE_REPLIES.light);
      return t.say(listenQuestion(t)).reply("listen");
    }
    if (s.venting) return t.say(ventAck(t, text, topics, [], false), ventPrompt(t, false)).reply("listen");
    const said = text.trim();
    const askedWhen = /\bwhen\b[^.!?]*\?\s*$/i.test(t.lastCoach);
    // "ok that helps a bit", "ok good": the last answer landed; say so, then a next step (not "go ahead, I'm listening").
    if ((HELPED.test(said) || FEELS_BETTER.test(said)) && !askedWhen && !t.said("helped")) {
      t.state.used = [...t.state.used, "helped:0"];
      t.enter("listen", 0);
      const lead = /\b(a bit|a little|kind of|kinda|sort of)\b/i.test(said)
        ? "I'm glad it helped a bit."
        : "Good, I'm glad that helps.";
      if (s.commitments.length > 0) {
        s.offer = { kind: "module", module: "close" };
        return t.say(lead, L.ANYTHING_ELSE).reply("listen");
      }
      return t.say(lead, t.line("nextq", L.NEXT_STEP_QUESTIONS, {}, 0)).reply("listen");
    }
    // A bare "ok" to an answer: taken as heard, and the chat moves on.
    if (
      /^(ok(ay)?|k|okk|ok ok|right|cool|fair)\W*$/i.test(said) &&
      s.act === "answer" &&
      !L.ANSWER_FOLLOWUPS.some((q) => t.lastCoach.endsWith(q)) &&
      !t.said("ok-answer")
    ) {
      t.state.used = [...t.state.used, "ok-answer:0"];
      t.enter("listen", 0);
      const lead = /\bhelp\b[^.!?]*\?\s*$/i.test(t.lastCoach) ? "Okay, good." : "Okay.";
      return t.say(lead, t.line("nextq", L.NEXT_STEP_QUESTIONS, {}, 0)).reply("listen");
    }
    // "idk" once the chat has a thread: no 0-10 scale; the question can wait, and an easier one follows.
    if (
      /^(idk|i ?d ?k|dunno|i dont know|i don'?t know|not sure|no idea|i'?m not sure)\W*$/i.test(said) &&
      s.turn > 2 &&
      s.module !== "step"
    ) {
      // In the middle of weighing options: rough ideas are enough; asked once more in other words.
      if (
        s.module === "solve" &&
        s.step >= 1 &&
        s.step <= 2 &&
        s.used.filter((u) => u.startsWith(`q-solve-${s.step}:`)).length < 2
      )
        return t.say(t.line("solve-unsure", L.SOLVE_UNSURE), moduleQuestion(t, "solve", s.step)).reply("solve");
      const lead = t.line("idk", L.IDK_LINES);
      t.enter("listen", 0);
      return t.say(lead, listenQuestion(t)).reply("listen");
    }
    // "ugh": a sigh, heard as one.
    if (/^(ugh+|urgh+|argh+|ffs|sigh|oof|ugh+ ?(yeah|honestly))\W*$/i.test(said) && s.turn > 1) {
      t.enter("listen", 0);
      return t.say(t.line("ugh", L.UGH_LINES), listenQuestion(t)).reply("listen");
    }
    // "ha yeah" in a happy chat: still celebrating.
    if (
      celebrating(t) &&
      !/^(idk|dunno|no|nope|not really|meh|ugh\w*|i don'?t know)\b/i.test(said) &&
      !/\bit is\W*$/i.test(said) &&
      !/^\D*\d{1,2}\D*$/.test(said)
    ) {
      if (cheerLeft(t)) return t.say(t.line("cheerq", L.CELEBRATE_QUESTIONS, {}, 0)).reply("listen");
      if (!t.said("cheer-end")) {
        t.state.used = [...t.state.used, "cheer-end:0"];
        s.offer = { kind: "module", module: "close" };
        return t.say(L.CHEER_END, L.ANYTHING_ELSE).reply("listen");
      }
    }
    // "yeah maybe" to an idea ("a carers' group?"): no pressure, and no "go ahead, I'm listening".
    if (
      /^(yeah|yes|ok|hmm+|i guess|idk|dunno|i don'?t know)?,? ?maybe\W*$/i.test(text.trim()) &&
      (t.lastCoach.includes(L.OPTION_QUESTION) || /\bwhen\b[^.!?]*\?\s*$/i.test(t.lastCoach)) &&
      !t.said("maybe")
    ) {
      t.enter("listen", 0);
      return t.say(t.line("maybe", L.MAYBE_LINES), t.line("listenq", L.LISTEN_QUESTIONS)).reply("listen");
    }
    // "ok that's fair" to an answer: agreement, not "go ahead, I'm listening".
    if (
      (/^(ok(ay)?,? )?(that'?s fair|thats fair|fair enough|true|that makes sense|makes sense|good point|i suppose so|i guess so)\W*$|^(ok(ay)?|right|fine|alright),? [a-z ]{2,25} it is\W*$/i.test(
        text.trim(),
      ) ||
        // "ok one to one makes sense": agreeing with the choice just weighed up.
        /^(ok(ay)?|yeah|right|yes)\b[^.!?]{0,30}\b(makes sense|sounds (right|fair|good|sensible)|is (best|better))\W*$/i.test(
          text.trim(),
        )) &&
      ["answer", "decline", "listen"].includes(s.act) &&
      !t.said("agree")
    ) {
      t.state.used = [...t.state.used, "agree:0"];
      t.enter("listen", 0);
      return t.say(/\bit is\W*$/i.test(text.trim()) ? "Good call." : "Okay.", listenQuestion(t)).reply("listen");
    }
    // "ok" to "how does it feel to have a plan?": an answer, not a yes.
    const feelCheck = /\bhow (are you|does it|do you) feel\w*\b[^.!?]*\?\s*$/i.test(t.lastCoach);
    // "yeah", "good" to "how does it feel to have a plan?": it feels fine; glad, and anything else?
    if (
      (/^(yeah|yes|yep|yh|good|better|a bit better)(,? (i think so|thanks|actually|good idea( i think)?|it does))?\W*$/i.test(
        text.trim(),
      ) ||
        FEELS_BETTER.test(text.trim())) &&
      feelCheck &&
      !t.said("yes-feel")
    ) {
      t.say(t.line("yes-feel", L.FEEL_GOOD_ACKS), L.ANYTHING_ELSE);
      s.offer = { kind: "module", module: "close" };
      return t.reply("listen");
    }
    if (/^(ok(ay)?|fine|alright|not bad)\W*$/i.test(text.trim()) && feelCheck && !t.said("ok-feel")) {
      t.say(t.line("ok-feel", L.OK_FEELING), L.ANYTHING_ELSE);
      s.offer = { kind: "module", module: "close" };
      return t.reply("listen");
    }
    // "yeah" to "does that fit?" after an answer: it fits.
    if (yes && s.act === "answer" && L.ANSWER_FOLLOWUPS.some((q) => t.lastCoach.endsWith(q)) && !t.said("fits")) {
      t.enter("listen", 0);
      return t.say(t.line("fits", L.FITS_ACK), listenQuestion(t)).reply("listen");
    }
    if (s.module === "step" && s.step === 1 && yes) {
      // After "could a glass of water count?", yes means one of those; before it, that there is something.
      if (t.said("nudge") && !t.said("step-pick")) return t.say(t.line("step-pick", [L.STEP_PICK])).reply("step");
      if (!t.said("step-yes")) return t.say(t.line("step-yes", [L.STEP_YES])).reply("step");
    }
    if (s.module === "step" && s.step === 1 && !t.said("nudge"))
      return t.say(t.line("nudge", [L.STEP_NUDGE])).reply("step");
    // "yeah" to "when would be a good time?": the plan stands; no need to pin it down.
    if (yes && s.module === "step" && s.step === 3 && /\bwhen\b[^.!?]*\?\s*$/i.test(t.lastCoach)) return planned(t);
    // "ok maybe", "i guess" to an open question: a shrug, not a go-ahead; no need to have the answer yet.
    if (
      HEDGE.test(text.trim()) &&
      s.turn > 2 &&
      /\?\s*$/.test(t.lastCoach) &&
      !YES_NO_QUESTION.test(t.lastCoach) &&
      !t.said("hedge")
    ) {
      t.enter("listen", 0);
      t.say(t.line("hedge", L.HEDGE_ACKS));
      if (s.commitments.length > 0) {
        s.offer = { kind: "module", module: "close" };
        return t.say(L.ANYTHING_ELSE).reply("listen");
      }
      return t.say(listenQuestion(t)).reply("listen");
    }
    // "fine" as a first word, or to a question that isn't yes-or-no, is not a yes.
    if (yes && (s.turn > 1 || YES_NO_QUESTION.test(t.lastCoach))) {
      // "Would you like to tell me more?" → go ahead; "What do you need most?" → "yeah" answers nothing.
      const invitedToTalk = /\b(would you like to|do you want to|want to) (tell|talk|say|share)\b[^.!?]*\?\s*$/i.test(
        t.lastCoach,
      );
      if (invitedToTalk) return t.say(L.GO_AHEAD).reply("listen");
      return t.say(t.line("soft-yes", L.SOFT_YES_PROMPTS)).reply("listen");
    }
    // Later in a chat, a short reply gets a gentle prompt, not the 0-10 scale (that is for a chat with no thread yet).
    if (s.turn > 2 && /^(ha+|haha\w*|lol|hehe|ha+ (yeah|yes|true))\W*$/i.test(text.trim()) && !t.said("laugh"))
      return t.say(t.line("laugh", [L.LAUGH_LINE]), listenQuestion(t)).reply("listen");
    // "meh" in the middle of a chat with a thread (a breakup, a holiday): a choice, not a fresh start.
    if (
      s.turn > 3 &&
      s.topics.length > 0 &&
      /^(meh|hmm+|dunno|whatever|kinda|sort of|eh)\W*$/i.test(text.trim()) &&
      !t.said("meh-thread")
    )
      return t.say(t.line("meh-thread", [L.MEH_THREAD])).reply("minimal");
    return t.say(t.line("minimal", L.MINIMAL_PROMPTS, {}, s.turn > 2 ? 1 : 0)).reply("minimal");
  }
  if (looksGarbled(text)) return t.say(t.line("garbled", L.GARBLED, {}, 0)).reply("clarify");
  // "That sounds like a lot" to an answer or tips: a smaller piece, not a new subject.
  if (
    ["answer", "tips"].includes(s.act) &&
    /^(that|it|this)('?s| sounds| seems| feels| is)( like)? (a lot|too much|so much|hard|impossible|exhausting|overwhelming|loads)\b/i.test(
      text.trim(),
    ) &&
    !t.said("too-much")
  ) {
    t.enter("solve", 3);
    return t.say(t.line("too-much", L.TOO_MUCH_LINES), L.TOO_MUCH_QUESTION).reply("listen");
  }
  // "How did it go?" — "I didn't manage it": no judgement, just what got in the way.
  if (
    s.act === "follow-up" &&
    /\b(didn'?t|did not|never|couldn'?t|forgot|not really|haven'?t|no time|too (tired|busy))\b/i.test(text)
  ) {
    t.enter("listen", 0);
    return t.say(L.PLAN_SLIPPED, "What got in the way?").reply("slipped");
  }
  // What got in the way: heard, then what would make another try easier (a step, then when).
  if (s.act === "slipped" && !isSoftYes(text)) {
    t.enter("step", 1);
    return t.say(reflection(t, text, topics), L.TRY_AGAIN_QUESTION).reply("step");
  }
  return statement(t, text, topics);
}

/** The person's own news ("I got the promotion", "I passed my driving test"), not someone else's. */
const OWN_NEWS =
  /\b(i (just |finally |actually )?(got (in|into|accepted|offered|the|a|my|an)\b|passed|made it|won)|(i'?ve|i have) been (promoted|accepted|offered))\b/i;

/**
 * Their own good news inside a hard time ("my grandad's in hospital… oh and I passed my driving test"): it counts,
 * and it's hard to feel; not a celebration, not an exam to prepare for, not an exercise. The next turns about it
 * ("it feels wrong to be excited", "nobody said anything", "I'm kind of proud of it") are met as that.
 */
function heldNews(t: Turn, text: string, intent: Intent): CoachReply | null {
  const s = t.state;
  // "She said she's proud of me": heard as the warmth it is, at any point.
  if (
    /\b(said|says|told me) (that )?(she'?s|he'?s|they'?re|shes|hes|theyre|she is|he is|they are) (really |so |actually )?proud of me\b/i.test(
      text,
    ) &&
    !t.said("proud-of-you")
  ) {
    t.enter("listen", 0);
    return t.say(t.line("proud-of-you", L.PROUD_OF_YOU), listenQuestion(t)).reply("listen");
  }
  if (["question", "normal", "practical", "decline", "goodbye", "thanks"].includes(intent)) return null;
  if (!t.said("held-news")) {
    const earlier = t.userTexts.slice(0, -1);
    const hardChat =
      s.topics.some((tp) => SENSITIVE.has(tp as TopicId)) ||
      earlier.some((u) => HARD_NEWS.test(u) || detectFeelings(u).some((f) => f !== "good"));
    const someoneElses = /\b(my|his|her|their|our) \w+( \w+)? (just |finally )?(got|passed|won)\b/i.test(text);
    if (s.turn < 2 || !hardChat || someoneElses || !OWN_NEWS.test(text) || isNegated(text.split(/[.!?]/)[0]!))
      return null;
    t.enter("listen", 0);
    return t.say(t.line("held-news", L.NEWS_IN_HARD), L.NEWS_IN_HARD_QUESTION).reply("listen");
  }
  // Only while the news is still what they're talking about (the last couple of turns).
  if (!s.used.slice(-4).some((u) => /^held-/.test(u))) return null;
  let line: string | null = null;
  if (/\bproud of (it|myself|that|me)\b/i.test(text) && !/\bnot\b[^.!?]{0,10}\bproud\b/i.test(text))
    line = t.said("held-proud") ? null : t.line("held-proud", L.NEWS_PROUD);
  else if (/\b(nobody|no one|noone) (really |even )?(said|asked|noticed|mentioned|cared)\b/i.test(text))
    line = t.said("held-unnoticed") ? null : t.line("held-unnoticed", L.NEWS_UNNOTICED);
  else if (
    /\b(feels? (wrong|weird|bad|strange)|guilty|should (be|feel) (happy|pleased|excited|glad|proud)|can'?t (enjoy|celebrate|feel)|(didn'?t|doesn'?t|don'?t) feel like (a big deal|much|anything)|hard to (enjoy|celebrate|be happy|feel))\b/i.test(
      text,
    )
  )
    line = t.said("held-both") ? null : t.line("held-both", L.NEWS_BOTH);
  if (!line) return null;
  t.enter("listen", 0);
  return t.say(line, listenQuestion(t)).reply("listen");
}

/**
 * An idea of their own said after something else, in a later sentence ("there's a pool near me. maybe friday after
 * work"): the place or thing first, then a maybe with a time.
 */
function laterIdea(text: string): boolean {
  const sentences = text.split(/(?<=[.!?…])\s+|\.{2,}\s*/).filter((x) => x.trim());
  if (sentences.length < 2) return false;
  const maybeWhen = sentences
    .slice(1)
    .some((x) => /^(maybe|perhaps|probably|prob)\b/i.test(x.trim()) && (saysWhen(x) || looksLikeActivity(x)));
  // "im off wednesday evening. maybe knock then": the time first, then the maybe.
  return (
    maybeWhen &&
    (ACTIVITIES.test(text) || /^(there'?s|theres|there is)\b/i.test(text.trim()) || saysWhen(sentences[0]!))
  );
}

/** A remembered plan as the end of "Last time you planned to …": one clause, at most ~70 letters. */
function planPhrase(plan: string): string {
  // "…tonight" was then, not now.
  const clause = plan
    .split(/[.!?;,]/)[0]!
    .replace(/\b(tonight|today|tomorrow|this (morning|afternoon|evening|week|weekend)|later)\b/gi, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (clause.length <= 70) return clause;
  return clause.slice(0, 70).replace(/\s+\S*$/, "");
}

/** A coach question that "yes" or "ok" can answer ("Would you like to…?", "Is there…?"). */
const YES_NO_QUESTION = /(^|[.!;]\s+)(would|do|does|did|is|are|could|can|shall|have|has|will|any)\b[^.!?]*\?\s*$/i;

/** How a step of their own might come across ("thats not needy is it?", "too pushy?"): a worry about asking. */
const SOUNDS_BAD =
  /\b(needy|clingy|pushy|desperate|too much|over the top|passive aggressive|harsh|blunt|forward|intense|cringe|weird|rude|cheeky|awkward)\b/i;

/** "…everyone will think I'm boring": a fear of others' judgement, not a verdict on oneself. */
function fearsJudgement(text: string): boolean {
  return (
    /\b(scared|afraid|worried|worry|terrified|nervous|anxious|what if|dread|keep (thinking|picturing|imagining))\b/i.test(
      text,
    ) && detectTraps(text).includes("mind-reading")
  );
}

/** Someone else's harsh verdict on the person, reported ("my dad says I'll have no future", "she told everyone I'm lazy"). */
function quotesHarsh(text: string): boolean {
  const quoted = reportedPart(text);
  return (
    quoted !== "" &&
    !/\b(said|says|thinks|keeps saying|told me)( that)? (she'?s|shes|he'?s|hes|they'?re|she is|he is)\b/i.test(
      quoted,
    ) &&
    (isSelfCritical(quoted.replace(/\b(you'?re|you are|he'?s|she'?s)\b/gi, "I'm")) ||
      /\b(no future|won'?t (pass|amount|get anywhere|make it)|never (amount|make it|be good)|lazy|useless|stupid|selfish|overreacting|dramatic|too sensitive|a failure|not good enough)\b/i.test(
        quoted,
      ))
  );
}

/** The first sentence of a text: its gist. */
const gistOf = (text: string) => text.split(/(?<=[.!?])\s/)[0]!;
const lowerFirst = (s: string) => (/^I\b/.test(s) ? s : `${s[0]!.toLowerCase()}${s.slice(1)}`);

/** "what?" after the coach's last reply: say that reply again more plainly, not a new question. */
function clarify(t: Turn): CoachReply {
  const s = t.state;
  const offer = t.prevOffer;
  if (offer?.kind === "exercise") {
    t.say(L.fill(L.OFFER_PLAINLY, { title: getLibraryExercise(offer.id).title }));
    t.exercise = offer.id;
    s.offer = offer;
    return t.reply("clarify");
  }
  const lastAnswer = [...s.used].reverse().find((u) => u.startsWith("answer:"));
  const answer = s.act === "answer" && lastAnswer ? ANSWERS.find((a) => `answer:${a.id}` === lastAnswer) : undefined;
  if (answer)
    return t
      .say(L.fill(L.ANSWER_PLAINLY, { gist: lowerFirst(gistOf(answer.text)) }), "Does that make more sense?")
      .reply("clarify");
  return t.say(t.line("confused", L.CONFUSION_LEADS), L.MODULE_QUESTIONS[s.module].simple).reply("clarify");
}

/** Keyboard mashing or one word over and over: nothing to reflect. */
function looksGarbled(text: string): boolean {
  const words = text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  if (words.length < 6) return false;
  const unique = new Set(words).size / words.length;
  const vowelless = words.filter((w) => !/[aeiouy]/.test(w)).length / words.length;
  return unique < 0.3 || vowelless > 0.3;
}

/**
 * The bank's answer (or, for a "why"/"how" question it has no entry for, the answer for the chat's
 * topic); asked again, a short reminder instead of the same words. `known` false: no answer.
 */
function answerFor(t: Turn, text: string): { text: string; known: boolean; then?: Answer["then"] } {
  let answer = ANSWERS.find((a) => a.match.test(text));
  const topic = chatTopic(t, true);
  const byTopic = topic ? TOPIC_ANSWERS[topic] : undefined;
  // Not for how to be with someone else ("how do I act around her?"): the topic's answer is about the person's own part.
  if (!answer && byTopic && /^\W*(why|how)\b/i.test(text.trim()) && !/\b(him|her|them|he|she|they)\b/i.test(text))
    answer = ANSWERS.find((a) => a.id === byTopic);
  // A short "should I just…?" about the chat's subject ("should I just get up?" at 3am): the topic's answer.
  if (
    answer?.id === "decision" &&
    byTopic &&
    /\bshould i just\b/i.test(text) &&
    wordsOf(text).length <= 6 &&
    !t.state.used.includes(`answer:${byTopic}`)
  )
    answer = ANSWERS.find((a) => a.id === byTopic);
  // "how should I deal with…?" asks how, not whether: not the weigh-it-up answer.
  if (answer?.id === "decision" && /^\W*((but|so|and|ok(ay)?)[,.]?\s+)?(how|where|who|which)\b/i.test(text.trim()))
    answer = undefined;
  if (!answer) return { text: t.line("fallback", FALLBACK_ANSWERS), known: false };
  const lastAnswer = [...t.state.used]
    .reverse()
    .find((u) => u.startsWith("answer:"))
    ?.slice("answer:".length);
  const keyed =
    (lastAnswer ? answer.byAnswer?.[lastAnswer] : undefined) ??
    (answer.byTopic
      ? answerKeys(t, text)
          .map((k) => answer.byTopic![k])
          .find(Boolean)
      : undefined);
  const body = keyed ?? answer.text;
  const id = `answer:${answer.id}`;
  if (!t.state.used.includes(id)) {
    t.state.used = [...t.state.used, id];
    return { text: body, known: true, then: answer.then };
  }
  return { text: L.fill(L.ANSWER_AGAIN, { gist: lowerFirst(gistOf(body)) }), known: true };
}

/**
 * "how would that help?" just after a suggestion (the coach's, or the person's own idea): why that kind of step
 * helps, once a chat. Not "how will this chat help" (the bank's "point" answer).
 */
function whyItHelps(t: Turn, text: string): string | null {
  if (!HOW_WOULD_IT_HELP.test(text) || t.said("why-helps") || NOT_FOR_TYPED_ANSWERS.test(text)) return null;
  if (
    /\b(this chat|talking to you|this app|you)\b/i.test(text) ||
    ANSWERS.find((a) => a.id === "point")!.match.test(text)
  )
    return null;
  // What the step was: named in the question, else the coach's last message, else the person's last turns.
  const refersBack =
    /\b(would|will|does|could|is|can|do) (exactly )?(that|this|it|those|these|doing (that|this|it))\b/i.test(text);
  const subject = refersBack ? "" : text;
  // The person's own turns count only when they carry an idea ("maybe i could try reading").
  const ideas = t.userTexts
    .slice(-3, -1)
    .reverse()
    .filter((u) => /\b(could|might|maybe|try|trying|going to|gonna|i'?ll|plan|thinking of|thought about)\b/i.test(u));
  const sources = [subject, t.lastCoach, ...ideas].filter(Boolean);
  for (const src of sources) {
    const i = WHY_IT_HELPS.findIndex(([re], k) => k < WHY_IT_HELPS.length - 1 && re.test(src));
    if (i >= 0) {
      t.state.used = [...t.state.used, `why-helps:${i}`];
      return WHY_IT_HELPS[i]![1];
    }
  }
  t.state.used = [...t.state.used, `why-helps:${WHY_IT_HELPS.length - 1}`];
  return WHY_IT_HELPS.at(-1)![1];
}

/** A correction at the start of a message ("no thats not what i meant", "no i mean…", "no youve got it wrong"). */
const CORRECTION_HEAD =
  /^\W*(?:no+|nah|nope)\b[,.!]?\s*(?:i (?:do|really do|did|am|really am) (?:want|like|love|care)\w*(?: (?:to|it|him|her|them|that|one|this|a \w+|an \w+))?[,.;]?\s*(?:(?:and|but)\s+)?)?(?:that'?s|thats|that is|it'?s|its) not (?:the (?:problem|issue|point|thing)|what (?:i'?m|im|i am) (?:worried|upset|scared|bothered) about|what worries me)\b[,.!]?\s*|^\W*(?:(?:no+|nah|nope|sorry)\b[,.!]?\s*)?(?:(?:that'?s|thats|that is|it'?s|its)\s+)?not what i (?:meant|mean|said|was saying)\b[,.!]?\s*|^\W*(?:no+|nah|nope)\b[,.!]?\s*(?:(?:you'?ve|youve|you have) got (?:it|me|that) wrong|(?:you'?re|youre|you are) (?:not getting it|not listening|missing the point|misunderstanding)|you (?:misunderstood|misread|got it wrong)(?: me)?)\b[,.!]?\s*|^\W*(?:no+|nah|nope)\b[,.!]?\s*(?=(?:i|what i) (?:mean|meant|didn'?t mean|didnt mean|wasn'?t (?:saying|asking)|wasnt (?:saying|asking))\b(?! it\b)|i know\b[^.!?]{0,60}[,.;]\s*(?:but )?(?:i'?m|im|i am) (?:asking|talking)\b)/i;

/**
 * What the person meant, when the message opens by correcting the coach: the part after the correction, with "i
 * mean", "i know X, but i'm asking…" and "it's not that X, it's that Y" cut to what they meant; null when the
 * message is not a correction.
 */
export function correctionOf(raw: string): string | null {
  const text = raw.replace(/[\u2018\u2019]/g, "'").trim();
  const head = CORRECTION_HEAD.exec(text);
  if (!head) return null;
  let rest = text.slice(head[0].length).trim();
  // "i know its normal for teenagers, i'm asking about me": what they're asking.
  rest = rest.replace(/^i know\b[^.!?]{0,60}[,.;]\s*(?:but )?(?=(?:i'?m|im|i am) (?:asking|talking)\b)/i, "");
  // "i didnt mean change who i am, i meant like in groups": the second half.
  const meant = /(?:^|[,.;]\s*|\s)(?:i|what i) (?:mean|meant)(?: is| was)?(?: that)?[,:]?\s+(.+)$/i.exec(rest);
  if (meant) rest = meant[1]!;
  // "its not that im shy, its that i feel like i failed": what it is.
  const notThat =
    /\bnot (?:that|about|because)\b[^,.;]*[,.;]\s*(?:but\s+)?(?:it'?s|its|it is)\s+(?:that|about|because)?\s*(.+)$/i.exec(
      rest,
    );
  if (notThat) rest = notThat[1]!;
  return rest.replace(/^[,.;:\s]+/, "").trim();
}

/** An answer for the question's form (`QUESTION_FORM_ANSWERS`), once per kind a chat; not for risky subjects. */
function formAnswer(t: Turn, text: string): string | null {
  if (NOT_FOR_TYPED_ANSWERS.test(text)) return null;
  const recent = t.userTexts.slice(-5).join(" . ");
  const entry = QUESTION_FORM_ANSWERS.find(
    (e) =>
      e.match.test(text) && (!e.context || e.context.test(recent)) && !e.unless?.test(text) && !t.said(`form-${e.id}`),
  );
  if (!entry) return null;
  t.state.used = [...t.state.used, `form-${entry.id}:0`];
  return entry.text;
}

/**
 * "can you remind me what we said about the message?": an apology's wording when that is what they're writing;
 * otherwise the gist of the last answer given, said again; or, if there was none, honest that it's new.
 */
function remindMe(t: Turn, text: string): string | null {
  if (!REMIND_ME.test(text)) return null;
  const recent = t.userTexts.slice(-4, -1).join(" . ");
  if (
    /\b(message|email|text|note|letter|write|put|wording)\b/i.test(text) &&
    /\b(sorry|apologi[sz]\w*|unfair of me|my fault)\b/i.test(recent) &&
    !t.said("apology-words")
  ) {
    t.state.used = [...t.state.used, "apology-words:0"];
    return `We hadn't got to the wording yet, so here's a start. ${APOLOGY_WORDS}`;
  }
  const last = [...t.state.used].reverse().find((u) => u.startsWith("answer:") || u.startsWith("form-"));
  const said = last?.startsWith("answer:")
    ? ANSWERS.find((a) => `answer:${a.id}` === last)?.text
    : QUESTION_FORM_ANSWERS.find((e) => `form-${e.id}:0` === last)?.text;
  if (said && !t.said("recap")) {
    t.state.used = [...t.state.used, "recap:0"];
    return `Of course. What I said was this: ${gistOf(said)}`;
  }
  // Nothing said on it yet: honest, rather than "I can't answer that".
  return t.line("recap-none", [L.RECAP_NONE]) || null;
}

/** A short answer for the kind of question when the bank has none ("how do I stop…?"), once per kind a chat. */
function typedAnswer(t: Turn, text: string): string | null {
  if (NOT_FOR_TYPED_ANSWERS.test(text)) return null;
  const entry = QUESTION_TYPE_ANSWERS.find((e) => e.match.test(text));
  if (!entry || t.said(`typed-${entry.id}`)) return null;
  const thing = entry.id === "stop-habit" ? stopSubject(text) : null;
  const bank = entry.texts.filter((x) => (thing ? true : !x.includes("{Thing}")));
  const line = t.line(`typed-${entry.id}`, bank, thing ? { Thing: capitalise(thing) } : {}, 0);
  return line || null;
}

/** One coach turn in a coaching chat. */
export function guidedChatReply(
  history: ChatTurn[],
  ctx: CoachUserContext,
  feedback?: ExerciseFeedbackEvent,
): CoachReply {
  const view = readThread(history);
  const t = new Turn(view.state, view.userTexts, ctx, view.assistantTexts.at(-1));
  if (feedback) {
    t.state.done = [...t.state.done, feedback.exerciseId];
    return t.say(FEEDBACK_RESPONSES[feedback.feedback]).reply("feedback");
  }
  t.state.turn += 1;
  return respond(t, view.last);
}

/** Onboarding chat: the same coach, plus insights after a few turns (identified_patterns + chat_summary). */
export function guidedOnboardingReply(
  history: ChatTurn[],
  onboardingContext: string | null | undefined,
  ctx: CoachUserContext,
): CoachReply {
  const view = readThread(history);
  const t = new Turn(view.state, view.userTexts, ctx, view.assistantTexts.at(-1));
  const s = t.state;
  s.turn += 1;
  if (view.assistantTexts.length === 0) {
    const hello = ctx.userName
      ? `Hi ${ctx.userName}, I'm really glad you're here.`
      : "Hi, I'm really glad you're here.";
    const about: string[] = [];
    if (ctx.challenges?.length)
      about.push(
        `You mentioned ${listOf(ctx.challenges.map((c) => c.toLowerCase()))} as ${ctx.challenges.length === 1 ? "something" : "things"} you're working through`,
      );
    if (ctx.identities?.length) about.push(`you see yourself as ${listOf(ctx.identities.map((c) => c.toLowerCase()))}`);
    t.say(hello, about.length > 0 ? `${capitalise(about.join(", and "))}.` : "");
    if (onboardingContext && view.last && view.last !== onboardingContext)
      t.say(reflection(t, view.last, detectTopics(view.last)));
    s.topics = detectTopics(view.last);
    return t.say("What would you most like to talk about first?").reply("greet");
  }
  const said = classifyIntent(view.last);
  // Kind words received are the chat's news only when it opens with them (see `goodNewsAt`).
  const intent = said === "good-news" && !goodNewsAt(view.last, view.userTexts.length - 1) ? "statement" : said;
  if (t.prevOffer?.kind === "insights" && (intent === "accept" || isSoftYes(view.last))) {
    s.module = "trap";
    offerExercise(t, false, true);
    return t.reply("offer");
  }
  if (
    view.userTexts.length >= 3 &&
    t.prevOffer === null &&
    !s.used.includes("insights") &&
    s.offered.length === 0 &&
    !s.no_offers &&
    intent === "statement"
  ) {
    s.topics = [...s.topics, ...detectTopics(view.last)];
    const traps = allTraps(t);
    const patterns =
      traps.length > 0
        ? traps.slice(0, 3).map((id) => capitalise(TRAP_NAMES[id].replace(/"/g, "")))
        : ["Being hard on yourself", ...(ctx.challenges ?? []).slice(0, 2)];
    const topic = mainTopic(s);
    const summary = `You've been dealing with ${topic ? TOPIC_PHRASES[topic] : "a lot lately"}, and some familiar thinking habits seem to make it heavier.`;
    s.used = [...s.used, "insights"];
    s.offer = { kind: "insights" };
    t.say(
      `${reflection(t, view.last, detectTopics(view.last))} Here's what I'm noticing so far: ${listOf(patterns.map((p) => p.toLowerCase()))}. ${summary} Would you like to try a short exercise for this?`,
    );
    return t.reply("insights", { identified_patterns: patterns, chat_summary: summary });
  }
  if (t.prevOffer?.kind === "insights" && intent === "decline") s.no_offers = true;
  return respond(t, view.last);
}

/** A short reflection of one message for the goal chat: feeling and topic, never the words. */
export function reflectOnce(text: string, userTexts: string[]): string {
  const t = new Turn(freshState(), userTexts, {});
  t.state.turn = userTexts.length;
  return reflection(t, text, detectTopics(text));
}

export function listOf(items: string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}
