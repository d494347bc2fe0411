// Writes every persona conversation with the guided coach to docs/coach-transcripts.md, for reading.
// `npm run coach:transcripts -- <set> [dev|test] [out.md]` prints one of the later sets instead (dev2, dev3, dev4,
// dev5, dev6, dev7, dev8, dev9, dev10, dev11, dev12, dev13, dev14, dev15, dev16, dev17, fresh), optionally one half of its seeded split, to the given file or stdout; held-out halves are never
// written into docs/ (they are read only once a round's changes are done, docs/coach-ratings.md).
import { writeFileSync } from "node:fs";
import { DEV2_PERSONAS } from "../src/server/features/coach/guided/eval/personas-dev2.ts";
import { DEV3_PERSONAS, dev3Split } from "../src/server/features/coach/guided/eval/personas-dev3.ts";
import { DEV4_PERSONAS, dev4Split } from "../src/server/features/coach/guided/eval/personas-dev4.ts";
import { DEV5_PERSONAS, dev5Split } from "../src/server/features/coach/guided/eval/personas-dev5.ts";
import { DEV6_PERSONAS, dev6Split } from "../src/server/features/coach/guided/eval/personas-dev6.ts";
import { DEV7_PERSONAS, dev7Split } from "../src/server/features/coach/guided/eval/personas-dev7.ts";
import { DEV8_PERSONAS, dev8Split } from "../src/server/features/coach/guided/eval/personas-dev8.ts";
import { DEV9_PERSONAS, dev9Split } from "../src/server/features/coach/guided/eval/personas-dev9.ts";
import { DEV10_PERSONAS, dev10Split } from "../src/server/features/coach/guided/eval/personas-dev10.ts";
import { DEV11_PERSONAS, dev11Split } from "../src/server/features/coach/guided/eval/personas-dev11.ts";
import { DEV12_PERSONAS, dev12Split } from "../src/server/features/coach/guided/eval/personas-dev12.ts";
import { DEV13_PERSONAS, dev13Split } from "../src/server/features/coach/guided/eval/personas-dev13.ts";
import { DEV14_PERSONAS, dev14Split } from "../src/server/features/coach/guided/eval/personas-dev14.ts";
import { DEV15_PERSONAS, dev15Split } from "../src/server/features/coach/guided/eval/personas-dev15.ts";
import { DEV16_PERSONAS, dev16Split } from "../src/server/features/coach/guided/eval/personas-dev16.ts";
import { DEV17_PERSONAS, dev17Split } from "../src/server/features/coach/guided/eval/personas-dev17.ts";
import { FRESH_PERSONAS, freshSplit } from "../src/server/features/coach/guided/eval/personas-fresh.ts";
import { PERSONAS, type Persona } from "../src/server/features/coach/guided/eval/personas.ts";
import { runPersona } from "../src/server/features/coach/guided/eval/run-personas.ts";
import { safetyTurn, type ThreadSafety } from "../src/server/features/safety/coach-safety.ts";

const SETS: Record<string, { personas: readonly Persona[]; split?: () => Record<string, string> }> = {
  dev2: { personas: DEV2_PERSONAS },
  dev3: { personas: DEV3_PERSONAS, split: () => dev3Split() },
  dev4: { personas: DEV4_PERSONAS, split: () => dev4Split() },
  dev5: { personas: DEV5_PERSONAS, split: () => dev5Split() },
  dev6: { personas: DEV6_PERSONAS, split: () => dev6Split() },
  dev7: { personas: DEV7_PERSONAS, split: () => dev7Split() },
  dev8: { personas: DEV8_PERSONAS, split: () => dev8Split() },
  dev9: { personas: DEV9_PERSONAS, split: () => dev9Split() },
  dev10: { personas: DEV10_PERSONAS, split: () => dev10Split() },
  dev11: { personas: DEV11_PERSONAS, split: () => dev11Split() },
  dev12: { personas: DEV12_PERSONAS, split: () => dev12Split() },
  dev13: { personas: DEV13_PERSONAS, split: () => dev13Split() },
  dev14: { personas: DEV14_PERSONAS, split: () => dev14Split() },
  dev15: { personas: DEV15_PERSONAS, split: () => dev15Split() },
  dev16: { personas: DEV16_PERSONAS, split: () => dev16Split() },
  dev17: { personas: DEV17_PERSONAS, split: () => dev17Split() },
  fresh: { personas: FRESH_PERSONAS, split: () => freshSplit() },
};

function render(personas: readonly Persona[], heading: string[]): string {
  const out = [...heading];
  for (const p of personas) {
    out.push(`## ${p.title}`, "");
    if (p.context?.moodLevel)
      out.push(
        `_Mood check-in: level ${p.context.moodLevel}${p.context.emotions?.length ? `, ${p.context.emotions.join(", ")}` : ""}_`,
        "",
      );
    // As the app runs a chat: the safety layer reads each turn first, and its reply (with the help
    // card) replaces the coach's when it hears risk (coach.routes.ts, runs.service.ts).
    const said: string[] = [];
    let safety: ThreadSafety | null = null;
    for (const x of runPersona(p)) {
      out.push(`**Person:** ${x.user}`, "");
      said.push(x.user);
      const turn = safetyTurn(said, safety, { moodLevel: p.context?.moodLevel }, {});
      safety = turn.next;
      if (turn.reply) {
        out.push(`**Coach:** ${turn.reply.message} _(safety layer${turn.reply.support ? ", help card" : ""})_`, "");
        continue;
      }
      const ex = x.reply.recommended_exercise ? `, exercise: ${x.reply.recommended_exercise}` : "";
      out.push(`**Coach:** ${x.reply.message} _(${x.reply.coach_state?.act ?? "?"}${ex})_`, "");
    }
  }
  return out.join("\n");
}

const [setName, half, outFile] = process.argv.slice(2);
if (!setName) {
  const text = render(PERSONAS, [
    "# Guided coach transcripts",
    "",
    "Generated by `npm run coach:transcripts` from the personas in",
    "`src/server/features/coach/guided/eval/personas.ts`. *Italics*: what the coach did (its state's `act`) and any exercise it attached.",
    "",
  ]);
  writeFileSync(new URL("../docs/coach-transcripts.md", import.meta.url), text);
  console.log(`wrote docs/coach-transcripts.md (${PERSONAS.length} conversations)`);
} else {
  const set = SETS[setName];
  if (!set) throw new Error(`unknown set ${setName}; one of ${Object.keys(SETS).join(", ")}`);
  if (half && half !== "dev" && half !== "test") throw new Error("the split is dev or test");
  if (half && !set.split) throw new Error(`${setName} has no split`);
  const split = half ? set.split!() : {};
  const chosen = set.personas.filter((p) => !half || split[p.id] === half);
  const text = render(chosen, [`# Guided coach transcripts: ${setName}${half ? ` (${half})` : ""}`, ""]);
  if (outFile) {
    writeFileSync(outFile, text);
    console.log(`wrote ${outFile} (${chosen.length} conversations)`);
  } else console.log(text);
}
