// Bodies, queries and structured outputs of the coach functions (SPEC section 7, DESIGN decision 6).
import { z } from "zod";
import { EXERCISE_IDS } from "#shared/content/exercises-types.ts";
import { FEEDBACK_VALUES } from "#shared/content/labels-habits.ts";
import { PageQuerySchema } from "./paging.ts";

const MAX_TEXT = 4000;
const text = (max = MAX_TEXT) => z.string().trim().max(max, `Please keep it under ${max} characters`);
const threadIdSchema = z.string().trim().min(1).max(100);

export const RUN_STATUSES = ["queued", "in_progress", "completed", "failed"] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

/** Optional mood context a chat started from (mood flow or vibe check). */
export const ChatMoodContextSchema = z.object({
  moodLevel: z.number().int().min(1).max(5).nullish(),
  moodNote: text().nullish(),
  emotions: z.array(z.string().trim().min(1).max(60)).max(24).nullish(),
});
export type ChatMoodContext = z.infer<typeof ChatMoodContextSchema>;

export const ExerciseFeedbackEventSchema = z.object({
  exerciseId: z.enum(EXERCISE_IDS),
  feedback: z.enum(FEEDBACK_VALUES),
});
export type ExerciseFeedbackEvent = z.infer<typeof ExerciseFeedbackEventSchema>;

export const CoachingChatBodySchema = z
  .object({
    userInput: text().optional(),
    threadId: threadIdSchema.nullish(),
    useTools: z.boolean().optional(),
    context: ChatMoodContextSchema.optional(),
    /** After an exercise: the answer to 'Did you find it helpful?'. */
    exerciseFeedback: ExerciseFeedbackEventSchema.optional(),
    /**
     * The chat session showing the conversation (the user's own, else 404): the run links it to its
     * thread and writes the user's message and the coach's reply to it (decision 030).
     */
    chatId: z.string().trim().min(1).max(100).nullish(),
  })
  .refine((b) => (b.userInput?.length ?? 0) > 0 || b.exerciseFeedback !== undefined, {
    message: "Please enter a message",
    path: ["userInput"],
  });
export type CoachingChatBody = z.infer<typeof CoachingChatBodySchema>;

export const OnboardingChatBodySchema = z
  .object({
    onboardingContext: text(8000).nullish(),
    userInput: text().nullish(),
    threadId: threadIdSchema.nullish(),
    useTools: z.boolean().optional(),
  })
  .refine((b) => (b.userInput?.length ?? 0) > 0 || (b.onboardingContext?.length ?? 0) > 0, {
    message: "Please enter a message",
    path: ["userInput"],
  });
export type OnboardingChatBody = z.infer<typeof OnboardingChatBodySchema>;

export const CreateDailyExercisesBodySchema = z.object({
  onboardingContext: text(8000).min(1, "No onboarding data available"),
});
export type CreateDailyExercisesBody = z.infer<typeof CreateDailyExercisesBodySchema>;

export const PollQuerySchema = z.object({ threadId: threadIdSchema, runId: z.string().trim().min(1).max(100) });
/** fetch-message-from-thread: the thread and the page (`cursor`, `limit`). */
export const ThreadQuerySchema = PageQuerySchema.extend({ threadId: threadIdSchema });

export const RunStartedSchema = z.object({ runId: z.string(), threadId: z.string() });
export type RunStarted = z.infer<typeof RunStartedSchema>;
export interface RunStatusResponse {
  status: RunStatus;
  error?: string | null;
}

/** Assistants-style thread message: content[0].text.value (SPEC section 3). */
export interface ThreadMessage {
  id: string;
  role: "user" | "assistant";
  content: { type: "text"; text: { value: string } }[];
  created_at: number;
}
/** A page of a thread's messages, newest first; `nextCursor` asks for the older page (null: none). */
export interface ThreadMessages {
  data: ThreadMessage[];
  nextCursor: string | null;
}

// ---- Structured outputs (what an LLM returns; the guided coach returns the same shapes) ----

/**
 * One coach reply. `recommended_exercise` is a library exercise id; `identified_patterns` with
 * `chat_summary` offers insights (onboarding). Unused fields are null.
 */
export const CoachReplySchema = z.object({
  message: z.string().min(1),
  recommended_exercise: z.enum(EXERCISE_IDS).nullable(),
  identified_patterns: z.array(z.string().min(1)).nullable(),
  chat_summary: z.string().nullable(),
});

/**
 * The guided coach's memory of a thread, stored with each of its replies (`coach_state`) and
 * read back from the last one on the next turn. Never shown; never asked of a model.
 */
export const COACH_MODULES = [
  "open",
  "listen",
  "trap",
  "prepare",
  "compassion",
  "step",
  "solve",
  "gratitude",
  "close",
] as const;
export type CoachModule = (typeof COACH_MODULES)[number];
const shortList = z.array(z.string().max(80)).max(40);
export const CoachOfferSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("exercise"), id: z.enum(EXERCISE_IDS) }),
  z.object({ kind: z.literal("module"), module: z.enum(COACH_MODULES) }),
  z.object({ kind: z.literal("insights") }),
]);
export type CoachOffer = z.infer<typeof CoachOfferSchema>;
export const CoachStateSchema = z.object({
  v: z.literal(1),
  turn: z.number().int().min(0),
  module: z.enum(COACH_MODULES),
  step: z.number().int().min(0),
  /** What the last reply did ("answer", "close", "language"...): for tests and the next turn. */
  act: z.string().max(40),
  venting: z.boolean(),
  /** The person said no to suggestions: none until they ask. */
  no_offers: z.boolean(),
  /** The offer made by the previous reply; "yes" accepts only this. */
  offer: CoachOfferSchema.nullable(),
  declined: shortList,
  offered: shortList,
  done: shortList,
  topics: shortList,
  people: shortList,
  feelings: shortList,
  traps: shortList,
  commitments: shortList,
  /** Ids of the lines already used, so nothing is said twice. */
  used: z.array(z.string().max(60)).max(200),
  language: z.string().max(8),
});
export type CoachState = z.infer<typeof CoachStateSchema>;

/** Suggested answers shown as buttons under the coach's last message; free text always works. */
export const QuickRepliesSchema = z.array(z.string().trim().min(1).max(40)).max(4);

/**
 * A structured reply; the guided coach adds its `coach_state` and `quick_replies`
 * (optional: old threads and models have none).
 */
export type CoachReply = z.infer<typeof CoachReplySchema> & { coach_state?: CoachState; quick_replies?: string[] };

export const DailyExercisesOutputSchema = z.object({
  exercises: z
    .array(z.object({ id: z.enum(EXERCISE_IDS), title: z.string(), reason: z.string() }))
    .min(1)
    .max(3),
});
export type DailyExercisesOutput = z.infer<typeof DailyExercisesOutputSchema>;

// ---- Goal/action functions ----

export const ChatTurnSchema = z.object({ role: z.enum(["user", "assistant"]), content: text(20000) });
export type ChatTurn = z.infer<typeof ChatTurnSchema>;

export const ACTION_CATEGORIES = ["timer", "checklist", "writing-single", "writing-triple", "reframing"] as const;

export const SuggestedActionSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  description: z.string(),
  category: z.enum(ACTION_CATEGORIES),
  timeEstimate: z.string(),
  goalType: z.string(),
  goalExplanation: z.string().nullable(),
  duration: z.number().int().positive().nullable(),
  checklistItems: z.array(z.object({ id: z.string(), text: z.string(), completed: z.boolean() })).nullable(),
});
export type SuggestedAction = z.infer<typeof SuggestedActionSchema>;
export const ActionsOutputSchema = z.object({ actions: z.array(SuggestedActionSchema) });
export type ActionsOutput = z.infer<typeof ActionsOutputSchema>;

// Actions the client sends back are loose objects with at least an id and a title.
const ActionRefSchema = z.looseObject({ id: z.string().min(1).max(200), title: z.string().max(500).optional() });

export const ChatAiBodySchema = z.object({
  messages: z.array(ChatTurnSchema).min(1, "Please enter a message").max(200),
  mood: z.union([z.number().int().min(1).max(5), z.string().max(60)]).nullish(),
  moodNote: text().nullish(),
  dailyActionPlan: z.unknown().optional(),
  userGoals: z.unknown().optional(),
});
export type ChatAiBody = z.infer<typeof ChatAiBodySchema>;

export const GenerateActionsBodySchema = z.object({
  goals: z.array(z.string().trim().min(1).max(100)).min(1, "Please set your goals first").max(5),
  timeCommitment: z.number().min(0).max(120),
  feedbackHistory: z.array(z.string().max(2000)).max(50).optional(),
  customGoalText: text(500).nullish(),
  goalElaboration: text(2000).nullish(),
  selectedActions: z.array(ActionRefSchema).max(50).optional(),
  previousSuggestions: z.array(ActionRefSchema).max(200).optional(),
});
export type GenerateActionsBody = z.infer<typeof GenerateActionsBodySchema>;

export const GenerateActionsFromChatBodySchema = z.object({
  lastMessage: text(),
  goals: z.array(z.string().trim().min(1).max(100)).max(5).default([]),
  existingActions: z.array(ActionRefSchema).max(50).default([]),
  customGoalText: text(500).nullish(),
  goalElaboration: text(2000).nullish(),
  chatContext: z.array(ChatTurnSchema).max(200).default([]),
});
export type GenerateActionsFromChatBody = z.infer<typeof GenerateActionsFromChatBodySchema>;
