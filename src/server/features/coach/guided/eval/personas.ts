// Scripted people talking to the guided coach. Tags mark the turns the checks look at:
// question (must be answered), goodbye (must get a close), decline (no offers afterwards unless
// asked), ask (asks for an exercise), foreign (another language), yes (may only accept the
// previous reply's offer).
import { createHash } from "node:crypto";
import type { CoachUserContext } from "#server/features/coach/coach.types.ts";

export type TurnTag = "question" | "goodbye" | "decline" | "ask" | "foreign" | "yes";
export type PersonaTurn = string | { say: string; tag: TurnTag };
export interface Persona {
  id: string;
  title: string;
  context?: CoachUserContext;
  turns: PersonaTurn[];
}

export const q = (say: string) => ({ say, tag: "question" as const });
export const bye = (say: string) => ({ say, tag: "goodbye" as const });
export const no = (say: string) => ({ say, tag: "decline" as const });
export const ask = (say: string) => ({ say, tag: "ask" as const });
export const foreign = (say: string) => ({ say, tag: "foreign" as const });
export const yes = (say: string) => ({ say, tag: "yes" as const });

export type SplitHalf = "dev" | "test";

/**
 * A set split by a seeded hash of each title: ordered by the hash, the first `count` go to `first`, the rest to
 * the other half. A held-out half never depends on the order the personas were written in.
 */
export function seededSplit(
  personas: readonly Persona[],
  seed: string,
  { first, count }: { first: SplitHalf; count: number },
): Record<string, SplitHalf> {
  const rank = (title: string) => createHash("sha256").update(`${seed}:${title}`).digest("hex");
  const ordered = [...personas].sort((a, b) => rank(a.title).localeCompare(rank(b.title)));
  const other: SplitHalf = first === "test" ? "dev" : "test";
  return Object.fromEntries(ordered.map((p, i) => [p.id, i < count ? first : other]));
}

export const PERSONAS: readonly Persona[] = [
  {
    id: "student-presentation",
    title: "A student before a presentation",
    context: { userName: "Maya", moodLevel: 2, emotions: ["Anxious"] },
    turns: [
      "I have a presentation for my seminar on Thursday and I'm terrified.",
      "Mostly the moment itself. Last time my mind went blank and everyone stared at me.",
      q("Is it normal to feel this nervous before a presentation?"),
      "I guess I could practise the opening out loud tonight.",
      yes("yes"),
      "Everyone else in my class seems so confident, I'm the only one who panics.",
      "A friend would probably say they didn't notice half of what I worry about.",
      "Thanks, that actually helps",
      bye("I have to go now, bye"),
    ],
  },
  {
    id: "breakup",
    title: "A breakup",
    turns: [
      "My girlfriend broke up with me last weekend after three years together.",
      "I keep replaying everything. I should have seen it coming.",
      "The flat is so quiet in the evenings without her, I feel so lonely.",
      q("How long does it take to get over someone?"),
      "I haven't been eating properly and I barely sleep.",
      "Maybe a walk after work. I used to love walking by the river.",
      "Tomorrow after work, I think.",
      no("No thanks, I don't want an exercise right now."),
      "My sister has been checking in on me every day, which helps.",
      bye("Ok I'm going to stop here. Goodnight."),
    ],
  },
  {
    id: "new-manager",
    title: "A new manager",
    turns: [
      "I got a new manager three weeks ago and she criticises everything I do.",
      "Yesterday she said my report was sloppy in front of the whole team.",
      "I feel humiliated. Everyone probably thinks I'm useless now.",
      q("How do I deal with a boss who micromanages?"),
      "I could ask her for a one-to-one about what she expects.",
      "Next Tuesday, we already have a meeting then.",
      "I'm still scared she'll think I'm complaining.",
      bye("Thanks, that's enough for today. Bye!"),
    ],
  },
  {
    id: "venter",
    title: "Someone who only wants to vent",
    turns: [
      "I just need to vent, I don't want advice.",
      "My flatmate left the kitchen disgusting again and then acted like I was the problem.",
      "And then my mum called and spent twenty minutes complaining about my brother.",
      "Honestly everyone just dumps their stuff on me and nobody asks how I'm doing.",
      "I'm so tired of being the reliable one.",
      "ugh",
      "It just feels unfair.",
      "Ok, I feel a bit better for saying all that.",
      bye("Thanks for listening. Bye."),
    ],
  },
  {
    id: "one-word",
    title: "One-word answers",
    turns: ["meh", "idk", "6", "tired", "yeah", "work", "whatever", "ok", bye("bye")],
  },
  {
    id: "spanish",
    title: "Spanish",
    turns: [
      foreign("Hola, estoy muy triste porque la última vez me quedé en blanco y no me dieron el puesto."),
      foreign("No sé qué hacer, tengo otra entrevista la próxima semana."),
      "Sorry. I have another job interview next week.",
      "Last time I went blank and didn't get the job.",
      q("What should I do to prepare?"),
      "I could prepare three stories like you said.",
      foreign("Gracias"),
      bye("Thank you, bye"),
    ],
  },
  {
    id: "what-should-i-do",
    title: '"What should I do?"',
    turns: [
      "My best friend hasn't replied to my messages in two weeks.",
      "I don't know if I did something wrong.",
      q("What should I do?"),
      "Maybe send her a message without pressure.",
      "I'll text her tonight and ask if she wants to get coffee.",
      "What if she just ignores it?",
      "I suppose then at least I'd know.",
      bye("Alright, I'm going to go text her. Bye!"),
    ],
  },
  {
    id: "exercise-is-stupid",
    title: '"That exercise is stupid"',
    turns: [
      "I failed my driving test for the second time today.",
      "I always mess up when someone is watching me.",
      "The examiner probably thought I was an idiot.",
      no("That exercise is stupid"),
      yes("yeah"),
      "I just don't get why I freeze up.",
      q("Why does my mind go blank when I'm nervous?"),
      "Ok. I think I'll book another test for next month.",
      bye("bye"),
    ],
  },
  {
    id: "mood-one",
    title: "A mood-1 check-in with no risk words",
    context: { moodLevel: 1, emotions: ["Sad", "Tired"] },
    turns: [
      "Everything just feels grey today.",
      "I don't know why.",
      "I stayed in bed most of the day.",
      "nothing really",
      "Maybe a shower.",
      "Now, I guess.",
      "a bit better",
      bye("I'm going to stop now"),
    ],
  },
  {
    id: "imposter",
    title: "Imposter feelings after a promotion (own)",
    turns: [
      "I just got promoted to team lead and I feel like a fraud.",
      "The promotion was just luck, they didn't have anyone else.",
      q("Do other people feel like frauds too?"),
      "I led the migration project last year and it went smoothly.",
      ask("Can you suggest another exercise?"),
      ask("Can you suggest another exercise?"),
      yes("Sure, let's try it"),
      bye("Thanks, bye for now"),
    ],
  },
  {
    id: "interview-good-news",
    title: "Good news after an interview (own)",
    turns: [
      "I had my interview yesterday and I think it went okay.",
      "I got the job!!",
      "I prepared a lot and practised out loud with my brother.",
      "Honestly I'm a bit nervous about starting though.",
      "I start on Monday next week.",
      "Meeting everyone on the first day.",
      "I could ask my manager for a list of who's who.",
      bye("Thanks so much, talk soon"),
    ],
  },
  {
    id: "exam-critic",
    title: "A failed exam and a loud inner critic (own)",
    context: { userName: "Sam", moodLevel: 2, emotions: ["Sad", "Ashamed"] },
    turns: [
      "I failed my statistics exam today and I feel like a total failure.",
      "I studied for weeks. I always mess up when it really matters.",
      "My parents probably think I'm lazy now.",
      no("no"),
      q("What is a thinking trap?"),
      "What do you mean?",
      "I passed all my other modules, so maybe not a total failure.",
      "I could email my professor and ask about a resit.",
      bye("Goodnight"),
    ],
  },
  {
    id: "party",
    title: "A party where they won't know anyone (own)",
    turns: [
      "My friend invited me to her birthday party on Saturday and I won't know anyone.",
      q("Am I weird for wanting to cancel?"),
      "I'm scared I'll just stand in the corner and everyone will think I'm boring.",
      "Probably that they're busy having fun, not watching me.",
      q("Any tips for talking to strangers?"),
      "I could ask people how they know her.",
      "Confusing. what?",
      bye("Ok I'm done for today"),
    ],
  },
  {
    id: "returning-plan-slipped",
    title: "Back a few days later; the plan didn't happen (own)",
    context: { userName: "Jo", lastCommitment: "text your sister tonight and ask if she wants to get coffee" },
    turns: [
      "hey",
      "I didn't do it in the end",
      "I got scared she'd be annoyed that I went quiet for so long.",
      "Maybe I could just send her a photo of her dog, she loves that.",
      "tomorrow morning",
      q("Is it normal to avoid people when you feel bad?"),
      "a bit lighter actually",
      bye("ok thanks, bye"),
    ],
  },
];
