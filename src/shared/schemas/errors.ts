import { z } from "zod";

export const ApiErrorCodeSchema = z.enum([
  "bad_request",
  "unauthorized",
  "forbidden",
  "not_found",
  "conflict",
  "payload_too_large",
  "uri_too_long",
  "headers_too_large",
  "unsupported_media_type",
  "rate_limited",
  "unavailable",
  "internal",
]);
export type ApiErrorCode = z.infer<typeof ApiErrorCodeSchema>;

/** The one error shape every /api route returns. */
export const ApiErrorSchema = z.object({
  error: z.object({
    code: ApiErrorCodeSchema,
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    /** Also in the X-Request-Id header and on every log line written for the request (decision 029). */
    requestId: z.string(),
  }),
});
export type ApiErrorBody = z.infer<typeof ApiErrorSchema>;

/** U+0000 or a lone UTF-16 surrogate: no text or jsonb column stores them (decision 015). */
export const UNSTORABLE_TEXT_MESSAGE = "This text contains a character we can't store. Please retype it.";
