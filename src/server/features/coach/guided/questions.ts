// Open questions, one per reply. Each is used at most once in a conversation.
import type { CoachUserContext } from "../coach.types.ts";
import type { Topic } from "./language.ts";

export const TOPIC_QUESTIONS: Record<Topic, string[]> = {
  exam: [
    "How did the run-up to the exam go for you?",
    "What does this result mean to you, beyond the grade itself?",
    "If you could go back to the week before the exam, what would you do differently?",
    "Is there a chance to retake it, or someone like a tutor you could talk it through with?",
  ],
  "work-anxiety": [
    "Which moments at work make you most anxious?",
    "What do you fear your colleagues will think when you speak up?",
    "What actually happened the last time you did share something at work?",
    "Which colleague feels safest to practise with?",
  ],
  breakup: [
    "What did this relationship mean to you?",
    "What do you miss most right now?",
    "How have you been looking after yourself since it ended?",
    "Which parts of yourself would you like to reconnect with now?",
  ],
  imposter: [
    "When do the 'I don't belong here' feelings get loudest?",
    "Which of your achievements do you tend to put down to luck?",
    "What would the people who chose you say you bring to the role?",
    "What would change if you believed, even a little, that you earned your place?",
  ],
  procrastination: [
    "Which task have you been putting off the most?",
    "What feeling shows up right before you switch to something else?",
    "What's the smallest first step of that task, something that takes two minutes?",
    "What would 'good enough' look like for this task, instead of perfect?",
  ],
  general: [
    "What happened that brought this up for you today?",
    "What part of it feels heaviest right now?",
  ],
};

export const BANKS = {
  explore: [
    "What happened that brought this up for you today?",
    "When did you first notice feeling this way?",
    "What part of it feels heaviest right now?",
  ],
  thoughts: [
    "What goes through your mind when you think about it?",
    "What do you tell yourself about what happened?",
    "What does your inner critic say about it?",
  ],
  feelings: ["Where do you notice that feeling in your body?", "How strong is that feeling right now, from 0 to 10?"],
  reframe: [
    "What would you say to a good friend who told you the same thing?",
    "What evidence doesn't quite fit that harsh thought?",
    "If that thought were only 70% true, what might the other 30% be?",
  ],
  strengths: [
    "What has helped you get through something like this before?",
    "What's one thing you did well, even in the middle of all this?",
  ],
  values: ["What does this tell you about what matters to you?"],
  action: [
    "What's one small step you could take in the next day or two?",
    "What would make tomorrow feel even 10% easier?",
    "Who could you lean on for a bit of support this week?",
  ],
  close: [
    "How are you feeling now compared with when we started?",
    "What would you like to remember from our chat today?",
  ],
} as const;

export function contextQuestions(ctx: CoachUserContext): string[] {
  const out: string[] = [];
  const goal = ctx.goals?.[0];
  if (goal) out.push(`You've been working towards more ${goal}: how does what's happening now connect with that?`);
  const challenge = ctx.challenges?.[0];
  if (challenge) out.push(`You told me "${challenge}" is one of your challenges; does this feel connected to it?`);
  const journal = ctx.recentJournals?.[0];
  if (journal) out.push(`You wrote recently about "${journal}"; is there anything in that which could help here?`);
  const plan = ctx.todaysPlan?.[0];
  if (plan) out.push(`"${plan}" is in today's plan; how would you feel about doing it a little later?`);
  return out;
}

/** The question banks to draw from at user turn n, most fitting first. */
export function questionOrder(n: number, topic: Topic, ctx: CoachUserContext): string[] {
  const t = TOPIC_QUESTIONS[topic];
  const c = contextQuestions(ctx);
  const b = BANKS;
  const byTurn: Record<number, readonly string[][]> = {
    1: [t, [...b.explore]],
    2: [[...b.thoughts], t],
    3: [[...b.feelings], t],
    4: [[...b.reframe], t],
    5: [t, [...b.strengths]],
    6: [c, [...b.values], t],
    7: [[...b.action], t],
    8: [t, [...b.reframe], [...b.strengths]],
    9: [c, [...b.action]],
  };
  const first = byTurn[n] ?? [[...b.close], [...b.action]];
  const all = [t, ...Object.values(b).map((x) => [...x]), c];
  return [...first.flat(), ...all.flat()];
}
