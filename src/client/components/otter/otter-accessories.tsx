import { C, scallop, sparkle, waves } from "./otter-palette.ts";

const OUT = { stroke: C.line, strokeWidth: 2.5, strokeLinejoin: "round", strokeLinecap: "round" } as const;

/* ---------- level 1: the seashell she hatches from ---------- */

const BIG_SHELL = scallop(100, 174, 90, 12, 168, 9);

export function ShellBack() {
  return (
    <g strokeLinejoin="round">
      <path d={BIG_SHELL.edge} fill={C.shell} stroke={C.shellLine} strokeWidth={2.5} />
      <path d={BIG_SHELL.ribs} stroke={C.shellLine} strokeWidth={1.8} opacity={0.6} />
    </g>
  );
}

export function ShellFront() {
  return (
    <g strokeLinejoin="round">
      <path
        d="M26 140Q100 156 174 140Q168 188 100 188Q32 188 26 140Z"
        fill={C.shell}
        stroke={C.shellLine}
        strokeWidth={2.5}
      />
      <path
        d="M50 148Q58 170 66 184M76 152Q80 170 84 187M100 154V188M124 152Q120 170 116 187M150 148Q142 170 134 184"
        fill="none"
        stroke={C.shellLine}
        strokeWidth={1.8}
        opacity={0.6}
      />
    </g>
  );
}

/* ---------- levels 2 and 7: water ---------- */

export function WaterBack({ fill, clip, y = 132 }: { fill: string; clip: string; y?: number }) {
  return <path d={waves(y, 5, 50)} fill={fill} opacity={0.55} clipPath={clip} />;
}

export function WaterFront({ fill, clip, y = 136 }: { fill: string; clip: string; y?: number }) {
  return (
    <g clipPath={clip}>
      <path d={waves(y, 4, 40)} fill={fill} />
      <path
        d={`M20 ${y + 16}h18M70 ${y + 26}h26M130 ${y + 14}h20M160 ${y + 34}h18`}
        stroke="#fff"
        strokeWidth={3}
        strokeLinecap="round"
        opacity={0.55}
      />
    </g>
  );
}

const drop = (x: number, y: number) =>
  `M${x} ${y - 6}Q${x + 5} ${y + 1} ${x} ${y + 3}Q${x - 5} ${y + 1} ${x} ${y - 6}Z`;

/** Splash droplets and a wake along the water line. */
export function Splash() {
  return (
    <g strokeLinecap="round">
      <path
        d={drop(180, 122) + drop(191, 113) + drop(194, 127) + drop(12, 122)}
        fill="#fff"
        stroke={C.teal}
        strokeWidth={1.6}
      />
      <path d="M160 130Q176 124 192 130M22 134Q48 126 70 134" fill="none" stroke="#fff" strokeWidth={3} />
    </g>
  );
}

/* ---------- level 3: pebble ---------- */

export function Pebble({ x, y, r = 0 }: { x: number; y: number; r?: number }) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${r})`}>
      <ellipse rx={11} ry={8} fill={C.stone} stroke={C.stoneLine} strokeWidth={2.2} />
      <ellipse cx={-4} cy={-3} rx={4} ry={2} fill="#fff" opacity={0.55} />
    </g>
  );
}

export function TossArc() {
  return (
    <path
      d="M146 78Q132 56 144 42M168 24l7-5M170 36h8"
      fill="none"
      stroke={C.teal}
      strokeWidth={2.5}
      strokeLinecap="round"
      strokeDasharray="4 5"
    />
  );
}

/* ---------- level 4: scarf and wave ---------- */

export function Scarf() {
  return (
    <g {...OUT} strokeWidth={2}>
      <path d="M106 106L124 142L110 148L96 112Z" fill={C.coral} />
      <path d="M113 147l-1 6M118 145l0 6M123 142l1 6" fill="none" stroke={C.coral} strokeWidth={2.2} />
      <path d="M69 96Q100 111 131 96L133 106Q100 124 67 106Z" fill={C.coral} />
      <path d="M82 104l-1 9M100 108v9M118 104l1 9M106 122l6-3M110 131l6-3" stroke={C.sand} strokeWidth={3} />
    </g>
  );
}

export function WaveMarks() {
  return (
    <path
      d="M168 44Q176 52 174 64M176 36Q188 50 184 68"
      fill="none"
      stroke={C.teal}
      strokeWidth={2.8}
      strokeLinecap="round"
    />
  );
}

/* ---------- level 5: rock tool and clam ---------- */

const CLAM = scallop(100, 160, 26, 18, 162, 7);

export function Clam() {
  return (
    <g strokeLinejoin="round">
      <path d={CLAM.edge} fill={C.shell} stroke={C.shellLine} strokeWidth={2.2} />
      <path d={CLAM.ribs} stroke={C.shellLine} strokeWidth={1.5} opacity={0.7} />
      <path d="M98 131l4 5-3 4 4 4" fill="none" stroke={C.line} strokeWidth={1.6} />
    </g>
  );
}

export function Rock() {
  return (
    <g>
      <path d="M132 76L137 64L150 61L158 69L155 81L141 84Z" fill={C.stone} {...OUT} stroke={C.stoneLine} />
      <path d="M140 68l6-2" stroke="#fff" strokeWidth={2.5} strokeLinecap="round" opacity={0.6} />
    </g>
  );
}

export function CrackBurst() {
  return (
    <g stroke={C.gold} strokeWidth={2.8} strokeLinecap="round">
      <path d="M112 112l-5-6M120 108l1-8M127 114l7-4" />
    </g>
  );
}

/* ---------- level 6: backpack and map ---------- */

export function Backpack() {
  return (
    <g {...OUT} transform="rotate(12 146 112)">
      <rect x={122} y={80} width={48} height={64} rx={14} fill="#C9803C" />
      <rect x={130} y={116} width={34} height={20} rx={6} fill="#B36A2C" />
      <path d="M122 98Q122 80 146 80Q170 80 170 98V106Q146 114 122 106Z" fill="#9C5A26" />
      <rect x={142} y={104} width={9} height={9} rx={2} fill={C.gold} strokeWidth={1.8} />
      <rect x={118} y={68} width={56} height={14} rx={7} fill={C.teal} />
      <path d="M132 68v14M160 68v14" stroke={C.tealDeep} strokeWidth={2} />
    </g>
  );
}

export function Straps() {
  return (
    <path
      d="M84 100Q90 112 88 126M116 100Q110 112 112 126"
      fill="none"
      stroke="#9C5A26"
      strokeWidth={5}
      strokeLinecap="round"
    />
  );
}

export function MapSheet() {
  return (
    <g strokeLinejoin="round">
      <path d="M68 124L100 130L132 122L136 160L102 167L70 161Z" fill="#FBEFD5" {...OUT} />
      <path d="M100 130L102 167" stroke={C.shellLine} strokeWidth={1.4} />
      <path
        d="M78 154Q86 138 98 148T122 136"
        fill="none"
        stroke={C.coral}
        strokeWidth={2.2}
        strokeDasharray="3 3"
        strokeLinecap="round"
      />
      <path d="M121 129l7 7M128 129l-7 7" stroke={C.coral} strokeWidth={2.6} strokeLinecap="round" />
      <path d="M80 133l-5 8h10Z" fill={C.kelp} />
      <path d="M108 158q4-3 8 0t8 0" fill="none" stroke={C.teal} strokeWidth={2} strokeLinecap="round" />
    </g>
  );
}

/* ---------- level 7: speed ---------- */

export function MotionLines() {
  return (
    <path
      d="M8 92H40M2 106H30M14 78H38M4 140H24"
      stroke={C.teal}
      strokeWidth={3.5}
      strokeLinecap="round"
      opacity={0.8}
    />
  );
}

/* ---------- level 8: glasses and book ---------- */

/** In head coordinates. */
export function Glasses() {
  return (
    <g fill="none" stroke="#3B2A20" strokeWidth={2.2} strokeLinecap="round">
      <circle cx={-14} cy={-3} r={10} fill="#fff" fillOpacity={0.18} />
      <circle cx={14} cy={-3} r={10} fill="#fff" fillOpacity={0.18} />
      <path d="M-4-4Q0-7 4-4M-24-5L-35-9M24-5L35-9" />
    </g>
  );
}

export function Book() {
  return (
    <g strokeLinejoin="round">
      <path d="M64 126L100 134L136 126V164L100 171L64 164Z" fill={C.tealDeep} {...OUT} />
      <path d="M100 134Q84 124 68 128V160Q84 156 100 166Z" fill="#FFFBF2" {...OUT} strokeWidth={1.8} />
      <path d="M100 134Q116 124 132 128V160Q116 156 100 166Z" fill="#FFFBF2" {...OUT} strokeWidth={1.8} />
      <path
        d="M74 138Q84 135 94 139M74 146Q84 143 94 147M106 139Q116 135 126 138M106 147Q116 143 126 146M106 155Q116 151 126 154"
        fill="none"
        stroke="#B9A58A"
        strokeWidth={1.6}
        strokeLinecap="round"
      />
      <path d="M112 131v12l3-3 3 3v-13" fill={C.coral} />
    </g>
  );
}

/* ---------- level 9: cape and shell shield ---------- */

export function Cape() {
  return (
    <g strokeLinejoin="round">
      <path
        d="M75 92Q40 128 22 180Q44 172 62 186Q82 174 100 186Q120 174 140 186Q158 172 178 180Q160 128 125 92Z"
        fill={C.tealDeep}
        {...OUT}
      />
      <path
        d="M70 110Q50 140 40 170M130 110Q150 140 160 170"
        fill="none"
        stroke={C.tealLight}
        strokeWidth={2.5}
        opacity={0.5}
      />
    </g>
  );
}

export function CapeClasp() {
  return <circle cx={100} cy={104} r={5} fill={C.gold} stroke="#B8862B" strokeWidth={1.8} />;
}

const SHIELD = "M38 116Q64 106 90 116V140Q90 164 64 176Q38 164 38 140Z";
const EMBLEM = scallop(64, 160, 19, 25, 155, 5);

export function ShellShield() {
  return (
    <g strokeLinejoin="round">
      <path d={SHIELD} fill={C.shell} stroke={C.line} strokeWidth={7} />
      <path d={SHIELD} fill="none" stroke={C.gold} strokeWidth={3.5} />
      <path d={EMBLEM.edge} fill={C.creamLight} stroke={C.shellLine} strokeWidth={1.8} />
      <path d={EMBLEM.ribs} stroke={C.shellLine} strokeWidth={1.4} />
    </g>
  );
}

/* ---------- level 10: glow and kelp crown ---------- */

export function Glow({ fill }: { fill: string }) {
  return (
    <g>
      <circle cx={100} cy={104} r={96} fill={fill} className="otter-glow" />
      <path d={sparkle(28, 40, 8) + sparkle(172, 34, 10) + sparkle(178, 110, 6) + sparkle(22, 118, 6)} fill={C.gold} />
    </g>
  );
}

/** In head coordinates; sits on top of the head. */
export function KelpCrown() {
  return (
    <g strokeLinejoin="round">
      <g fill={C.kelp} stroke={C.kelpLine} strokeWidth={1.8}>
        <path d="M-22-24Q-34-36-30-48Q-20-38-16-27Z" />
        <path d="M-10-29Q-16-44-8-54Q-2-42-3-30Z" />
        <path d="M0-31Q-6-48 2-60Q9-46 5-31Z" />
        <path d="M10-29Q16-44 8-54Q2-42 3-30Z" />
        <path d="M22-24Q34-36 30-48Q20-38 16-27Z" />
      </g>
      <path d="M-30-19Q0-40 30-19" fill="none" stroke={C.kelpLine} strokeWidth={6} strokeLinecap="round" />
      <path d="M-30-19Q0-40 30-19" fill="none" stroke={C.kelp} strokeWidth={3.5} strokeLinecap="round" />
      <g fill="#FFFDF7" stroke="#C9B99F" strokeWidth={1.2}>
        <circle cy={-30} r={4} />
        <circle cx={-17} cy={-26} r={2.8} />
        <circle cx={17} cy={-26} r={2.8} />
      </g>
    </g>
  );
}
