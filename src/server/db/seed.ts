import { sql } from "drizzle-orm";
import { EXERCISE_LIBRARY } from "#shared/content/exercises.ts";
import { POINT_STRUCTURE } from "#shared/domain/points.ts";
import type { Db } from "./client.ts";
import { exercises, pointStructure } from "./schema/index.ts";

/** The library as `exercises` rows (user_id null, source 'library'). Reframing: before = the thought, after = the reframe. */
export function libraryRows() {
  return EXERCISE_LIBRARY.map((e) => ({
    id: e.id,
    userId: null,
    title: e.title,
    description: e.description,
    category: e.category,
    source: "library",
    steps: [...e.steps],
    checklist: null,
    difficulty: e.difficulty,
    duration: e.duration,
    psychologicalModels: [...e.psychologicalModels],
    whatToDo: e.whatToDo,
    before: e.category === "reframing" ? e.beforePrompt : null,
    beforePrompt: e.beforePrompt,
    afterPrompt: e.afterPrompt,
    after: e.category === "reframing" ? e.afterPrompt : null,
    examples: [...e.examples],
    number: null,
    minute: null,
    whenToUse: e.whenToUse,
    userPhrases: [...e.userPhrases],
    methodTags: [...e.methodTags],
    listItems: null,
  }));
}

const excluded = (column: string) => sql.raw(`excluded.${column}`);

/** Idempotent reference data: the exercise library and the point structure (upserts, safe on every start). */
export async function seed(db: Db): Promise<void> {
  await db
    .insert(exercises)
    .values(libraryRows())
    .onConflictDoUpdate({
      target: exercises.id,
      set: {
        userId: sql`null`,
        title: excluded("title"),
        description: excluded("description"),
        category: excluded("category"),
        source: excluded("source"),
        steps: excluded("steps"),
        checklist: excluded("checklist"),
        difficulty: excluded("difficulty"),
        duration: excluded("duration"),
        psychologicalModels: excluded("psychological_models"),
        whatToDo: excluded("what_to_do"),
        before: excluded("before"),
        beforePrompt: excluded("before_prompt"),
        afterPrompt: excluded("after_prompt"),
        after: excluded("after"),
        examples: excluded("examples"),
        whenToUse: excluded("when_to_use"),
        userPhrases: excluded("user_phrases"),
        methodTags: excluded("method_tags"),
        updatedAt: sql`now()`,
      },
    });
  await db
    .insert(pointStructure)
    .values(Object.entries(POINT_STRUCTURE).map(([action, points]) => ({ action, points })))
    .onConflictDoUpdate({ target: pointStructure.action, set: { points: excluded("points") } });
}
