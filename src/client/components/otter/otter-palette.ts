// Shared colours, types and small path helpers for the otter artwork.

export type OtterMood = "happy" | "calm" | "sad";

export const OTTER_MOODS: readonly OtterMood[] = ["happy", "calm", "sad"];

/** Flat colours used across every level so the otter stays recognisable. */
export const C = {
  fur: "#8B5E3C",
  furDark: "#66412A",
  line: "#4A2E1B",
  cream: "#F6E6CF",
  creamLight: "#FFF6E8",
  nose: "#E27D8E",
  eye: "#2A1B12",
  cheek: "#F29AA3",
  teal: "#2A9D8F",
  tealLight: "#8FD3C8",
  tealDeep: "#1D6F66",
  shell: "#F8CDB9",
  shellLine: "#C27A63",
  stone: "#A7B1B4",
  stoneLine: "#5E6B6E",
  gold: "#F2C14E",
  coral: "#E76F51",
  sand: "#F4A261",
  kelp: "#4E9F5B",
  kelpLine: "#2D6A3A",
} as const;

/** Paint references that depend on per-instance gradient ids (see `useId`). */
export interface OtterPaint {
  fur: string;
  water: string;
  glow: string;
  /** Clips the water to the round scene, so it never shows as a rectangle. */
  pool: string;
}

export interface SceneProps {
  mood: OtterMood;
  paint: OtterPaint;
}

const r0 = (n: number) => Math.round(n * 10) / 10;

function polar(cx: number, cy: number, r: number, deg: number): string {
  const a = (deg * Math.PI) / 180;
  return `${r0(cx + r * Math.cos(a))} ${r0(cy - r * Math.sin(a))}`;
}

/**
 * A scallop-shell fan hinged at (cx, cy), opening between angles a0..a1
 * (degrees, counter-clockwise, 90 = straight up) with `n` bumps on the rim.
 */
export function scallop(cx: number, cy: number, r: number, a0: number, a1: number, n: number) {
  const step = (a1 - a0) / n;
  let edge = `M${cx} ${cy}L${polar(cx, cy, r, a0)}`;
  let ribs = "";
  for (let i = 0; i < n; i++) {
    const a = a0 + step * i;
    edge += `Q${polar(cx, cy, r * 1.13, a + step / 2)} ${polar(cx, cy, r, a + step)}`;
    if (i > 0) ribs += `M${polar(cx, cy, r * 0.22, a)}L${polar(cx, cy, r * 0.94, a)}`;
  }
  return { edge: `${edge}Z`, ribs };
}

/** A four-pointed twinkle centred on (x, y). */
export function sparkle(x: number, y: number, r: number): string {
  return `M${x} ${y - r}Q${x} ${y} ${x + r} ${y}Q${x} ${y} ${x} ${y + r}Q${x} ${y} ${x - r} ${y}Q${x} ${y} ${x} ${y - r}Z`;
}

/** A filled band of water whose top edge is a gentle wave at height `y`. */
export function waves(y: number, amp: number, period: number): string {
  const half = period / 2;
  let d = `M0 ${y}q${half / 2} ${-amp} ${half} 0`;
  for (let x = half; x < 200; x += half) d += `t${half} 0`;
  return `${d}V200H0Z`;
}
