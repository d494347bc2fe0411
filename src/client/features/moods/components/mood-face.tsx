import { moodLabel } from "#shared/content/labels-mood.ts";
import { cn } from "#client/lib/cn.ts";
import { FaceGlyph } from "#client/components/mood/face-glyph.tsx";

/** The face for a mood level, named for screen readers ('Very Bad' … 'Very Good'). */
export function MoodFace({ level, className }: { level: number; className?: string }) {
  return (
    <span
      role="img"
      aria-label={moodLabel(level)}
      className={cn("grid size-11 shrink-0 place-items-center", className)}
    >
      <FaceGlyph level={level} size={40} />
    </span>
  );
}
