import { z } from "zod";
import { EXERCISE_CATEGORIES, type ExerciseCategory } from "#shared/content/exercises-types.ts";
import { ProgressSchema } from "./progress.ts";

/** SPEC section 5 messages for the custom exercise form (add and edit) and the plan rules. */
export const EXERCISE_MESSAGES = Object.freeze({
  title: "Please enter a title for your exercise",
  template: "Please select a template type",
  timer: "Please enter a valid timer duration in minutes",
  checklistEmpty: "Please add at least one valid checklist item",
  checklistMax: "You can only add up to 10 checklist items",
  checklistLast: "You must have at least one checklist item",
  noPlan: "No daily exercise plan exists",
  noPlanForAdd: "Unable to add exercise. Please set up your daily exercises first.",
  noActivePlan: "No active exercise plan found",
});

export const CHECKLIST_MAX_ITEMS = 10;
export const DEFAULT_TIMER_MINUTES = 3;
export const TIMER_MAX_MINUTES = 24 * 60;
export const WRITING_MULTIPLES_COUNT = 3;

/** The custom exercise templates of SPEC section 9, in the form's order. */
export const EXERCISE_TEMPLATES: readonly { category: ExerciseCategory; label: string }[] = Object.freeze([
  { category: "writing-single", label: "Journaling" },
  { category: "writing-multiples", label: "Three-Part Journaling" },
  { category: "timer", label: "Set a Timer" },
  { category: "reframing", label: "Reframing Thoughts" },
  { category: "checklist", label: "Checklist" },
  { category: "list-item", label: "Numbered List" },
]);

export const ExerciseSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  category: z.enum(EXERCISE_CATEGORIES),
  source: z.string(),
  /** True for the user's own (custom) exercises: only those can be edited. */
  custom: z.boolean(),
  steps: z.array(z.string()),
  checklist: z.array(z.string()),
  difficulty: z.string().nullable(),
  duration: z.number().int(),
  minute: z.number().int().nullable(),
  number: z.number().int().nullable(),
  whatToDo: z.string().nullable(),
  whenToUse: z.string().nullable(),
  beforePrompt: z.string().nullable(),
  afterPrompt: z.string().nullable(),
  examples: z.array(z.string()),
  psychologicalModels: z.array(z.string()),
  methodTags: z.array(z.string()),
});
export type Exercise = z.infer<typeof ExerciseSchema>;

export const PlanSchema = z.object({ id: z.string(), exerciseIds: z.array(z.string()), createdAt: z.string() });
export type Plan = z.infer<typeof PlanSchema>;

export const DailyRecordSchema = z.object({
  id: z.string(),
  localDay: z.string(),
  completedExerciseIds: z.array(z.string()),
  completed: z.boolean(),
});
export type DailyRecord = z.infer<typeof DailyRecordSchema>;

/** GET /api/exercises/today: the current plan (null when none), its exercises and today's record. */
export const TodaySchema = z.object({
  plan: PlanSchema.nullable(),
  exercises: z.array(ExerciseSchema),
  record: DailyRecordSchema.nullable(),
});
export type Today = z.infer<typeof TodaySchema>;

export const CompletionResultSchema = z.object({
  /** False when this completion was already counted (double tap, retry, second tab). */
  awarded: z.boolean(),
  xpAwarded: z.number().int(),
  leveledUp: z.boolean(),
  progress: ProgressSchema,
  record: DailyRecordSchema.nullable(),
});
export type CompletionResult = z.infer<typeof CompletionResultSchema>;

/** A daily plan holds at most this many exercises; a day pays exercise XP at most this many times (decision 018). */
export const MAX_PLAN_EXERCISES = 20;
const id = z.string().trim().min(1, "Please choose an exercise").max(200);

/** POST /api/exercises/plan: create (or replace) the daily plan. */
export const CreatePlanSchema = z.object({
  exerciseIds: z.array(id).min(1, "Please choose at least one exercise").max(MAX_PLAN_EXERCISES),
});
export type CreatePlanInput = z.infer<typeof CreatePlanSchema>;

/** POST /api/exercises/today/complete. Only the event: the server decides the points. */
/** What the person wrote in a writing exercise: read by the safety layer (DESIGN decision 13). */
const answers = z.array(z.string().max(4000)).max(10).optional();

export const CompletePlanExerciseSchema = z.object({ exerciseId: id, answers });

/** The custom exercise form (add and edit), SPEC sections 5 and 9. */
export const CustomExerciseSchema = z
  .object({
    title: z.string({ error: EXERCISE_MESSAGES.title }).trim().min(1, EXERCISE_MESSAGES.title).max(120),
    description: z.string().trim().max(1000).optional(),
    category: z.enum(EXERCISE_CATEGORIES, { error: EXERCISE_MESSAGES.template }),
    /** The writing prompt (writing kinds) or the negative-thought prompt (reframing). */
    prompt: z.string().trim().max(500).optional(),
    /** Whole minutes: stored in an integer column. */
    timerMinutes: z
      .number({ error: EXERCISE_MESSAGES.timer })
      .int({ error: EXERCISE_MESSAGES.timer })
      .min(1, { error: EXERCISE_MESSAGES.timer })
      .max(TIMER_MAX_MINUTES, { error: EXERCISE_MESSAGES.timer })
      .optional(),
    checklist: z.array(z.string().max(200), { error: EXERCISE_MESSAGES.checklistEmpty }).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.category === "timer") {
      const m = v.timerMinutes;
      if (m === undefined) {
        ctx.addIssue({ code: "custom", path: ["timerMinutes"], message: EXERCISE_MESSAGES.timer });
      }
    }
    if (v.category === "checklist") {
      const items = v.checklist ?? [];
      if (items.length > CHECKLIST_MAX_ITEMS) {
        ctx.addIssue({ code: "custom", path: ["checklist"], message: EXERCISE_MESSAGES.checklistMax });
      } else if (!items.some((item) => item.trim() !== "")) {
        ctx.addIssue({ code: "custom", path: ["checklist"], message: EXERCISE_MESSAGES.checklistEmpty });
      }
    }
  });
export type CustomExerciseInput = z.infer<typeof CustomExerciseSchema>;

/** POST /api/exercises/complete: a single completion outside the plan. */
export const CompleteSingleSchema = z
  .object({
    /** An existing exercise (library or the user's own)… */
    exerciseId: id.optional(),
    /** …or a new one (no id yet), saved first. */
    exercise: CustomExerciseSchema.optional(),
    /** A client-made id for this completion (kept for older clients; the award is once per exercise per day anyway). */
    clientEventId: z.string().trim().min(8).max(100).optional(),
    answers,
  })
  .refine((v) => (v.exerciseId === undefined) !== (v.exercise === undefined), {
    message: "Please choose an exercise",
    path: ["exerciseId"],
  });
export type CompleteSingleInput = z.infer<typeof CompleteSingleSchema>;

export const ExerciseIdParamSchema = z.object({ id });

/** Timer duration in seconds: minutes times 60, at least 1 (SPEC section 9). */
export function timerSeconds(minutes: number): number {
  return Math.max(1, Math.round(minutes * 60));
}
