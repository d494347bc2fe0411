import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiErrorSchema } from "#shared/schemas/errors.ts";
import { coachRuns } from "../db/schema/app.ts";
import { createTestServer, type TestServer } from "../testing/test-server.ts";
import { createLifecycle, type OpenStream } from "./lifecycle.ts";

function stream(finishing: boolean) {
  const s = {
    closed: 0,
    finishing: () => finishing,
    close: () => {
      s.closed++;
      return Promise.resolve();
    },
  } satisfies OpenStream & {
    closed: number;
  };
  return s;
}

describe("the lifecycle's streams", () => {
  it("ends at the drain the streams that follow no work here, the others at the deadline", async () => {
    const lifecycle = createLifecycle();
    const [elsewhere, here, gone] = [stream(false), stream(true), stream(false)];
    lifecycle.openStream(elsewhere);
    lifecycle.openStream(here);
    lifecycle.openStream(gone)(); // ended by its client before the drain
    expect(lifecycle.draining).toBe(false);

    await lifecycle.drain();
    expect(lifecycle.draining).toBe(true);
    expect([elsewhere.closed, here.closed, gone.closed]).toEqual([1, 0, 0]);

    const late = stream(false);
    lifecycle.openStream(late);
    expect(late.closed).toBe(1);

    await lifecycle.closeStreams();
    expect([elsewhere.closed, here.closed, late.closed]).toEqual([1, 1, 1]);
  });
});

describe("GET /api/ready", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(() => t.close());

  it("is ready while serving, 503 in the error shape once draining; no coach run starts then", async () => {
    const ready = await t.request("/api/ready");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ready: true });
    const u = await t.signUp();

    await t.deps.lifecycle.drain();
    const draining = await t.request("/api/ready");
    expect(draining.status).toBe(503);
    expect(ApiErrorSchema.parse(await draining.json()).error.code).toBe("unavailable");
    // Liveness is not readiness: the process still answers.
    expect((await t.request("/api/health")).status).toBe(200);

    const run = await u.request("/api/functions/coaching-chat", { method: "POST", json: { userInput: "Hello" } });
    expect(run.status).toBe(503);
    expect(ApiErrorSchema.parse(await run.json()).error.code).toBe("unavailable");
    const [runs] = await t.deps.database.db.select({ n: count() }).from(coachRuns);
    expect(runs!.n).toBe(0);
  });
});
