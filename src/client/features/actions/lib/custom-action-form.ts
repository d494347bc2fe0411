// The custom action form's values and its react-hook-form resolver over the shared schema.
import type { FieldErrors, Resolver } from "react-hook-form";
import {
  CustomActionInputSchema,
  DEFAULT_ACTION_TIMER_MINUTES,
  type ActionCategory,
  type CustomActionInput,
} from "#shared/schemas/actions.ts";

export interface CustomActionForm {
  title: string;
  category: ActionCategory | "";
  /** As typed (a number input's text). */
  minutes: string;
  checklist: { text: string }[];
  description: string;
}

export const emptyCustomAction = (): CustomActionForm => ({
  title: "",
  category: "",
  minutes: String(DEFAULT_ACTION_TIMER_MINUTES),
  checklist: [{ text: "" }],
  description: "",
});

/** The POST body: only the fields the chosen template uses. */
export function toCustomInput(v: CustomActionForm) {
  return {
    title: v.title,
    category: v.category || undefined,
    minutes: v.category === "timer" ? (v.minutes.trim() === "" ? Number.NaN : Number(v.minutes)) : undefined,
    checklistItems: v.category === "checklist" ? v.checklist.map((i) => i.text) : undefined,
    description: v.description.trim() || undefined,
  };
}

export const customActionResolver: Resolver<CustomActionForm, unknown, CustomActionInput> = (values) => {
  const parsed = CustomActionInputSchema.safeParse(toCustomInput(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] === "checklistItems" ? "checklist" : String(issue.path[0] ?? "root");
    errors[key] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors: errors as FieldErrors<CustomActionForm> };
};
