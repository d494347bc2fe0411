// Otter levels: the new XP scheme (10 levels) and the old points scheme (9 levels), SPEC section 9.

/** Which otter artwork a level shows (DESIGN decision 10). */
export type OtterStage =
  "hatching" | "baby" | "playful" | "social" | "skillful" | "adventurous" | "swift" | "wise" | "guardian" | "legendary";

export interface LevelDefinition {
  readonly level: number;
  /** XP (new scheme) or points (old scheme) needed to reach this level. */
  readonly pointsRequired: number;
  readonly name: string;
  readonly description: string;
  readonly stage: OtterStage;
}

/** New scheme: L1-L10 at 0/30/80/150/240/400/600/900/1200/2000 XP. */
export const LEVELS: readonly LevelDefinition[] = Object.freeze([
  {
    level: 1,
    pointsRequired: 0,
    name: "Hatching",
    stage: "hatching",
    description: "Your otter is just peeking out of her shell, and every journey begins with one small step.",
  },
  {
    level: 2,
    pointsRequired: 30,
    name: "Baby Otter",
    stage: "baby",
    description: "Your baby otter is floating on her back, learning that it's safe to rest, wobble and try again.",
  },
  {
    level: 3,
    pointsRequired: 80,
    name: "Playful Otter",
    stage: "playful",
    description: "Your otter has found her favourite pebble and her playful side: practice is starting to feel fun.",
  },
  {
    level: 4,
    pointsRequired: 150,
    name: "Social Otter",
    stage: "social",
    description: "Waving her scarf at new friends, your otter is discovering that connection helps confidence grow.",
  },
  {
    level: 5,
    pointsRequired: 240,
    name: "Skillful Otter",
    stage: "skillful",
    description:
      "With her trusty rock tool, your otter cracks even tough shells, just as your skills keep getting stronger.",
  },
  {
    level: 6,
    pointsRequired: 400,
    name: "Adventurous Otter",
    stage: "adventurous",
    description: "Backpack on and map in paw, your otter is ready to explore beyond her comfort zone.",
  },
  {
    level: 7,
    pointsRequired: 600,
    name: "Swift Otter",
    stage: "swift",
    description: "Your otter glides through the water with ease, carried forward by the habits you have built.",
  },
  {
    level: 8,
    pointsRequired: 900,
    name: "Wise Otter",
    stage: "wise",
    description: "Glasses on and book in paw, your otter has learned to meet hard thoughts with wisdom and kindness.",
  },
  {
    level: 9,
    pointsRequired: 1200,
    name: "Guardian Otter",
    stage: "guardian",
    description: "With her cape and shell shield, your otter protects her calm and lifts up everyone around her.",
  },
  {
    level: 10,
    pointsRequired: 2000,
    name: "Legendary Otter",
    stage: "legendary",
    description: "Glowing softly under her crown of kelp, your legendary otter shows just how far you have come.",
  },
]);

/** Old scheme: L1-L9 with the spec's names and point thresholds. */
export const OLD_LEVELS: readonly LevelDefinition[] = Object.freeze([
  {
    level: 1,
    pointsRequired: 0,
    name: "Hatching",
    stage: "hatching",
    description: "A tiny otter is hatching, ready to start growing with you.",
  },
  {
    level: 2,
    pointsRequired: 3,
    name: "Baby otter",
    stage: "baby",
    description: "Your baby otter is taking her first little paddles.",
  },
  {
    level: 3,
    pointsRequired: 8,
    name: "Playful Otter",
    stage: "playful",
    description: "Your otter is curious and playful, and loves trying new things.",
  },
  {
    level: 4,
    pointsRequired: 13,
    name: "Social Otter",
    stage: "social",
    description: "Your otter is making friends and feeling more at ease around others.",
  },
  {
    level: 5,
    pointsRequired: 18,
    name: "Skillful Otter",
    stage: "skillful",
    description: "Your otter has learned to use her tools and trusts her own abilities.",
  },
  {
    level: 6,
    pointsRequired: 23,
    name: "Adventurous Otter",
    stage: "adventurous",
    description: "Your otter is exploring new waters with courage.",
  },
  {
    level: 7,
    pointsRequired: 30,
    name: "Swift Otter",
    stage: "swift",
    description: "Your otter moves with confidence and momentum.",
  },
  {
    level: 8,
    pointsRequired: 40,
    name: "Wise Otter",
    stage: "wise",
    description: "Your otter has grown wise and meets challenges calmly.",
  },
  {
    level: 9,
    pointsRequired: 50,
    name: "Guardian Otter",
    stage: "guardian",
    description: "Your otter is a guardian of the river, strong, kind and confident.",
  },
]);

export const MAX_LEVEL = 10;
export const OLD_MAX_LEVEL = 9;

export interface LevelProgress {
  readonly level: number;
  readonly name: string;
  readonly description: string;
  readonly stage: OtterStage;
  readonly currentThreshold: number;
  readonly nextLevel: number | null;
  readonly nextThreshold: number | null;
  /** Points still needed for the next level; 0 at the highest level. */
  readonly toNext: number;
  /** Share of the way from the current to the next threshold, 0-100; 100 at the highest level. */
  readonly percent: number;
}

/** Negative and NaN inputs count as 0. */
function sanitize(value: number): number {
  return Number.isNaN(value) || value < 0 ? 0 : value;
}

function definitionFor(levels: readonly LevelDefinition[], amount: number): LevelDefinition {
  const value = sanitize(amount);
  let found = levels[0];
  for (const def of levels) {
    if (value >= def.pointsRequired) found = def;
  }
  if (found === undefined) throw new Error("Level table is empty");
  return found;
}

function progressFor(levels: readonly LevelDefinition[], amount: number): LevelProgress {
  const value = sanitize(amount);
  const current = definitionFor(levels, value);
  const next = levels.find((def) => def.level === current.level + 1);
  const base = {
    level: current.level,
    name: current.name,
    description: current.description,
    stage: current.stage,
    currentThreshold: current.pointsRequired,
  };
  if (next === undefined) {
    return { ...base, nextLevel: null, nextThreshold: null, toNext: 0, percent: 100 };
  }
  const span = next.pointsRequired - current.pointsRequired;
  const raw = ((value - current.pointsRequired) / span) * 100;
  return {
    ...base,
    nextLevel: next.level,
    nextThreshold: next.pointsRequired,
    toNext: Math.max(0, next.pointsRequired - value),
    percent: Math.min(100, Math.max(0, raw)),
  };
}

/** New-scheme level (1-10) for an XP total. */
export function levelForXp(xp: number): number {
  return definitionFor(LEVELS, xp).level;
}

/** New-scheme level definition for an XP total. */
export function levelDefinitionForXp(xp: number): LevelDefinition {
  return definitionFor(LEVELS, xp);
}

export function levelProgress(xp: number): LevelProgress {
  return progressFor(LEVELS, xp);
}

/** Old-scheme level (1-9) for a points total. */
export function oldLevelForPoints(points: number): number {
  return definitionFor(OLD_LEVELS, points).level;
}

export function oldLevelDefinitionForPoints(points: number): LevelDefinition {
  return definitionFor(OLD_LEVELS, points);
}

export function oldLevelProgress(points: number): LevelProgress {
  return progressFor(OLD_LEVELS, points);
}

const YOUR_OTTER = /\b([Yy])our (?:baby |legendary )?otter\b/g;

/**
 * A level's description with the otter's own name ("Pebble is just peeking out of her shell"),
 * as chosen in habit onboarding; unchanged when the otter has no name.
 */
export function describeWithName(description: string, otterName: string | null | undefined): string {
  const name = otterName?.trim();
  return name ? description.replace(YOUR_OTTER, name) : description;
}
