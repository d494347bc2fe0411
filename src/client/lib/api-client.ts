// The one place that talks HTTP to our server and unwraps its errors.
// (No zod here: this module is in the first-load bundle.)
import type { ApiErrorBody } from "#shared/schemas/errors.ts";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string = "internal",
    readonly fields?: Record<string, string>,
    /** The server's X-Request-Id: the log lines of this request carry it (decision 029). */
    readonly requestId?: string,
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
  const requestId =
    (typeof shaped?.requestId === "string" ? shaped.requestId : res.headers.get("x-request-id")) ?? undefined;
  // An unexpected failure: the reference lets the person's report be found in the server's log.
  const withReference = (message: string) => (requestId ? `${message} Reference: ${requestId}` : message);
  if (shaped && typeof shaped.message === "string") {
    const message = shaped.code === "internal" ? withReference(shaped.message) : shaped.message;
    return new ApiError(res.status, message, shaped.code, shaped.fields, requestId);
  }
  // better-auth answers with { message, code }.
  const message = (body as { message?: unknown } | null)?.message;
  const code = (body as { code?: unknown } | null)?.code;
  if (typeof message === "string" && message)
    return new ApiError(res.status, message, typeof code === "string" ? code : "", undefined, requestId);
  if (res.status === 429)
    return new ApiError(
      429,
      "Too many attempts. Please wait a minute and try again.",
      "rate_limited",
      undefined,
      requestId,
    );
  const generic = "Something went wrong. Please try again.";
  return new ApiError(
    res.status,
    res.status >= 500 ? withReference(generic) : generic,
    "internal",
    undefined,
    requestId,
  );
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
