// HAProxy for the cluster test (docs/decisions/028-cluster-test.md): the configuration it runs
// with, and its stats socket (`show stat`), which says whether each instance is UP and counts
// the answers, retries and redispatches.
import { connect } from "node:net";

export interface Backend {
  name: string;
  port: number;
}

/**
 * Round-robin over the instances; health checks on /api/ready (503 while an instance drains,
 * refused once it has closed its listener). A request whose connection fails is retried on
 * another instance (`retries` + `option redispatch 1`). Safe methods are also retried when the
 * connection closes before any answer (an idle connection closed by a draining instance just as
 * the request went out) or on a 503; a POST is not: it might have been handled, and the app's
 * client retries 5xx itself.
 */
export function haproxyConfig(opts: { port: number; socket: string; backends: Backend[] }): string {
  return `global
  maxconn 2048
  stats socket ${opts.socket} mode 600 level admin
  hard-stop-after 5s

defaults
  mode http
  option forwardfor
  timeout connect 1s
  timeout client 120s
  timeout server 120s
  timeout http-request 65s
  timeout http-keep-alive 10s
  timeout queue 10s
  timeout check 2s
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response 503

frontend otter
  bind 127.0.0.1:${opts.port}
  default_backend app

backend app
  balance roundrobin
  option httpchk GET /api/ready
  http-check expect status 200
  http-request disable-l7-retry if !METH_GET !METH_OPTIONS
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
  /** Sessions (requests, with keep-alive) sent to it in all. */
  total: number;
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
      total: num(row, "stot"),
      http5xx: num(row, "hrsp_5xx"),
      retries: num(row, "wretr"),
      redispatches: num(row, "wredis"),
      connectionErrors: num(row, "econ"),
      responseErrors: num(row, "eresp"),
    };
  });
}
