import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { Progress } from "#shared/schemas/progress.ts";
import { progressKey } from "../api/get-progress.ts";

/**
 * Puts the server's new totals (returned by a completion) into the progress cache, so the level
 * card updates without a refetch, and remembers a level-up to celebrate.
 */
export function useApplyProgress() {
  const queryClient = useQueryClient();
  const [levelUp, setLevelUp] = useState<number | null>(null);
  return {
    levelUp,
    dismissLevelUp: () => setLevelUp(null),
    apply(progress: Progress, leveledUp: boolean) {
      queryClient.setQueryData(progressKey, progress);
      if (leveledUp) setLevelUp(progress.level);
    },
  };
}
