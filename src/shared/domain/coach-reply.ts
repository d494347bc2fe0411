// Reads an assistant message: plain text, or the JSON an LLM (or the guided coach) returns.
// No zod: the chat screens parse every message with it.

export interface ParsedCoachReply {
  text: string;
  exerciseId: string | null;
  patterns: string[] | null;
  summary: string | null;
  /** The safety layer's `support` as sent, unchecked: the client validates it with SupportSchema. */
  support: unknown;
  /** Suggested answers (the guided coach's `quick_replies`): short strings, at most four. */
  quickReplies: string[];
}

function fromObject(value: unknown): ParsedCoachReply | null {
  if (!value || typeof value !== "object" || Array.isArray(value)) return null;
  const o = value as Record<string, unknown>;
  const text = typeof o.message === "string" ? o.message : typeof o.chat_summary === "string" ? o.chat_summary : null;
  if (text === null) return null;
  const exercise = o.recommended_exercise;
  const exerciseId =
    typeof exercise === "string"
      ? exercise
      : exercise && typeof exercise === "object" && typeof (exercise as { id?: unknown }).id === "string"
        ? (exercise as { id: string }).id
        : null;
  const patterns = Array.isArray(o.identified_patterns)
    ? o.identified_patterns.filter((p): p is string => typeof p === "string")
    : null;
  return {
    text,
    exerciseId,
    patterns: patterns && patterns.length > 0 ? patterns : null,
    summary: typeof o.chat_summary === "string" ? o.chat_summary : null,
    support: o.support ?? null,
    quickReplies: Array.isArray(o.quick_replies)
      ? o.quick_replies
          .filter((q): q is string => typeof q === "string" && q.trim().length > 0 && q.length <= 40)
          .slice(0, 4)
      : [],
  };
}

/** The text to show and any exercise or insights the reply carries. Never throws. */
export function parseCoachReply(content: string): ParsedCoachReply {
  const trimmed = content.trim();
  const candidates = [trimmed];
  const fenced = /```(?:json)?\s*([\s\S]*?)```/.exec(trimmed);
  if (fenced?.[1]) candidates.push(fenced[1].trim());
  const brace = trimmed.indexOf("{");
  if (brace > 0) candidates.push(trimmed.slice(brace));
  for (const candidate of candidates) {
    if (!candidate.startsWith("{")) continue;
    try {
      const parsed = fromObject(JSON.parse(candidate));
      if (parsed) {
        // Text written before a JSON block is part of the message.
        const before =
          candidate === trimmed
            ? ""
            : trimmed.slice(0, trimmed.indexOf(candidate === fenced?.[1]?.trim() ? "```" : "{")).trim();
        return before && !parsed.text.includes(before) ? { ...parsed, text: `${before}\n\n${parsed.text}` } : parsed;
      }
    } catch {
      // not JSON: fall through to plain text
    }
  }
  return { text: trimmed, exerciseId: null, patterns: null, summary: null, support: null, quickReplies: [] };
}
