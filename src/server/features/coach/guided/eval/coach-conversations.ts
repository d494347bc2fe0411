// The guided coach's scripted conversations (ordinary coaching talk, issue 12), as the safety layer
// meets them: their `dev` halves join the safety set as ordinary messages
// (scripts/coach-turns-for-safety.ts); their held-out halves and all of dev14 and dev15, never trained on, are run
// turn by turn through safetyTurn in ../safety-in-chats.test.ts, as the app runs a chat.
import { DEV2_PERSONAS } from "./personas-dev2.ts";
import { DEV3_PERSONAS, dev3Split } from "./personas-dev3.ts";
import { DEV4_PERSONAS, dev4Split } from "./personas-dev4.ts";
import { DEV5_PERSONAS, dev5Split } from "./personas-dev5.ts";
import { DEV6_PERSONAS, dev6Split } from "./personas-dev6.ts";
import { DEV7_PERSONAS, dev7Split } from "./personas-dev7.ts";
import { DEV8_PERSONAS, dev8Split } from "./personas-dev8.ts";
import { DEV9_PERSONAS, dev9Split } from "./personas-dev9.ts";
import { DEV10_PERSONAS, dev10Split } from "./personas-dev10.ts";
import { DEV11_PERSONAS, dev11Split } from "./personas-dev11.ts";
import { DEV12_PERSONAS, dev12Split } from "./personas-dev12.ts";
import { DEV13_PERSONAS, dev13Split } from "./personas-dev13.ts";
import { DEV14_PERSONAS } from "./personas-dev14.ts";
import { DEV15_PERSONAS } from "./personas-dev15.ts";
import { DEV16_PERSONAS, dev16Split } from "./personas-dev16.ts";
import { DEV17_PERSONAS, dev17Split } from "./personas-dev17.ts";
import { FRESH_PERSONAS, freshSplit } from "./personas-fresh.ts";
import { PERSONAS, type Persona } from "./personas.ts";

const SPLIT_SETS: [readonly Persona[], (() => Record<string, string>) | null][] = [
  [PERSONAS, null],
  [DEV2_PERSONAS, null],
  [DEV3_PERSONAS, dev3Split],
  [DEV4_PERSONAS, dev4Split],
  [DEV5_PERSONAS, dev5Split],
  [DEV6_PERSONAS, dev6Split],
  [DEV7_PERSONAS, dev7Split],
  [DEV8_PERSONAS, dev8Split],
  [DEV9_PERSONAS, dev9Split],
  [DEV10_PERSONAS, dev10Split],
  [DEV11_PERSONAS, dev11Split],
  [DEV12_PERSONAS, dev12Split],
  [DEV13_PERSONAS, dev13Split],
  [FRESH_PERSONAS, freshSplit],
  [DEV16_PERSONAS, dev16Split],
  [DEV17_PERSONAS, dev17Split],
];

/** `dev`: the halves the safety reader trains on; `held-out`: the coach's test halves and all of dev14 and dev15. */
export function coachConversations(half: "dev" | "held-out"): Persona[] {
  const out: Persona[] = [];
  for (const [personas, split] of SPLIT_SETS) {
    const halves = split?.();
    for (const p of personas) if ((halves?.[p.id] === "test") === (half === "held-out")) out.push(p);
  }
  return half === "held-out" ? [...out, ...DEV14_PERSONAS, ...DEV15_PERSONAS] : out;
}

export const saidIn = (p: Persona): string[] => p.turns.map((t) => (typeof t === "string" ? t : t.say));
