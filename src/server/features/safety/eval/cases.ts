// The labelled evaluation set: single messages and multi-turn threads written as people write
// (cases/*.jsonl), split 50/50 into `dev` (rules are tuned on it) and `test` (only ever measured)
// by a fixed seed, stratified by file and level so both halves hold every kind of case.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { RiskKindSchema, RiskLevelSchema, SafetyLanguageSchema } from "#shared/schemas/safety.ts";

export const SPLIT_SEED = "otter-safety-2026-11-23";

const MoodSchema = z.object({ level: z.number().int().min(1).max(5), note: z.string().optional() });
const Base = {
  id: z.string().min(1),
  lang: SafetyLanguageSchema,
  level: RiskLevelSchema,
  kind: RiskKindSchema.nullable(),
  tags: z.array(z.string()).default([]),
  mood: MoodSchema.optional(),
};
export const MessageCaseSchema = z.object({ ...Base, text: z.string().min(1) });
export const ThreadCaseSchema = z.object({ ...Base, turns: z.array(z.string().min(1)).min(1) });
export type MessageCase = z.infer<typeof MessageCaseSchema> & { file: string; split: Split };
export type ThreadCase = z.infer<typeof ThreadCaseSchema> & { file: string; split: Split };
export type Split = "dev" | "test";

const CASES_DIR = join(import.meta.dirname, "cases");

const rank = (id: string) => createHash("sha256").update(`${SPLIT_SEED}:${id}`).digest("hex");

/** Within each stratum, ids ordered by their seeded hash: the first half is dev, the rest test. */
function assignSplits<T extends { id: string; level: string; file: string }>(cases: T[]): (T & { split: Split })[] {
  const strata = new Map<string, T[]>();
  for (const c of cases) {
    const key = `${c.file}|${c.level}`;
    strata.set(key, [...(strata.get(key) ?? []), c]);
  }
  const split = new Map<string, Split>();
  for (const members of strata.values()) {
    // A `*.dev.jsonl` file is dev only: the guided coach's scripted talk, whose held-out halves are
    // kept out of the file and measured as whole conversations (safety-eval.test.ts).
    if (members[0]!.file.endsWith(".dev.jsonl")) {
      for (const c of members) split.set(c.id, "dev");
      continue;
    }
    const ordered = [...members].sort((a, b) => rank(a.id).localeCompare(rank(b.id)));
    // An odd stratum gives its extra case to dev or test by the seed, not always to the same side.
    const half =
      ordered.length % 2 === 0
        ? ordered.length / 2
        : Math.floor(ordered.length / 2) + (rank(ordered[0]!.file).charCodeAt(0) % 2);
    ordered.forEach((c, i) => split.set(c.id, i < half ? "dev" : "test"));
  }
  return cases.map((c) => ({ ...c, split: split.get(c.id)! }));
}

function readJsonl(path: string): unknown[] {
  return readFileSync(path, "utf8")
    .split("\n")
    .filter((line) => line.trim().length > 0)
    .map((line) => JSON.parse(line) as unknown);
}

/** `dir` is for a bundled copy of this module (the benchmark), whose own folder has no cases. */
export function loadCases(dir = CASES_DIR): { messages: MessageCase[]; threads: ThreadCase[] } {
  const messages: (z.infer<typeof MessageCaseSchema> & { file: string })[] = [];
  const threads: (z.infer<typeof ThreadCaseSchema> & { file: string })[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith(".jsonl"))
    .sort()) {
    for (const row of readJsonl(join(dir, file))) {
      if (typeof row === "object" && row !== null && "turns" in row)
        threads.push({ ...ThreadCaseSchema.parse(row), file });
      else messages.push({ ...MessageCaseSchema.parse(row), file });
    }
  }
  return { messages: assignSplits(messages), threads: assignSplits(threads) };
}
