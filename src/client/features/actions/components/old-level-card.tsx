import { Flame, Sparkles, Trophy } from "lucide-react";
import { Otter } from "#client/components/otter/otter.tsx";
import { SectionError, SectionLoading } from "#client/components/layouts/section-states.tsx";
import { Card, CardContent } from "#client/components/ui/card.tsx";
import { Progress } from "#client/components/ui/progress.tsx";
import { describeWithName, oldLevelProgress } from "#shared/domain/levels.ts";
import { useProgress } from "../api/actions.ts";
import { levelProgressText } from "../lib/texts.ts";

/** Old home: the otter for the current old-scheme level, then points, streak, level and progress. */
export function OldLevelCard({ otterName }: { otterName?: string | null }) {
  const { data, isPending, isError, refetch } = useProgress();
  if (isPending) {
    // About the loaded card's height, so the page below does not jump.
    return (
      <Card className="min-h-96 justify-center">
        <SectionLoading label="Loading your progress" />
      </Card>
    );
  }
  if (isError) return <SectionError message="Failed to sync your points data" onRetry={() => void refetch()} />;
  const level = oldLevelProgress(data.xp);
  const name = otterName?.trim() || "Your otter";
  const stats = [
    // The old scheme's own names: the same points make a different level on the new home (issue 13.10).
    { label: "Goal points", value: String(data.xp), icon: Sparkles, testId: "points-total" },
    {
      label: "Streak",
      value: `${data.streak.current} ${data.streak.current === 1 ? "day" : "days"}`,
      icon: Flame,
      testId: "streak",
    },
    { label: "Goal level", value: String(level.level), icon: Trophy, testId: "old-level" },
  ];
  return (
    <Card className="overflow-hidden" data-testid="old-level-card">
      <CardContent className="flex flex-col items-center gap-4 text-center">
        <Otter level={level.level} mood="happy" size={168} title={`${name}, ${level.name}`} />
        <p>
          <span className="block text-lg font-semibold">{level.name}</span>
          <span className="text-balance text-muted-foreground">{describeWithName(level.description, otterName)}</span>
        </p>
        <dl className="grid w-full grid-cols-3 gap-2">
          {stats.map(({ label, value, icon: Icon, testId }) => (
            <div key={label} className="rounded-2xl bg-accent-soft p-2">
              <dt className="flex items-center justify-center gap-1 text-sm text-muted-foreground">
                <Icon aria-hidden="true" className="size-4" /> {label}
              </dt>
              <dd className="text-xl font-bold" data-testid={testId}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <div className="w-full space-y-2">
          <Progress value={level.percent} aria-label="Progress to the next goal level" />
          <p className="text-sm text-muted-foreground" data-testid="level-progress-text">
            {levelProgressText(level.toNext, level.nextLevel)}
          </p>
          <p className="text-xs text-muted-foreground">
            Goal levels follow the goal-setting scheme; your XP level on Home counts on its own.
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
