// The `support` the safety layer adds to a write's answer or a coach reply, checked against the
// contract; anything missing or malformed is no support (older servers, other replies).
import { parseCoachReply } from "#shared/domain/coach-reply.ts";
import { SupportSchema, type Support } from "#shared/schemas/safety.ts";

/** A `support` value as sent, checked; null when missing or malformed. */
export const checkSupport = (value: unknown): Support | null => {
  if (value === null || value === undefined) return null;
  const result = SupportSchema.safeParse(value);
  return result.success ? result.data : null;
};

/** `body.support` of an API answer, or null. */
export function readSupport(body: unknown): Support | null {
  if (!body || typeof body !== "object" || !("support" in body)) return null;
  return checkSupport(body.support);
}

/** The support a stored coach message carries (its JSON's `support`), or null. */
export function supportInReply(content: string): Support | null {
  return checkSupport(parseCoachReply(content).support);
}

/** An API answer without its `support`, to cache as the row it is. */
export function withoutSupport<T extends object>(body: T): Omit<T, "support"> {
  if (!("support" in body)) return body;
  const { support: _support, ...rest } = body as T & { support: unknown };
  return rest;
}
