// The editor's working copy of a plan: every step a list of lines with stable keys, blank lines
// allowed while typing. Saving turns it into the API body (trimmed, blanks dropped).
import { SAFETY_PLAN_SECTIONS, type SafetyPlanBody, type SafetyPlanSection } from "#shared/schemas/safety.ts";

export interface DraftLine {
  key: string;
  text: string;
}
export type DraftPlan = Record<SafetyPlanSection, DraftLine[]>;

let counter = 0;
/** Unique within this browser: keys only tell React's list items apart. */
export const newLineKey = () =>
  `${Date.now().toString(36)}-${(counter++).toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

const line = (text = ""): DraftLine => ({ key: newLineKey(), text });

/** The plan as the editor starts it: the saved lines, and one empty line where a step has none. */
export function planToDraft(plan: SafetyPlanBody | null): DraftPlan {
  return Object.fromEntries(
    SAFETY_PLAN_SECTIONS.map((section) => {
      const lines = plan?.[section] ?? [];
      return [section, lines.length > 0 ? lines.map((text) => line(text)) : [line()]];
    }),
  ) as DraftPlan;
}

/** The body PUT /api/safety-plan takes: each line trimmed, blank lines left out. */
export function draftToBody(draft: DraftPlan): SafetyPlanBody {
  return Object.fromEntries(
    SAFETY_PLAN_SECTIONS.map((section) => [
      section,
      (draft[section] ?? []).map((l) => l.text.trim()).filter((text) => text.length > 0),
    ]),
  ) as SafetyPlanBody;
}

export const isEmptyPlan = (body: SafetyPlanBody) => SAFETY_PLAN_SECTIONS.every((s) => body[s].length === 0);

/** Whether saving the draft would change the saved plan (null when there is none). */
export function draftChanges(draft: DraftPlan, plan: SafetyPlanBody | null): boolean {
  const body = draftToBody(draft);
  if (!plan) return !isEmptyPlan(body);
  return SAFETY_PLAN_SECTIONS.some(
    (s) => body[s].length !== plan[s].length || body[s].some((text, i) => text !== plan[s][i]),
  );
}

export function addLine(
  draft: DraftPlan,
  section: SafetyPlanSection,
  after?: number,
): { draft: DraftPlan; key: string } {
  const added = line();
  const lines = [...draft[section]];
  lines.splice(after === undefined ? lines.length : after + 1, 0, added);
  return { draft: { ...draft, [section]: lines }, key: added.key };
}

export function removeLine(draft: DraftPlan, section: SafetyPlanSection, index: number): DraftPlan {
  return { ...draft, [section]: draft[section].filter((_, i) => i !== index) };
}

export function setLine(draft: DraftPlan, section: SafetyPlanSection, index: number, text: string): DraftPlan {
  return { ...draft, [section]: draft[section].map((l, i) => (i === index ? { ...l, text } : l)) };
}

/** Puts `text` on the step's first empty line, or on a new line at its end. */
export function fillLine(
  draft: DraftPlan,
  section: SafetyPlanSection,
  text: string,
): { draft: DraftPlan; key: string } {
  const index = draft[section].findIndex((l) => l.text.trim() === "");
  if (index >= 0) return { draft: setLine(draft, section, index, text), key: draft[section][index]!.key };
  const added = addLine(draft, section);
  return { draft: setLine(added.draft, section, added.draft[section].length - 1, text), key: added.key };
}
