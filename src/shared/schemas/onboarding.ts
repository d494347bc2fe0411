import { z } from "zod";
import {
  ONBOARDING_CHALLENGES,
  ONBOARDING_CHAT_TOPICS,
  ONBOARDING_EMOTIONS,
  ONBOARDING_IDENTITIES,
  ONBOARDING_MAX_SELECTIONS,
  onboardingEmotionsForMood,
} from "#shared/content/labels-onboarding.ts";
import { FEEDBACK_VALUES } from "#shared/content/labels-habits.ts";

/** SPEC section 5 (onboarding): the rules, in words a person understands. */
export const ONBOARDING_MESSAGES = Object.freeze({
  name: "Please tell us your name",
  challengeMin: "Please choose at least one challenge",
  challengeMax: `Please choose up to ${ONBOARDING_MAX_SELECTIONS} challenges`,
  challengeUnknown: "Please choose challenges from the list, or write your own under 'Anything else'",
  identityMin: "Please choose at least one identity",
  identityMax: `Please choose up to ${ONBOARDING_MAX_SELECTIONS} identities`,
  identityUnknown: "Please choose identities from the list, or write your own under 'Anything else'",
  mood: "Please select a mood before submitting.",
  emotionUnknown: "Please choose emotions that match your mood, or name your own",
  chatTopic: "Please choose a topic or type what you'd like to talk about",
  feedback: "Please choose how helpful the exercise was",
  numberOfExercise: "Please choose 1, 2 or 3 exercises per day",
  nothing: "Nothing to update",
});

export const ONBOARDING_TEXT_MAX = 200;
export const USER_INPUT_MAX = 2000;

const ALL_EMOTIONS = new Set(Object.values(ONBOARDING_EMOTIONS).flat());

const optionalText = (max = ONBOARDING_TEXT_MAX) =>
  z
    .string()
    .trim()
    .max(max, { error: `Please keep this under ${max} characters` })
    .nullable()
    .optional()
    // Not sent stays undefined (keeps the saved value); blank clears it.
    .transform((v) => (v === undefined ? undefined : v || null));

const selections = <T extends readonly string[]>(options: T, unknown: string) =>
  z
    .array(z.string().trim(), { error: unknown })
    .max(ONBOARDING_MAX_SELECTIONS * 2, { error: unknown })
    .refine((list) => list.every((v) => (options as readonly string[]).includes(v)), { error: unknown })
    .transform((list) => [...new Set(list)]);

const moodLevel = z
  .number({ error: ONBOARDING_MESSAGES.mood })
  .int({ error: ONBOARDING_MESSAGES.mood })
  .min(1, { error: ONBOARDING_MESSAGES.mood })
  .max(5, { error: ONBOARDING_MESSAGES.mood });

/** Later fields, written by the onboarding chat, the celebration and the plan builder. */
const progressFields = {
  recommendedExercises: z.array(z.string().trim().min(1).max(ONBOARDING_TEXT_MAX)).max(30).optional(),
  doneExercise: optionalText(),
  exerciseFeedback: z.enum(FEEDBACK_VALUES, { error: ONBOARDING_MESSAGES.feedback }).nullable().optional(),
  numberOfExercise: z
    .number({ error: ONBOARDING_MESSAGES.numberOfExercise })
    .int({ error: ONBOARDING_MESSAGES.numberOfExercise })
    .min(1, { error: ONBOARDING_MESSAGES.numberOfExercise })
    .max(3, { error: ONBOARDING_MESSAGES.numberOfExercise })
    .nullable()
    .optional(),
  includeDoneExercise: z.boolean().nullable().optional(),
  threadId: optionalText(100),
  userInput: optionalText(USER_INPUT_MAX),
};

/**
 * PUT /api/onboarding: the answers of the 10 onboarding steps (SPEC section 5: a name, 1-3
 * challenges and 1-3 identities, where a typed 'Anything else' counts as one of the three).
 * The later fields may come along; anything not sent keeps its saved value.
 */
export const OnboardingAnswersSchema = z
  .object({
    userName: z.string({ error: ONBOARDING_MESSAGES.name }).trim().min(1, { error: ONBOARDING_MESSAGES.name }).max(80),
    isConfidentLearned: z.boolean().nullable().optional(),
    selectedMood: moodLevel.nullable().optional(),
    selectedEmotions: z
      .array(z.string().trim(), { error: ONBOARDING_MESSAGES.emotionUnknown })
      .max(8, { error: ONBOARDING_MESSAGES.emotionUnknown })
      .refine((list) => list.every((e) => ALL_EMOTIONS.has(e)), { error: ONBOARDING_MESSAGES.emotionUnknown })
      .transform((list) => [...new Set(list)])
      .default([]),
    customEmotion: optionalText(),
    selectedChallenges: selections(ONBOARDING_CHALLENGES, ONBOARDING_MESSAGES.challengeUnknown).default([]),
    customChallenge: optionalText(),
    selectedIdentities: selections(ONBOARDING_IDENTITIES, ONBOARDING_MESSAGES.identityUnknown).default([]),
    customIdentity: optionalText(),
    chatTopic: z.enum(ONBOARDING_CHAT_TOPICS, { error: ONBOARDING_MESSAGES.chatTopic }).nullable().optional(),
    customChatTopic: optionalText(USER_INPUT_MAX),
    ...progressFields,
  })
  .strict()
  .superRefine((v, ctx) => {
    const count = (list: string[], custom: string | null | undefined) => list.length + (custom ? 1 : 0);
    const challenges = count(v.selectedChallenges, v.customChallenge);
    if (challenges < 1)
      ctx.addIssue({ code: "custom", path: ["selectedChallenges"], message: ONBOARDING_MESSAGES.challengeMin });
    if (challenges > ONBOARDING_MAX_SELECTIONS)
      ctx.addIssue({ code: "custom", path: ["selectedChallenges"], message: ONBOARDING_MESSAGES.challengeMax });
    const identities = count(v.selectedIdentities, v.customIdentity);
    if (identities < 1)
      ctx.addIssue({ code: "custom", path: ["selectedIdentities"], message: ONBOARDING_MESSAGES.identityMin });
    if (identities > ONBOARDING_MAX_SELECTIONS)
      ctx.addIssue({ code: "custom", path: ["selectedIdentities"], message: ONBOARDING_MESSAGES.identityMax });
    if (
      v.selectedMood != null &&
      v.selectedEmotions.some((e) => !onboardingEmotionsForMood(v.selectedMood!).includes(e))
    )
      ctx.addIssue({ code: "custom", path: ["selectedEmotions"], message: ONBOARDING_MESSAGES.emotionUnknown });
  });
export type OnboardingAnswersInput = z.input<typeof OnboardingAnswersSchema>;
export type OnboardingAnswers = z.output<typeof OnboardingAnswersSchema>;

/** PATCH /api/onboarding: the later fields only (the row is created when missing). */
export const OnboardingProgressSchema = z
  .object(progressFields)
  .strict()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: ONBOARDING_MESSAGES.nothing });
export type OnboardingProgressInput = z.input<typeof OnboardingProgressSchema>;
export type OnboardingProgress = z.output<typeof OnboardingProgressSchema>;

/** GET /api/onboarding: the saved row (or null when nothing was saved yet). */
export interface OnboardingData {
  userName: string | null;
  isConfidentLearned: boolean | null;
  selectedMood: number | null;
  selectedEmotions: string[];
  customEmotion: string | null;
  selectedChallenges: string[];
  customChallenge: string | null;
  selectedIdentities: string[];
  customIdentity: string | null;
  userInput: string | null;
  chatTopic: string | null;
  customChatTopic: string | null;
  recommendedExercises: string[];
  doneExercise: string | null;
  exerciseFeedback: string | null;
  numberOfExercise: number | null;
  includeDoneExercise: boolean | null;
  threadId: string | null;
  updatedAt: string;
}

/** GET /api/onboarding/status: SPEC section 4's completion check, answered by the server. */
export interface OnboardingStatus {
  complete: boolean;
  saved: boolean;
}
