// How each journal kind's answers become the stored `content` (SPEC section 5), and back.

export const ORIGINAL_THOUGHT_LABEL = "Original thought";
export const REFRAMED_THOUGHT_LABEL = "Reframed thought";

/** Non-blank boxes, trimmed, joined with blank lines (micro wins and self-love). */
export function joinEntries(entries: readonly string[]): string {
  return entries
    .map((e) => e.trim())
    .filter((e) => e !== "")
    .join("\n\n");
}

/** 'Original thought: …' and 'Reframed thought: …', separated by a blank line. */
export function reframingContent(originalThought: string, reframedThought: string): string {
  return `${ORIGINAL_THOUGHT_LABEL}: ${originalThought.trim()}\n\n${REFRAMED_THOUGHT_LABEL}: ${reframedThought.trim()}`;
}

/** The two parts of a reframing entry, or null when the content is not in that shape. */
export function parseReframing(content: string): { original: string; reframed: string } | null {
  const match = /^Original thought: ([\s\S]*?)\n\nReframed thought: ([\s\S]*)$/.exec(content);
  return match ? { original: match[1] ?? "", reframed: match[2] ?? "" } : null;
}

/** The note a goal check-in stores: '{goalType} tracking: {note}'. */
export function goalTrackingNote(goalType: string, note: string | undefined): string {
  return `${goalType} tracking: ${note?.trim() ?? ""}`;
}

/** What the person wrote in a goal check-in, without the '{goalType} tracking: ' prefix. */
export function goalTrackingText(goalType: string | null, note: string | null): string {
  if (!note) return "";
  const prefix = goalType ? `${goalType} tracking:` : null;
  return (prefix && note.startsWith(prefix) ? note.slice(prefix.length) : note).trim();
}

/**
 * What a daily exercise's answers become as a journal entry (issue 13: nothing written is lost):
 * its title, then the answers; a reframing's two answers in the reframing journal's shape. Null
 * when nothing was written (a timer, a checklist, empty boxes).
 */
export function exerciseJournalContent(
  exercise: { title: string; category: string },
  answers: readonly string[],
): string | null {
  const written = answers.map((a) => a.trim()).filter((a) => a !== "");
  if (written.length === 0) return null;
  const body =
    exercise.category === "reframing" && written.length === 2
      ? reframingContent(written[0]!, written[1]!)
      : joinEntries(written);
  return `${exercise.title}\n\n${body}`;
}
