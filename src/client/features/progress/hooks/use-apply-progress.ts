import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { celebrationFor, type Celebration } from "#shared/domain/celebrations.ts";
import type { CompletionResult } from "#shared/schemas/exercises.ts";
import type { Progress } from "#shared/schemas/progress.ts";
import { progressKey } from "#client/lib/query-keys.ts";

/**
 * Puts the server's new totals (returned by a completion) into the progress cache, so the level
 * card updates without a refetch, and remembers the moment to celebrate: a new level, a streak
 * milestone, or the day's exercises all done (issue 13, point 13).
 */
export function useApplyProgress() {
  const queryClient = useQueryClient();
  const [celebration, setCelebration] = useState<Celebration | null>(null);
  return {
    celebration,
    dismiss: () => setCelebration(null),
    apply(result: Pick<CompletionResult, "awarded" | "leveledUp" | "progress" | "record">, planDoneBefore = false) {
      const before = queryClient.getQueryData<Progress>(progressKey);
      queryClient.setQueryData(progressKey, result.progress);
      const next = celebrationFor({
        awarded: result.awarded,
        leveledUp: result.leveledUp,
        level: result.progress.level,
        streakBefore: before?.streak.current ?? null,
        streakAfter: result.progress.streak.current,
        planDoneBefore,
        planDoneAfter: result.record?.completed ?? false,
      });
      if (next) setCelebration(next);
    },
  };
}
