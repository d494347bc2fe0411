// Mood faces drawn as SVG, so they look the same on every device (emoji fonts vary, and some
// systems have no glyph for 🙁 or 🙂).
const FILLS = ["#f4a29a", "#f6c47f", "#f3dc8c", "#a8dcc0", "#7fd1b5"];
const MOUTHS = [
  "M8 17.5 Q12 12.5 16 17.5", // 1 very down
  "M8.5 16.5 Q12 14 15.5 16.5", // 2 somewhat down
  "M8.5 15.5 L15.5 15.5", // 3 neutral
  "M8.5 14.5 Q12 17.5 15.5 14.5", // 4 pretty good
  "M7.5 13.5 Q12 20 16.5 13.5 Z", // 5 fantastic (open smile)
];

export interface FaceGlyphProps {
  level: number;
  size?: number;
  /** Position inside a parent <svg> (the chart). */
  x?: number;
  y?: number;
  className?: string;
}

/** A round face for mood level 1-5; decorative (the caller names it). */
export function FaceGlyph({ level, size = 32, x, y, className }: FaceGlyphProps) {
  const i = Math.min(4, Math.max(0, Math.round(level) - 1));
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      x={x}
      y={y}
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <circle cx="12" cy="12" r="11" fill={FILLS[i]} stroke="#3b2a20" strokeWidth="1.2" />
      <circle cx="8.5" cy="10" r="1.3" fill="#3b2a20" />
      <circle cx="15.5" cy="10" r="1.3" fill="#3b2a20" />
      <path
        d={MOUTHS[i]}
        fill={i === 4 ? "#3b2a20" : "none"}
        stroke="#3b2a20"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
