import type { ReactNode } from "react";
import { C, type OtterMood, type OtterPaint } from "./otter-palette.ts";

interface HeadProps {
  mood: OtterMood;
  paint: OtterPaint;
  x: number;
  y: number;
  /** scale (pups are a bit smaller) */
  s?: number;
  /** tilt in degrees */
  r?: number;
  /** pups (levels 1-2) have a little tuft of fur */
  pup?: boolean;
  /** drawn on top of the face, in head coordinates (glasses, crown) */
  children?: ReactNode;
}

/**
 * The otter's head, drawn around (0, 0) then moved into place. Every level
 * uses this same head so she is always recognisable.
 */
export function OtterHead({ mood, paint, x, y, s = 1, r = 0, pup, children }: HeadProps) {
  let transform = `translate(${x} ${y})`;
  if (r) transform += ` rotate(${r})`;
  if (s !== 1) transform += ` scale(${s})`;
  return (
    <g transform={transform}>
      <Ear x={-28} paint={paint} />
      <Ear x={28} paint={paint} />
      {pup && <path d="M-5-29Q-9-40-1-40Q0-46 7-43Q3-38 4-29Z" fill={C.fur} stroke={C.line} strokeWidth={2.2} />}
      <ellipse rx={38} ry={31} fill={paint.fur} stroke={C.line} strokeWidth={2.5} />
      <g fill={C.cream}>
        <ellipse cx={-14} cy={-3} rx={12.5} ry={11.5} />
        <ellipse cx={14} cy={-3} rx={12.5} ry={11.5} />
        <ellipse cy={11} rx={25} ry={16} />
      </g>
      <ellipse cy={12} rx={13} ry={9} fill={C.creamLight} />
      <Face mood={mood} />
      {children}
    </g>
  );
}

function Ear({ x, paint }: { x: number; paint: OtterPaint }) {
  return (
    <g>
      <circle cx={x} cy={-22} r={9.5} fill={paint.fur} stroke={C.line} strokeWidth={2.5} />
      <circle cx={x} cy={-22} r={4.5} fill={C.furDark} />
    </g>
  );
}

const WHISKERS = "M-12 11L-29 7M-12 14L-30 15M12 11L29 7M12 14L30 15";

function Face({ mood }: { mood: OtterMood }) {
  return (
    <g strokeLinecap="round" strokeLinejoin="round">
      {mood !== "sad" && (
        <g fill={C.cheek} opacity={mood === "happy" ? 0.8 : 0.45}>
          <ellipse cx={-25} cy={9} rx={5.5} ry={3.5} />
          <ellipse cx={25} cy={9} rx={5.5} ry={3.5} />
        </g>
      )}
      <Eyes mood={mood} />
      <path d={WHISKERS} stroke={C.line} strokeWidth={1.1} opacity={0.55} />
      <Mouth mood={mood} />
      <path d="M-6 4Q0 1 6 4Q5 9 0 10Q-5 9-6 4Z" fill={C.nose} stroke={C.line} strokeWidth={1.3} />
      <ellipse cx={-2} cy={4.6} rx={1.8} ry={1} fill="#fff" opacity={0.7} />
    </g>
  );
}

function Eyes({ mood }: { mood: OtterMood }) {
  if (mood === "calm") {
    // softly closed, content eyes
    return <path d="M-20-3Q-14 2-8-3M8-3Q14 2 20-3" fill="none" stroke={C.eye} strokeWidth={2.6} />;
  }
  const sad = mood === "sad";
  return (
    <g>
      {sad && <path d="M-21-13L-9-17M21-13L9-17" stroke={C.line} strokeWidth={2.6} fill="none" />}
      <g fill={C.eye}>
        <circle cx={-14} cy={sad ? -3 : -4} r={sad ? 5 : 5.8} />
        <circle cx={14} cy={sad ? -3 : -4} r={sad ? 5 : 5.8} />
      </g>
      <g fill="#fff">
        <circle cx={-12} cy={sad ? -5 : -6.2} r={2} />
        <circle cx={16} cy={sad ? -5 : -6.2} r={2} />
        <circle cx={-15.8} cy={-2} r={0.9} />
        <circle cx={12.2} cy={-2} r={0.9} />
      </g>
      {sad && <path d="M-19 4Q-23.5 11-19 13.5Q-14.5 11-19 4Z" fill={C.tealLight} stroke={C.teal} strokeWidth={1} />}
    </g>
  );
}

function Mouth({ mood }: { mood: OtterMood }) {
  if (mood === "happy") {
    return (
      <g>
        <path d="M-7 12Q0 24 7 12Z" fill="#7A2E36" stroke={C.line} strokeWidth={1.4} />
        <path d="M-3.5 17Q0 15 3.5 17Q0 20.5-3.5 17Z" fill="#F08A9A" />
        <path d="M0 10V12" stroke={C.line} strokeWidth={1.4} />
      </g>
    );
  }
  const d = mood === "calm" ? "M0 10V13M-6 12.5Q-3 16 0 13Q3 16 6 12.5" : "M0 10V13.5M-6 18Q0 12.5 6 18";
  return <path d={d} fill="none" stroke={C.line} strokeWidth={1.6} />;
}
