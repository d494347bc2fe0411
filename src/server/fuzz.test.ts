// Property-based fuzzing of every route in /api/openapi.json (issue 15, decision 015): bodies,
// queries and path parameters generated from each route's own schema, salted with U+0000, lone
// surrogates, fractional and huge numbers, wrong types, unknown keys, empty and very long
// strings, sent as a signed-in user. No answer may be a 5xx; every 4xx has the one error shape;
// every answer is Cache-Control: no-store. better-auth's routes get the same inputs.
import fc from "fast-check";
import { inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { EXERCISE_IDS } from "#shared/content/exercises-types.ts";
import { ApiErrorSchema } from "#shared/schemas/errors.ts";
import { coachRuns } from "./db/schema/app.ts";
import {
  SchemaArbitraries,
  anyJson,
  encodeLoose,
  toJsonText,
  toParamText,
  type JsonSchema,
} from "./testing/fuzz-arbitraries.ts";
import { createTestServer, type TestUser } from "./testing/test-server.ts";

/** Cases per route: the issue's 300 in CI, fewer locally; FUZZ_RUNS overrides. */
const RUNS = Number(process.env.FUZZ_RUNS ?? (process.env.CI ? 300 : 60));
/** better-auth's routes hash passwords and rate-limit: fewer cases, each from its own address. */
const AUTH_RUNS = Math.min(RUNS, 60);
/** FUZZ_SEED=<n> replays a failing run. */
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const ROUTE_TIMEOUT = 150_000;

const METHODS = ["get", "post", "put", "patch", "delete"] as const;
type Method = (typeof METHODS)[number];

interface Operation {
  parameters?: { $ref?: string; name?: string; in?: string; schema?: JsonSchema; required?: boolean }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

interface Route {
  method: Method;
  path: string;
  pathParams: Record<string, JsonSchema>;
  query: Record<string, JsonSchema>;
  body?: JsonSchema;
}

interface FuzzRequest {
  path: string;
  query: string;
  body?: { text: string; contentType: string };
}

const t = await createTestServer({ env: { STT_PROVIDER: "off", COACH_PROVIDER: "guided" } });
afterAll(async () => {
  // Coach runs started by the fuzzer finish in the background: let them end before the database closes.
  for (let i = 0; i < 100; i++) {
    const busy = await t.deps.database.db
      .select({ id: coachRuns.id })
      .from(coachRuns)
      .where(inArray(coachRuns.status, ["queued", "in_progress"]))
      .limit(1);
    if (busy.length === 0) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  await t.close();
});

const doc = (await (await t.request("/api/openapi.json")).json()) as {
  paths: Record<string, Partial<Record<Method, Operation>>>;
};

/** Strings worth trying anywhere: ids of the test user's rows, library ids, plausible values. */
const known: string[] = [
  ...EXERCISE_IDS.slice(0, 5),
  "UTC",
  "Europe/Paris",
  "09:00:00",
  "https://fcm.googleapis.com/fcm/send/x",
  "data:audio/wav;base64,UklGRg==",
];
const arbs = new SchemaArbitraries(doc, () => known);

function routesOf(): Route[] {
  const routes: Route[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = ops[method];
      if (!op) continue;
      const route: Route = { method, path, pathParams: {}, query: {} };
      for (const raw of op.parameters ?? []) {
        const p = arbs.resolve(raw as JsonSchema) as typeof raw;
        if (p.in === "path" && p.name) route.pathParams[p.name] = p.schema ?? { type: "string" };
        if (p.in === "query" && p.name) route.query[p.name] = p.schema ?? { type: "string" };
      }
      for (const name of path.match(/\{[^}]+\}/g) ?? []) route.pathParams[name.slice(1, -1)] ??= { type: "string" };
      route.body = op.requestBody?.content?.["application/json"]?.schema;
      routes.push(route);
    }
  }
  return routes;
}

const MALFORMED_BODIES = ["{", "", "null", "[", '{"a":}', "\u0000", '{"a":"\\ud800"}', "1e400", '"\\u0000"'];

function bodyArb(route: Route): fc.Arbitrary<FuzzRequest["body"]> {
  const contentType = fc.oneof(
    { weight: 12, arbitrary: fc.constant("application/json") },
    { weight: 1, arbitrary: fc.constantFrom("text/plain", "application/x-www-form-urlencoded") },
  );
  const text = fc.oneof(
    { weight: 12, arbitrary: (route.body ? arbs.value(route.body) : anyJson).map(toJsonText) },
    { weight: 1, arbitrary: fc.constantFrom(...MALFORMED_BODIES) },
  );
  const body = fc.record({ text, contentType });
  return route.method === "get" ? fc.constant(undefined) : route.body ? body : fc.option(body, { nil: undefined });
}

function queryArb(route: Route): fc.Arbitrary<string> {
  const params = Object.entries(route.query).map(([name, schema]) =>
    fc.option(arbs.value(schema), { nil: undefined, freq: 3 }).map((v) => {
      if (v === undefined) return [];
      const values = Array.isArray(v) && v.length > 0 ? v : [v];
      return values.map((x) => `${encodeLoose(name)}=${encodeLoose(toParamText(x))}`);
    }),
  );
  const unknown = fc.option(
    fc
      .tuple(fc.constantFrom("admin", "userId", "limit", "q", "x\u0000", "\ud800"), arbs.string())
      .map(([k, v]) => [`${encodeLoose(k)}=${encodeLoose(v)}`]),
    { nil: [] as string[], freq: 4 },
  );
  return fc.tuple(fc.tuple(...params), unknown).map(([parts, extra]) => {
    const all = [...parts.flat(), ...extra];
    return all.length ? `?${all.join("&")}` : "";
  });
}

function pathArb(route: Route): fc.Arbitrary<string> {
  const names = Object.keys(route.pathParams);
  if (names.length === 0) return fc.constant(route.path);
  const values = names.map((n) => arbs.value(route.pathParams[n]).map(toParamText));
  return fc
    .tuple(...values)
    .map((vals) => names.reduce((p, n, i) => p.replace(`{${n}}`, encodeLoose(vals[i]!)), route.path));
}

const requestArb = (route: Route): fc.Arbitrary<FuzzRequest> =>
  fc.record({ path: pathArb(route), query: queryArb(route), body: bodyArb(route) });

/** Reads the answer (an SSE stream at most 5 s) and says what is wrong with it, or null. */
async function problemWith(res: Response, opts: { errorShape: boolean; allow503?: boolean }): Promise<string | null> {
  let text: string;
  if (res.headers.get("content-type")?.includes("text/event-stream")) {
    const timer = setTimeout(() => void res.body?.cancel().catch(() => undefined), 5000);
    text = await res.text().catch(() => "(stream cancelled)");
    clearTimeout(timer);
  } else {
    text = await res.text();
  }
  const answer = `${res.status} ${text.slice(0, 300)}`;
  if (res.status >= 500 && !(res.status === 503 && opts.allow503)) return answer;
  if (res.headers.get("cache-control") !== "no-store")
    return `Cache-Control ${res.headers.get("cache-control")}: ${answer}`;
  if (res.status >= 400 && opts.errorShape) {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return `not JSON: ${answer}`;
    }
    if (!ApiErrorSchema.safeParse(body).success) return `not the error shape: ${answer}`;
  }
  return null;
}

const describeRequest = (method: string, r: FuzzRequest) =>
  `${method.toUpperCase()} ${JSON.stringify((r.path + r.query).slice(0, 300))}${r.body ? ` ${r.body.contentType} ${JSON.stringify(r.body.text.slice(0, 300))}` : ""}`;

async function fuzz(
  label: string,
  arb: fc.Arbitrary<FuzzRequest>,
  numRuns: number,
  send: (r: FuzzRequest) => Promise<string | null>,
) {
  const problems: string[] = [];
  await fc.assert(
    fc.asyncProperty(arb, async (r) => {
      const problem = await send(r);
      if (problem) problems.push(problem);
    }),
    { numRuns, seed: SEED },
  );
  expect(
    problems.length,
    `${label}: ${problems.length} of ${numRuns} answers were wrong (FUZZ_SEED=${SEED}):\n${problems.slice(0, 8).join("\n")}`,
  ).toBe(0);
}

// ---- the API's own routes -------------------------------------------------------------------

let user: TestUser;

/** A user with a row of each kind, whose ids join the strings the fuzzer tries. */
async function freshUser(): Promise<TestUser> {
  const u = await t.signUp();
  const post = async (path: string, json: unknown) =>
    (await u.request(path, { method: "POST", json })).json() as Promise<Record<string, unknown>>;
  const journal = (await post("/api/journals", { entryType: "micro-win", entries: ["Fed the otter"] })) as {
    journal?: { id: string };
  };
  const chat = (await post("/api/chats", { kind: "coach" })) as { id?: string };
  await post("/api/exercises/plan", { exerciseIds: EXERCISE_IDS.slice(0, 2) });
  const custom = (await post("/api/exercises/custom", { title: "Breathe", category: "timer", timerMinutes: 3 })) as {
    id?: string;
  };
  const run = (await post("/api/functions/coaching-chat", { userInput: "I feel a bit nervous about tomorrow" })) as {
    runId?: string;
    threadId?: string;
  };
  for (const id of [journal.journal?.id, chat.id, custom.id, run.runId, run.threadId]) if (id) known.push(id);
  return u;
}

describe("every OpenAPI route answers fuzzed input without a 5xx", () => {
  const routes = routesOf();

  it("finds the routes", () => {
    expect(routes.length).toBeGreaterThan(30);
  });

  for (const route of routes) {
    const deletesAccount = route.method === "delete" && route.path === "/api/account";
    it(
      `${route.method.toUpperCase()} ${route.path}`,
      async () => {
        user ??= await freshUser();
        // The fuzzer may confirm an account's deletion: that route gets its own users.
        let caller = deletesAccount ? await t.signUp() : user;
        await fuzz(`${route.method.toUpperCase()} ${route.path}`, requestArb(route), RUNS, async (r) => {
          const headers: Record<string, string> = r.body ? { "content-type": r.body.contentType } : {};
          const res = await caller.request(r.path + r.query, {
            method: route.method.toUpperCase(),
            headers,
            body: r.body?.text,
          });
          const problem = await problemWith(res, {
            errorShape: true,
            allow503: route.path === "/api/functions/speech-to-text",
          });
          if (deletesAccount && res.ok) caller = await t.signUp();
          return problem && `${describeRequest(route.method, r)} → ${problem}`;
        });
      },
      ROUTE_TIMEOUT,
    );
  }
});

// ---- better-auth's routes (not in the OpenAPI document) --------------------------------------

const str: JsonSchema = { type: "string" };
const email: JsonSchema = { type: "string", format: "email" };
const bool: JsonSchema = { type: "boolean" };
const obj = (properties: Record<string, JsonSchema>, required: string[]): JsonSchema => ({
  type: "object",
  properties,
  required,
});

const AUTH_ROUTES: (Route & { signedIn?: boolean })[] = [
  {
    method: "post",
    path: "/api/auth/sign-up/email",
    pathParams: {},
    query: {},
    body: obj({ email, password: str, name: str, image: str, callbackURL: str, rememberMe: bool }, [
      "email",
      "password",
      "name",
    ]),
  },
  {
    method: "post",
    path: "/api/auth/sign-in/email",
    pathParams: {},
    query: {},
    body: obj({ email, password: str, callbackURL: str, rememberMe: bool }, ["email", "password"]),
  },
  {
    method: "post",
    path: "/api/auth/request-password-reset",
    pathParams: {},
    query: {},
    body: obj({ email, redirectTo: str }, ["email"]),
  },
  {
    method: "post",
    path: "/api/auth/reset-password",
    pathParams: {},
    query: { token: str },
    body: obj({ newPassword: str, token: str }, ["newPassword"]),
  },
  { method: "get", path: "/api/auth/reset-password/{token}", pathParams: { token: str }, query: { callbackURL: str } },
  {
    method: "post",
    path: "/api/auth/send-verification-email",
    pathParams: {},
    query: {},
    body: obj({ email, callbackURL: str }, ["email"]),
  },
  { method: "get", path: "/api/auth/verify-email", pathParams: {}, query: { token: str, callbackURL: str } },
  {
    method: "get",
    path: "/api/auth/get-session",
    pathParams: {},
    query: { disableCookieCache: bool, disableRefresh: bool },
    signedIn: true,
  },
  { method: "get", path: "/api/auth/list-sessions", pathParams: {}, query: {}, signedIn: true },
  {
    method: "post",
    path: "/api/auth/update-user",
    pathParams: {},
    query: {},
    body: obj({ name: str, image: str }, []),
    signedIn: true,
  },
  {
    method: "post",
    path: "/api/auth/change-password",
    pathParams: {},
    query: {},
    body: obj({ newPassword: str, currentPassword: str, revokeOtherSessions: bool }, [
      "newPassword",
      "currentPassword",
    ]),
    signedIn: true,
  },
  {
    method: "post",
    path: "/api/auth/revoke-session",
    pathParams: {},
    query: {},
    body: obj({ token: str }, ["token"]),
    signedIn: true,
  },
];

describe("better-auth's routes answer fuzzed input without a 5xx", () => {
  let authUser: TestUser | undefined;
  for (const route of AUTH_ROUTES) {
    it(
      `${route.method.toUpperCase()} ${route.path}`,
      async () => {
        authUser ??= await t.signUp();
        // Each case from its own address, so the sign-in and sign-up rate limits leave the handlers reachable.
        const arb = fc
          .tuple(requestArb(route), fc.nat(2 ** 24 - 1))
          .map(([r, n]) => ({ ...r, ip: `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}` }));
        await fuzz(`${route.method.toUpperCase()} ${route.path}`, arb, AUTH_RUNS, async (r) => {
          const ip = (r as FuzzRequest & { ip: string }).ip;
          const headers: Record<string, string> = r.body ? { "content-type": r.body.contentType } : {};
          const res = await t.request(r.path + r.query, {
            method: route.method.toUpperCase(),
            headers,
            body: r.body?.text,
            ip,
            cookie: route.signedIn ? authUser!.cookie : undefined,
          });
          // better-auth keeps its own { message, code } errors (decision 005); only 5xx and caching are checked.
          const problem = await problemWith(res, { errorShape: false });
          return problem && `${describeRequest(route.method, r)} → ${problem}`;
        });
      },
      ROUTE_TIMEOUT,
    );
  }
});
