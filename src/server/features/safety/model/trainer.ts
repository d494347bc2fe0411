// Trains the learned reader on the `dev` split only and picks its thresholds on out-of-fold
// scores of `dev` (5 folds): `test` is never read here. Used by scripts/train-safety-model.ts and
// by model.test.ts, which checks that the shipped risk-model.json is exactly this function's output.
import { atLeast, RISK_KINDS } from "#shared/schemas/safety.ts";
import { assessByRules, doubtable, modelFeatures } from "../assess.ts";
import { loadCases, SPLIT_SEED, type MessageCase, type ThreadCase } from "../eval/cases.ts";
import { score, train, type Example, type LinearModel } from "./linear.ts";

const FOLDS = 5;
/**
 * Out of fold, the rules and the model together may flag at most this share of ordinary messages.
 * 8% until session 12; the harmless idioms and contexts written then took the rules' own false
 * alarms on dev from 42 to 14 of 747, and at 8% the thresholds would have spent all of it on the
 * reader (crisis 0.575, check-in 0.5). At 4% the reader's thresholds stay where they were (0.813,
 * 0.638), so what the lists remove is removed (decision 013, session 12).
 * 6% since session 13: the long ordinary entries written blind (fresh5-long, fresh6) joined dev, and
 * their harder negatives at 4% pushed the crisis threshold to 0.975 (out-of-fold recall 81% -> 69%);
 * recall first, so the cap that keeps dev's out-of-fold recall where it was.
 * Session 16 tried 6.5% (and leaving out words of one dev example): the crisis threshold fell to
 * 0.713 and the browser test's "My parents probably think I'm lazy now." (0.796) got the crisis card.
 * Back at 6% with fresh10 in dev: 0.8 (out-of-fold recall 79.2%).
 * 7% since session 17, when the guided coach's scripted talk joined dev as ordinary messages: 0.06
 * would have cost 1.4 points of out-of-fold recall; at 0.07 recall is 2 points above session 16's
 * while the coach's everyday talk is flagged a third as often (decision 013, session 17).
 */
export const MAX_DEV_FALSE_ALARMS = 0.07;
/**
 * Out of fold, the share of what people say in the guided coach's scripted conversations that may
 * get the card or a check-in: each one stops an ordinary chat (session 17 found 47% of them stopped).
 */
export const MAX_DEV_COACH_ALARMS = 0.01;
/**
 * Below a score the model doubts a rule's crisis (never an imminent one): a gentle check-in
 * instead of the card. 0.5 until session 16 (out of fold it kept recall and removed a fifth of the
 * rules' false alarms). With the coach's everyday talk in dev every score is lower, and at 0.5 the
 * reader doubted "I feel suicidal"; since session 17 it is the highest score, out of fold, at which
 * at most this share of the dev crises the rules caught would be doubted.
 */
export const MAX_DOUBTED_CRISES = 0.005;
const DOUBT_GRID = [0.5, 0.45, 0.4, 0.35, 0.3, 0.25, 0.2, 0.15, 0.1];
/** The model alone may ask "are you safe?" of at most this share of ordinary messages (10% until session 12). */
export const MAX_DEV_CHECK_INS = 0.06;
const GRID = Array.from({ length: 48 }, (_, i) => 0.4 + i * 0.0125);

interface Row {
  example: Example;
  level: string;
  isThread: boolean;
  rulesCrisis: boolean;
  rulesDoubtable: boolean;
  kind: string | null;
  everyday: boolean;
  coach: boolean;
}

function row(c: MessageCase | ThreadCase): Row | null {
  const turns = "turns" in c ? c.turns : [c.text];
  const context = { moodLevel: c.mood?.level, moodNote: c.mood?.note };
  const rules = assessByRules(turns, context);
  const rulesCrisis = atLeast(rules.level, "crisis");
  const features = modelFeatures(turns, context);
  // Concern cases teach neither side: a check-in, not the card and not nothing.
  const label = c.level === "none" ? 0 : atLeast(c.level, "crisis") ? 1 : null;
  return label === null
    ? null
    : {
        example: { features, label },
        level: c.level,
        isThread: "turns" in c,
        rulesCrisis,
        rulesDoubtable: doubtable(rules),
        kind: c.kind,
        everyday: c.tags.includes("everyday"),
        coach: c.tags.includes("coach-persona"),
      };
}

export function trainRiskModel(cases = loadCases()): LinearModel {
  // Messages only: the reader reads one turn (and today's mood), and a thread's label is about
  // the whole thread, not its last turn.
  const rows = cases.messages
    .filter((c) => c.split === "dev")
    .map(row)
    .filter((r): r is Row => r !== null);
  const oof: number[] = new Array<number>(rows.length).fill(0);
  for (let k = 0; k < FOLDS; k++) {
    const model = train(rows.filter((_, i) => i % FOLDS !== k).map((r) => r.example));
    rows.forEach((r, i) => {
      if (i % FOLDS === k) oof[i] = score(model, r.example.features);
    });
  }
  // The caps hold on ordinary sadness and idioms (the hard negatives), as the metrics count them.
  const ordinary = rows
    .map((r, i) => ({ r, p: oof[i]! }))
    .filter(({ r }) => !r.isThread && r.level === "none" && !r.everyday);
  const coach = rows.map((r, i) => ({ r, p: oof[i]! })).filter(({ r }) => r.coach);
  const share = (pass: (x: { r: Row; p: number }) => boolean, among = ordinary) =>
    among.length === 0 ? 0 : among.filter(pass).length / among.length;
  const caught = rows.map((r, i) => ({ r, p: oof[i]! })).filter(({ r }) => r.example.label === 1 && r.rulesCrisis);
  const doubt =
    DOUBT_GRID.find((d) => share(({ r, p }) => r.rulesDoubtable && p < d, caught) <= MAX_DOUBTED_CRISES) ?? 0;
  const card = (t: number) => (x: { r: Row; p: number }) =>
    (x.r.rulesCrisis && (!x.r.rulesDoubtable || x.p >= doubt)) || x.p >= t;
  // The lowest thresholds (most found) that keep the out-of-fold false alarms under their caps.
  const crisis =
    GRID.find((t) => share(card(t)) <= MAX_DEV_FALSE_ALARMS && share(card(t), coach) <= MAX_DEV_COACH_ALARMS) ?? 1;
  const concern = Math.min(
    crisis,
    GRID.find(
      (t) => share(({ p }) => p >= t) <= MAX_DEV_CHECK_INS && share(({ p }) => p >= t, coach) <= MAX_DEV_COACH_ALARMS,
    ) ?? crisis,
  );
  const { bias, weights } = train(rows.map((r) => r.example));
  // The kind of a crisis the rules did not name: one reader per kind over the dev crises.
  const crises = rows.filter((r) => r.example.label === 1 && r.kind !== null);
  const kinds = Object.fromEntries(
    RISK_KINDS.map((kind) => [
      kind,
      train(crises.map((r) => ({ features: r.example.features, label: r.kind === kind ? 1 : 0 }))),
    ]),
  );
  return {
    trainedOn: { seed: SPLIT_SEED, split: "dev", examples: rows.length },
    thresholds: { crisis: Math.round(crisis * 1000) / 1000, concern: Math.round(concern * 1000) / 1000, doubt },
    bias,
    weights,
    kinds,
  };
}
