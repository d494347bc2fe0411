// The seven steps of the Stanley–Brown safety plan, in order, as the app words them. Prompts are
// shown as placeholders only: the plan holds nothing the user did not write.
import type { SafetyPlanSection } from "../schemas/safety.ts";

export interface SafetyPlanStep {
  section: SafetyPlanSection;
  title: string;
  /** A short, warm explanation of the step. */
  explanation: string;
  /** Examples shown as placeholders of the first lines. */
  prompts: readonly string[];
  /** What one line is called, for labels: "Warning sign 2", "Add a warning sign". */
  item: string;
}

export const SAFETY_PLAN_STEPS: readonly SafetyPlanStep[] = [
  {
    section: "warningSigns",
    title: "My warning signs",
    explanation:
      "The thoughts, feelings or situations that tell you a hard time may be starting. Spotting them early gives you time to use the rest of your plan.",
    prompts: [
      "I stop answering messages",
      "I can't sleep and my thoughts race",
      "I start thinking nothing will get better",
    ],
    item: "warning sign",
  },
  {
    section: "copingStrategies",
    title: "Ways I can cope on my own",
    explanation:
      "Small things you can do by yourself to take your mind off things or feel a little calmer, without needing anyone else.",
    prompts: ["Walk around the block and name five things I can see", "Take a warm shower", "Put on my calm playlist"],
    item: "way to cope",
  },
  {
    section: "distractions",
    title: "People and places that take my mind off things",
    explanation:
      "People you like being around and places where you feel a bit better. You don't have to talk about how you feel: being with others can help on its own.",
    prompts: ["The library on Park Road", "Coffee with my neighbour Sam", "The park by the river"],
    item: "person or place",
  },
  {
    section: "helpers",
    title: "People I can ask for help",
    explanation:
      "Friends or family you trust and could tell that you're struggling. Add how to reach them, so you don't have to search when things are hard.",
    prompts: ["My sister Jo, 07700 900123", "Alex, a message on WhatsApp"],
    item: "person to ask",
  },
  {
    section: "professionals",
    title: "Professionals and helplines",
    explanation:
      "Your doctor, therapist or counsellor, and a crisis line you can call or text at any hour. Write the numbers down now, so they are ready when you need them.",
    prompts: [
      "My local crisis line and its number",
      "My doctor, and the surgery's number",
      "Emergency number: 999, 911 or 112",
    ],
    item: "contact",
  },
  {
    section: "safeEnvironment",
    title: "Making my surroundings safer",
    explanation:
      "Steps that put distance between you and anything you could use to hurt yourself when feelings are at their strongest, often with help from someone you trust.",
    prompts: ["Ask Jo to look after my medication for now", "Keep only what I need this week at home"],
    item: "step",
  },
  {
    section: "reasonsForLiving",
    title: "My reasons for living",
    explanation:
      "What matters to you and is worth staying for: people, pets, plans, hopes, small joys. Reading them can help on the hardest days.",
    prompts: ["My dog Biscuit", "Seeing my niece grow up", "Swimming in the sea next summer"],
    item: "reason",
  },
];

/** Where people anywhere can find their local crisis line (the coach's safety layer uses it too). */
export const FIND_A_HELPLINE_URL = "https://findahelpline.com";
