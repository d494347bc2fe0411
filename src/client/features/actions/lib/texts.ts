// The old home's user-facing texts (SPEC sections 2, 4 and 8).
export const ACTION_TEXT = Object.freeze({
  alreadyCompleted: "You've already completed this action!",
  allDone: "You completed all your daily actions!",
  saveFailed: "Failed to save your progress",
  updateFailed: "Failed to update your progress",
  loadFailed: "Failed to load your daily actions",
  customAdded: "Custom action added successfully!",
  customFailed: "Failed to add custom action",
  maxLevel: "Maximum level reached! Your otter is legendary!",
});

/** 'N pts more to Level X', or the max-level line. */
export function levelProgressText(toNext: number, nextLevel: number | null): string {
  if (nextLevel === null) return ACTION_TEXT.maxLevel;
  return `${Math.ceil(toNext)} pts more to Level ${nextLevel}`;
}
