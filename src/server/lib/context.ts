import type { Agent } from "node:https";
import type { Database, Db } from "../db/client.ts";
import type { Env } from "../env.ts";
import type { Auth } from "./auth.ts";
import type { Lifecycle } from "./lifecycle.ts";
import type { Logger } from "./logger.ts";
import type { SessionEvents } from "./session-events.ts";
import type { SessionMemo } from "./session-memo.ts";

export interface AuthedUser {
  id: string;
  email: string;
  name: string;
}

/** Everything a route needs, created once at start-up and handed to createApp. */
export interface AppDeps {
  database: Database;
  auth: Auth;
  env: Env;
  logger: Logger;
  dataDir: string;
  /** Folder of the built client (index.html, assets, sw.js); absent in API-only tests. */
  clientDir?: string;
  /** Clock, replaceable in tests. */
  now?: () => Date;
  /** HTTPS agent for Web Push deliveries; tests set one that trusts their self-signed push sink. */
  pushAgent?: Agent;
  /** Serving or draining before the process stops (GET /api/ready, decision 023). */
  lifecycle: Lifecycle;
  /** Sessions removed anywhere: every process forgets the ones it remembers (decision 026). */
  sessionEvents: SessionEvents;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    db: Db;
    user: AuthedUser;
    clientIp: string;
    sessions: SessionMemo;
    /** hono/request-id: in the X-Request-Id header, every error body and every log line (decision 029). */
    requestId: string;
  };
}
