import { C, type OtterPaint } from "./otter-palette.ts";

/**
 * A limb drawn as a thick rounded stroke over a slightly thicker outline
 * stroke, so arms bend smoothly and end in a round paw.
 */
export function Limb({ d, w = 13, className }: { d: string; w?: number; className?: string }) {
  return (
    <g fill="none" strokeLinecap="round" strokeLinejoin="round" className={className}>
      <path d={d} stroke={C.line} strokeWidth={w + 5} />
      <path d={d} stroke={C.fur} strokeWidth={w} />
    </g>
  );
}

/** Resting arms, paws meeting on the belly. */
export const ARM_REST_L = "M77 108Q70 126 86 134";
export const ARM_REST_R = "M123 108Q130 126 114 134";
/** Arms holding something in front of the belly, paws at its sides. */
export const ARM_HOLD_L = "M77 108Q66 128 78 142";
export const ARM_HOLD_R = "M123 108Q134 128 122 142";

/** Sitting otter body (tail, torso, belly, feet) for the grown-up levels. */
export function SittingBody({ paint }: { paint: OtterPaint }) {
  return (
    <g strokeLinejoin="round">
      <path
        d="M124 164C150 172 174 162 178 136C180 125 168 123 166 133C162 150 146 152 126 146Z"
        fill={C.fur}
        stroke={C.line}
        strokeWidth={2.5}
      />
      <path
        d="M73 96C57 118 55 158 68 171C80 183 120 183 132 171C145 158 143 118 127 96Z"
        fill={paint.fur}
        stroke={C.line}
        strokeWidth={2.5}
      />
      <ellipse cx={100} cy={143} rx={26} ry={31} fill={C.cream} />
      <Feet y={176} />
    </g>
  );
}

function Feet({ y }: { y: number }) {
  return (
    <g fill={C.furDark} stroke={C.line} strokeWidth={2.5}>
      <ellipse cx={79} cy={y} rx={14} ry={7} />
      <ellipse cx={121} cy={y} rx={14} ry={7} />
      <path d={`M75 ${y - 3}v4M83 ${y - 3}v4M117 ${y - 3}v4M125 ${y - 3}v4`} strokeWidth={1.3} />
    </g>
  );
}

/** Baby otter lying on her back (level 2); the head is drawn separately. */
export function FloatingBody({ paint }: { paint: OtterPaint }) {
  return (
    <g strokeLinejoin="round" stroke={C.line} strokeWidth={2.5}>
      <path d="M150 128Q176 130 188 116Q190 110 184 110Q172 122 148 118Z" fill={C.fur} />
      <ellipse cx={150} cy={108} rx={7} ry={11} fill={C.furDark} transform="rotate(20 150 108)" />
      <ellipse cx={112} cy={124} rx={46} ry={19} fill={paint.fur} />
      <ellipse cx={108} cy={117} rx={32} ry={10} fill={C.cream} stroke="none" />
      <ellipse cx={162} cy={110} rx={7} ry={11} fill={C.furDark} transform="rotate(35 162 110)" />
    </g>
  );
}

/** Streamlined swimming body (level 7); the head is drawn separately. */
export function SwimmingBody({ paint }: { paint: OtterPaint }) {
  return (
    <g strokeLinejoin="round" stroke={C.line} strokeWidth={2.5}>
      <path d="M60 118Q36 112 14 124Q10 130 18 130Q38 124 62 130Z" fill={C.fur} />
      <ellipse cx={40} cy={128} rx={12} ry={6} fill={C.furDark} transform="rotate(-15 40 128)" />
      <path
        d="M56 122C58 104 86 94 118 96C142 98 152 112 150 124C146 138 110 142 84 138C66 136 56 130 56 122Z"
        fill={paint.fur}
      />
      <path d="M76 132Q104 140 140 128Q120 140 92 139Z" fill={C.cream} stroke="none" />
    </g>
  );
}
