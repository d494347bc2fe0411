// The time budget of the goal flow's action selection (SPEC sections 4 and 7): how many minutes
// the selected actions take, what is left for new suggestions, and how suggestions merge.

/** Minutes an action takes, read from its timeEstimate ('5 min', '10 minutes', '2'); 0 when unreadable. */
export function actionMinutes(action: { timeEstimate?: string | null }): number {
  const m = /(\d+(?:\.\d+)?)/.exec(action.timeEstimate ?? "");
  const n = m ? Number(m[1]) : 0;
  return Number.isFinite(n) && n > 0 ? n : 0;
}

export function totalMinutes(actions: readonly { timeEstimate?: string | null }[]): number {
  return actions.reduce((sum, a) => sum + actionMinutes(a), 0);
}

/** Minutes of the daily budget not yet taken by the selected actions (never below 0). */
export function remainingMinutes(budget: number, selected: readonly { timeEstimate?: string | null }[]): number {
  return Math.max(0, budget - totalMinutes(selected));
}

/** True when the selection already fills or exceeds the budget: there is no room to suggest more. */
export function budgetFilled(budget: number, selected: readonly { timeEstimate?: string | null }[]): boolean {
  return totalMinutes(selected) >= budget;
}

/** True when adding `candidate` to the selection would go over the budget. */
export function wouldExceed(
  budget: number,
  selected: readonly { timeEstimate?: string | null }[],
  candidate: { timeEstimate?: string | null },
): boolean {
  return totalMinutes(selected) + actionMinutes(candidate) > budget;
}

/**
 * The list shown after a (re)generation: the selected actions first, then the new ones whose ids
 * are not already selected (or repeated).
 */
export function mergeSuggestions<T extends { id: string }>(selected: readonly T[], incoming: readonly T[]): T[] {
  const seen = new Set(selected.map((a) => a.id));
  const out = [...selected];
  for (const a of incoming) {
    if (seen.has(a.id)) continue;
    seen.add(a.id);
    out.push(a);
  }
  return out;
}
