// PostgreSQL LISTEN on one dedicated connection per channel (a pooled connection cannot hold a
// LISTEN). A lost connection is replaced after a pause; what was sent meanwhile is missed, so the
// listener is told about the gap.
import pg from "pg";

export interface ChannelHandlers {
  onMessage(payload: string): void;
  /** The connection was lost: notifications sent until it is back are missed. */
  onGap(error: Error): void;
}

const RECONNECT_MS = 1000;

/** Listens until the returned function is called; resolves once the first LISTEN is in place (or has failed: onGap). */
export async function listenOn(
  connectionString: string,
  channel: string,
  handlers: ChannelHandlers,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString });
    next.on("notification", (msg) => {
      if (msg.channel === channel) handlers.onMessage(msg.payload ?? "");
    });
    // Errors before LISTEN is in place are the caller's (connect().catch); after, they are a gap.
    const lost = (error: Error) => {
      if (stopped || client !== next) return;
      client = undefined;
      next.end().catch(() => undefined);
      gap(error);
    };
    next.on("error", lost);
    next.on("end", () => lost(new Error("connection ended")));
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      next.end().catch(() => undefined);
      throw error;
    }
    if (stopped) await next.end().catch(() => undefined);
    else client = next;
  };
  const gap = (error: unknown) => {
    if (stopped) return;
    handlers.onGap(error instanceof Error ? error : new Error(String(error)));
    retry = setTimeout(() => void connect().catch(gap), RECONNECT_MS);
    retry.unref();
  };

  // Not listening yet is a gap like any other: the caller starts anyway and is told.
  await connect().catch(gap);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
