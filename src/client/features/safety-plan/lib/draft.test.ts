import { describe, expect, it } from "vitest";
import { SAFETY_PLAN_SECTIONS, SafetyPlanBodySchema, type SafetyPlanBody } from "#shared/schemas/safety.ts";
import {
  addLine,
  draftChanges,
  draftToBody,
  fillLine,
  isEmptyPlan,
  planToDraft,
  removeLine,
  setLine,
} from "./draft.ts";

const plan: SafetyPlanBody = {
  warningSigns: ["Not sleeping"],
  copingStrategies: [],
  distractions: ["The park"],
  helpers: [],
  professionals: ["Crisis line 116 123"],
  safeEnvironment: [],
  reasonsForLiving: ["Miso", "The sea"],
};

describe("safety plan draft", () => {
  it("starts from the saved plan, with one empty line where a step is empty, and saves back the same plan", () => {
    const draft = planToDraft(plan);
    expect(draft.copingStrategies).toEqual([{ key: expect.any(String) as string, text: "" }]);
    expect(draft.reasonsForLiving.map((l) => l.text)).toEqual(["Miso", "The sea"]);
    expect(draftToBody(draft)).toEqual(plan);
    expect(draftChanges(draft, plan)).toBe(false);
  });

  it("starts empty without a plan; an untouched empty draft changes nothing", () => {
    const draft = planToDraft(null);
    for (const s of SAFETY_PLAN_SECTIONS) expect(draft[s]).toHaveLength(1);
    expect(isEmptyPlan(draftToBody(draft))).toBe(true);
    expect(draftChanges(draft, null)).toBe(false);
  });

  it("trims lines and leaves blank ones out of the body, which the server's schema accepts", () => {
    let draft = planToDraft(null);
    draft = setLine(draft, "helpers", 0, "  Jo, 07700 900123  ");
    draft = addLine(draft, "helpers").draft;
    draft = addLine(draft, "helpers").draft;
    draft = setLine(draft, "helpers", 2, "Alex");
    const body = draftToBody(draft);
    expect(body.helpers).toEqual(["Jo, 07700 900123", "Alex"]);
    expect(SafetyPlanBodySchema.safeParse(body).success).toBe(true);
    expect(draftChanges(draft, null)).toBe(true);
  });

  it("adds a line after a given one with a new key, and removes by position", () => {
    const draft = planToDraft(plan);
    const { draft: added, key } = addLine(draft, "reasonsForLiving", 0);
    expect(added.reasonsForLiving.map((l) => l.text)).toEqual(["Miso", "", "The sea"]);
    expect(added.reasonsForLiving[1]!.key).toBe(key);
    expect(new Set(added.reasonsForLiving.map((l) => l.key)).size).toBe(3);
    const removed = removeLine(added, "reasonsForLiving", 0);
    expect(removed.reasonsForLiving.map((l) => l.text)).toEqual(["", "The sea"]);
    expect(draftChanges(removed, plan)).toBe(true);
    // The original is untouched: the store compares drafts by identity.
    expect(draft.reasonsForLiving.map((l) => l.text)).toEqual(["Miso", "The sea"]);
  });

  it("notices an edited line, a reordered step and a cleared step", () => {
    const draft = planToDraft(plan);
    expect(draftChanges(setLine(draft, "warningSigns", 0, "Not sleeping well"), plan)).toBe(true);
    expect(draftChanges(setLine(draft, "warningSigns", 0, " Not sleeping "), plan)).toBe(false);
    expect(draftChanges(setLine(draft, "distractions", 0, ""), plan)).toBe(true);
  });
});

describe("filling a line", () => {
  it("uses the first empty line, else adds one at the end", () => {
    const draft = planToDraft(plan);
    const first = fillLine(draft, "helpers", "Samaritans: 116 123 (24/7)");
    expect(first.draft.helpers.map((l) => l.text)).toEqual(["Samaritans: 116 123 (24/7)"]);
    expect(first.key).toBe(draft.helpers[0]!.key);
    const second = fillLine(first.draft, "helpers", "Emergency services: 999 (24/7)");
    expect(second.draft.helpers.map((l) => l.text)).toEqual([
      "Samaritans: 116 123 (24/7)",
      "Emergency services: 999 (24/7)",
    ]);
    expect(second.draft.helpers[1]!.key).toBe(second.key);
  });
});
