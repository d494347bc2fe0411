// What only a cluster can show (docs/decisions/028-cluster-test.md): three instances on one
// PostgreSQL behind HAProxy (round-robin, health checks on /api/ready), started by
// scripts/cluster-test.ts. One session on every instance, a recording uploaded through one played
// through the others, a streamed reply that survives the SIGKILL of the instance writing it, a
// sign-out refused everywhere, and a SIGTERM (then a restart) under load without one failed request.
import autocannon from "autocannon";
import pg from "pg";
import type { RunStarted } from "../../src/shared/schemas/coach.ts";
import { expect, test, type TestUser } from "../fixtures/index.ts";
import { cluster, MODEL_MARKER, type ClusterState } from "./control.ts";

// One cluster: the tests stop and restart its instances one after another.
test.describe.configure({ mode: "serial" });

let state: ClusterState;
let db: pg.Client;

test.beforeAll(async () => {
  state = await cluster.state();
  db = new pg.Client({ connectionString: state.databaseUrl });
  await db.connect();
});
test.afterAll(async () => {
  await db?.end();
});

/** The user's cookies as a Cookie header, for requests straight to one instance. */
async function cookieOf(user: TestUser): Promise<string> {
  const { cookies } = await user.api.storageState();
  return cookies.map((c) => `${c.name}=${c.value}`).join("; ");
}

/** A 16 kHz mono 16-bit WAV of a 440 Hz tone. */
function toneWav(seconds: number): Buffer {
  const samples = 16_000 * seconds;
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write("RIFF", 0);
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write("WAVEfmt ", 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(16_000, 24);
  wav.writeUInt32LE(32_000, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write("data", 36);
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++)
    wav.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / 16_000)), 44 + i * 2);
  return wav;
}

test("round-robin sends consecutive requests to different instances, and one session works on all three", async ({
  user,
}) => {
  const servedBy: string[] = [];
  // Other tests' requests interleave with ours: ask until every instance has answered.
  for (let i = 0; i < 30 && new Set(servedBy).size < 3; i++) {
    const res = await user.api.get("/api/onboarding/status");
    expect(res.status()).toBe(200);
    servedBy.push(res.headers()["x-served-by"] ?? "?");
  }
  expect([...new Set(servedBy)].sort()).toEqual(["app1", "app2", "app3"]);
  expect(servedBy.slice(1).some((name, i) => name !== servedBy[i])).toBe(true);

  // The cookie made through the balancer, straight to each instance.
  const cookie = await cookieOf(user);
  for (const instance of state.instances) {
    const res = await fetch(`${instance.url}/api/auth/get-session`, { headers: { cookie } });
    expect(res.status, instance.name).toBe(200);
    expect(((await res.json()) as { user: { email: string } }).user.email).toBe(user.email);
  }
});

test("a recording uploaded through one instance plays through the others, whole and by range", async ({ user }) => {
  const wav = toneWav(1);
  const upload = await user.api.post("/api/audio", {
    data: { audioBase64: `data:audio/wav;base64,${wav.toString("base64")}` },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const uploadedBy = upload.headers()["x-served-by"];
  const { url } = (await upload.json()) as { url: string };

  // Through the balancer until another instance than the uploader's has answered.
  const playedBy = new Set<string>();
  for (let i = 0; i < 12 && [...playedBy].every((name) => name === uploadedBy); i++) {
    const res = await user.api.get(url);
    expect(res.status()).toBe(200);
    expect(Buffer.compare(await res.body(), wav)).toBe(0);
    playedBy.add(res.headers()["x-served-by"] ?? "?");
  }
  expect([...playedBy].some((name) => name !== uploadedBy)).toBe(true);

  // And straight from every instance, a range too.
  const cookie = await cookieOf(user);
  for (const instance of state.instances) {
    const whole = await fetch(`${instance.url}${url}`, { headers: { cookie } });
    expect(whole.status, instance.name).toBe(200);
    expect(Buffer.compare(Buffer.from(await whole.arrayBuffer()), wav)).toBe(0);
    const part = await fetch(`${instance.url}${url}`, { headers: { cookie, range: "bytes=1000-1999" } });
    expect(part.status, instance.name).toBe(206);
    expect(Buffer.compare(Buffer.from(await part.arrayBuffer()), wav.subarray(1000, 2000))).toBe(0);
  }
});

test("a coach reply streams through the balancer and still arrives when its instance is SIGKILLed mid-reply", async ({
  signedInPage: page,
  allowConsoleErrors,
}) => {
  test.setTimeout(120_000);
  // The stream from the killed instance ends mid-response (the client then polls through another).
  allowConsoleErrors(/ERR_INCOMPLETE_CHUNKED_ENCODING/);
  const reply =
    "That sounds hard, and it makes sense that it keeps coming back. Stumbling over a few words is something " +
    "almost everyone does, and the people in the room were most likely thinking about their own parts. What " +
    "would you say to a friend who told you the same story?";
  // About 300 ms per 12 characters: the reply takes over ten seconds to write.
  const before = (await cluster.model({ firstTokenDelayMs: 0, chunkDelayMs: 300, reply })).requests;
  try {
    await page.goto("/coach-chat");
    await page.getByRole("button", { name: "Bad", exact: true }).click();
    await page
      .getByLabel("What's on your mind?")
      .fill(`${MODEL_MARKER} I keep replaying a meeting where I stumbled over my words.`);
    const started = page.waitForResponse(
      (r) => r.url().endsWith("/api/functions/coaching-chat") && r.request().method() === "POST",
    );
    await page.getByRole("button", { name: "Start a chat" }).click();
    const run = (await (await started).json()) as RunStarted;
    const messages = page.getByRole("list", { name: "Messages" });

    // Streaming: the start of the reply shows while the rest is still being written.
    let partial = "";
    await expect
      .poll(
        async () => {
          const text = (await messages.textContent()) ?? "";
          partial = text.includes("That sounds hard") ? text.slice(text.indexOf("That sounds hard")) : "";
          return partial.length > 0 && !partial.includes(reply);
        },
        { intervals: [50] },
      )
      .toBe(true);

    // The instance executing the run (its lease names its pid) is killed.
    const { rows } = await db.query<{ lease_owner: string; status: string }>(
      "SELECT lease_owner, status FROM coach_runs WHERE id = $1",
      [run.runId],
    );
    const pid = Number(rows[0]!.lease_owner.split(":")[1]);
    const victim = (await cluster.state()).instances.find((i) => i.pid === pid);
    expect(victim, `the instance with pid ${pid}`).toBeDefined();
    await cluster.signal(victim!.name, "SIGKILL");
    expect((await cluster.waitForExit(victim!.name)).signal).toBe("SIGKILL");
    const killedAt = performance.now();
    const afterKill = await db.query<{ status: string; attempts: number }>(
      "SELECT status, attempts FROM coach_runs WHERE id = $1",
      [run.runId],
    );
    expect(afterKill.rows[0], "the reply was still being written when its instance died").toMatchObject({
      status: "in_progress",
      attempts: 1,
    });

    // Another instance takes the run over once the lease lapses; the browser gets the whole reply.
    // (The streaming bubble may show it before the stored reply lands: the exercise offer comes only with the latter.)
    await expect(page.getByRole("button", { name: "Try the exercise" })).toBeVisible({ timeout: 60_000 });
    await expect(messages).toContainText(reply);
    const secondsAfterKill = ((performance.now() - killedAt) / 1000).toFixed(1);
    await expect(page.getByText("Failed to send message", { exact: false })).toHaveCount(0);
    const done = await db.query<{ status: string; attempts: number; lease_owner: string | null }>(
      "SELECT status, attempts, lease_owner FROM coach_runs WHERE id = $1",
      [run.runId],
    );
    expect(done.rows[0]).toMatchObject({ status: "completed", attempts: 2 });
    const stored = await db.query("SELECT 1 FROM coach_messages WHERE run_id = $1", [run.runId]);
    expect(stored.rowCount).toBe(1);
    expect((await cluster.model()).requests).toBe(before + 2);
    console.log(
      `SIGKILL of ${victim!.name} mid-reply: the whole reply reached the browser ${secondsAfterKill} s later`,
    );
    await cluster.report("reply after SIGKILL mid-reply (s)", Number(secondsAfterKill));

    // The instance comes back and HAProxy sends it traffic again.
    const back = await cluster.start(victim!.name);
    console.log(`${victim!.name} restarted: ready in ${back.readyMs} ms, UP at HAProxy ${back.upMs} ms later`);
  } finally {
    await cluster.model({ chunkDelayMs: 0 });
  }
});

test("a sign-out through the balancer is refused by every instance at once", async ({ user }) => {
  const cookie = await cookieOf(user);
  // Each instance has seen (and remembers) the session.
  for (const instance of state.instances) {
    const res = await fetch(`${instance.url}/api/onboarding/status`, { headers: { cookie } });
    expect(res.status, instance.name).toBe(200);
  }
  const out = await user.api.post("/api/auth/sign-out", { data: {} });
  expect(out.status()).toBe(200);
  const signedOutAt = performance.now();
  const refusedAfter: Record<string, number> = {};
  for (const instance of state.instances) {
    await expect
      .poll(async () => (await fetch(`${instance.url}/api/onboarding/status`, { headers: { cookie } })).status, {
        timeout: 2000,
        intervals: [10],
      })
      .toBe(401);
    refusedAfter[instance.name] = Math.round(performance.now() - signedOutAt);
  }
  console.log(`the signed-out cookie was refused by ${JSON.stringify(refusedAfter)} ms after the sign-out`);
  await cluster.report(
    "signed-out cookie refused on every instance after (ms)",
    Math.max(...Object.values(refusedAfter)),
  );
});

test("SIGTERM to an instance under load, then its restart: not one request fails at the balancer", async ({ user }) => {
  test.setTimeout(150_000);
  const victim = "app2";
  const cookie = await cookieOf(user);
  const frontendBefore = (await cluster.haproxy()).find((r) => r.name === "FRONTEND")!;
  const backendBefore = (await cluster.haproxy()).find((r) => r.proxy === "app" && r.name === "BACKEND")!;

  let responses = 0;
  const load = autocannon({
    url: state.balancer,
    connections: 16,
    duration: 300, // stopped below
    timeout: 30,
    headers: { cookie },
    // Authenticated reads: a session lookup and a query or two each.
    requests: [
      { method: "GET", path: "/api/onboarding/status" },
      { method: "GET", path: "/api/exercises/today" },
      { method: "GET", path: "/api/journals?limit=5" },
      { method: "GET", path: "/api/moods/today" },
    ],
  });
  load.on("response", () => (responses += 1));
  const reqErrors: string[] = [];
  load.on("reqError", (error: Error) => reqErrors.push(error.message));
  const afterMore = async (count: number) => {
    const target = responses + count;
    await expect.poll(() => responses, { timeout: 30_000, intervals: [100] }).toBeGreaterThanOrEqual(target);
  };
  try {
    await afterMore(500); // warmed up
    const loadStart = performance.now();
    await cluster.signal(victim, "SIGTERM");
    const exit = await cluster.waitForExit(victim);
    expect(exit.code, "a drained instance exits 0").toBe(0);
    await cluster.waitFor(victim, "DOWN");
    await afterMore(300); // two instances carry it
    const back = await cluster.start(victim);
    await afterMore(500); // and three again
    const window = ((performance.now() - loadStart) / 1000).toFixed(1);
    load.stop();
    const result = await load;
    const stats = await cluster.haproxy();
    const frontend = stats.find((r) => r.name === "FRONTEND")!;
    const backend = stats.find((r) => r.proxy === "app" && r.name === "BACKEND")!;
    const numbers = {
      requests: responses + result.errors,
      failed: result.errors + result.non2xx,
      "non-2xx": result.non2xx,
      "connection errors": result.errors,
      timeouts: result.timeouts,
      "HAProxy requests": frontend.requests - frontendBefore.requests,
      "HAProxy 5xx to clients": frontend.http5xx - frontendBefore.http5xx,
      "HAProxy retries": backend.retries - backendBefore.retries,
      "HAProxy redispatches": backend.redispatches - backendBefore.redispatches,
      "drain and exit after SIGTERM (ms)": exit.ms,
      "restart: ready (ms)": back.readyMs,
      "signal to last request (s)": Number(window),
      "requests/s": Math.round(result.requests.average),
      "p99 latency (ms)": result.latency.p99,
    };
    console.log(`SIGTERM under load: ${JSON.stringify(numbers, null, 2)}`);
    await cluster.report("SIGTERM and restart under load", numbers);
    expect(reqErrors).toEqual([]);
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(result.non2xx).toBe(0);
    expect(numbers["HAProxy 5xx to clients"]).toBe(0);
  } finally {
    load.stop();
  }
});
