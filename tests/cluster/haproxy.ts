// HAProxy for the cluster test (docs/decisions/028-cluster-test.md): the configuration it runs
// with, and its stats socket (`show stat`), which says whether each instance is UP and counts
// the answers, retries and redispatches.
import { connect } from "node:net";

export interface Backend {
  name: string;
  port: number;
}

/**
 * docs/deploying.md's HAProxy configuration without TLS and logs, and with three test changes:
 * round-robin (so consecutive requests go to different instances; the guide uses leastconn), checks
 * every second and every 250 ms while a state changes (the guide: 2 s), and the client's
 * X-Forwarded-For passed through instead of replaced: each test stands for another person with its
 * own address (the per-address sign-up and sign-in limits), as in `npm run test:e2e`.
 *
 * Health checks on /api/ready (503 while an instance drains, refused once it has closed its
 * listener). A request whose connection fails is retried on another instance (`retries` +
 * `option redispatch 1`); a GET also when the connection closes before any answer (an idle
 * connection closed by a draining instance just as the request went out) or on a 503. A POST is
 * not: it may have been handled, and the app's client retries 5xx itself.
 */
export function haproxyConfig(opts: { port: number; socket: string; backends: Backend[] }): string {
  return `global
  maxconn 2048
  stats socket ${opts.socket} mode 600 level admin
  hard-stop-after 5s

defaults
  mode http
  timeout connect 5s
  timeout client 120s
  timeout server 5m
  timeout http-request 65s
  timeout http-keep-alive 10s
  timeout check 5s
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response 503

frontend otter
  bind 127.0.0.1:${opts.port}
  unique-id-format %[uuid()]
  http-request set-header X-Request-Id %[unique-id]
  default_backend app

backend app
  balance roundrobin
  option httpchk GET /api/ready
  http-check expect status 200
  http-request disable-l7-retry if !METH_GET
  # Which instance answered: the cluster tests read it to see the round-robin.
  http-response set-header X-Served-By %[srv_name]
  default-server check inter 1s fastinter 250ms downinter 500ms rise 2 fall 2
${opts.backends.map((b) => `  server ${b.name} 127.0.0.1:${b.port}`).join("\n")}
`;
}

/** One command on the stats socket; resolves with the whole answer. */
export function haproxyCommand(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const conn = connect(socket);
    let out = "";
    conn.setEncoding("utf8");
    conn.on("connect", () => conn.end(`${command}\n`));
    conn.on("data", (chunk: string) => (out += chunk));
    conn.on("end", () => resolve(out));
    conn.on("error", reject);
  });
}

export interface StatRow {
  proxy: string;
  name: string;
  /** UP, DOWN, MAINT, "UP 1/2", "DOWN 1/2", OPEN (frontend)… */
  status: string;
  checkStatus: string;
  /** HTTP requests: received (frontend) or sent to it (server, backend). */
  requests: number;
  http5xx: number;
  /** Retries on it and redispatches from it to another. */
  retries: number;
  redispatches: number;
  connectionErrors: number;
  responseErrors: number;
}

/** `show stat` as rows: the frontend, each server and the backend. */
export async function haproxyStats(socket: string): Promise<StatRow[]> {
  const csv = (await haproxyCommand(socket, "show stat")).trim().split("\n");
  const header = csv[0]!.replace(/^# /, "").split(",");
  const col = (row: string[], name: string) => row[header.indexOf(name)] ?? "";
  const num = (row: string[], name: string) => Number(col(row, name)) || 0;
  return csv.slice(1).map((line) => {
    const row = line.split(",");
    return {
      proxy: col(row, "pxname"),
      name: col(row, "svname"),
      status: col(row, "status"),
      checkStatus: col(row, "check_status"),
      requests: num(row, col(row, "type") === "0" ? "req_tot" : "lbtot"),
      http5xx: num(row, "hrsp_5xx"),
      retries: num(row, "wretr"),
      redispatches: num(row, "wredis"),
      connectionErrors: num(row, "econ"),
      responseErrors: num(row, "eresp"),
    };
  });
}
