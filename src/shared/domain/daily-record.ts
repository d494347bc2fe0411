// Daily exercise record rules (SPEC section 4): one record per plan per local day; completing an
// exercise adds its id once; the record is completed when every plan exercise id is in it.

/** The ids with `id` added at the end, unless it is already there (then the same array). */
export function addCompletedId(completedIds: readonly string[], id: string): readonly string[] {
  return completedIds.includes(id) ? completedIds : [...completedIds, id];
}

/** True when the plan has exercises and every one of them is in the completed list. */
export function isPlanComplete(planIds: readonly string[], completedIds: readonly string[]): boolean {
  if (planIds.length === 0) return false;
  const done = new Set(completedIds);
  return planIds.every((id) => done.has(id));
}

/** How many distinct plan exercises are completed (ids no longer in the plan do not count). */
export function completedCount(planIds: readonly string[], completedIds: readonly string[]): number {
  const done = new Set(completedIds);
  return new Set(planIds.filter((id) => done.has(id))).size;
}

/**
 * The point ledger's dedupe key for completing an exercise, in the plan or not: one award per
 * exercise per local day, however many requests (double taps, retries, a second tab) report it.
 */
export function planCompletionKey(exerciseId: string, localDay: string): string {
  return `exercise:${exerciseId}:${localDay}`;
}

/** The plan's ids without duplicates, in their first order. */
export function uniqueIds(ids: readonly string[]): string[] {
  return [...new Set(ids)];
}
