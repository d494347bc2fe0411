// How the safety layer does on a split of the labelled set: the figures the gates and the README use.
import { atLeast } from "#shared/schemas/safety.ts";
import { assessRisk, type RiskAssessment } from "../assess.ts";
import type { MessageCase, Split, ThreadCase } from "./cases.ts";

export interface Outcome {
  id: string;
  expected: { level: string; kind: string | null };
  got: RiskAssessment;
}

export interface SplitFigures {
  split: Split;
  messages: number;
  threads: number;
  /** Labelled crisis or imminent, assessed crisis or imminent (the help card shown). */
  crisisRecall: number;
  crisisCases: number;
  /** Labelled imminent, assessed crisis or imminent. */
  imminentRecall: number;
  imminentCases: number;
  /** Labelled concern, assessed concern or higher (at least a gentle check-in). */
  concernRecall: number;
  /** Labelled none: assessed crisis or higher (the crisis card on ordinary words). */
  falseAlarms: number;
  /** Labelled none: assessed concern (a gentle check-in that was not needed). */
  needlessCheckIns: number;
  noneCases: number;
  /** Everyday messages to the coach (cases tagged "everyday"): any check-in or card on them. */
  everydayAlarms: number;
  everydayCases: number;
  /** Threads whose assessment after the last turn is on the right side of crisis. */
  threadAccuracy: number;
  /** Of the crisis cases found, the kind agrees with the label. */
  kindAgreement: number;
  /** Detected language agrees with the label (crisis cases, whose reply is in that language). */
  languageAgreement: number;
  misses: Outcome[];
  alarms: Outcome[];
  threadErrors: Outcome[];
}

const ratio = (n: number, d: number) => (d === 0 ? 1 : n / d);

export function assessMessage(c: MessageCase): RiskAssessment {
  return assessRisk([c.text], { moodLevel: c.mood?.level, moodNote: c.mood?.note });
}

export function assessThread(c: ThreadCase): RiskAssessment {
  return assessRisk(c.turns, { moodLevel: c.mood?.level, moodNote: c.mood?.note });
}

export function figures(split: Split, messages: MessageCase[], threads: ThreadCase[]): SplitFigures {
  const ms = messages.filter((m) => m.split === split).map((c) => ({ c, got: assessMessage(c) }));
  const ts = threads.filter((t) => t.split === split).map((c) => ({ c, got: assessThread(c) }));
  const outcome = ({ c, got }: { c: MessageCase | ThreadCase; got: RiskAssessment }): Outcome => ({
    id: c.id,
    expected: { level: c.level, kind: c.kind },
    got,
  });
  const crisis = ms.filter(({ c }) => atLeast(c.level, "crisis"));
  const found = crisis.filter(({ got }) => atLeast(got.level, "crisis"));
  const imminent = ms.filter(({ c }) => c.level === "imminent");
  const concern = ms.filter(({ c }) => c.level === "concern");
  // Ordinary sadness and idioms (the hard negatives) and everyday messages are counted apart: the
  // many easy everyday ones would otherwise dilute the false-alarm figure.
  const none = ms.filter(({ c }) => c.level === "none" && !c.tags.includes("everyday"));
  const everyday = ms.filter(({ c }) => c.tags.includes("everyday"));
  const threadRight = ts.filter(({ c, got }) => atLeast(c.level, "crisis") === atLeast(got.level, "crisis"));
  return {
    split,
    messages: ms.length,
    threads: ts.length,
    crisisRecall: ratio(found.length, crisis.length),
    crisisCases: crisis.length,
    imminentRecall: ratio(imminent.filter(({ got }) => atLeast(got.level, "crisis")).length, imminent.length),
    imminentCases: imminent.length,
    concernRecall: ratio(concern.filter(({ got }) => atLeast(got.level, "concern")).length, concern.length),
    falseAlarms: ratio(none.filter(({ got }) => atLeast(got.level, "crisis")).length, none.length),
    needlessCheckIns: ratio(none.filter(({ got }) => got.level === "concern").length, none.length),
    noneCases: none.length,
    everydayAlarms: ratio(everyday.filter(({ got }) => got.level !== "none").length, everyday.length),
    everydayCases: everyday.length,
    threadAccuracy: ratio(threadRight.length, ts.length),
    kindAgreement: ratio(found.filter(({ c, got }) => c.kind === got.kind).length, found.length),
    languageAgreement: ratio(crisis.filter(({ c, got }) => c.lang === got.language).length, crisis.length),
    misses: crisis.filter(({ got }) => !atLeast(got.level, "crisis")).map(outcome),
    alarms: [...none, ...everyday].filter(({ got }) => got.level !== "none").map(outcome),
    threadErrors: ts.filter(({ c, got }) => atLeast(c.level, "crisis") !== atLeast(got.level, "crisis")).map(outcome),
  };
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

export function formatFigures(f: SplitFigures): string {
  return [
    `${f.split}: ${f.messages} messages, ${f.threads} threads`,
    `  crisis recall ${pct(f.crisisRecall)} of ${f.crisisCases} (imminent ${pct(f.imminentRecall)} of ${f.imminentCases}), concern recall ${pct(f.concernRecall)}`,
    `  false alarms ${pct(f.falseAlarms)} of ${f.noneCases} ordinary/idiom messages (needless check-ins ${pct(f.needlessCheckIns)})`,
    // A set without everyday messages (the blind one) has no figure to give, not 100% of 0.
    ...(f.everydayCases > 0
      ? [`  everyday messages given a check-in or the card ${pct(f.everydayAlarms)} of ${f.everydayCases}`]
      : []),
    `  threads ${pct(f.threadAccuracy)}, kind agreement ${pct(f.kindAgreement)}, language ${pct(f.languageAgreement)}`,
  ].join("\n");
}
