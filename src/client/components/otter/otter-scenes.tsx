import type { ReactNode } from "react";
import {
  Backpack,
  Book,
  Cape,
  CapeClasp,
  Clam,
  CrackBurst,
  Glasses,
  Glow,
  KelpCrown,
  MapSheet,
  MotionLines,
  Pebble,
  Rock,
  Scarf,
  ShellBack,
  ShellFront,
  ShellShield,
  Splash,
  Straps,
  TossArc,
  WaterBack,
  WaterFront,
  WaveMarks,
} from "./otter-accessories.tsx";
import {
  ARM_HOLD_L,
  ARM_HOLD_R,
  ARM_REST_L,
  ARM_REST_R,
  FloatingBody,
  Limb,
  SittingBody,
  SwimmingBody,
} from "./otter-body.tsx";
import { OtterHead } from "./otter-head.tsx";
import { C, sparkle, type SceneProps } from "./otter-palette.ts";

/** The idle bob; disabled for reduced motion by the stylesheet in otter.tsx. */
function Bob({ children }: { children: ReactNode }) {
  return <g className="otter-bob">{children}</g>;
}

function Paw({ x, y }: { x: number; y: number }) {
  return <ellipse cx={x} cy={y} rx={8} ry={6.5} fill={C.fur} stroke={C.line} strokeWidth={2.5} />;
}

/** A sitting otter with optional things behind her, in her paws, and on her head. */
function Sitting({
  mood,
  paint,
  behind,
  front,
  head,
  over,
  tilt = 0,
}: SceneProps & {
  behind?: ReactNode;
  front: ReactNode;
  head?: ReactNode;
  over?: ReactNode;
  tilt?: number;
}) {
  return (
    <Bob>
      {behind}
      <SittingBody paint={paint} />
      {front}
      <OtterHead mood={mood} paint={paint} x={100} y={70} r={tilt}>
        {head}
      </OtterHead>
      {over}
    </Bob>
  );
}

/** 1 Hatching: a pup peeking out of a seashell. */
function Hatching({ mood, paint }: SceneProps) {
  return (
    <g>
      <ellipse cx={100} cy={188} rx={84} ry={8} fill={C.tealLight} opacity={0.6} />
      <ShellBack />
      <Bob>
        <OtterHead mood={mood} paint={paint} x={100} y={106} pup />
      </Bob>
      <ShellFront />
      <Paw x={80} y={146} />
      <Paw x={120} y={146} />
      <path d={sparkle(30, 70, 7) + sparkle(172, 64, 9)} fill={C.gold} />
    </g>
  );
}

/** 2 Baby: floating on her back on the water. */
function Floating({ mood, paint }: SceneProps) {
  return (
    <g>
      <WaterBack fill={paint.water} clip={paint.pool} y={150} />
      <path d={sparkle(40, 50, 7) + sparkle(164, 60, 9)} fill={C.gold} />
      <Bob>
        <g transform="translate(0 18)">
          <FloatingBody paint={paint} />
          <Paw x={98} y={110} />
          <Paw x={114} y={108} />
          <OtterHead mood={mood} paint={paint} x={58} y={104} s={0.9} r={-14} pup />
        </g>
      </Bob>
      <WaterFront fill={paint.water} clip={paint.pool} y={152} />
    </g>
  );
}

/** 3 Playful: tossing a pebble. */
function Playful(p: SceneProps) {
  return (
    <Sitting
      {...p}
      tilt={-6}
      front={
        <>
          <Limb d={ARM_REST_L} />
          <Limb d="M123 108Q146 106 146 84" />
          <Pebble x={48} y={178} r={-10} />
        </>
      }
      over={
        <>
          <TossArc />
          <Pebble x={154} y={30} r={20} />
        </>
      }
    />
  );
}

/** 4 Social: waving hello in a cosy scarf. */
function Social(p: SceneProps) {
  return (
    <Sitting
      {...p}
      tilt={4}
      front={
        <>
          <Limb d={ARM_REST_L} />
          <Limb d="M124 106Q150 98 156 66" className="otter-wave" />
          <WaveMarks />
        </>
      }
      over={<Scarf />}
    />
  );
}

/** 5 Skillful: cracking a clam with her favourite rock. */
function Skillful(p: SceneProps) {
  return (
    <Sitting
      {...p}
      front={
        <>
          <Clam />
          <Limb d={ARM_HOLD_L} />
          <Limb d="M123 108Q144 102 146 84" />
          <Rock />
          <CrackBurst />
        </>
      }
    />
  );
}

/** 6 Adventurous: backpack on, map in paws. */
function Adventurous(p: SceneProps) {
  return (
    <Sitting
      {...p}
      behind={<Backpack />}
      front={
        <>
          <Straps />
          <MapSheet />
          <Limb d={ARM_HOLD_L} />
          <Limb d={ARM_HOLD_R} />
        </>
      }
    />
  );
}

/** 7 Swift: mid-swim with motion lines. */
function Swift({ mood, paint }: SceneProps) {
  return (
    <g>
      <WaterBack fill={paint.water} clip={paint.pool} y={128} />
      <MotionLines />
      <Bob>
        <SwimmingBody paint={paint} />
        <Limb d="M128 116Q150 112 166 124" />
        <OtterHead mood={mood} paint={paint} x={148} y={90} s={0.86} r={8} />
      </Bob>
      <WaterFront fill={paint.water} clip={paint.pool} y={131} />
      <Splash />
    </g>
  );
}

/** 8 Wise: round glasses and a good book. */
function Wise(p: SceneProps) {
  return (
    <Sitting
      {...p}
      front={
        <>
          <Book />
          <Limb d={ARM_HOLD_L} />
          <Limb d={ARM_HOLD_R} />
        </>
      }
      head={<Glasses />}
    />
  );
}

/** 9 Guardian: a cape and a shell shield. */
function Guardian(p: SceneProps) {
  return (
    <Sitting
      {...p}
      behind={<Cape />}
      front={
        <>
          <Limb d={ARM_REST_R} />
          <ShellShield />
          <Limb d="M77 108Q60 124 66 146" />
        </>
      }
      over={<CapeClasp />}
    />
  );
}

/** 10 Radiant: a gentle glow and a crown of kelp. */
function Radiant(p: SceneProps) {
  return (
    <g>
      <Glow fill={p.paint.glow} />
      <Sitting
        {...p}
        front={
          <>
            <Limb d={ARM_REST_L} />
            <Limb d={ARM_REST_R} />
          </>
        }
        head={<KelpCrown />}
      />
    </g>
  );
}

export const SCENES: readonly ((p: SceneProps) => ReactNode)[] = [
  Hatching,
  Floating,
  Playful,
  Social,
  Skillful,
  Adventurous,
  Swift,
  Wise,
  Guardian,
  Radiant,
];
