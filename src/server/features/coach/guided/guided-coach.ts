// The offline, deterministic coach (DESIGN decision 6): no network, same output shapes as an LLM.
import type { ChatAiBody, DailyExercisesOutput } from "#shared/schemas/coach.ts";
import type { Coach, OnDelta } from "../coach.types.ts";
import { guidedActionsFromChat, guidedSuggestActions } from "./actions.ts";
import { guidedChatReply, guidedOnboardingReply, readThread, reflectOnce } from "./conversation.ts";
import { rankExercises } from "./exercise-match.ts";
import { detectTraps } from "./language.ts";
import { TRAP_LINES } from "./lines.ts";

/** Emits the message in a few word-sized steps so the SSE path works the same for every provider. */
function stream(message: string, onDelta?: OnDelta) {
  if (!onDelta) return;
  const words = message.split(/(?<=\s)/);
  const step = Math.max(1, Math.ceil(words.length / 8));
  for (let i = step; i < words.length + step; i += step) onDelta(words.slice(0, i).join(""));
}

const GOAL_QUESTIONS = [
  "What would success with this goal look like a month from now?",
  "Which of your actions feels easiest to start with today?",
  "What usually gets in the way when you try to keep this up?",
  "How much time feels realistic for this each day?",
  "What would make these actions feel more like you?",
  "What would you like to change about your current actions?",
];

export function guidedChatAi(input: ChatAiBody): { message: string } {
  const view = readThread(input.messages);
  const said = view.assistantTexts.join("\n");
  const parts = [reflectOnce(view.last, view.userTexts)];
  const trap = detectTraps(view.last).find((id) => !said.includes(TRAP_LINES[id]));
  if (trap) parts.push(TRAP_LINES[trap]);
  const question =
    GOAL_QUESTIONS.find((q) => !said.includes(q)) ?? GOAL_QUESTIONS[view.userTexts.length % GOAL_QUESTIONS.length]!;
  parts.push(question);
  return { message: parts.join(" ") };
}

export function guidedDailyExercises(onboardingContext: string): DailyExercisesOutput {
  const count = Math.min(
    3,
    Math.max(
      1,
      Number(
        /\b([1-3])\b\s*(exercises?|per day|a day)/i.exec(onboardingContext)?.[1] ??
          /count\D{0,20}([1-3])/i.exec(onboardingContext)?.[1] ??
          1,
      ),
    ),
  );
  const done = /done exercise\W+([a-z0-9-]+(?: [A-Za-z0-9'-]+)*)/i.exec(onboardingContext)?.[1]?.trim();
  const exclude = /\b(exclude|something new|don'?t include|do not include|new ones)\b/i.test(onboardingContext);
  const ranked = rankExercises(onboardingContext);
  const doneEx = done
    ? ranked.find((e) => e.id === done.toLowerCase() || e.title.toLowerCase() === done.toLowerCase())
    : undefined;
  // 'Suggest different': the titles shown before go to the back of the queue.
  const before = (/already suggested[^:]*:\s*([^\n]+)/i.exec(onboardingContext)?.[1] ?? "").toLowerCase();
  const shown = (e: { id: string; title: string }) => before.includes(e.title.toLowerCase()) || before.includes(e.id);
  const pool = ranked.filter((e) => e.id !== doneEx?.id);
  const fresh = [...pool.filter((e) => !shown(e)), ...pool.filter(shown)];
  const chosen = doneEx && !exclude ? [doneEx, ...fresh] : fresh;
  return {
    exercises: chosen.slice(0, count).map((e) => ({ id: e.id, title: e.title, reason: e.whenToUse })),
  };
}

/** The guided coach answers at once; the Coach interface is async, so a throw still becomes a rejection. */
const settled = <T>(answer: () => T): Promise<T> => new Promise((resolve) => resolve(answer()));

export function createGuidedCoach(): Coach {
  return {
    name: "guided",
    chatReply: (input, onDelta) =>
      settled(() => {
        const out = guidedChatReply(input.history, input.context, input.feedback);
        stream(out.message, onDelta);
        return out;
      }),
    onboardingReply: (input, onDelta) =>
      settled(() => {
        const out = guidedOnboardingReply(input.history, input.onboardingContext, input.context);
        stream(out.message, onDelta);
        return out;
      }),
    chatAi: (input) => settled(() => guidedChatAi(input)),
    suggestActions: (input) => settled(() => guidedSuggestActions(input)),
    actionsFromChat: (input) => settled(() => guidedActionsFromChat(input)),
    createDailyExercises: (ctx) => settled(() => guidedDailyExercises(ctx)),
  };
}
