import { MOOD_LEVEL_INFO } from "#shared/content/labels-mood.ts";
import { cn } from "#client/lib/cn.ts";
import { FaceGlyph } from "#client/components/mood/face-glyph.tsx";

export interface MoodScaleProps {
  /** The question, used as the group's accessible name. */
  legend: string;
  value: number | null;
  onChange: (level: number) => void;
  /** Labels for levels 1-5 (default: the mood labels, 'Very Bad' … 'Very Good'). */
  labels?: readonly string[];
  invalid?: boolean;
  describedBy?: string;
}

/** Five faces from 1 to 5 as a radio group (arrow keys move, Space/Enter picks). */
export function MoodScale({
  legend,
  value,
  onChange,
  labels = MOOD_LEVEL_INFO.map((m) => m.label),
  invalid,
  describedBy,
}: MoodScaleProps) {
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={describedBy} aria-invalid={invalid || undefined}>
      <legend className="sr-only">{legend}</legend>
      <div className="grid grid-cols-5 gap-1.5">
        {[1, 2, 3, 4, 5].map((level) => {
          const selected = value === level;
          return (
            <label
              key={level}
              className={cn(
                "flex min-h-24 min-w-0 cursor-pointer flex-col items-center justify-start gap-1.5 rounded-2xl border-2 px-0.5 py-2 text-center transition-colors",
                "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                selected ? "border-accent bg-accent-soft" : "border-transparent bg-surface hover:bg-muted",
              )}
            >
              <input
                type="radio"
                name={legend}
                value={level}
                checked={selected}
                onChange={() => onChange(level)}
                className="sr-only"
              />
              <FaceGlyph level={level} size={36} className={cn("transition-transform", selected && "scale-115")} />
              <span className="text-[13px] leading-tight font-semibold text-balance break-words hyphens-auto">
                {labels[level - 1]}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
