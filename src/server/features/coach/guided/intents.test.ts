import { describe, expect, it } from "vitest";
import { INTENT_EXAMPLES } from "./eval/intent-examples.ts";
import { classifyIntent } from "./intents.ts";

// A fixed-seed split (mulberry32) so dev and test never change between runs.
function split(seed: number) {
  let a = seed;
  const rand = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const dev: (typeof INTENT_EXAMPLES)[number][] = [];
  const test: (typeof INTENT_EXAMPLES)[number][] = [];
  for (const ex of INTENT_EXAMPLES) (rand() < 0.5 ? dev : test).push(ex);
  return { dev, test };
}

const accuracy = (set: readonly (readonly [string, string])[]) =>
  set.filter(([t, want]) => classifyIntent(t) === want).length / set.length;

describe("intent understanding", () => {
  const { dev, test } = split(20261123);

  it("reports dev and test accuracy (rules tuned on dev only)", () => {
    const d = accuracy(dev);
    const t = accuracy(test);
    console.log(
      `intent accuracy: dev ${(d * 100).toFixed(1)}% (${dev.length}), test ${(t * 100).toFixed(1)}% (${test.length})`,
    );
    if (process.env.SHOW_MISSES)
      for (const [text, want] of dev)
        if (classifyIntent(text) !== want) console.log(`dev miss: ${want} ← ${classifyIntent(text)}: ${text}`);
    expect(d).toBeGreaterThanOrEqual(0.9);
    expect(t).toBeGreaterThanOrEqual(0.75);
  });
});
