// Built-in writing exercises about growth: small wins, boundaries, identity and courage.
import { DEFAULT_EXERCISE_DURATION_SECONDS, type LibraryExercise } from "./exercises-types.ts";

const base = {
  category: "writing-single",
  source: "library",
  afterPrompt: null,
  duration: DEFAULT_EXERCISE_DURATION_SECONDS,
} as const;

export const smallWinOfTheDay: LibraryExercise = {
  ...base,
  id: "small-win-of-the-day",
  title: "Small Win of the Day",
  description: "Catch one small thing that went well today and give yourself credit for it.",
  steps: [
    "Look back over today and find one small win: a task finished, a kind word, a healthy choice, or getting out of bed on a hard day.",
    "Write it down in one or two sentences.",
    "Add why it mattered, even a little.",
    "Give yourself credit by writing: 'I did that.'",
  ],
  whatToDo:
    "Write down one small win from today and why it mattered. Small counts: progress is built from tiny steps that are easy to overlook.",
  whenToUse: "Any evening, and especially when you feel unproductive, stuck, or like nothing is going right.",
  beforePrompt: "What's one small win from today, and why does it matter?",
  examples: [
    "'I replied to the email I had been avoiding for a week. It's finally off my mind.'",
    "'I went for a ten-minute walk at lunch instead of scrolling, and I felt clearer afterwards.'",
    "'I asked a question in class even though I was nervous.'",
  ],
  psychologicalModels: [
    "Progress principle (Amabile & Kramer)",
    "Behavioural activation (CBT)",
    "Positive psychology (Seligman)",
  ],
  methodTags: ["micro-wins", "progress", "positive-reinforcement", "daily-practice"],
  userPhrases: [
    "I didn't get anything done today",
    "I'm so unproductive",
    "Nothing went right today",
    "I'm lazy",
    "I feel stuck",
    "I never make any progress",
  ],
  difficulty: "easy",
};

export const celebrateANo: LibraryExercise = {
  ...base,
  id: "celebrate-a-no",
  title: "Celebrate a No",
  description:
    "Honour a moment when you said no, set a boundary or protected your time and energy, or plan a no you would like to say.",
  steps: [
    "Recall a recent time you said no, set a limit or put your needs first, or a time you wish you had.",
    "Describe the situation and what you said, or what you would have liked to say.",
    "Write what that no protected: your time, energy, values, health or relationships.",
    "Notice any guilt, and remind yourself that a no to them can be a yes to you.",
    "Celebrate it, or write the exact words you will use next time.",
  ],
  whatToDo: "Write about a boundary you set, or want to set, what it protects, and why your needs count too.",
  whenToUse:
    "When you feel guilty for saying no, tend to people-please, feel overcommitted, or find it hard to stand up for yourself.",
  beforePrompt:
    "Describe a time you said no or set a boundary (or one you wish you had). What did it protect, and why does that matter?",
  examples: [
    "'I told my manager I couldn't take on another project this month. It protected my evenings and my health. I felt guilty for a minute, then relieved.'",
    "'I wish I had said no to lending my car again. Next time I'll say: \"I can't this time, I need it myself.\"'",
  ],
  psychologicalModels: ["Assertiveness training (CBT)", "Values-based action (ACT)", "Self-compassion (Neff)"],
  methodTags: ["boundaries", "assertiveness", "people-pleasing", "self-respect"],
  userPhrases: [
    "I can't say no",
    "I always put others first",
    "I feel guilty saying no",
    "I'm a people pleaser",
    "I'm completely overcommitted",
    "I'm scared to let people down",
  ],
  difficulty: "medium",
};

export const identityShift: LibraryExercise = {
  ...base,
  id: "identity-shift",
  title: "Identity Shift",
  description: "Describe the person you are becoming, then prove it to yourself with one small action today.",
  steps: [
    "Finish the sentence 'I am becoming someone who...' with one quality you want to grow, such as speaking up, caring for your health or finishing what you start.",
    "Describe how that person thinks, acts and talks to themselves on an ordinary day.",
    "Write one small action you can take in the next 24 hours that this person would take.",
    "After you do it, remember: every action is a vote for the person you are becoming.",
  ],
  whatToDo:
    "Write a short description of the identity you want to grow into and choose one tiny, concrete action that casts a vote for it.",
  whenToUse:
    "When you want to change a habit, feel stuck with an old label ('I'm just shy', 'I'm lazy'), or want your goals to feel like part of who you are.",
  beforePrompt: "I am becoming someone who... Describe that person and one small action they would take today.",
  examples: [
    "'I am becoming someone who speaks up. That person shares one idea in each meeting, even if it isn't perfect. Today I'll ask one question in the team call.'",
    "'I am becoming someone who takes care of their body. That person drinks water and moves every day. Today: a 15-minute walk after dinner.'",
  ],
  psychologicalModels: [
    "Identity-based habits (Clear)",
    "Self-perception theory (Bem)",
    "Possible selves (Markus & Nurius)",
  ],
  methodTags: ["identity", "habits", "future-self", "values"],
  userPhrases: [
    "I'm just not that kind of person",
    "I want to change but I don't know how",
    "I'm stuck in old habits",
    "I'm just shy",
    "I want to become more confident",
    "That's not who I am",
  ],
  difficulty: "medium",
};

export const goOutOfComfortZone: LibraryExercise = {
  ...base,
  id: "go-out-of-comfort-zone",
  title: "Go Out of Your Comfort Zone",
  description:
    "Plan one small, brave step just outside your comfort zone, then compare what you feared with what actually happened.",
  steps: [
    "Pick something slightly uncomfortable but safe, a stretch rather than a leap: asking a question, calling instead of texting, trying a new class.",
    "Write what you fear will happen and how likely it feels, from 0 to 100%.",
    "Write when and where you will do it.",
    "Do it, then write what actually happened and how it compared with your prediction.",
    "Note what this tells you about your ability to cope.",
  ],
  whatToDo:
    "Design a small experiment: write down a brave step and your fearful prediction and, once you have done it, what really happened.",
  whenToUse:
    "When fear or anxiety keeps your world small, when you avoid situations, or when you want to build confidence through action rather than waiting to feel ready.",
  beforePrompt:
    "What's one small step outside your comfort zone you can take? Write what you fear will happen and when you'll do it, and afterwards what actually happened.",
  examples: [
    "'Step: ask the barista how their day is going. Fear: they'll think I'm weird (60%). What happened: she smiled and we chatted for a minute. My prediction was wrong.'",
    "'Step: share one of my drawings online. Fear: people will mock it (70%). What happened: a few likes and one kind comment. I coped fine.'",
  ],
  psychologicalModels: ["Behavioural experiments (CBT)", "Graded exposure (CBT)", "Self-efficacy (Bandura)"],
  methodTags: ["exposure", "behavioural-experiment", "courage", "anxiety"],
  userPhrases: [
    "I'm scared to try new things",
    "I always avoid things that scare me",
    "I want to be braver",
    "I get anxious in social situations",
    "I'm stuck in my comfort zone",
    "I'll do it when I feel ready",
  ],
  difficulty: "medium",
};
