import { describe, expect, it } from "vitest";
import { loadCases, SPLIT_SEED } from "../eval/cases.ts";
import { score, train } from "./linear.ts";
import shipped from "./risk-model.json" with { type: "json" };
import { trainRiskModel } from "./trainer.ts";

describe("the learned reader", () => {
  it("learns a separable toy set and scores unseen words by what it learned", () => {
    const examples = [
      ...["want die", "end it tonight", "pills tonight die"].map((t) => ({
        features: t.split(" "),
        label: 1 as const,
      })),
      ...["great day", "tired work", "pizza tonight"].map((t) => ({ features: t.split(" "), label: 0 as const })),
    ];
    const model = train(examples);
    expect(score(model, ["die"])).toBeGreaterThan(0.5);
    expect(score(model, ["great", "work"])).toBeLessThan(0.5);
    expect(train(examples)).toEqual(model); // deterministic
  });

  it("is shipped exactly as the dev split trains it (never the test split)", () => {
    const cases = loadCases();
    const devExamples = cases.messages.filter((c) => c.split === "dev" && c.level !== "concern").length;
    expect(shipped.trainedOn).toEqual({ seed: SPLIT_SEED, split: "dev", examples: devExamples });
    // Stale after a change to the cases, rules or features: run `npm run safety:train`.
    expect(trainRiskModel(cases)).toEqual(shipped);
  }, 900_000); // the retrain takes about 2.5 min alone on this machine, longer beside other test files
});
