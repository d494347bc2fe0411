// The guided coach's conversation: reflect, name a thinking trap kindly, ask one open question,
// and recommend a library exercise at the right moment. State is read from the thread itself.
import { getLibraryExercise, type LibraryExercise } from "#shared/content/exercises.ts";
import { FEEDBACK_OPTIONS, FEEDBACK_RESPONSES } from "#shared/content/labels-habits.ts";
import { moodWord } from "#shared/content/labels-mood.ts";
import { parseCoachReply } from "#shared/domain/coach-reply.ts";
import type { ChatTurn, CoachReply, ExerciseFeedbackEvent } from "#shared/schemas/coach.ts";
import type { CoachUserContext } from "../coach.types.ts";
import { pickExercise } from "./exercise-match.ts";
import {
  TRAP_NAMES,
  capitalise,
  clip,
  detectFeelings,
  detectTopic,
  detectTraps,
  lowerFirst,
  nameTrap,
  sentences,
  swapPronouns,
  wordCount,
  type TrapMatch,
} from "./language.ts";
import { questionOrder } from "./questions.ts";

const FEEDBACK_PREFIX = "Feedback on the exercise";

/** The user's turn stored in the thread when they answer 'Did you find it helpful?'. */
export function feedbackTurnText(event: ExerciseFeedbackEvent): string {
  const title = getLibraryExercise(event.exerciseId).title;
  const label = FEEDBACK_OPTIONS.find((o) => o.value === event.feedback)?.label ?? event.feedback;
  return `${FEEDBACK_PREFIX} "${title}": ${label}`;
}

export const isFeedbackTurn = (text: string) => text.startsWith(FEEDBACK_PREFIX);

export function feedbackReply(event: ExerciseFeedbackEvent): CoachReply {
  return reply(FEEDBACK_RESPONSES[event.feedback]);
}

const REFLECTIONS = [
  (r: string) => `It sounds like ${r}.`,
  (r: string) => `So ${r}. That's a lot to hold.`,
  (r: string) => `I hear you: ${r}.`,
  (r: string) => `Thank you for telling me that ${r}.`,
  (r: string) => `If I've understood you, ${r}.`,
  (r: string) => `What stands out to me is that ${r}.`,
  (r: string) => `I'm noticing that ${r}.`,
  (r: string) => `You're saying that ${r}.`,
  (r: string) => `Let me check I've got this: ${r}.`,
  (r: string) => `That's really honest of you: ${r}.`,
  (r: string) => `It makes sense that this is on your mind: ${r}.`,
];
const SHORT_ACKS = [
  "Thank you for sharing that.",
  "I appreciate you telling me.",
  "Okay, I'm with you.",
  "Got it, thank you.",
  "That helps me understand.",
  "Mm, I hear that.",
];
const RECOMMEND_INTROS = [
  "Here's an exercise that could help with this:",
  "I have an idea that might suit this moment:",
  "Something that often helps here is",
  "You might like this one:",
];
const ANOTHER_INTROS = ["Of course, here's a different one:", "Sure, let's try another angle:", "No problem, how about this one instead:"];
const ASK_TRY = ["Would you like to try it?", "Would you like to give it a go?", "How would you feel about trying it?"];

const reply = (message: string, exercise: string | null = null, extra: Partial<CoachReply> = {}): CoachReply => ({
  message,
  recommended_exercise: exercise as CoachReply["recommended_exercise"],
  identified_patterns: null,
  chat_summary: null,
  ...extra,
});

export interface ThreadState {
  userTexts: string[];
  last: string;
  assistantTexts: string[];
  said: string;
  recommended: string[];
  lastAssistantExercise: string | null;
  lastAssistantPatterns: boolean;
  feedbackGiven: boolean;
}

export function readThread(history: ChatTurn[]): ThreadState {
  const userTexts = history.filter((t) => t.role === "user" && !isFeedbackTurn(t.content)).map((t) => t.content);
  const parsed = history.filter((t) => t.role === "assistant").map((t) => parseCoachReply(t.content));
  const lastAssistant = parsed.at(-1);
  return {
    userTexts,
    last: history.at(-1)?.role === "user" ? history.at(-1)!.content : "",
    assistantTexts: parsed.map((p) => p.text),
    said: parsed.map((p) => p.text).join("\n"),
    recommended: parsed.map((p) => p.exerciseId).filter((id): id is string => id !== null),
    lastAssistantExercise: lastAssistant?.exerciseId ?? null,
    lastAssistantPatterns: (lastAssistant?.patterns?.length ?? 0) > 0,
    feedbackGiven: history.some((t) => t.role === "user" && isFeedbackTurn(t.content)),
  };
}

function firstUnused<T>(items: readonly T[], used: (item: T) => boolean, fallbackIndex: number): T {
  return items.find((i) => !used(i)) ?? items[fallbackIndex % items.length]!;
}

/** Mirrors the user's most telling sentence back in the coach's words. */
export function reflect(text: string, state: ThreadState): string {
  const all = sentences(text.replace(/\?/g, "."));
  const telling = all.find((s) => detectTraps(s).length > 0 || detectFeelings(s).length > 0) ?? all.find((s) => wordCount(s) >= 4) ?? all[0];
  if (!telling || wordCount(telling) < 4) {
    return firstUnused(SHORT_ACKS, (a) => state.said.includes(a), state.userTexts.length);
  }
  const cleaned = telling.replace(/^((honestly|so|well|um+|uh+|i guess|i mean|to be honest|basically|actually|like)[, ]+)+/i, "");
  let mirrored = lowerFirst(swapPronouns(clip(cleaned))).replace(/[.!?]+$/, "").replace(/^what if /i, "you're worried that ");
  // Never repeat a harsh label back as if it were the coach's own view.
  if (detectTraps(cleaned).some((t) => t.id === "labelling")) mirrored = `a harsh voice is telling you ${mirrored}`;
  const templates = REFLECTIONS.map((f) => f(mirrored));
  const prefixes = REFLECTIONS.map((f) => f("\u0000").split("\u0000")[0]!);
  const index = prefixes.findIndex((p) => !state.said.includes(p));
  return templates[index >= 0 ? index : state.userTexts.length % templates.length]!;
}

function newTrap(text: string, state: ThreadState): TrapMatch | undefined {
  return detectTraps(text).find((t) => !state.said.includes(TRAP_NAMES[t.id]));
}

function newFeelingLine(text: string, state: ThreadState): string | null {
  const feeling = detectFeelings(text).find((f) => !state.said.includes(`feel ${f}`));
  return feeling ? `No wonder you feel ${feeling}.` : null;
}

function moodIntro(ctx: CoachUserContext): string | null {
  const parts: string[] = [];
  if (ctx.userName) parts.push(`Thanks for checking in, ${ctx.userName}.`);
  else parts.push("Thanks for checking in.");
  if (ctx.moodLevel) {
    const emotions = (ctx.emotions ?? []).slice(0, 3).map((e) => e.toLowerCase());
    const mix = emotions.length > 0 ? `, with ${emotions.join(emotions.length > 2 ? ", " : " and ").replace(/, ([^,]*)$/, " and $1")} in the mix` : "";
    parts.push(`You said you're feeling ${moodWord(ctx.moodLevel)} today${mix}.`);
  }
  return parts.join(" ");
}

export function exerciseOffer(ex: LibraryExercise, intro: string, ask: string): string {
  const minutes = Math.max(1, Math.round(ex.duration / 60));
  return `${intro} "${ex.title}". ${ex.description} It takes about ${minutes} minutes. ${ask}`;
}

function recommend(state: ThreadState, lead: string[], topicText: string[], traps: TrapMatch[], another = false): CoachReply {
  const ex = pickExercise({
    userText: topicText.join(" "),
    topic: detectTopic(state.userTexts),
    traps: traps.map((t) => t.id),
    exclude: state.recommended,
  });
  const intro = firstUnused(another ? ANOTHER_INTROS : RECOMMEND_INTROS, (i) => state.said.includes(i), state.recommended.length);
  const ask = another ? "Does this one feel like a better fit?" : firstUnused(ASK_TRY, (a) => state.said.includes(a), state.recommended.length);
  return reply([...lead, exerciseOffer(ex, intro, ask)].join(" "), ex.id);
}

const WANTS_ANOTHER = /\b(another|something else|different (one|exercise)|suggest (a )?different|other exercise)\b/i;
const ACCEPTS = /^(yes|yeah|yep|sure|ok|okay|sounds good|let'?s (do it|try)|i'?ll try|i'?d like to try|yes,? i'?d like to try)\b/i;
const DECLINES = /^(no|nope|not now|not really|maybe later|no,? keep chatting)\b/i;
const UNSURE = /^(i don'?t know|idk|not sure|no idea|dunno)\b/i;

/** One coach turn in a coaching chat. */
export function guidedChatReply(history: ChatTurn[], ctx: CoachUserContext, feedback?: ExerciseFeedbackEvent): CoachReply {
  if (feedback) return feedbackReply(feedback);
  const state = readThread(history);
  const last = state.last.trim();
  const n = state.userTexts.length;
  const short = wordCount(last) <= 4;

  if (WANTS_ANOTHER.test(last) && (state.recommended.length > 0 || /exercise/i.test(last))) {
    return recommend(state, [], state.userTexts, [], true);
  }
  const offered = state.lastAssistantExercise ?? (state.feedbackGiven ? null : (state.recommended.at(-1) ?? null));
  if (short && ACCEPTS.test(last) && offered) {
    return reply(
      "Lovely, let's do it. Tap 'Try the exercise' whenever you're ready and take your time: there are no wrong answers, and I'll be here afterwards.",
      offered,
    );
  }

  const lead: string[] = [];
  if (n === 1 && !state.said) lead.push(moodIntro(ctx) ?? "");
  if (short && DECLINES.test(last) && state.lastAssistantExercise) lead.push("No problem at all, we can keep talking instead.");
  else if (short && UNSURE.test(last)) lead.push(firstUnused(["That's okay; not knowing is a perfectly good place to start.", "That's fine. We can take it slowly."], (a) => state.said.includes(a), n));
  else lead.push(reflect(last, state));
  const feeling = newFeelingLine(last, state);
  if (feeling) lead.push(feeling);
  const trap = n >= 2 || detectTraps(last).some((t) => t.id === "labelling") ? newTrap(last, state) : undefined;
  if (trap) lead.push(nameTrap(trap));

  const dueFirst = state.recommended.length === 0 && (n === 3 || (n >= 4 && !short));
  const dueAgain = state.recommended.length === 1 && !state.feedbackGiven && n === 8;
  if (dueFirst || dueAgain) return recommend(state, lead.filter(Boolean), state.userTexts, detectTraps(state.userTexts.join(" ")));

  const topic = detectTopic(state.userTexts);
  const question = firstUnused(questionOrder(n, topic, ctx), (q) => state.said.includes(q), n);
  return reply([...lead.filter(Boolean), question].join(" "));
}

/** Onboarding chat: the same coach, plus insights after a few turns (identified_patterns + chat_summary). */
export function guidedOnboardingReply(history: ChatTurn[], onboardingContext: string | null | undefined, ctx: CoachUserContext): CoachReply {
  const state = readThread(history);
  const last = state.last.trim();
  const n = state.userTexts.length;

  if (n <= 1 && state.assistantTexts.length === 0) {
    const hello = ctx.userName ? `Hi ${ctx.userName}, I'm really glad you're here.` : "Hi, I'm really glad you're here.";
    const about: string[] = [];
    if (ctx.challenges?.length) about.push(`You mentioned ${listOf(ctx.challenges.map((c) => c.toLowerCase()))} as things you're working through`);
    if (ctx.identities?.length) about.push(`you see yourself as ${listOf(ctx.identities.map((c) => c.toLowerCase()))}`);
    const summary = about.length > 0 ? `${capitalise(about.join(", and "))}.` : "";
    const typed = onboardingContext && last && last !== onboardingContext ? reflect(last, state) : "";
    return reply([hello, summary, typed, "What would you most like to talk about first?"].filter(Boolean).join(" "));
  }
  if (state.lastAssistantPatterns && ACCEPTS.test(last)) return recommend(state, [], [...state.userTexts, ...(ctx.challenges ?? [])], detectTraps(state.userTexts.join(" ")));
  if (n >= 3 && !state.said.includes("Here's what I'm noticing") && state.recommended.length === 0) {
    const traps = detectTraps(state.userTexts.join(" "));
    const patterns = traps.length > 0 ? traps.slice(0, 3).map((t) => capitalise(TRAP_NAMES[t.id].replace(/"/g, ""))) : ["Being hard on yourself", ...(ctx.challenges ?? []).slice(0, 2)];
    const summary = `You've been dealing with ${clip(swapPronouns(lowerFirst(state.userTexts[0]!)).replace(/[.!?]+$/, ""), 14)}, and some familiar thinking habits seem to make it heavier.`;
    return reply(`Here's what I'm noticing so far: ${patterns.map((p) => p.toLowerCase()).join(", ")}. ${summary} Would you like to try a short exercise for this?`, null, {
      identified_patterns: patterns,
      chat_summary: summary,
    });
  }
  return guidedChatReply(history, ctx);
}

export function listOf(items: string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}
