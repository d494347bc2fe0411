// The one place that talks HTTP to our server and unwraps its errors.
// (No zod here: this module is in the first-load bundle; hono/client's hc is a small proxy.)
import { type ClientRequestOptions, type ClientResponse, hc } from "hono/client";
import type { ResponseFormat } from "hono/types";
import type { ClientErrorStatusCode, ServerErrorStatusCode } from "hono/utils/http-status";
import type { ApiType } from "#server/app.ts";
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

const OFFLINE = "You seem to be offline. Please check your connection and try again.";

/** What toError reads of a failed answer (a fetch Response or hono/client's typed one). */
interface Answer {
  status: number;
  headers: Headers;
  json(): Promise<unknown>;
}

async function toError(res: Answer): Promise<ApiError> {
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

/** fetch with the session cookie; a network failure becomes the offline ApiError (an abort stays an abort). */
async function send(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(input, { ...init, credentials: "same-origin" });
  } catch (err) {
    if (err instanceof DOMException && err.name === "AbortError") throw err;
    throw new ApiError(0, OFFLINE, "network");
  }
}

/**
 * The typed client of every /api route but better-auth's: paths, inputs and answers come from the
 * server's route types (`ApiType`), so no response is cast by hand. Call it through `call()`.
 * The coach's reply stream (server-sent events) and audio playback are read by EventSource and
 * <audio> from plain URLs: RPC does not type them.
 */
export const client = hc<ApiType>("/api", { fetch: send });

export interface CallOptions {
  signal?: AbortSignal;
  /** Sent as Idempotency-Key: the server answers a repeat with the first result (decision 017). */
  idempotencyKey?: string;
}

/** The second argument of a `client` call: the abort signal and the Idempotency-Key header. */
export const withOptions = ({ signal, idempotencyKey }: CallOptions): ClientRequestOptions => ({
  ...(idempotencyKey ? { headers: { "Idempotency-Key": idempotencyKey } } : {}),
  ...(signal ? { init: { signal } } : {}),
});

type ErrorStatus = ClientErrorStatusCode | ServerErrorStatusCode;
/** The JSON of a route's successful answers (undefined for a bodiless one, such as a 204). */
export type Json<R> =
  R extends ClientResponse<infer T, infer S, infer F>
    ? [S] extends [ErrorStatus]
      ? never
      : F extends "json"
        ? T
        : undefined
    : never;

/**
 * Awaits a `client` call: a non-2xx answer throws the ApiError the server's error body describes;
 * a 2xx answer gives its typed JSON.
 */
export async function call<R extends ClientResponse<unknown, number, ResponseFormat>>(
  request: Promise<R>,
): Promise<Json<R>> {
  const res = await request;
  if (!res.ok) throw await toError(res);
  if (res.status === 204) return undefined as Json<R>;
  return (await res.json()) as Json<R>;
}

/**
 * better-auth's endpoints (/api/auth/*): not Hono routes of ApiType, so their answers are
 * `unknown` and the caller checks what it reads. A body makes it a POST.
 */
export async function authApi(path: `/api/auth/${string}`, json?: object): Promise<unknown> {
  const res = await send(
    path,
    json === undefined
      ? { method: "GET" }
      : { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(json) },
  );
  if (!res.ok) throw await toError(res);
  if (res.status === 204) return undefined;
  return (await res.json()) as unknown;
}

export const errorMessage = (err: unknown, fallback: string) =>
  err instanceof Error && err.message ? err.message : fallback;
