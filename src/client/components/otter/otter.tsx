import { useId } from "react";
import { C, type OtterMood, type OtterPaint } from "./otter-palette.ts";
import { SCENES } from "./otter-scenes.tsx";

export type { OtterMood } from "./otter-palette.ts";

export interface OtterProps {
  /** Growth level 1-10 (default 1). Out-of-range values are clamped. */
  level?: number;
  /** Facial expression (default "happy"). */
  mood?: OtterMood;
  /** Rendered width and height in px (default 160). */
  size?: number;
  className?: string;
  /** Accessible name. When absent the artwork is decorative (aria-hidden). */
  title?: string;
}

/**
 * Idle motion only runs when the user has not asked for reduced motion;
 * the second block is a belt-and-braces stop for `reduce`.
 */
const CSS =
  "@media (prefers-reduced-motion:no-preference){" +
  ".otter-bob{animation:otter-bob 4s ease-in-out infinite}" +
  ".otter-wave{animation:otter-wave 1.6s ease-in-out infinite;transform-origin:124px 106px}" +
  ".otter-glow{animation:otter-glow 5s ease-in-out infinite}}" +
  "@media (prefers-reduced-motion:reduce){.otter-bob,.otter-wave,.otter-glow{animation:none}}" +
  "@keyframes otter-bob{50%{transform:translateY(-3px)}}" +
  "@keyframes otter-wave{50%{transform:rotate(-14deg)}}" +
  "@keyframes otter-glow{50%{opacity:.65}}";

const VALID_MOODS: readonly string[] = ["happy", "calm", "sad"];

function clampLevel(level: number | undefined): number {
  if (level === undefined || !Number.isFinite(level)) return 1;
  return Math.min(10, Math.max(1, Math.round(level)));
}

/** The otter companion, drawn as inline SVG for growth levels 1-10 and three moods. */
export function Otter({ level, mood = "happy", size = 160, className, title }: OtterProps) {
  const lvl = clampLevel(level);
  const face: OtterMood = VALID_MOODS.includes(mood) ? mood : "happy";
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const ids = {
    fur: `${uid}-fur`,
    water: `${uid}-water`,
    pool: `${uid}-pool`,
    glow: `${uid}-glow`,
    title: `${uid}-title`,
  };
  const paint: OtterPaint = {
    fur: `url(#${ids.fur})`,
    water: `url(#${ids.water})`,
    pool: `url(#${ids.pool})`,
    glow: `url(#${ids.glow})`,
  };
  const Scene = SCENES[lvl - 1] ?? SCENES[0]!;
  const a11y = title
    ? { role: "img" as const, "aria-labelledby": ids.title }
    : { "aria-hidden": true as const, focusable: "false" as const };

  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 200 200"
      width={size}
      height={size}
      className={className}
      data-level={lvl}
      data-mood={face}
      {...a11y}
    >
      {title ? <title id={ids.title}>{title}</title> : null}
      <defs>
        <linearGradient id={ids.fur} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#A06F49" />
          <stop offset=".55" stopColor={C.fur} />
          <stop offset="1" stopColor="#7A5033" />
        </linearGradient>
        {lvl === 2 || lvl === 7 ? (
          <linearGradient id={ids.water} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor={C.tealLight} />
            <stop offset="1" stopColor={C.teal} />
          </linearGradient>
        ) : null}
        {lvl === 2 || lvl === 7 ? (
          <clipPath id={ids.pool}>
            <circle cx="100" cy="100" r="96" />
          </clipPath>
        ) : null}
        {lvl === 10 ? (
          <radialGradient id={ids.glow}>
            <stop offset="0" stopColor="#FFF3C2" />
            <stop offset=".55" stopColor="#FBE3A0" stopOpacity=".55" />
            <stop offset="1" stopColor="#FBE3A0" stopOpacity="0" />
          </radialGradient>
        ) : null}
      </defs>
      <style>{CSS}</style>
      <Scene mood={face} paint={paint} />
    </svg>
  );
}
