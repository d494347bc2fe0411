// The baseline for API throughput: a bare Hono hello-world on @hono/node-server, run as its own
// process (so it never shares an event loop with autocannon). Loopback only.
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const app = new Hono().get("/", (c) => c.text("ok"));
const server = serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: "127.0.0.1" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));
