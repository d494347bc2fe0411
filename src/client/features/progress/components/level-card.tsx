import { Flame, Sparkles } from "lucide-react";
import { Otter } from "#client/components/otter/otter.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card, CardContent } from "#client/components/ui/card.tsx";
import { Progress } from "#client/components/ui/progress.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { describeWithName } from "#shared/domain/levels.ts";
import { useProgress } from "../api/get-progress.ts";

/** New home's level card: badge, description, the otter for the level, XP, streak and progress to the next level. */
export function LevelCard({ otterName }: { otterName?: string | null }) {
  const { data, isPending, isError, refetch } = useProgress();
  if (isPending) {
    // The loaded card's shape (badge, otter, words, stats, bar), so nothing below moves when it
    // arrives (Lighthouse's layout shift on /home).
    return (
      <Card className="overflow-hidden">
        <CardContent className="flex flex-col items-center gap-4 text-center">
          <span className="h-7 w-20 rounded-full bg-muted" />
          <div className="grid size-[176px] place-items-center">
            <Spinner label="Loading your progress" />
          </div>
          <span className="h-[4.5rem] w-4/5 rounded-xl bg-muted/60" />
          <div className="grid w-full grid-cols-2 gap-3">
            <span className="h-[5.25rem] rounded-2xl bg-accent-soft" />
            <span className="h-[5.25rem] rounded-2xl bg-accent-soft" />
          </div>
          <div className="w-full space-y-2">
            <span className="block h-2 rounded-full bg-muted" />
            <span className="block h-5" />
          </div>
        </CardContent>
      </Card>
    );
  }
  if (isError) {
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-3 text-center">
          <p role="alert">Failed to sync your points data</p>
          <Button variant="outline" onClick={() => void refetch()}>
            Try again
          </Button>
        </CardContent>
      </Card>
    );
  }
  const name = otterName?.trim() || "Your otter";
  return (
    <Card className="overflow-hidden">
      <CardContent className="flex flex-col items-center gap-4 text-center">
        <span className="rounded-full bg-primary px-4 py-1 text-sm font-bold text-primary-foreground">
          Level {data.level}
        </span>
        <Otter level={data.level} mood="happy" size={176} title={`${name} at level ${data.level}`} />
        <p className="text-balance text-muted-foreground" data-testid="otter-description">
          {describeWithName(data.description, otterName)}
        </p>
        <dl className="grid w-full grid-cols-2 gap-3">
          <div className="rounded-2xl bg-accent-soft p-3">
            <dt className="flex items-center justify-center gap-1 text-sm text-muted-foreground">
              <Sparkles aria-hidden="true" className="size-4" /> XP
            </dt>
            <dd className="text-2xl font-bold" data-testid="xp-total">
              {data.xp}
            </dd>
          </div>
          <div className="rounded-2xl bg-accent-soft p-3">
            <dt className="flex items-center justify-center gap-1 text-sm text-muted-foreground">
              <Flame aria-hidden="true" className="size-4" /> Streak
            </dt>
            <dd className="text-2xl font-bold" data-testid="streak">
              {data.streak.current} {data.streak.current === 1 ? "day" : "days"}
            </dd>
          </div>
        </dl>
        <div className="w-full space-y-2">
          <Progress value={data.percent} aria-label="Progress to the next level" />
          <p className="text-sm text-muted-foreground">
            {data.nextLevel === null
              ? "You are at the highest level!"
              : `${data.toNext} XP more to Level ${data.nextLevel}`}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
