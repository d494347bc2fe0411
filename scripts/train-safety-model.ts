// `npm run safety:train`: retrains the safety layer's learned reader on the `dev` split of
// src/server/features/safety/eval/cases and writes model/risk-model.json. Run it after changing
// the cases, the rules or the features; model.test.ts fails while the shipped file is stale.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { trainRiskModel } from "../src/server/features/safety/model/trainer.ts";

const model = trainRiskModel();
const out = join(import.meta.dirname, "../src/server/features/safety/model/risk-model.json");
writeFileSync(out, `${JSON.stringify(model)}\n`);
console.log(
  `${out}: ${model.trainedOn.examples} dev examples, ${Object.keys(model.weights).length} weights, thresholds ${JSON.stringify(model.thresholds)}`,
);
