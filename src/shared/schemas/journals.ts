import { z } from "zod";
import { JOURNAL_ENTRY_TYPES } from "../content/labels-goals.ts";
import { PageQuerySchema, type Page } from "./paging.ts";
import { UUID_SOURCE } from "./ids.ts";

export const JOURNAL_MESSAGES = Object.freeze({
  appreciation: "Please enter some content for your journal",
  audio: "Please record an audio message",
  microWin: "Please write down your micro win before submitting.",
  selfLove: "Please write at least one thing you appreciate about yourself.",
  thought: "Please enter your thought before continuing",
  reframe: "Please enter your positive reframing before saving",
  notFound: "Journal not found",
});

export const JOURNAL_TEXT_MAX = 10_000;
/** Longest audio journal we accept, in seconds (the recorder's own cap is lower). */
export const AUDIO_DURATION_MAX = 60 * 60;
/** Audio files are served by the speech feature at /api/audio/<uuid>. */
export const AUDIO_URL_PATTERN = new RegExp(`^/api/audio/${UUID_SOURCE}$`, "i");

const tooLong = `Please keep your entry under ${JOURNAL_TEXT_MAX} characters.`;
const text = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(JOURNAL_TEXT_MAX, { error: tooLong });
const boxes = (message: string, max: number) =>
  z
    .array(z.string({ error: message }).max(JOURNAL_TEXT_MAX, { error: tooLong }), { error: message })
    .max(max)
    .refine((items) => items.some((item) => item.trim() !== ""), { error: message });

const Appreciation = z
  .object({
    entryType: z.literal("appreciation"),
    isAudio: z.boolean().default(false),
    content: z.string().max(JOURNAL_TEXT_MAX, { error: tooLong }).optional(),
    audioUrl: z.string().optional(),
    audioDuration: z.number().int().min(0).max(AUDIO_DURATION_MAX).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.isAudio) {
      if (!v.audioUrl || !AUDIO_URL_PATTERN.test(v.audioUrl))
        ctx.addIssue({ code: "custom", path: ["audioUrl"], message: JOURNAL_MESSAGES.audio });
    } else if (!v.content?.trim()) {
      ctx.addIssue({ code: "custom", path: ["content"], message: JOURNAL_MESSAGES.appreciation });
    }
  });

/**
 * POST /api/journals. Each kind sends what its screen collects; the server builds the stored
 * content: reframing as 'Original thought' / 'Reframed thought', micro wins and self-love boxes
 * joined with blank lines.
 */
export const CreateJournalSchema = z.discriminatedUnion(
  "entryType",
  [
    Appreciation,
    z.object({
      entryType: z.literal("thought-reframing"),
      originalThought: text(JOURNAL_MESSAGES.thought),
      reframedThought: text(JOURNAL_MESSAGES.reframe),
    }),
    z.object({ entryType: z.literal("micro-win"), entries: boxes(JOURNAL_MESSAGES.microWin, 10) }),
    z.object({ entryType: z.literal("self-love"), entries: boxes(JOURNAL_MESSAGES.selfLove, 3) }),
  ],
  { error: "Please choose a journal type." },
);
export type CreateJournalInput = z.input<typeof CreateJournalSchema>;
export type CreateJournalData = z.output<typeof CreateJournalSchema>;

export const JournalTypeFilterSchema = z.enum(["all", ...JOURNAL_ENTRY_TYPES]);
export type JournalTypeFilter = z.infer<typeof JournalTypeFilterSchema>;

/** GET /api/journals: one kind or all, a search, and the page (`cursor`, `limit`). */
export const ListJournalsQuerySchema = PageQuerySchema.extend({
  entryType: JournalTypeFilterSchema.default("all"),
  q: z.string().trim().max(200).optional(),
});
export type ListJournalsQuery = z.output<typeof ListJournalsQuerySchema>;

export const JournalStatsQuerySchema = z.object({ entryType: JournalTypeFilterSchema.default("all") });

export interface Journal {
  id: string;
  date: string;
  content: string;
  isAudio: boolean;
  audioUrl: string | null;
  audioDuration: number | null;
  entryType: string;
  createdAt: string;
}

/** GET /api/journals: newest first (by date, then id). */
export type JournalPage = Page<Journal>;

export interface CreateJournalResult {
  journal: Journal;
  pointsAwarded: number;
}

export interface JournalStats {
  total: number;
  /** Entries in the last 7 local days, today included. */
  thisWeek: number;
  /** Points these entries earned (reframing 2 each, the other kinds 1; daily-action entries none). */
  points: number;
}
