// Small daily actions for the goal flow (generate-actions, generate-actions-from-chat) and the
// spec's fallback suggestions (SPEC section 9).
import { fallbackSuggestions } from "#shared/domain/fallback-actions.ts";
import type {
  ActionsOutput,
  GenerateActionsBody,
  GenerateActionsFromChatBody,
  SuggestedAction,
} from "#shared/schemas/coach.ts";

type Template = Omit<SuggestedAction, "goalType" | "goalExplanation" | "checklistItems" | "duration"> & {
  minutes: number;
  duration?: number;
  checklist?: string[];
  keywords: RegExp;
};

const t = (x: Template) => x;

const BANK: Record<string, Template[]> = {
  confidence: [
    t({
      id: "confidence-power-pose",
      title: "Two-minute power pose",
      description: "Stand tall, shoulders back, and breathe slowly for two minutes before a challenge.",
      category: "timer",
      timeEstimate: "2 min",
      minutes: 2,
      duration: 120,
      keywords: /\b(nervous|presentation|meeting|confiden)/i,
    }),
    t({
      id: "confidence-strength-note",
      title: "Name one strength you used today",
      description: "Write one sentence about a strength you showed today and where it showed up.",
      category: "writing-single",
      timeEstimate: "3 min",
      minutes: 3,
      keywords: /\b(strength|good at|proud)/i,
    }),
    t({
      id: "confidence-speak-up",
      title: "Speak up once",
      description: "Share one idea or question in a conversation today, however small.",
      category: "checklist",
      timeEstimate: "5 min",
      minutes: 5,
      checklist: ["Pick the conversation", "Say your idea or question", "Notice how it went"],
      keywords: /\b(speak|voice|meeting|shy|quiet)/i,
    }),
    t({
      id: "confidence-reframe-doubt",
      title: "Reframe a self-doubt",
      description: "Catch one doubtful thought and write a fairer, kinder version of it.",
      category: "reframing",
      timeEstimate: "3 min",
      minutes: 3,
      keywords: /\b(doubt|not good enough|critic|fail)/i,
    }),
  ],
  motivation: [
    t({
      id: "motivation-two-minute-start",
      title: "Two-minute start",
      description: "Set a timer and work on the task you're avoiding for just two minutes.",
      category: "timer",
      timeEstimate: "2 min",
      minutes: 2,
      duration: 120,
      keywords: /\b(procrastinat|avoid|putting off|start)/i,
    }),
    t({
      id: "motivation-top-three",
      title: "Pick today's top three",
      description: "Write the three things that would make today feel worthwhile.",
      category: "writing-triple",
      timeEstimate: "5 min",
      minutes: 5,
      keywords: /\b(plan|focus|priorit|busy)/i,
    }),
    t({
      id: "motivation-small-win",
      title: "Log a small win",
      description: "Write down one thing you moved forward today, however small.",
      category: "writing-single",
      timeEstimate: "3 min",
      minutes: 3,
      keywords: /\b(win|progress|done)/i,
    }),
    t({
      id: "motivation-focus-block",
      title: "Ten-minute focus block",
      description: "Put your phone away and give one task your full attention for ten minutes.",
      category: "timer",
      timeEstimate: "10 min",
      minutes: 10,
      duration: 600,
      keywords: /\b(focus|distract|phone)/i,
    }),
  ],
  happiness: [
    t({
      id: "happiness-three-good-things",
      title: "Three good things",
      description: "Write three things that went well today and why.",
      category: "writing-triple",
      timeEstimate: "5 min",
      minutes: 5,
      keywords: /\b(grateful|gratitude|good things|happy)/i,
    }),
    t({
      id: "happiness-breathing",
      title: "Calm breathing",
      description: "Breathe in for four counts and out for six, for two minutes.",
      category: "timer",
      timeEstimate: "2 min",
      minutes: 2,
      duration: 120,
      keywords: /\b(stress|anxious|calm|breath)/i,
    }),
    t({
      id: "happiness-kind-message",
      title: "Send a kind message",
      description: "Message someone you care about to tell them what you appreciate about them.",
      category: "checklist",
      timeEstimate: "3 min",
      minutes: 3,
      checklist: ["Choose a person", "Write what you appreciate", "Send it"],
      keywords: /\b(friend|lonely|connect|family)/i,
    }),
    t({
      id: "happiness-savour",
      title: "Savour a moment",
      description: "Write about one pleasant moment from today in as much detail as you can.",
      category: "writing-single",
      timeEstimate: "3 min",
      minutes: 3,
      keywords: /\b(enjoy|moment|savour|savor)/i,
    }),
  ],
  growth: [
    t({
      id: "growth-lesson",
      title: "One lesson from today",
      description: "Write one thing today taught you, especially from something that went wrong.",
      category: "writing-single",
      timeEstimate: "3 min",
      minutes: 3,
      keywords: /\b(learn|lesson|mistake)/i,
    }),
    t({
      id: "growth-reframe-mistake",
      title: "Reframe a mistake",
      description: "Write down a recent mistake, then reframe it as a step in learning.",
      category: "reframing",
      timeEstimate: "3 min",
      minutes: 3,
      keywords: /\b(mistake|fail|wrong)/i,
    }),
    t({
      id: "growth-comfort-zone",
      title: "One step outside your comfort zone",
      description: "Do one small thing today that feels slightly uncomfortable.",
      category: "checklist",
      timeEstimate: "5 min",
      minutes: 5,
      checklist: ["Choose the small step", "Do it", "Write how it felt"],
      keywords: /\b(comfort zone|scared|new|try)/i,
    }),
    t({
      id: "growth-read",
      title: "Read for ten minutes",
      description: "Read something that helps you grow for ten minutes.",
      category: "timer",
      timeEstimate: "10 min",
      minutes: 10,
      duration: 600,
      keywords: /\b(read|book|learn)/i,
    }),
  ],
};

const EXPLANATION: Record<string, string> = {
  confidence: "Small acts of courage build the evidence that you can trust yourself.",
  motivation: "Starting small lowers the barrier and builds momentum.",
  happiness: "Noticing good moments trains your attention towards them.",
  growth: "Reflecting on experience turns it into learning.",
};

function toAction(tpl: Template, goalType: string): SuggestedAction {
  return {
    id: tpl.id,
    title: tpl.title,
    description: tpl.description,
    category: tpl.category,
    timeEstimate: tpl.timeEstimate,
    goalType,
    goalExplanation: EXPLANATION[goalType] ?? "A small daily step towards your goal.",
    duration: tpl.duration ?? null,
    checklistItems: tpl.checklist
      ? tpl.checklist.map((text, i) => ({ id: `${tpl.id}-${i + 1}`, text, completed: false }))
      : null,
  };
}

const bankFor = (goal: string) => BANK[goal] ?? BANK.motivation!;
const goalTypeFor = (goal: string) => (goal in BANK ? goal : "motivation");

export function guidedSuggestActions(input: GenerateActionsBody): ActionsOutput {
  const taken = new Set([...(input.selectedActions ?? []), ...(input.previousSuggestions ?? [])].map((a) => a.id));
  const feedback =
    (input.feedbackHistory ?? []).join(" ") + " " + (input.goalElaboration ?? "") + " " + (input.customGoalText ?? "");
  let budget = input.timeCommitment;
  const out: SuggestedAction[] = [];
  // Round-robin over the goals so each gets a share of the time.
  const queues = input.goals.map((g) =>
    bankFor(g)
      .filter((tpl) => !taken.has(tpl.id))
      .sort((a, b) => Number(b.keywords.test(feedback)) - Number(a.keywords.test(feedback)))
      .map((tpl) => toAction(tpl, goalTypeFor(g))),
  );
  for (let round = 0; round < 4 && budget > 0; round++) {
    for (const q of queues) {
      const next = q.find((a) => parseInt(a.timeEstimate, 10) <= budget && !out.some((o) => o.id === a.id));
      if (next) {
        out.push(next);
        budget -= parseInt(next.timeEstimate, 10);
      }
    }
  }
  return {
    actions:
      out.length > 0
        ? out
        : fallbackSuggestions(Math.max(input.timeCommitment, 3), goalTypeFor(input.goals[0] ?? "motivation")),
  };
}

export function guidedActionsFromChat(input: GenerateActionsFromChatBody): ActionsOutput {
  const existing = new Set(input.existingActions.map((a) => a.id));
  const text = [input.lastMessage, ...input.chatContext.filter((m) => m.role === "user").map((m) => m.content)].join(
    " ",
  );
  const goals = input.goals.length > 0 ? input.goals : ["motivation"];
  const all = goals.flatMap((g) => bankFor(g).map((tpl) => ({ tpl, goal: goalTypeFor(g) })));
  const fresh = all.filter(({ tpl }) => !existing.has(tpl.id));
  const matching = fresh.filter(({ tpl }) => tpl.keywords.test(text));
  const chosen = (matching.length > 0 ? matching : fresh).slice(0, 2);
  return { actions: chosen.map(({ tpl, goal }) => toAction(tpl, goal)) };
}
