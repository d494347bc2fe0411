// Whether this process still takes new work (GET /api/ready), and the event streams it has to end
// when it stops (decision 023).

/** A client's open server-sent event stream. */
export interface OpenStream {
  /** True while the stream follows work this process is still finishing: the drain lets it end by itself. */
  finishing(): boolean;
  /** Sends a reconnect hint (`retry:`) and ends the stream. */
  close(): Promise<void>;
}

export interface Lifecycle {
  /** True from the stop signal on: /api/ready answers 503 and no new long work starts. */
  readonly draining: boolean;
  /** Starts the drain: ends at once the streams that follow no work of this process. */
  drain(): Promise<void>;
  /** Registers a stream until the returned function is called; one opened during the drain may be closed at once. */
  openStream(stream: OpenStream): () => void;
  /** Ends every stream still open (the drain's deadline). */
  closeStreams(): Promise<void>;
}

/** How long a client waits before reconnecting, told to the streams this process ends. */
export const SSE_RECONNECT_MS = 1000;

export function createLifecycle(): Lifecycle {
  let draining = false;
  const streams = new Set<OpenStream>();
  const close = (list: OpenStream[]) =>
    Promise.allSettled(
      list.map((s) => {
        streams.delete(s);
        return s.close();
      }),
    ).then(() => undefined);
  return {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
      return close([...streams].filter((s) => !s.finishing()));
    },
    openStream(stream) {
      streams.add(stream);
      if (draining && !stream.finishing()) void close([stream]);
      return () => void streams.delete(stream);
    },
    closeStreams: () => close([...streams]),
  };
}
