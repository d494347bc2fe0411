// From an assessment to the `support` object a response carries: warm words in the person's
// language and the lines of their place (profile time zone, browser languages), or the
// operator's CRISIS_RESOURCES when set.
import { and, desc, eq, gte, isNull } from "drizzle-orm";
import type { Context } from "hono";
import { z } from "zod";
import { pickCrisisLines } from "#shared/content/crisis-lines.ts";
import { atLeast, type CrisisLine, type Support } from "#shared/schemas/safety.ts";
import type { Executor } from "#server/db/client.ts";
import { moodTracking, userProfiles } from "#server/db/schema/app.ts";
import type { AppEnv } from "#server/lib/context.ts";
import { assessRisk, type RiskAssessment, type RiskContext } from "./assess.ts";
import { secondOpinionFor, type SecondOpinion } from "./moderation.ts";
import { concernMessage, meansQuestionMessage, supportMessage } from "./replies.ts";

const ResourcesSchema = z
  .array(
    z.object({
      name: z.string().min(1),
      contact: z.string().min(1),
      href: z.string().nullish(),
      hours: z.string().nullish(),
    }),
  )
  .min(1);

/** CRISIS_RESOURCES: a JSON list of { name, contact, href?, hours? } that replaces the table; anything else is ignored. */
export function parseCrisisResources(raw: string | undefined): CrisisLine[] | null {
  if (!raw) return null;
  try {
    const parsed = ResourcesSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Accept-Language → ["pt-BR", "pt", "en"], most preferred first. */
export function languagesOf(header: string | undefined | null): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part) => {
      const [tag, ...params] = part.trim().split(";");
      const q = Number(
        params
          .find((p) => p.trim().startsWith("q="))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { tag: tag!.trim(), q: Number.isFinite(q) ? q : 0 };
    })
    .filter((l) => /^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/.test(l.tag) && l.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((l) => l.tag)
    .slice(0, 8);
}

export interface Place {
  timeZone?: string | null;
  languages?: readonly string[];
  override?: CrisisLine[] | null;
}

/** The help card for an assessment; null when there is nothing to say. */
export function supportOf(assessment: RiskAssessment, place: Place): Support | null {
  const { level, kind, language } = assessment;
  if (level === "none" || !kind) return null;
  const message =
    assessment.meansQuestion && level !== "imminent"
      ? meansQuestionMessage(language)
      : level === "concern"
        ? concernMessage(kind, language)
        : supportMessage(kind, level, language);
  return {
    level,
    kind,
    language,
    message,
    emergency: level === "imminent",
    resources: pickCrisisLines({
      timeZone: place.timeZone,
      languages: place.languages,
      kind,
      override: place.override,
    }),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Today's latest mood check-in (not a goal check-in), for the assessment's context. */
async function todaysMood(db: Executor, userId: string, now: Date) {
  const [mood] = await db
    .select({ level: moodTracking.moodLevel, note: moodTracking.note })
    .from(moodTracking)
    .where(
      and(
        eq(moodTracking.userId, userId),
        isNull(moodTracking.goalType),
        gte(moodTracking.createdAt, new Date(now.getTime() - DAY_MS)),
      ),
    )
    .orderBy(desc(moodTracking.createdAt))
    .limit(1);
  return mood;
}

async function timeZoneOf(db: Executor, userId: string): Promise<string | null> {
  const [profile] = await db
    .select({ timeZone: userProfiles.timeZone })
    .from(userProfiles)
    .where(eq(userProfiles.id, userId))
    .limit(1);
  return profile?.timeZone ?? null;
}

/** Where the person is, for the lines on their help card: profile time zone, browser languages, the operator's override. */
export async function placeOf(
  db: Executor,
  userId: string,
  languages: readonly string[] | undefined,
  crisisResources: string | undefined,
): Promise<Place> {
  return { timeZone: await timeZoneOf(db, userId), languages, override: parseCrisisResources(crisisResources) };
}

export interface SupportRequest {
  /** What the user just wrote (several fields of one entry are several texts). */
  texts: (string | null | undefined)[];
  /** The mood of this very entry (mood check-in); otherwise today's latest mood is read. */
  mood?: { level: number; note?: string | null };
  languages?: readonly string[];
  crisisResources?: string;
  now: Date;
  /** The provider's moderation (with a model configured): asked only when the rules found no crisis. */
  secondOpinion?: SecondOpinion | null;
}

/**
 * Reads what a user wrote in a form (a journal, a mood note, an exercise answer) in the light of
 * today's mood. Never throws for the user's text, never stops the save.
 */
export async function supportForEntry(db: Executor, userId: string, req: SupportRequest): Promise<Support | null> {
  const texts = req.texts.filter((t): t is string => typeof t === "string" && t.trim().length > 0);
  const mood =
    req.mood ?? (await todaysMood(db, userId, req.now).then((m) => (m ? { level: m.level, note: m.note } : undefined)));
  const context: RiskContext = { moodLevel: mood?.level ?? null, languages: req.languages };
  // The entry's own mood note is one of `texts`; today's earlier note is context.
  if (!req.mood && mood?.note) context.moodNote = mood.note;
  if (texts.length === 0 && !context.moodNote) return null;
  let assessment = assessRisk([texts.join("\n")], context);
  if (req.secondOpinion && !atLeast(assessment.level, "crisis") && texts.length > 0) {
    const opinion = await req.secondOpinion(texts.join("\n"));
    if (opinion) assessment = assessRisk([texts.join("\n")], { ...context, secondOpinion: opinion });
  }
  if (!atLeast(assessment.level, "concern")) return null;
  return supportOf(assessment, await placeOf(db, userId, req.languages, req.crisisResources));
}

/** In a route: the support for what the signed-in user just wrote (null when there is no risk). */
export function entrySupport(
  c: Context<AppEnv>,
  texts: (string | null | undefined)[],
  mood?: SupportRequest["mood"],
): Promise<Support | null> {
  const deps = c.get("deps");
  return supportForEntry(c.get("db"), c.get("user").id, {
    texts,
    mood,
    languages: languagesOf(c.req.header("accept-language")),
    crisisResources: deps.env.CRISIS_RESOURCES,
    now: deps.now?.() ?? new Date(),
    secondOpinion: secondOpinionFor(deps),
  });
}
