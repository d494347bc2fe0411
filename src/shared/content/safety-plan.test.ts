import { describe, expect, it } from "vitest";
import { SAFETY_PLAN_SECTIONS } from "../schemas/safety.ts";
import { SAFETY_PLAN_STEPS } from "./safety-plan.ts";

describe("safety plan steps", () => {
  it("are the seven Stanley–Brown steps, in the schema's order, each explained with example prompts", () => {
    expect(SAFETY_PLAN_STEPS.map((s) => s.section)).toEqual([...SAFETY_PLAN_SECTIONS]);
    for (const step of SAFETY_PLAN_STEPS) {
      expect(step.title.length).toBeGreaterThan(0);
      expect(step.explanation.length).toBeGreaterThan(40);
      expect(step.prompts.length).toBeGreaterThanOrEqual(2);
      expect(new Set(SAFETY_PLAN_STEPS.map((s) => s.title)).size).toBe(7);
    }
  });
});
