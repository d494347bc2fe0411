// Built-in writing exercises about self-worth: strengths, kindness and past successes.
import { DEFAULT_EXERCISE_DURATION_SECONDS, type LibraryExercise } from "./exercises-types.ts";

const base = {
  category: "writing-single",
  source: "library",
  afterPrompt: null,
  duration: DEFAULT_EXERCISE_DURATION_SECONDS,
} as const;

export const dailyStrengthSnapshot: LibraryExercise = {
  ...base,
  id: "daily-strength-snapshot",
  title: "Daily Strength Snapshot",
  description:
    "Notice one personal strength you used today and capture it in a quick snapshot, so your mind starts collecting proof of what you do well.",
  steps: [
    "Think back over the last 24 hours: at work, at home, with friends or on your own.",
    "Pick one moment when you used a strength, even in a small way: patience, humour, persistence, kindness, curiosity, organisation...",
    "Describe what happened in two or three sentences.",
    "Name the strength and write how it helped you or someone else.",
    "Finish with: 'This is something I bring to the world.'",
  ],
  whatToDo:
    "Write a short, concrete description of one moment today when a personal strength showed up, name the strength, and note the difference it made.",
  whenToUse:
    "At the end of any day, and especially on days when you feel you have nothing to offer or did nothing right.",
  beforePrompt: "Which strength did you use today? Describe the moment, name the strength and what it made possible.",
  examples: [
    "'When my flatmate was stressed, I listened without jumping in with advice. Strength: kindness. She said she felt calmer afterwards.'",
    "'I kept working on the same bug for an hour instead of giving up, and I fixed it. Strength: persistence.'",
    "'I made the kids laugh during a long car ride. Strength: humour. It turned a tense afternoon around.'",
  ],
  psychologicalModels: [
    "Character strengths (VIA, Peterson & Seligman)",
    "Positive psychology (Seligman)",
    "Strengths spotting",
  ],
  methodTags: ["strengths", "positive-psychology", "reflection", "daily-practice"],
  userPhrases: [
    "I'm not good at anything",
    "I don't have any strengths",
    "I have nothing to offer",
    "I feel useless",
    "What am I even good at?",
    "Everyone else is more talented than me",
  ],
  difficulty: "easy",
};

export const selfCompassionLetter: LibraryExercise = {
  ...base,
  id: "self-compassion-letter",
  title: "Self-Compassion Letter",
  description:
    "Write to yourself about something you are struggling with, in the voice of a kind, wise friend who knows you well and cares about you.",
  steps: [
    "Choose something you have been hard on yourself about: a mistake, a flaw or a situation that hurts.",
    "Imagine a friend who is unconditionally kind, accepting and wise, and who knows all your strengths and weaknesses.",
    "Write to yourself from that friend's point of view, starting by acknowledging that this is painful.",
    "Remind yourself that struggling and making mistakes are part of being human: you are not alone in this.",
    "Offer gentle encouragement or one small, caring step forward.",
    "Read the letter back slowly and let the words land.",
  ],
  whatToDo:
    "Write a short letter to yourself the way a caring friend would: acknowledge the pain, remember that imperfection is something everyone shares, and offer warmth instead of criticism.",
  whenToUse:
    "When you feel ashamed, embarrassed or not good enough, after a setback, or when your inner voice is harsh and unforgiving.",
  beforePrompt:
    "Dear me... Write a kind letter to yourself about what you are struggling with, as a loving friend who knows you well would write it.",
  examples: [
    "'Dear me, I know you feel awful about snapping at your partner. You were exhausted and stretched thin. That doesn't make you a bad person, it makes you human. Everyone loses their patience sometimes. You can apologise tonight, and that is enough.'",
    "'Dear me, not getting the job hurts, and it's okay to be disappointed. You prepared well and showed up bravely. Plenty of people hear many no's before a yes. I'm proud of you for trying.'",
  ],
  psychologicalModels: [
    "Self-compassion (Neff)",
    "Compassion-focused therapy (Gilbert)",
    "Expressive writing (Pennebaker)",
  ],
  methodTags: ["self-compassion", "letter-writing", "kindness", "common-humanity"],
  userPhrases: [
    "I hate myself",
    "I'm so ashamed",
    "I can't forgive myself",
    "I'm too hard on myself",
    "I feel like a bad person",
    "I keep beating myself up",
  ],
  difficulty: "medium",
};

export const successReplay: LibraryExercise = {
  ...base,
  id: "success-replay",
  title: "Success Replay",
  description: "Relive a past success in detail so you can remember, and feel, what you are capable of.",
  steps: [
    "Recall a time you succeeded at something that mattered to you: big or small, recent or long ago.",
    "Describe the situation: what was at stake and how you felt beforehand.",
    "Write what you actually did, step by step.",
    "Notice which of your qualities and skills made it happen.",
    "Write how you can bring those same qualities to a challenge you are facing now.",
  ],
  whatToDo:
    "Replay a past success in writing as if you were watching a film of it, paying attention to your own actions and qualities, then link them to something ahead of you.",
  whenToUse:
    "Before something that makes you nervous (an interview, presentation, exam or difficult conversation) or whenever you doubt that you can do it.",
  beforePrompt:
    "Describe a time you succeeded. What did you do, which of your qualities made it possible, and how can they help you now?",
  examples: [
    "'Last year I ran my first 5K after being sure I couldn't. I trained three times a week even when I didn't feel like it. That same consistency can help me prepare for my exam.'",
    "'I calmed down an upset customer and it ended with a thank-you email. I stayed patient and really listened. I can bring that calm to tomorrow's meeting.'",
  ],
  psychologicalModels: [
    "Self-efficacy: mastery experiences (Bandura)",
    "Savouring (Bryant & Veroff)",
    "Positive psychology (Seligman)",
  ],
  methodTags: ["self-efficacy", "memory", "visualisation", "preparation"],
  userPhrases: [
    "I can't do this",
    "I've never been good at anything",
    "I'm nervous about tomorrow",
    "What if I fail?",
    "I don't think I can handle it",
    "I have a big presentation coming up",
  ],
  difficulty: "easy",
};

export const gratitudeForMyself: LibraryExercise = {
  ...base,
  id: "gratitude-for-myself",
  title: "Gratitude for Myself",
  description: "Turn gratitude inward: thank yourself for something you did, chose or got through.",
  steps: [
    "Think of something you did recently for yourself or for others, however small.",
    "Include things you coped with, not only things you achieved.",
    "Write a thank-you note to yourself that starts with 'Thank you, me, for...'.",
    "Add what it says about the kind of person you are.",
  ],
  whatToDo:
    "Write a short thank-you to yourself for one specific thing: an effort, a choice, a kindness, or simply getting through something hard.",
  whenToUse:
    "When you feel unappreciated, when you give a lot to others and little to yourself, or when you tend to overlook your own efforts.",
  beforePrompt: "Thank you, me, for... What do you want to thank yourself for today, and what does it say about you?",
  examples: [
    "'Thank you, me, for going to the doctor's appointment I had been dreading. It shows I'm learning to take care of myself.'",
    "'Thank you, me, for staying calm with the kids this morning even though I was tired. I'm a patient parent.'",
  ],
  psychologicalModels: ["Gratitude practice (Emmons)", "Self-compassion (Neff)", "Positive psychology (Seligman)"],
  methodTags: ["gratitude", "self-appreciation", "self-love", "reflection"],
  userPhrases: [
    "Nobody appreciates me",
    "I do everything for everyone else",
    "I never give myself credit",
    "I don't feel proud of anything",
    "I'm exhausted from taking care of everyone",
  ],
  difficulty: "easy",
};

export const thirdPersonConfidenceBoost: LibraryExercise = {
  ...base,
  id: "3rd-person-confidence-boost",
  title: "3rd-Person Confidence Boost",
  description:
    "Talk to yourself using your own name, the way a supportive coach talks to a player: a simple way to gain distance and calm.",
  steps: [
    "Think of the situation that is making you anxious or doubtful.",
    "Write a short pep talk to yourself using your name and 'you' instead of 'I', for example 'Alex, you can handle this'.",
    "Acknowledge the feeling: 'It makes sense that you feel nervous.'",
    "Remind yourself of evidence that you are capable.",
    "End with one clear, encouraging instruction for your next step.",
  ],
  whatToDo:
    "Write a pep talk addressed to yourself by name. Talking to yourself from a little distance helps you see your situation the way a wise friend would.",
  whenToUse:
    "Before a stressful moment (a presentation, a date, an exam, a tough conversation) or when anxious thoughts keep spinning.",
  beforePrompt: "Write a pep talk to yourself using your own name. What do you need to hear right now?",
  examples: [
    "'Jordan, you're nervous because this interview matters to you. You've prepared and you know your stuff. Take a breath, smile, and answer one question at a time.'",
    "'Maya, you've handled harder conversations than this one. Say what you need calmly. You're allowed to ask for it.'",
  ],
  psychologicalModels: ["Distanced self-talk (Kross)", "Self-efficacy (Bandura)", "Cognitive reappraisal (Gross)"],
  methodTags: ["self-talk", "self-distancing", "pep-talk", "anxiety"],
  userPhrases: [
    "I'm so nervous",
    "I'm freaking out about tomorrow",
    "I can't stop overthinking",
    "I need a confidence boost",
    "I always panic before big moments",
    "I don't believe in myself",
  ],
  difficulty: "easy",
};
