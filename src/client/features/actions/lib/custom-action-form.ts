// The custom action form's values and its react-hook-form resolver over the shared schema.
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { CustomActionInputSchema, DEFAULT_ACTION_TIMER_MINUTES, type ActionCategory } from "#shared/schemas/actions.ts";

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

/** The form field an issue of the body belongs to: the checklist's items are one field. */
const formField = (path: PropertyKey[]) => (path[0] === "checklistItems" ? "checklist" : String(path[0] ?? "root"));

/**
 * The form read as the POST body and checked by the shared schema, each issue on the form field
 * it belongs to (the resolver keeps the first per field); the body is what it gives on success.
 */
export const CustomActionFormSchema = z.custom<CustomActionForm>().transform((form, ctx) => {
  const parsed = CustomActionInputSchema.safeParse(toCustomInput(form));
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, path: [formField(issue.path)] });
  return z.NEVER;
});

export const customActionResolver = zodResolver(CustomActionFormSchema);
