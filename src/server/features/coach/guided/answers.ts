// Short psychoeducation answers to direct questions, written to be accurate and plain.
// The first entry whose pattern matches answers; the coach then asks one question.
import type { TopicId } from "./understand.ts";

export interface Answer {
  id: string;
  match: RegExp;
  text: string;
}

export const ANSWERS: readonly Answer[] = [
  {
    id: "real",
    match:
      /\b(are you (a )?(real|human|person|bot|ai|robot|therapist)|is this (a )?(bot|ai|real person)|who are you)\b/i,
    text: "I'm an AI coach, not a person or a therapist. I can listen, help you untangle thoughts and suggest small exercises, but I'm no replacement for professional care.",
  },
  {
    id: "overthinking",
    match: /\b(overthink\w*|ruminat\w*|replay\w*|can'?t stop thinking|stop thinking about)\b/i,
    text: 'Overthinking is the mind trying to solve or prevent something, and it loops because the worry never feels finished. What helps most is noticing the loop, naming it ("I\'m replaying again") and gently moving your attention to something you can do now.',
  },
  {
    id: "imposter",
    match: /\b(imposter|impostor|feel like a fraud)\b/i,
    text: "Imposter feelings are the sense that you've fooled people and will be found out, even with real evidence of your ability. They're very common in capable people, especially after a step up, and they tend to ease when you start counting your part in what went well.",
  },
  {
    id: "stress-anxiety",
    match:
      /\b(stress|anxiety|anxious|panic)\b.*\b(difference|what is|mean|why|chest|heart|body|physical|stomach)\b|\b(what is|what'?s|difference between)\b.*\b(stress|anxiety|panic)\b|\b(chest|heart|stomach)\b.*\b(anxiety|anxious|stress|nervous)\b/i,
    text: "Stress is usually a response to a pressure in front of you, while anxiety is worry that carries on even when the pressure isn't there. Both run through the body's alarm system, so a racing heart, a tight chest or a churning stomach are common, and slow breathing out can turn the alarm down.",
  },
  {
    id: "blank",
    match: /\b(go(es)? blank|went blank|freeze|freezing|froze|mind (goes|went) empty)\b/i,
    text: "When you're very nervous, the body's alarm system pulls resources away from the thinking part of the brain, so recall gets patchy for a moment. It isn't a sign that you don't know your stuff; slow breathing out and practising under mild pressure both make it less likely.",
  },
  {
    id: "what-if",
    match: /\bwhat if\b/i,
    text: "\"What if\" questions are the mind's way of trying to stay safe, but they tend to pick the worst answer. It can help to ask two more: what's most likely to happen, and how would you cope if the hard version did?",
  },
  {
    id: "trap",
    match: /\b(thinking traps?|cognitive distortions?|cbt|what is reframing|reframe)\b/i,
    text: "Thinking traps are habits of thought that make things feel worse than they are, like all-or-nothing thinking or mind reading. Everyone falls into them; the skill is spotting one and asking whether there's a fairer way to see the situation.",
  },
  {
    id: "self-compassion",
    match: /\b(self[- ]compassion|be kinder to myself|be nicer to myself|stop being so hard on myself)\b/i,
    text: "Self-compassion means treating yourself the way you'd treat a good friend who's struggling: noticing the pain, remembering that everyone struggles, and answering with kindness instead of criticism. It isn't letting yourself off the hook; people who practise it tend to bounce back faster.",
  },
  {
    id: "sleep",
    match: /\b(sleep|insomnia|at night|bedtime|fall asleep|calm down before bed)\b/i,
    text: "Worries often feel bigger at night because there's nothing else to hold your attention and you're tired. A regular wake-up time, writing worries down before bed and getting up for a while if you can't sleep all help your body relearn that bed is for sleeping.",
  },
  {
    id: "calm",
    match: /\b(calm (myself )?down|relax|breath\w*|nerves|stop (being|feeling) (so )?nervous)\b/i,
    text: "The quickest way to calm your body is to breathe out for longer than you breathe in, say in for four and out for six, for a minute or two. It's also fine to let some nerves stay; they're energy your body is giving you to do well.",
  },
  {
    id: "procrastination",
    match: /\b(procrastinat\w*|putting (things|it) off|motivat\w*|can'?t get started)\b/i,
    text: "Procrastination is usually about avoiding a feeling (boredom, doubt or fear of doing it badly) rather than laziness. Making the first step tiny, like ten minutes with the phone in another room, takes the edge off that feeling.",
  },
  {
    id: "confidence",
    match: /\b(confident|confidence|self[- ]esteem|believe in myself)\b/i,
    text: "Confidence tends to follow action rather than come before it: people feel more confident after doing slightly brave things, not before. Small steps, and actually noticing when they go okay, build it faster than waiting to feel ready.",
  },
  {
    id: "breakup",
    match: /\b(get over (someone|him|her|them|it|a breakup)|heal from|move on|breakup|break up)\b/i,
    text: "There's no fixed timetable: getting over someone often takes months, and it comes in waves rather than a straight line. Routine, sleep, people who care about you and limiting how often you check on them all make the waves smaller over time.",
  },
  {
    id: "rejection",
    match: /\b(rejection|rejected)\b/i,
    text: 'Rejection hurts partly because our brains treat belonging as a basic need, so the sting is real. It helps to separate the event ("this didn\'t work out") from the verdict your mind adds ("I\'m not good enough"), which is usually much harsher than the facts.',
  },
  {
    id: "journaling",
    match: /\b(journal\w*|writing (it )?down|write (things|it) down)\b/i,
    text: "Yes, for many people it does: writing about a worry for a few minutes moves it out of your head and onto paper, where it's easier to see clearly. It works best as a short, regular habit rather than a perfect diary.",
  },
  {
    id: "manager",
    match: /\b(boss|manager|micromanag\w*)\b/i,
    text: "With a difficult manager, what helps most is getting clear on expectations: a short one-to-one about what good work looks like, and small, regular check-ins so feedback never piles up. Keeping notes of what you've done also helps you stay steady when criticism comes.",
  },
  {
    id: "help",
    match: /\b(can you help|will this help|how can you help|what can you do)\b/i,
    text: "I can listen, help you spot thinking traps, prepare for something coming up, or find one small step for today. You can also ask me for a short exercise whenever you like.",
  },
];

export const FALLBACK_ANSWER =
  "That's a good question, and I don't want to give you a glib answer. I can't be certain, but I can help you think it through.";

/** "Is it normal...?" answers, by topic; the coach puts "Yes." or "Not at all." in front, to fit the question. */
export const NORMAL_ANSWERS: Partial<Record<TopicId | "crying" | "imposter" | "general", string>> = {
  presentation:
    "Nerves before something that matters are your body getting ready, and most people feel them, even the ones who look calm.",
  interview:
    "Almost everyone is nervous before an interview; it shows you care about the outcome, not that you'll do badly.",
  exam: "Exam nerves are extremely common, and a moderate amount actually helps you focus.",
  party: "Lots of people find social events draining or nerve-racking, especially when they don't know many people.",
  breakup:
    "Missing someone, even when it was right for it to end, is how grief works, and it comes in waves rather than a straight line.",
  crying: "Crying is a normal way of releasing stress, and it doesn't mean you're weak or can't cope.",
  imposter:
    "It's so common it has a name: imposter feelings. Many capable people have them, especially after a step up.",
  manager: "A new or difficult manager is one of the most common sources of stress at work, so you're far from alone.",
  work: "Lots of people feel this way at work, even if they don't show it.",
  lonely:
    "Loneliness is very common, and it says nothing bad about you; it's a signal that you need connection, like hunger is a signal you need food.",
  general:
    "Lots of people feel this way, even if they don't talk about it. Your feelings make sense given what you're dealing with.",
};
