// `npm run bench -- --only=safety`: how long one risk assessment takes (it runs on the request's
// thread for every write). Prints one JSON line for bench/safety.mjs.
import { assessRisk } from "#server/features/safety/assess.ts";
import { loadCases } from "#server/features/safety/eval/cases.ts";

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] ?? 0;

function time(fn: () => unknown): number {
  const start = performance.now();
  fn();
  return performance.now() - start;
}

const coldMs = time(() => assessRisk(["first words of the day"]));
const { messages, threads } = loadCases(process.env.SAFETY_CASES_DIR);
const perMessage = messages.map((m) =>
  time(() => assessRisk([m.text], { moodLevel: m.mood?.level, moodNote: m.mood?.note })),
);
const perThread = threads.map((t) => time(() => assessRisk(t.turns)));
// A long journal entry: the eval messages run together, cut to a length.
const prose = messages.map((m) => m.text).join(" ");
const long = (chars: number) => prose.slice(0, chars);
const journal1k = median([0, 1, 2].map(() => time(() => assessRisk([long(1_000)]))));
const journal5k = median([0, 1, 2].map(() => time(() => assessRisk([long(5_000)]))));

console.log(
  JSON.stringify({
    coldMs,
    messages: messages.length,
    messageMedianMs: median(perMessage),
    messageP95Ms: p95(perMessage),
    threads: threads.length,
    threadMedianMs: median(perThread),
    journal1kMs: journal1k,
    journal5kMs: journal5k,
  }),
);
