// The one place that talks HTTP to our server and unwraps its errors.
// (No zod here: this module is in the first-load bundle.)
import type { ApiErrorBody } from "#shared/schemas/errors.ts";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string = "internal",
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  json?: unknown;
  signal?: AbortSignal;
  /** Sent as Idempotency-Key: the server answers a repeat with the first result (decision 017). */
  idempotencyKey?: string;
}

async function toError(res: Response): Promise<ApiError> {
  const body: unknown = await res.json().catch(() => null);
  const shaped = (body as Partial<ApiErrorBody> | null)?.error;
  if (shaped && typeof shaped.message === "string")
    return new ApiError(res.status, shaped.message, shaped.code, shaped.fields);
  // better-auth answers with { message, code }.
  const message = (body as { message?: unknown } | null)?.message;
  if (typeof message === "string" && message)
    return new ApiError(res.status, message, String((body as { code?: unknown }).code ?? ""));
  if (res.status === 429)
    return new ApiError(429, "Too many attempts. Please wait a minute and try again.", "rate_limited");
  return new ApiError(res.status, "Something went wrong. Please try again.");
}

export async function api<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: opts.method ?? (opts.json === undefined ? "GET" : "POST"),
      headers: {
        ...(opts.json === undefined ? {} : { "content-type": "application/json" }),
        ...(opts.idempotencyKey ? { "Idempotency-Key": opts.idempotencyKey } : {}),
      },
      body: opts.json === undefined ? undefined : JSON.stringify(opts.json),
      credentials: "same-origin",
      signal: opts.signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === "AbortError") throw err;
    throw new ApiError(0, "You seem to be offline. Please check your connection and try again.", "network");
  }
  if (!res.ok) throw await toError(res);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

export const errorMessage = (err: unknown, fallback: string) =>
  err instanceof Error && err.message ? err.message : fallback;
