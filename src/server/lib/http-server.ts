// The Node HTTP server around the app: room for long request targets so the app can answer them
// (414 past 16 KB), and Node's own parse errors in the one error shape instead of a bare status.
import { randomUUID } from "node:crypto";
import type { Server } from "node:http";
import type { Duplex } from "node:stream";
import { serve, type ServerType } from "@hono/node-server";
import { errorBody } from "./errors.ts";

/**
 * The whole request (headers and body) must arrive within this: a client trickling a body would
 * otherwise hold a connection and its buffers for Node's default 300 s. A minute still lets a
 * phone on a slow network send a voice note (10 MB limit) at about 1.5 Mbit/s.
 */
export const REQUEST_TIMEOUT_MS = 60_000;

/** Request line plus headers Node will parse; the app refuses URLs over MAX_URL_LENGTH (16 KB) itself. */
export const MAX_HEADER_SIZE = 64 * 1024;

const REASONS: Record<number, string> = {
  400: "Bad Request",
  408: "Request Timeout",
  431: "Request Header Fields Too Large",
};

/** What Node answers before the app sees a request: oversized headers, timeouts, malformed HTTP. */
export function answerClientError(err: Error & { code?: string }, socket: Duplex): void {
  if (err.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, message] =
    err.code === "HPE_HEADER_OVERFLOW"
      ? [431, "The request's address or headers are too large."]
      : err.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? [408, "The request took too long to arrive."]
        : [400, "The request could not be understood."];
  // The request was never read, so no id of the client's is trusted and nothing is logged under it.
  const requestId = randomUUID();
  const body = JSON.stringify(errorBody(requestId, status === 408 ? 400 : status, message));
  socket.end(
    `HTTP/1.1 ${status} ${REASONS[status]}\r\nContent-Type: application/json; charset=UTF-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nX-Request-Id: ${requestId}\r\n` +
      `Connection: close\r\n\r\n${body}`,
  );
}

export function serveApp(
  app: { fetch: (req: Request, ...rest: never[]) => Response | Promise<Response> },
  opts: { port: number; hostname?: string; requestTimeoutMs?: number },
  onListen?: (info: { port: number }) => void,
): ServerType {
  const requestTimeout = opts.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const serverOptions = {
    maxHeaderSize: MAX_HEADER_SIZE,
    requestTimeout,
    // Node checks the deadline on this interval (30 s by default): a tenth of it keeps the cut close.
    connectionsCheckingInterval: Math.max(100, Math.min(2000, requestTimeout / 10)),
  };
  const server = serve(
    { fetch: app.fetch as never, port: opts.port, hostname: opts.hostname, serverOptions },
    onListen,
  );
  (server as Server).on("clientError", answerClientError);
  return server;
}
