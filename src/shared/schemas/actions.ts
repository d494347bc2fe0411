// Daily actions, older scheme (SPEC sections 2, 3, 4, 5 and 9): /api/actions/*.
import { z } from "zod";
import { ACTION_CATEGORIES, type ActionCategory } from "#shared/domain/points.ts";
import { SuggestedActionSchema, type SuggestedAction } from "./coach.ts";
import { CHECKLIST_MAX_ITEMS, EXERCISE_MESSAGES } from "./exercises.ts";
import { ProgressSchema } from "./progress.ts";

export { ACTION_CATEGORIES, type ActionCategory };

/** SPEC section 5 messages for the custom action form and the completion rules. */
export const ACTION_MESSAGES = Object.freeze({
  title: "Please enter a title for your action",
  // The same rules and words as the custom exercise form (SPEC section 5).
  template: EXERCISE_MESSAGES.template,
  timer: EXERCISE_MESSAGES.timer,
  checklistEmpty: EXERCISE_MESSAGES.checklistEmpty,
  checklistMax: EXERCISE_MESSAGES.checklistMax,
  checklistLast: EXERCISE_MESSAGES.checklistLast,
  noGoals: "Unable to add action. Please set up your goals first.",
  noPlan: "No daily action plan exists",
  writingSingle: "Please write your response before completing",
  writingTriple: "Please fill in all three responses",
  negativeThought: "Please enter your thought before continuing",
  positiveReframe: "Please enter your positive reframing before saving",
  checklistIncomplete: "Please tick every checklist item before completing",
  actionsRequired: "Please select at least one action.",
});
export { CHECKLIST_MAX_ITEMS };
export const WRITING_TRIPLE_COUNT = 3;
export const DEFAULT_ACTION_TIMER_MINUTES = 3;

/** The custom action templates of SPEC section 9, in the form's order. */
export const ACTION_TEMPLATES: readonly { category: ActionCategory; label: string }[] = Object.freeze([
  { category: "writing-single", label: "Journaling" },
  { category: "writing-triple", label: "Three-Part Journaling" },
  { category: "timer", label: "Set a Timer" },
  { category: "reframing", label: "Reframing Thoughts" },
  { category: "checklist", label: "Checklist" },
]);

const checklistMap = z.record(z.string().min(1).max(200), z.boolean());

export const DailyActionSchema = SuggestedActionSchema.extend({
  completed: z.boolean(),
  completedChecklistItems: checklistMap.optional(),
  responses: z.array(z.string()).optional(),
});
export type DailyAction = z.infer<typeof DailyActionSchema>;

export const ActionPlanSchema = z.object({
  id: z.string(),
  /** The user's local day, YYYY-MM-DD. */
  date: z.string(),
  actions: z.array(DailyActionSchema),
  completed: z.boolean(),
});
export type ActionPlan = z.infer<typeof ActionPlanSchema>;

export const ActionRecordSchema = z.object({
  completedActionIds: z.array(z.string()),
  completed: z.boolean(),
  completedChecklistItems: z.record(z.string(), checklistMap),
});
export type ActionRecord = z.infer<typeof ActionRecordSchema>;

/** GET /api/actions/today. */
export const TodayActionsSchema = z.object({
  plan: ActionPlanSchema.nullable(),
  record: ActionRecordSchema.nullable(),
});
export type TodayActions = z.infer<typeof TodayActionsSchema>;

const MAX_TEXT = 4000;
const answer = z.string().max(MAX_TEXT, `Please keep it under ${MAX_TEXT} characters`);

/** POST /api/actions/plan: approved actions become today's plan (each not completed). */
export const SavePlanInputSchema = z.object({
  actions: z
    .array(
      SuggestedActionSchema.extend({
        id: z.string().trim().min(1).max(200),
        title: z.string().trim().min(1).max(300),
        description: z.string().max(2000),
        timeEstimate: z.string().max(50),
        goalType: z.string().max(100),
        goalExplanation: z.string().max(2000).nullable(),
        duration: z
          .number()
          .int()
          .positive()
          .max(24 * 3600)
          .nullable(),
        checklistItems: z
          .array(z.object({ id: z.string().min(1).max(200), text: z.string().max(300), completed: z.boolean() }))
          .max(CHECKLIST_MAX_ITEMS)
          .nullable(),
      }),
      { error: ACTION_MESSAGES.actionsRequired },
    )
    .min(1, ACTION_MESSAGES.actionsRequired)
    .max(10)
    .refine((a) => new Set(a.map((x) => x.id)).size === a.length, "Each action needs a distinct id"),
});
export type SavePlanInput = z.infer<typeof SavePlanInputSchema>;

/** POST /api/actions/{actionId}/complete. Which fields are required depends on the category. */
export const CompleteActionInputSchema = z.object({
  responses: z.array(answer).max(WRITING_TRIPLE_COUNT).optional(),
  negativeThought: answer.optional(),
  positiveReframe: answer.optional(),
  checklist: checklistMap.optional(),
});
export type CompleteActionInput = z.infer<typeof CompleteActionInputSchema>;

export const CompleteActionResultSchema = z.object({
  /** False when this completion was already counted (double tap, retry, second tab). */
  awarded: z.boolean(),
  points: z.number().int(),
  allDone: z.boolean(),
  today: TodayActionsSchema,
  progress: ProgressSchema,
});
export type CompleteActionResult = z.infer<typeof CompleteActionResultSchema>;

/** PATCH /api/actions/{actionId}/checklist: partial progress ('Save Progress & Close'). */
export const ChecklistProgressInputSchema = z.object({ items: checklistMap });
export type ChecklistProgressInput = z.infer<typeof ChecklistProgressInputSchema>;
export const ChecklistProgressResultSchema = z.object({ today: TodayActionsSchema });

export const ActionIdParamSchema = z.object({ actionId: z.string().trim().min(1).max(200) });

/** POST /api/actions/custom. */
export const CustomActionInputSchema = z
  .object({
    title: z.string({ error: ACTION_MESSAGES.title }).trim().min(1, ACTION_MESSAGES.title).max(120),
    category: z.enum(ACTION_CATEGORIES, { error: ACTION_MESSAGES.template }),
    minutes: z.number({ error: ACTION_MESSAGES.timer }).optional(),
    checklistItems: z.array(z.string().max(200), { error: ACTION_MESSAGES.checklistEmpty }).optional(),
    description: z.string().trim().max(1000).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.category === "timer") {
      const m = v.minutes;
      if (m === undefined || !Number.isFinite(m) || m <= 0 || m > 24 * 60) {
        ctx.addIssue({ code: "custom", path: ["minutes"], message: ACTION_MESSAGES.timer });
      }
    }
    if (v.category === "checklist") {
      const items = v.checklistItems ?? [];
      if (items.length > CHECKLIST_MAX_ITEMS) {
        ctx.addIssue({ code: "custom", path: ["checklistItems"], message: ACTION_MESSAGES.checklistMax });
      } else if (!items.some((item) => item.trim() !== "")) {
        ctx.addIssue({ code: "custom", path: ["checklistItems"], message: ACTION_MESSAGES.checklistEmpty });
      }
    }
  });
export type CustomActionInput = z.infer<typeof CustomActionInputSchema>;

/** SPEC section 9: 3 min for writing-single and reframing, 5 for writing-triple and checklist, else the timer's. */
export function customTimeEstimate(category: ActionCategory, minutes?: number): string {
  switch (category) {
    case "writing-single":
    case "reframing":
      return "3 min";
    case "writing-triple":
    case "checklist":
      return "5 min";
    case "timer":
      return `${minutes ?? DEFAULT_ACTION_TIMER_MINUTES} min`;
  }
}

/** A custom action as stored in the plan; goalType is the first selected goal, or motivation. */
export function buildCustomAction(
  input: CustomActionInput,
  selectedGoals: readonly string[],
  id: string,
): SuggestedAction {
  const items = (input.checklistItems ?? []).map((t) => t.trim()).filter((t) => t !== "");
  return {
    id,
    title: input.title,
    description: input.description ?? "",
    category: input.category,
    timeEstimate: customTimeEstimate(input.category, input.minutes),
    goalType: selectedGoals[0] ?? "motivation",
    goalExplanation: null,
    duration:
      input.category === "timer" ? Math.max(1, Math.round((input.minutes ?? DEFAULT_ACTION_TIMER_MINUTES) * 60)) : null,
    checklistItems:
      input.category === "checklist"
        ? items.map((text, i) => ({ id: `${id}-item-${i + 1}`, text, completed: false }))
        : null,
  };
}

/**
 * Why this completion is not allowed yet (SPEC section 2), or null when it is. `saved` is the
 * checklist progress stored so far; the body's ticks are merged over it.
 */
export function completionError(
  action: Pick<SuggestedAction, "category" | "checklistItems">,
  input: CompleteActionInput,
  saved: Record<string, boolean> = {},
): { field: string; message: string } | null {
  const filled = (s: string | undefined) => (s ?? "").trim() !== "";
  switch (action.category) {
    case "writing-single":
      return filled(input.responses?.[0]) ? null : { field: "responses", message: ACTION_MESSAGES.writingSingle };
    case "writing-triple": {
      const r = input.responses ?? [];
      const ok = r.length === WRITING_TRIPLE_COUNT && r.every((s) => filled(s));
      return ok ? null : { field: "responses", message: ACTION_MESSAGES.writingTriple };
    }
    case "reframing":
      if (!filled(input.negativeThought)) return { field: "negativeThought", message: ACTION_MESSAGES.negativeThought };
      if (!filled(input.positiveReframe)) return { field: "positiveReframe", message: ACTION_MESSAGES.positiveReframe };
      return null;
    case "checklist": {
      const merged = { ...saved, ...input.checklist };
      const items = action.checklistItems ?? [];
      return items.every((item) => merged[item.id] === true)
        ? null
        : { field: "checklist", message: ACTION_MESSAGES.checklistIncomplete };
    }
    case "timer":
      return null; // the server cannot see the timer: the dialog lets it run to 0 first
  }
}
