// One request-level check for text PostgreSQL cannot store (decision 015). Zod checks shapes,
// lengths and numbers per route; this refuses, once for every route (better-auth's too), the
// characters no column accepts, before any handler or database sees them.
import type { Context, MiddlewareHandler } from "hono";
import { z } from "zod";
import { UNSTORABLE_TEXT_MESSAGE } from "#shared/schemas/errors.ts";
import { AppError, badRequest } from "./errors.ts";

/** Longer request targets are refused with 414 (Node itself is given room up to MAX_HEADER_SIZE). */
export const MAX_URL_LENGTH = 16 * 1024;

export const URL_TOO_LONG_MESSAGE = "The address of this request is too long.";

/**
 * U+0000 (text and jsonb refuse it) and UTF-16 surrogates without their pair (not Unicode: jsonb
 * refuses the escape, and text would silently get U+FFFD instead of what was sent).
 */
// eslint-disable-next-line no-control-regex -- U+0000 is exactly what this looks for (PostgreSQL text cannot store it)
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const hasUnstorableText = (s: string) => UNSTORABLE.test(s);

/** The dotted path of the first key or string value holding unstorable text, or null. */
export function findUnstorable(value: unknown, path: string[] = []): string | null {
  if (typeof value === "string") return hasUnstorableText(value) ? path.join(".") || "_" : null;
  if (typeof value !== "object" || value === null) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnstorable(value[i], [...path, String(i)]);
      if (found !== null) return found;
    }
    return null;
  }
  for (const [key, child] of Object.entries(value)) {
    if (hasUnstorableText(key)) return [...path, key].join(".");
    const found = findUnstorable(child, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Valid UTF-8 cannot carry a surrogate and JSON strings cannot hold a raw U+0000, so JSON text can
 * only smuggle them in as `\u0000` or `\uD800`–`\uDFFF` escapes: bodies without one skip the parse.
 */
const SUSPECT_JSON_ESCAPE = /\\u(?:0000|d[89a-f])/i;
/** %00 in a path or query decodes to U+0000 (percent-encoded surrogates are invalid UTF-8 and stay undecoded). */
const NUL_IN_URL = /%00/i;
const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function refuse(field: string): never {
  throw badRequest(UNSTORABLE_TEXT_MESSAGE, { [field]: UNSTORABLE_TEXT_MESSAGE });
}

/** Checks a request body's text: JSON strings and keys, and form-encoded or raw NULs. */
export function checkBodyText(text: string, contentType: string | undefined): void {
  if (text.includes("\u0000")) refuse("_");
  if (/^application\/x-www-form-urlencoded/i.test(contentType ?? "") && NUL_IN_URL.test(text)) refuse("_");
  if (!SUSPECT_JSON_ESCAPE.test(text)) return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return; // malformed JSON: the route's validator answers it
  }
  const field = findUnstorable(parsed);
  if (field !== null) refuse(field);
}

/**
 * Every path (static ones too): a target over MAX_URL_LENGTH is 414, %00 in it is 400. Runs
 * before anything reads the path or the query.
 */
export const urlGuard: MiddlewareHandler = async (c, next) => {
  const url = c.req.url;
  if (url.length > MAX_URL_LENGTH) throw new AppError(414, URL_TOO_LONG_MESSAGE);
  if (NUL_IN_URL.test(url)) refuse(NUL_IN_URL.test(new URL(url).search) ? "query" : "path");
  await next();
};

/**
 * For /api (better-auth included): the body's text. It is read through Hono's request cache, so
 * the validators that follow parse the same text; a handler that needs the raw Request
 * (better-auth) takes requestWithBody().
 */
export const bodyGuard: MiddlewareHandler = async (c, next) => {
  if (BODY_METHODS.has(c.req.method) && c.req.raw.body) {
    let text: string;
    try {
      text = await c.req.text();
    } catch {
      throw badRequest("The request body could not be read.");
    }
    checkBodyText(text, c.req.header("content-type"));
  }
  await next();
};

/** A copy of the request whose body is the text bodyGuard already read (the original stream is used up). */
export async function requestWithBody(c: Context, headers: Headers): Promise<Request> {
  const raw = c.req.raw;
  if (!BODY_METHODS.has(c.req.method) || !raw.body) return new Request(raw, { headers });
  return new Request(raw.url, { method: raw.method, headers, body: await c.req.text(), signal: raw.signal });
}

const AUTH_REDIRECT_PARAMS = ["callbackURL", "redirectTo", "errorCallbackURL", "newUserCallbackURL"];
const REFERENCE_ORIGIN = "https://otter.invalid";

/** A root-relative path that stays on our origin, or an absolute URL (whether it is trusted is better-auth's call). */
export function isRedirectTarget(s: string): boolean {
  if (!s.startsWith("/")) return URL.canParse(s);
  return URL.canParse(s, REFERENCE_ORIGIN) && new URL(s, REFERENCE_ORIGIN).origin === REFERENCE_ORIGIN;
}

/**
 * better-auth builds redirects from these query parameters with `new URL()` and answers 500 when
 * that throws (`/verify-email?token=x&callbackURL=home`): anything else is a 400 here.
 */
export const authRedirectGuard: MiddlewareHandler = async (c, next) => {
  for (const name of AUTH_REDIRECT_PARAMS) {
    for (const value of c.req.queries(name) ?? []) {
      if (!isRedirectTarget(value)) {
        const message = `${name} must be a path starting with / or an absolute URL.`;
        throw badRequest(message, { [name]: message });
      }
    }
  }
  await next();
};

/**
 * Bodies better-auth passes to the database unchecked: `update-user` with `"name": null` reached
 * the NOT NULL column and answered 500.
 */
const AUTH_BODIES: Record<string, z.ZodType> = {
  "/api/auth/update-user": z.looseObject({
    name: z
      .string({ error: "Please tell us your name" })
      .trim()
      .min(1, { error: "Please tell us your name" })
      .max(80)
      .optional(),
    image: z.string().max(2048).nullish(),
  }),
};

export const authBodyGuard: MiddlewareHandler = async (c, next) => {
  const schema = AUTH_BODIES[c.req.path];
  if (schema && c.req.method === "POST" && /json/i.test(c.req.header("content-type") ?? "")) {
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      throw badRequest("Malformed JSON in request body");
    }
    const result = schema.safeParse(body);
    if (!result.success) {
      const fields: Record<string, string> = {};
      for (const issue of result.error.issues) fields[issue.path.map(String).join(".") || "_"] ??= issue.message;
      throw badRequest(result.error.issues[0]?.message ?? "Invalid input", fields);
    }
  }
  await next();
};
