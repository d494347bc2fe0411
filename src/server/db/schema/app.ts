// The product's tables, named as in SPEC.md section 3 and DESIGN.md decision 2.
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  type AnyPgColumn,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { bytea, createdAt, id, updatedAt, userId } from "./columns.ts";

export const userProfiles = pgTable("user_profiles", {
  id: text("id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  userName: text("user_name"),
  characterName: text("character_name"),
  threadId: text("thread_id"),
  timeZone: text("time_zone").notNull().default("UTC"),
  /** Chosen in habit onboarding, kept even when notifications were skipped (issue 13.8). */
  reminderTime: text("reminder_time"),
  habitContext: text("habit_context"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const onboardingData = pgTable("onboarding_data", {
  id: id(),
  userId: userId().unique(),
  userName: text("user_name"),
  isConfidentLearned: boolean("is_confident_learned"),
  selectedMood: integer("selected_mood"),
  selectedEmotions: jsonb("selected_emotions")
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  customEmotion: text("custom_emotion"),
  selectedChallenges: jsonb("selected_challenges")
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  customChallenge: text("custom_challenge"),
  selectedIdentities: jsonb("selected_identities")
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  customIdentity: text("custom_identity"),
  userInput: text("user_input"),
  chatTopic: text("chat_topic"),
  customChatTopic: text("custom_chat_topic"),
  recommendedExercises: jsonb("recommended_exercises")
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  doneExercise: text("done_exercise"),
  exerciseFeedback: text("exercise_feedback"),
  numberOfExercise: integer("number_of_exercise"),
  includeDoneExercise: boolean("include_done_exercise"),
  threadId: text("thread_id"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const chatSessions = pgTable(
  "chat_sessions",
  {
    id: id(),
    userId: userId(),
    title: text("title").notNull(),
    moodLevel: integer("mood_level"),
    moodNote: text("mood_note"),
    /** The coach thread behind this chat, so reopening it later continues the same conversation. */
    threadId: text("thread_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("chat_sessions_user_created_idx").on(t.userId, t.createdAt.desc())],
);

export const chatMessages = pgTable(
  "chat_messages",
  {
    id: id(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => chatSessions.id, { onDelete: "cascade" }),
    userId: userId(),
    role: text("role", { enum: ["user", "assistant"] }).notNull(),
    content: text("content").notNull(),
    /**
     * The coach run that wrote this message (a coaching chat: the run's start writes the user's
     * message, its completion the coach's). No foreign key: the chat keeps its words either way.
     */
    runId: text("run_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("chat_messages_session_created_idx").on(t.sessionId, t.createdAt),
    index("chat_messages_user_created_idx").on(t.userId, t.createdAt),
    // One user message and one reply per run, however often the run is executed (decision 030).
    uniqueIndex("chat_messages_run_role_idx").on(t.runId, t.role),
  ],
);

export const userGoalSettings = pgTable("user_goal_settings", {
  userId: userId().primaryKey(),
  selectedGoals: jsonb("selected_goals")
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  timeCommitment: text("time_commitment").notNull().default("5min"),
  customGoalText: text("custom_goal_text"),
  goalElaboration: text("goal_elaboration"),
  updatedAt: updatedAt(),
});

export const dailyActionPlans = pgTable(
  "daily_action_plans",
  {
    id: id(),
    userId: userId(),
    date: text("date").notNull(),
    actions: jsonb("actions")
      .$type<unknown[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    completed: boolean("completed").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // One plan per user per day: two tabs creating today's plan at once make one (issue 15 item 2).
  (t) => [uniqueIndex("daily_action_plans_user_date_uq").on(t.userId, t.date)],
);

export const dailyActionRecords = pgTable(
  "daily_action_records",
  {
    id: id(),
    userId: userId(),
    dailyActionPlanId: uuid("daily_action_plan_id")
      .notNull()
      .references(() => dailyActionPlans.id, { onDelete: "cascade" }),
    localDay: text("local_day").notNull(),
    completedActionIds: jsonb("completed_action_ids")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    completed: boolean("completed").notNull().default(false),
    completedChecklistItems: jsonb("completed_checklist_items")
      .$type<Record<string, Record<string, boolean>>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("daily_action_records_user_plan_idx").on(t.userId, t.dailyActionPlanId, t.createdAt.desc()),
    uniqueIndex("daily_action_records_plan_day_uq").on(t.dailyActionPlanId, t.localDay),
  ],
);

export const audioFiles = pgTable(
  "audio_files",
  {
    id: id(),
    userId: userId(),
    mimeType: text("mime_type").notNull(),
    bytes: integer("bytes").notNull(),
    durationSeconds: integer("duration_seconds").notNull(),
    /** The WAV itself (decision 024); null only on a row of an older install not yet imported from its disk. */
    data: bytea("data"),
    createdAt: createdAt(),
  },
  (t) => [index("audio_files_user_idx").on(t.userId)],
);

export const journals = pgTable(
  "journals",
  {
    id: id(),
    userId: userId(),
    date: timestamp("date", { withTimezone: true }).notNull().defaultNow(),
    content: text("content").notNull().default(""),
    isAudio: boolean("is_audio").notNull().default(false),
    audioUrl: text("audio_url"),
    audioDuration: integer("audio_duration"),
    entryType: text("entry_type").notNull().default("appreciation"),
    createdAt: createdAt(),
  },
  (t) => [index("journals_user_date_idx").on(t.userId, t.date.desc())],
);

export const moodTracking = pgTable(
  "mood_tracking",
  {
    id: id(),
    userId: userId(),
    moodLevel: integer("mood_level").notNull(),
    note: text("note"),
    goalType: text("goal_type"),
    emotions: jsonb("emotions")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [index("mood_tracking_user_created_idx").on(t.userId, t.createdAt.desc())],
);

/** A single row (id = 1) holding the VAPID keys when they are not given in the environment. */
export const pushConfiguration = pgTable("push_configuration", {
  id: integer("id").primaryKey().default(1),
  vapidPublicKey: text("vapid_public_key").notNull(),
  vapidPrivateKey: text("vapid_private_key").notNull(),
  createdAt: createdAt(),
});

/**
 * Generated server-wide secrets (name "auth" for better-auth) on PostgreSQL, where several
 * processes must share them; PGlite keeps its secret in DATA_DIR.
 */
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: id(),
    userId: userId(),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    notificationTime: text("notification_time").notNull().default("09:00:00"),
    timezoneOffset: integer("timezone_offset").notNull().default(0),
    timeZone: text("time_zone"),
    lastSentDay: text("last_sent_day"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId)],
);

export const pointEvents = pgTable(
  "point_events",
  {
    id: id(),
    userId: userId(),
    amount: integer("amount").notNull(),
    source: text("source").notNull().default("generic"),
    /** Makes an award idempotent: the same event reported twice is stored once. */
    dedupeKey: text("dedupe_key"),
    createdAt: createdAt(),
  },
  (t) => [
    index("point_events_user_created_idx").on(t.userId, t.createdAt.desc()),
    uniqueIndex("point_events_user_dedupe_uq").on(t.userId, t.dedupeKey),
  ],
);

export const pointStructure = pgTable("point_structure", {
  action: text("action").primaryKey(),
  points: integer("points").notNull(),
});

export const userStreaks = pgTable("user_streaks", {
  userId: userId().primaryKey(),
  currentStreak: integer("current_streak").notNull().default(0),
  longestStreak: integer("longest_streak").notNull().default(0),
  lastActionDate: timestamp("last_action_date", { withTimezone: true }),
  updatedAt: updatedAt(),
});

export const exercises = pgTable(
  "exercises",
  {
    id: text("id").primaryKey(),
    /** null for the built-in library; the owner for user-created exercises. */
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    category: text("category").notNull(),
    source: text("source").notNull().default("library"),
    steps: jsonb("steps").$type<string[]>(),
    checklist: jsonb("checklist").$type<string[]>(),
    difficulty: text("difficulty"),
    duration: integer("duration").notNull().default(180),
    psychologicalModels: jsonb("psychological_models").$type<string[]>(),
    whatToDo: text("what_to_do"),
    before: text("before"),
    beforePrompt: text("before_prompt"),
    afterPrompt: text("after_prompt"),
    after: text("after"),
    examples: jsonb("examples").$type<string[]>(),
    number: integer("number"),
    minute: integer("minute"),
    whenToUse: text("when_to_use"),
    userPhrases: jsonb("user_phrases").$type<string[]>(),
    methodTags: jsonb("method_tags").$type<string[]>(),
    listItems: jsonb("list_items").$type<string[]>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("exercises_user_idx").on(t.userId)],
);

export const userDailyExercises = pgTable(
  "user_daily_exercises",
  {
    id: id(),
    userId: userId(),
    exerciseIds: jsonb("exercise_ids")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [index("user_daily_exercises_user_created_idx").on(t.userId, t.createdAt.desc())],
);

export const dailyExerciseRecords = pgTable(
  "daily_exercise_records",
  {
    id: id(),
    userId: userId(),
    dailyExercisePlanId: uuid("daily_exercise_plan_id")
      .notNull()
      .references(() => userDailyExercises.id, { onDelete: "cascade" }),
    localDay: text("local_day").notNull(),
    completedExerciseIds: jsonb("completed_exercise_ids")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    completed: boolean("completed").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("daily_exercise_records_user_plan_idx").on(t.userId, t.dailyExercisePlanId, t.createdAt.desc()),
    uniqueIndex("daily_exercise_records_plan_day_uq").on(t.dailyExercisePlanId, t.localDay),
  ],
);

export const exerciseRecords = pgTable(
  "exercise_records",
  {
    id: id(),
    userId: userId(),
    exerciseId: text("exercise_id").notNull(),
    localDay: text("local_day").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("exercise_records_user_created_idx").on(t.userId, t.createdAt.desc())],
);

export const coachThreads = pgTable(
  "coach_threads",
  {
    id: text("id").primaryKey(),
    userId: userId(),
    kind: text("kind").notNull(),
    /** The conversation's state (safety's sticky risk, the guided coach's stage and stance). */
    state: jsonb("state")
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("coach_threads_user_idx").on(t.userId, t.createdAt.desc())],
);

export const coachMessages = pgTable(
  "coach_messages",
  {
    id: id(),
    threadId: text("thread_id")
      .notNull()
      .references(() => coachThreads.id, { onDelete: "cascade" }),
    userId: userId(),
    role: text("role", { enum: ["user", "assistant"] }).notNull(),
    content: text("content").notNull(),
    /** The run whose reply this is (assistant messages): two overlapping runs never swap replies. */
    runId: text("run_id").references((): AnyPgColumn => coachRuns.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("coach_messages_thread_created_idx").on(t.threadId, t.createdAt),
    index("coach_messages_run_idx").on(t.runId),
    index("coach_messages_user_created_idx").on(t.userId, t.createdAt),
  ],
);

export const coachRuns = pgTable(
  "coach_runs",
  {
    id: text("id").primaryKey(),
    threadId: text("thread_id")
      .notNull()
      .references(() => coachThreads.id, { onDelete: "cascade" }),
    userId: userId(),
    kind: text("kind").notNull(),
    status: text("status", { enum: ["queued", "in_progress", "completed", "failed"] })
      .notNull()
      .default("queued"),
    input: jsonb("input").$type<unknown>(),
    partial: text("partial").notNull().default(""),
    error: text("error"),
    createdAt: createdAt(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** The process executing the run while its lease holds (decision 026); another takes it over once it lapses. */
    leaseOwner: text("lease_owner"),
    leaseExpiresAt: timestamp("lease_expires_at", { withTimezone: true }),
    /** Executions begun: 1 for the first, one more per takeover. */
    attempts: integer("attempts").notNull().default(0),
  },
  (t) => [
    index("coach_runs_thread_idx").on(t.threadId, t.createdAt.desc()),
    // The lease sweep reads only the open runs.
    index("coach_runs_open_lease_idx")
      .on(t.leaseExpiresAt)
      .where(sql`${t.status} in ('queued', 'in_progress')`),
    index("coach_runs_user_created_idx").on(t.userId, t.createdAt),
  ],
);

/** The personal safety plan (Stanley & Brown): one per user, each section a list of short lines. */
export const safetyPlans = pgTable("safety_plans", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  warningSigns: jsonb("warning_signs")
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  copingStrategies: jsonb("coping_strategies")
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  distractions: jsonb("distractions")
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  helpers: jsonb("helpers")
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  professionals: jsonb("professionals")
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  safeEnvironment: jsonb("safe_environment")
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  reasonsForLiving: jsonb("reasons_for_living")
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * A create's answer under the client's Idempotency-Key (with a hash of the request), kept an hour:
 * a retry after a lost response or a double tap gets the first answer, not a second row or award.
 * `status` is null while the first request is still running. Decision 017.
 */
export const idempotentRequests = pgTable(
  "idempotent_requests",
  {
    userId: userId(),
    key: text("key").notNull(),
    status: integer("status"),
    body: jsonb("body").$type<unknown>(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index("idempotent_requests_created_idx").on(t.createdAt)],
);

/**
 * Per-user rate limits (coach runs, speech-to-text, audio uploads, the push test), kept in the
 * database so every process shares them: rate-limiter-flexible's Drizzle store, one row per
 * limit and user ("coach:{userId}"), its points and when its window ends. Decision 019.
 */
export const userRateLimits = pgTable("user_rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull().default(0),
  expire: timestamp("expire", { withTimezone: true }),
});
