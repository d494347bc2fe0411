// The one Coach interface (DESIGN decision 6). Providers: guided (offline) and openai.
import type {
  ActionsOutput,
  ChatAiBody,
  ChatTurn,
  CoachReply,
  DailyExercisesOutput,
  ExerciseFeedbackEvent,
  GenerateActionsBody,
  GenerateActionsFromChatBody,
} from "#shared/schemas/coach.ts";

/** What the coach knows about the user, loaded from their rows. */
export interface CoachUserContext {
  userName?: string | null;
  moodLevel?: number | null;
  moodNote?: string | null;
  emotions?: string[];
  challenges?: string[];
  identities?: string[];
  goals?: string[];
  todaysPlan?: string[];
  recentJournals?: string[];
  /** What the person planned in their last chat (within two weeks), for "How did it go?". */
  lastCommitment?: string | null;
}

export interface ChatReplyInput {
  /** The whole thread, oldest first; the last entry is the user's new message. */
  history: ChatTurn[];
  context: CoachUserContext;
  /** Set when the new turn is the answer to 'Did you find it helpful?'. */
  feedback?: ExerciseFeedbackEvent;
}

export interface OnboardingReplyInput {
  history: ChatTurn[];
  /** The onboarding summary text the client sends at the start. */
  onboardingContext?: string | null;
  context: CoachUserContext;
}

/** Receives the reply's message text as it is produced (streaming). */
export type OnDelta = (textSoFar: string) => void;

export interface Coach {
  readonly name: string;
  chatReply(input: ChatReplyInput, onDelta?: OnDelta): Promise<CoachReply>;
  onboardingReply(input: OnboardingReplyInput, onDelta?: OnDelta): Promise<CoachReply>;
  /** Goal/action chat (chat-ai). */
  chatAi(input: ChatAiBody): Promise<{ message: string }>;
  suggestActions(input: GenerateActionsBody): Promise<ActionsOutput>;
  actionsFromChat(input: GenerateActionsFromChatBody): Promise<ActionsOutput>;
  createDailyExercises(onboardingContext: string): Promise<DailyExercisesOutput>;
}

/** The thread message content stored for a structured reply: the JSON an LLM would return. */
export const replyContent = (reply: CoachReply) => JSON.stringify(reply);

export const emptyReply = (message: string): CoachReply => ({
  message,
  recommended_exercise: null,
  identified_patterns: null,
  chat_summary: null,
});
