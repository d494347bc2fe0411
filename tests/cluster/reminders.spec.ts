// Daily reminders with three schedulers on one database (decision 021): every instance ticks once a
// minute, started at the same instant, so their ticks race for the same due rows; each reminder must
// reach the push service once. The push service is scripts/cluster-test.ts's local HTTPS sink.
import pg from "pg";
import { fakeBrowser } from "#server/testing/push-kit.ts";
import { expect, test } from "../fixtures/index.ts";
import { cluster } from "./control.ts";

const DEVICES = 12;
/** The schedulers' period (push.scheduler.ts TICK_INTERVAL_MS) and a margin. */
const TICK_MS = 60_000;

test("three instances' schedulers send each due reminder exactly once", async ({ user }) => {
  test.setTimeout(4 * TICK_MS);
  const state = await cluster.state();
  const tag = `cluster-${Date.now().toString(36)}`;
  const endpoints = Array.from({ length: DEVICES }, (_, i) => `${state.pushOrigin}/push/${tag}-${i}`);
  for (const endpoint of endpoints) {
    const res = await user.api.post("/api/functions/subscribe-push", {
      data: {
        subscription: fakeBrowser().subscription(endpoint),
        notificationTime: "09:00:00",
        timezoneOffset: 0,
        timeZone: "UTC",
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  // Make them due now: their hour has come and nothing went out today. (Through the API a time that
  // has already passed starts tomorrow, so no reminder is sent the moment it is saved.)
  const db = new pg.Client({ connectionString: state.databaseUrl });
  await db.connect();
  try {
    const due = await db.query(
      "UPDATE push_subscriptions SET notification_time = '00:00:00', last_sent_day = NULL WHERE endpoint = ANY($1)",
      [endpoints],
    );
    expect(due.rowCount).toBe(DEVICES);

    const ours = async () => (await cluster.deliveries()).filter((d) => d.path.startsWith(`/push/${tag}-`));
    // The next tick of any instance sends them: within one period, plus start-up skew and a busy machine.
    await expect
      .poll(async () => new Set((await ours()).map((d) => d.path)).size, {
        timeout: 2 * TICK_MS,
        intervals: [500],
      })
      .toBe(DEVICES);
    const firstSent = Math.max(...(await ours()).map((d) => d.at));

    // Every instance ticks at least once more in the next period: nothing may go out again.
    await new Promise((r) => setTimeout(r, Math.max(0, firstSent + TICK_MS + 2000 - Date.now())));
    const deliveries = await ours();
    const perDevice = new Map<string, number>();
    for (const d of deliveries) perDevice.set(d.path, (perDevice.get(d.path) ?? 0) + 1);
    expect([...perDevice.values()]).toEqual(Array.from({ length: DEVICES }, () => 1));
    expect(deliveries.every((d) => d.status === 201)).toBe(true);
    const sent = await db.query(
      "SELECT count(*)::int AS n FROM push_subscriptions WHERE endpoint = ANY($1) AND last_sent_day IS NOT NULL",
      [endpoints],
    );
    expect(sent.rows[0]).toEqual({ n: DEVICES });

    // Which instances sent them (their "daily reminders sent" log lines).
    const logs = await cluster.logs();
    const byInstance = Object.fromEntries(
      Object.entries(logs).map(([name, out]) => [
        name,
        [
          ...out.matchAll(
            /"sent":(\d+)[^\n]*"msg":"daily reminders sent"|"msg":"daily reminders sent"[^\n]*"sent":(\d+)/g,
          ),
        ]
          .map((m) => Number(m[1] ?? m[2]))
          .reduce((a, b) => a + b, 0),
      ]),
    );
    console.log(`reminders: ${DEVICES} due, ${deliveries.length} delivered; sent by ${JSON.stringify(byInstance)}`);
    await cluster.report("reminders due / delivered / sent per instance", {
      due: DEVICES,
      delivered: deliveries.length,
      byInstance,
    });
  } finally {
    await db.end();
  }
});
