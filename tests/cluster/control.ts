// What the cluster specs ask of scripts/cluster-test.ts, which owns every process: its control
// API (CLUSTER_CONTROL_URL) to signal, wait for and restart instances, slow the fake model down
// and read HAProxy's and the push sink's counters.
import type { StatRow } from "./haproxy.ts";

/**
 * The fake model answers only conversations that carry this word; everything else gets 503, and the
 * app falls back to its guided coach (decision 009), so the reused e2e specs see the words they expect.
 */
export const MODEL_MARKER = "[model]";

export interface InstanceState {
  /** HAProxy's name for it: app1, app2, app3. */
  name: string;
  /** Its own address, bypassing the balancer. */
  url: string;
  pid: number | null;
  running: boolean;
}

export interface ClusterState {
  /** HAProxy's address: the app's APP_URL and the browser's base URL. */
  balancer: string;
  databaseUrl: string;
  pushOrigin: string;
  leaseMs: number;
  instances: InstanceState[];
}

export interface Exit {
  code: number | null;
  signal: string | null;
  /** From the signal to the exit. */
  ms: number;
}

export interface Delivery {
  path: string;
  status: number;
  at: number;
}

const base = () => {
  const url = process.env.CLUSTER_CONTROL_URL;
  if (!url) throw new Error("CLUSTER_CONTROL_URL is not set: run these tests with `npm run test:cluster`");
  return url;
};

async function call<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base()}${path}`, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`cluster control ${method} ${path}: ${res.status} ${text}`);
  return JSON.parse(text) as T;
}

export const cluster = {
  state: () => call<ClusterState>("GET", "/state"),
  /** The fake model's reply and its streaming delays; returns how many [model] requests it has had. */
  model: (settings: { firstTokenDelayMs?: number; chunkDelayMs?: number; reply?: string } = {}) =>
    call<{ requests: number }>("POST", "/model", settings),
  /** Sends a signal to an instance (at once; see waitForExit). */
  signal: (name: string, signal: "SIGKILL" | "SIGTERM") =>
    call<{ pid: number }>("POST", `/instances/${name}/signal`, { signal }),
  waitForExit: (name: string) => call<Exit>("POST", `/instances/${name}/wait-exit`),
  /** Starts a stopped instance again (same port and DATA_DIR) and waits until HAProxy has it UP. */
  start: (name: string) => call<{ pid: number; readyMs: number; upMs: number }>("POST", `/instances/${name}/start`),
  /** Waits until HAProxy has this instance in the given state (UP or DOWN). */
  waitFor: (name: string, status: "UP" | "DOWN") =>
    call<{ ms: number }>("POST", `/instances/${name}/wait-for`, { status }),
  haproxy: () => call<StatRow[]>("GET", "/haproxy"),
  deliveries: () => call<Delivery[]>("GET", "/push"),
  /** A line in the run's summary (the README quotes them). */
  report: (key: string, value: unknown) => call<{ ok: true }>("POST", "/report", { key, value }),
  /** Everything the instances logged so far, per instance. */
  logs: () => call<Record<string, string>>("GET", "/logs"),
};
