import type { Context, ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiErrorBody, ApiErrorCode } from "#shared/schemas/errors.ts";
import type { Logger } from "./logger.ts";

const CODE_BY_STATUS: Record<number, ApiErrorCode> = {
  400: "bad_request",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  409: "conflict",
  413: "payload_too_large",
  414: "uri_too_long",
  415: "unsupported_media_type",
  429: "rate_limited",
  431: "headers_too_large",
  503: "unavailable",
};

/** Throw this from services and handlers; onError turns it into the one error shape. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

/** PostgreSQL's foreign_key_violation, from node-postgres or PGlite, possibly wrapped by Drizzle. */
export function isForeignKeyViolation(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0;
    e && i < 4;
    e = e.cause as typeof e, i++
  ) {
    if (e.code === "23503") return true;
  }
  return false;
}

export const sessionEnded = () => new AppError(401, "Your session has ended. Please sign in again.");

export const notFound = (message = "Not found") => new AppError(404, message);
export const badRequest = (message: string, fields?: Record<string, string>) => new AppError(400, message, fields);

export function errorBody(
  requestId: string,
  status: number,
  message: string,
  fields?: Record<string, string>,
): ApiErrorBody {
  return {
    error: { code: CODE_BY_STATUS[status] ?? "internal", message, ...(fields ? { fields } : {}), requestId },
  };
}

/** The one error shape as a response, carrying the request's id (set by the requestId middleware). */
export function errorResponse(
  c: Context,
  status: ContentfulStatusCode,
  message: string,
  fields?: Record<string, string>,
): Response {
  const requestId: string = c.get("requestId");
  return c.json(errorBody(requestId, status, message, fields), status);
}

export function createErrorHandler(logger: Logger): ErrorHandler {
  return (err, c) => {
    if (err instanceof AppError) return errorResponse(c, err.status, err.message, err.fields);
    if (err instanceof HTTPException) {
      const status = err.status;
      const message = status === 400 && /json/i.test(err.message) ? "Malformed JSON in request body" : err.message;
      return errorResponse(c, status, message || "Request failed");
    }
    // Unknown errors: log the detail (the line carries the requestId), tell the client nothing about internals.
    logger.error("unhandled error", { path: c.req.path, method: c.req.method, error: err });
    return errorResponse(c, 500, "Something went wrong. Please try again.");
  };
}

export const notFoundHandler: NotFoundHandler = (c) => errorResponse(c, 404, "Not found");
