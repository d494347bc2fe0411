// The safety layer in front of every provider: crisis or self-harm language gets an immediate,
// warm reply with crisis resources and never an exercise.
import { z } from "zod";
import type { ActionsOutput, ChatTurn, CoachReply } from "#shared/schemas/coach.ts";
import { emptyReply, type Coach } from "./coach.types.ts";

export interface CrisisResource {
  name: string;
  contact: string;
}

export const DEFAULT_CRISIS_RESOURCES: CrisisResource[] = [
  { name: "Find A Helpline (free, confidential support in your country)", contact: "https://findahelpline.com" },
  { name: "Emergency services", contact: "your local emergency number (for example 911, 112 or 999)" },
];

const ResourcesSchema = z.array(z.object({ name: z.string().min(1), contact: z.string().min(1) })).min(1);

/** CRISIS_RESOURCES is a JSON list of { name, contact }; anything else means the default. */
export function parseCrisisResources(raw: string | undefined): CrisisResource[] {
  if (!raw) return DEFAULT_CRISIS_RESOURCES;
  try {
    const parsed = ResourcesSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : DEFAULT_CRISIS_RESOURCES;
  } catch {
    return DEFAULT_CRISIS_RESOURCES;
  }
}

// Phrases that signal suicide, self-harm or immediate danger. Written against normalised text
// (lower case, straight apostrophes, single spaces); "'?" lets "dont" match "don't".
const CRISIS_PATTERNS: RegExp[] = [
  /\bsuicid(e|al)\b/,
  /\b(kill|killing|hang|hanging|drown|shoot|poison|hurt|hurting|harm|harming|cut|cutting|burn|burning|starve|starving) (myself|my self)\b/,
  /\bself[- ]?harm/,
  /\b(end|ending|take|taking) (my|my own) life\b/,
  /\bend(ing)? it all\b/,
  /\b(want|wanna|going|gonna|planning|plan|need) to (die|be dead)\b/,
  /\bwanna die\b/,
  /\bwish (i|that i) (was|were|could be) dead\b/,
  /\bwish i (had never been born|wasn'?t born|could disappear forever|didn'?t exist|could just not exist)\b/,
  /\bbetter off (dead|without me)\b/,
  /\b(would|will) (all )?be better (off )?without me\b/,
  /\bdon'?t want to (live|be alive|exist|wake up)\b/,
  /\b(no|any) (reason|point) (to|in|of) (live|living|go on|going on|being alive)\b/,
  /\b(life|living) (is|isn'?t) (not )?worth (living|it anymore)\b/,
  /\bnot worth living\b/,
  /\bcan'?t (go on|keep going|do this) any ?more\b.*\b(live|living|alive|life)\b/,
  /\bcan'?t go on living\b/,
  /\b(overdose|overdosing|od on)\b/,
  /\b(take|taking|swallow|swallowing) (all )?(the |my )?(pills|tablets)\b/,
  /\bjump (off|from) (a|the) (bridge|building|roof)\b/,
  /\b(nobody|no one) would (miss|notice) (me|if i (was|were) gone)\b/,
  /\bwrit(e|ing|ten) (a|my) (suicide|goodbye) note\b/,
  /\bsay(ing)? goodbye to everyone\b/,
  /\bdisappear forever\b/,
  /\bnever wake up\b/,
  /\bi'?m (going|gonna) to do something (stupid|drastic) to myself\b/,
  /\b(he|she|they|someone|my partner|my husband|my wife|my boyfriend|my girlfriend|my dad|my mom|my father|my mother) (is|are|keeps|has been) (hitting|beating|abusing|threatening) me\b/,
  /\b(afraid|scared) for my (life|safety)\b/,
  /\b(i'?m|i am) not safe\b/,
  /\bdeserve to die\b/,
  /\bunalive\b/,
];

export function normaliseForSafety(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/\bim\b/g, "i'm")
    .replace(/[^a-z0-9' ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

export function isCrisisMessage(text: string): boolean {
  const normalised = normaliseForSafety(text);
  return CRISIS_PATTERNS.some((p) => p.test(normalised));
}

export function crisisMessage(resources: CrisisResource[]): string {
  const list = resources.map((r) => `• ${r.name}: ${r.contact}`).join("\n");
  return [
    "I'm really glad you told me, and I'm so sorry you're carrying this much pain right now. You matter, and you deserve support from a real person today.",
    "I'm an AI coach, not a therapist or a crisis service, so please reach out to someone who can be with you in this:",
    list,
    "If you are in immediate danger, please call your local emergency number now. If you can, tell someone you trust how you're feeling; you don't have to go through this alone. I'm still here to keep you company.",
  ].join("\n\n");
}

export const crisisReply = (resources: CrisisResource[]): CoachReply => emptyReply(crisisMessage(resources));

const lastUserText = (history: ChatTurn[]) => [...history].reverse().find((t) => t.role === "user")?.content ?? "";

/** Wraps a provider: a crisis message never reaches it and never gets an exercise. */
export function withSafety(inner: Coach, resources: CrisisResource[]): Coach {
  const answer = (text: string) => (isCrisisMessage(text) ? crisisReply(resources) : null);
  return {
    name: inner.name,
    async chatReply(input, onDelta) {
      const crisis = input.feedback ? null : answer(lastUserText(input.history));
      if (crisis) {
        onDelta?.(crisis.message);
        return crisis;
      }
      return inner.chatReply(input, onDelta);
    },
    async onboardingReply(input, onDelta) {
      const crisis = answer(input.history.length > 0 ? lastUserText(input.history) : (input.onboardingContext ?? ""));
      if (crisis) {
        onDelta?.(crisis.message);
        return crisis;
      }
      return inner.onboardingReply(input, onDelta);
    },
    async chatAi(input) {
      const crisis = answer(lastUserText(input.messages) + " " + (input.moodNote ?? ""));
      return crisis ? { message: crisis.message } : inner.chatAi(input);
    },
    async suggestActions(input) {
      return inner.suggestActions(input);
    },
    async actionsFromChat(input): Promise<ActionsOutput> {
      // A crisis message is answered by the chat; it never becomes an action plan.
      if (isCrisisMessage(input.lastMessage)) return { actions: [] };
      return inner.actionsFromChat(input);
    },
    async createDailyExercises(ctx) {
      return inner.createDailyExercises(ctx);
    },
  };
}
