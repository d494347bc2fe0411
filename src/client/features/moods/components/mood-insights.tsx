import type { MoodStats } from "#shared/schemas/moods.ts";
import { moodLabel } from "#shared/content/labels-mood.ts";
import { Card, CardDescription, CardHeader, CardTitle } from "#client/components/ui/card.tsx";
import { FaceGlyph } from "#client/components/mood/face-glyph.tsx";

const W = 320;
const H = 150;
const PAD = { left: 30, right: 8, top: 10, bottom: 24 };

const shortDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** The last 30 days' daily average mood as a hand-drawn line (gaps where no mood was logged). */
export function MoodTrendChart({ stats }: { stats: MoodStats }) {
  const n = stats.trend.length;
  const x = (i: number) => PAD.left + (i * (W - PAD.left - PAD.right)) / Math.max(1, n - 1);
  const y = (level: number) => PAD.top + ((5 - level) * (H - PAD.top - PAD.bottom)) / 4;
  const segments: string[][] = [];
  let current: string[] = [];
  stats.trend.forEach((p, i) => {
    if (p.average === null) {
      if (current.length) segments.push(current);
      current = [];
    } else current.push(`${x(i).toFixed(1)},${y(p.average).toFixed(1)}`);
  });
  if (current.length) segments.push(current);
  const summary =
    stats.average === null
      ? "No moods logged in the last 30 days."
      : `Average mood ${stats.average} of 5 (${moodLabel(Math.round(stats.average))}) over ${stats.total} check-ins in the last 30 days.`;
  const first = stats.trend[0]?.day;
  const last = stats.trend.at(-1)?.day;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Your last 30 days</CardTitle>
        <CardDescription>{summary}</CardDescription>
      </CardHeader>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`Mood trend chart. ${summary}`} className="w-full">
        {[1, 2, 3, 4, 5].map((level) => (
          <g key={level}>
            <line
              x1={PAD.left}
              x2={W - PAD.right}
              y1={y(level)}
              y2={y(level)}
              className="stroke-border"
              strokeWidth={1}
              strokeDasharray={level === 3 ? "0" : "3 4"}
            />
            <FaceGlyph level={level} size={18} x={2} y={y(level) - 9} />
          </g>
        ))}
        {segments.map((points) =>
          points.length > 1 ? (
            <polyline
              key={points[0]}
              points={points.join(" ")}
              fill="none"
              className="stroke-accent"
              strokeWidth={3}
              strokeLinejoin="round"
              strokeLinecap="round"
            />
          ) : null,
        )}
        {stats.trend.map((p, i) =>
          p.average === null ? null : (
            <circle
              key={p.day}
              cx={x(i)}
              cy={y(p.average)}
              r={4}
              className="fill-accent stroke-surface"
              strokeWidth={2}
            />
          ),
        )}
        {first && last ? (
          <>
            <text x={PAD.left} y={H - 6} fontSize={11} className="fill-muted-foreground">
              {shortDay(first)}
            </text>
            <text x={W - PAD.right} y={H - 6} fontSize={11} textAnchor="end" className="fill-muted-foreground">
              Today
            </text>
          </>
        ) : null}
      </svg>
    </Card>
  );
}

/** The emotions chosen most often in the last 30 days, as bars. */
export function TopEmotions({ stats }: { stats: MoodStats }) {
  const max = stats.topEmotions[0]?.count ?? 1;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Most frequent emotions</CardTitle>
      </CardHeader>
      {stats.topEmotions.length === 0 ? (
        <p className="text-muted-foreground">No emotions picked in the last 30 days.</p>
      ) : (
        <ul className="flex flex-col gap-2.5" aria-label="Most frequent emotions">
          {stats.topEmotions.map((e) => (
            <li key={e.emotion} className="grid grid-cols-[6.5rem_1fr_auto] items-center gap-3">
              <span className="font-semibold">{e.emotion}</span>
              <span className="h-3 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                <span className="block h-full rounded-full bg-accent" style={{ width: `${(e.count / max) * 100}%` }} />
              </span>
              <span className="text-sm text-muted-foreground">{e.count === 1 ? "1 time" : `${e.count} times`}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
