import { Agent } from "node:https";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PushMessage, PushSubscriptionInfo } from "#shared/schemas/push.ts";
import {
  dailyExerciseRecords,
  pushConfiguration,
  pushSubscriptions,
  userDailyExercises,
} from "#server/db/schema/index.ts";
import type { Logger } from "#server/lib/logger.ts";
import {
  fakeBrowser,
  makeCertificate,
  startPushSink,
  type Certificate,
  type FakeBrowser,
  type PushSink,
} from "#server/testing/push-kit.ts";
import { createTestServer, type TestServer, type TestUser } from "#server/testing/test-server.ts";
import { isAllowedEndpoint, parseAllowlist } from "./push.endpoints.ts";

const INVALID = "Invalid notification configuration";

let now = new Date("2026-06-01T00:00:00Z");
let t: TestServer;
let cert: Certificate;
let sink: PushSink;
let counter = 0;

beforeAll(async () => {
  cert = makeCertificate();
  sink = await startPushSink(cert);
  t = await createTestServer({ now: () => now, env: { PUSH_ENDPOINT_ALLOWLIST: sink.origin } });
  // web-push speaks HTTPS only: trust the sink's self-signed certificate for this in-process app.
  t.deps.pushAgent = new Agent({ ca: cert.cert });
});
afterAll(async () => {
  await t.close();
  await sink.close();
  cert.dispose();
});

interface Device {
  browser: FakeBrowser;
  endpoint: string;
  path: string;
}

async function subscribeDevice(
  u: TestUser,
  body: { notificationTime?: string; timezoneOffset?: number; timeZone?: string },
): Promise<Device> {
  const browser = fakeBrowser();
  const id = `device-${++counter}`;
  const endpoint = sink.endpoint(id);
  const res = await u.request("/api/functions/subscribe-push", {
    method: "POST",
    json: { subscription: browser.subscription(endpoint), timezoneOffset: 0, ...body },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return { browser, endpoint, path: new URL(endpoint).pathname };
}

const accepted = (d: Device) => sink.deliveries.filter((x) => x.path === d.path && x.status === 201);
const attempts = (d: Device) => sink.deliveries.filter((x) => x.path === d.path);
const messages = (d: Device) => accepted(d).map((x) => JSON.parse(d.browser.decrypt(x.body)) as PushMessage);

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { message: string } }).error.message;
}

describe("VAPID keys", () => {
  it("are generated once, stored in push_configuration and served publicly", async () => {
    const first = await t.request("/api/push/public-key");
    expect(first.status).toBe(200);
    const { publicKey } = (await first.json()) as { publicKey: string };
    expect(Buffer.from(publicKey, "base64url")).toHaveLength(65);
    expect(((await (await t.request("/api/push/public-key")).json()) as { publicKey: string }).publicKey).toBe(
      publicKey,
    );
    const rows = await t.deps.database.db.select().from(pushConfiguration);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.vapidPublicKey).toBe(publicKey);
  });

  it("come from the environment when set", async () => {
    const keys = (await import("web-push")).default.generateVAPIDKeys();
    const other = await createTestServer({
      env: { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey },
    });
    try {
      const res = await other.request("/api/push/public-key");
      expect(((await res.json()) as { publicKey: string }).publicKey).toBe(keys.publicKey);
      expect(await other.deps.database.db.select().from(pushConfiguration)).toHaveLength(0);
    } finally {
      await other.close();
    }
  });
});

describe("endpoint allowlist", () => {
  const rules = parseAllowlist("https://push.example.org:8443, https://*.corp.example");
  it.each([
    ["https://fcm.googleapis.com/fcm/send/abc", true],
    ["https://updates.push.services.mozilla.com/wpush/v2/abc", true],
    ["https://db5p.notify.windows.com/w/?token=abc", true],
    ["https://web.push.apple.com/QGx", true],
    ["https://push.example.org:8443/x", true],
    ["https://a.corp.example/x", true],
    ["https://push.example.org/x", false],
    ["http://fcm.googleapis.com/fcm/send/abc", false],
    ["https://fcm.googleapis.com.evil.example/x", false],
    ["https://user:pw@fcm.googleapis.com/x", false],
    ["https://notify.windows.com/w", false],
    ["https://169.254.169.254/latest/meta-data", false],
    ["https://127.0.0.1:8080/x", false],
    ["not a url", false],
  ])("%s → %s", (endpoint, ok) => {
    expect(isAllowedEndpoint(endpoint, rules)).toBe(ok);
  });
});

describe("subscribe-push", () => {
  it("validates the configuration with the spec's message", async () => {
    const u = await t.signUp();
    const browser = fakeBrowser();
    const good = {
      subscription: browser.subscription(sink.endpoint("validation")),
      notificationTime: "09:00:00",
      timezoneOffset: 0,
    };
    const bad: unknown[] = [
      {},
      { ...good, subscription: undefined },
      { ...good, subscription: { ...good.subscription, endpoint: "http://fcm.googleapis.com/fcm/send/x" } },
      { ...good, subscription: { ...good.subscription, endpoint: "https://169.254.169.254/latest" } },
      { ...good, subscription: { ...good.subscription, endpoint: "https://fcm.googleapis.com.evil.example/x" } },
      { ...good, subscription: { ...good.subscription, keys: { p256dh: "AAAA", auth: browser.keys.auth } } },
      { ...good, subscription: { ...good.subscription, keys: { p256dh: browser.keys.p256dh, auth: "short" } } },
      { ...good, notificationTime: "05:00:00" },
      { ...good, notificationTime: "09:30:00" },
      { ...good, notificationTime: 9 },
      { ...good, timezoneOffset: 12.5 },
      { ...good, timezoneOffset: "0" },
      { ...good, timeZone: "Mars/Olympus_Mons" },
    ];
    for (const json of bad) {
      const res = await u.request("/api/functions/subscribe-push", { method: "POST", json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(await errorOf(res)).toBe(INVALID);
    }
    for (const json of [{ notificationTime: "25:00:00", timezoneOffset: 0 }, { notificationTime: "09:00:00" }]) {
      const res = await u.request("/api/functions/subscribe-push", { method: "PATCH", json });
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toBe(INVALID);
    }
    expect(
      await t.deps.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, u.id)),
    ).toHaveLength(0);
  });

  it("needs a session", async () => {
    const browser = fakeBrowser();
    const json = { subscription: browser.subscription(sink.endpoint("anon")), timezoneOffset: 0 };
    expect((await t.request("/api/functions/subscribe-push", { method: "POST", json })).status).toBe(401);
    expect(
      (
        await t.request("/api/functions/subscribe-push", {
          method: "PATCH",
          json: { notificationTime: "09:00:00", timezoneOffset: 0 },
        })
      ).status,
    ).toBe(401);
    expect((await t.request("/api/functions/subscribe-push", { method: "DELETE" })).status).toBe(401);
    expect((await t.request("/api/functions/send-daily-notifications", { method: "POST" })).status).toBe(401);
    expect((await t.request("/api/push/subscriptions")).status).toBe(401);
  });

  it("keeps one row per endpoint: subscribing again updates it, and a user may have several devices", async () => {
    const u = await t.signUp();
    const phone = await subscribeDevice(u, {
      notificationTime: "09:00:00",
      timeZone: "Europe/Berlin",
      timezoneOffset: -120,
    });
    await u.request("/api/functions/subscribe-push", {
      method: "POST",
      json: {
        subscription: phone.browser.subscription(phone.endpoint),
        notificationTime: "20:00:00",
        timezoneOffset: -120,
        timeZone: "Europe/Berlin",
      },
    });
    await subscribeDevice(u, { notificationTime: "07:00:00" });
    const list = (await (await u.request("/api/push/subscriptions")).json()) as PushSubscriptionInfo[];
    expect(list).toHaveLength(2);
    expect(list.find((s) => s.endpoint === phone.endpoint)).toMatchObject({
      notificationTime: "20:00:00",
      timeZone: "Europe/Berlin",
      timezoneOffset: -120,
    });
    // The same browser signed in as someone else: the device now reminds that account.
    const other = await t.signUp();
    await other.request("/api/functions/subscribe-push", {
      method: "POST",
      json: { subscription: phone.browser.subscription(phone.endpoint), timezoneOffset: 0 },
    });
    expect((await (await u.request("/api/push/subscriptions")).json()) as unknown[]).toHaveLength(1);
    expect((await (await other.request("/api/push/subscriptions")).json()) as PushSubscriptionInfo[]).toMatchObject([
      { endpoint: phone.endpoint, notificationTime: "09:00:00" },
    ]);
  });

  it("updates the time of one device or all, and unsubscribes; another user's device is 404", async () => {
    const u = await t.signUp();
    const stranger = await t.signUp();
    const a = await subscribeDevice(u, { notificationTime: "09:00:00" });
    const b = await subscribeDevice(u, { notificationTime: "10:00:00" });
    const one = await u.request("/api/functions/subscribe-push", {
      method: "PATCH",
      json: { endpoint: a.endpoint, notificationTime: "18:00:00", timezoneOffset: 60 },
    });
    expect(await one.json()).toEqual({ updated: 1 });
    const all = await u.request("/api/functions/subscribe-push", {
      method: "PATCH",
      json: { notificationTime: "21:00:00", timezoneOffset: 0, timeZone: "Asia/Tokyo" },
    });
    expect(await all.json()).toEqual({ updated: 2 });
    const list = (await (await u.request("/api/push/subscriptions")).json()) as PushSubscriptionInfo[];
    expect(list.map((s) => [s.notificationTime, s.timeZone])).toEqual([
      ["21:00:00", "Asia/Tokyo"],
      ["21:00:00", "Asia/Tokyo"],
    ]);

    expect(
      (
        await stranger.request("/api/functions/subscribe-push", {
          method: "PATCH",
          json: { endpoint: a.endpoint, notificationTime: "06:00:00", timezoneOffset: 0 },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await stranger.request("/api/functions/subscribe-push", {
          method: "PATCH",
          json: { notificationTime: "06:00:00", timezoneOffset: 0 },
        })
      ).status,
    ).toBe(404);
    expect(
      (await stranger.request("/api/functions/subscribe-push", { method: "DELETE", json: { endpoint: a.endpoint } }))
        .status,
    ).toBe(404);
    expect((await stranger.request("/api/functions/send-daily-notifications", { method: "POST" })).status).toBe(404);

    expect(
      await (
        await u.request("/api/functions/subscribe-push", { method: "DELETE", json: { endpoint: a.endpoint } })
      ).json(),
    ).toEqual({ removed: 1 });
    expect(await (await u.request("/api/functions/subscribe-push", { method: "DELETE" })).json()).toEqual({
      removed: 1,
    });
    expect((await (await u.request("/api/push/subscriptions")).json()) as unknown[]).toEqual([]);
    expect(attempts(a).length + attempts(b).length).toBe(0);
  });

  it("sends a test notification the browser can decrypt, with the otter's name and VAPID", async () => {
    const u = await t.signUp();
    await u.request("/api/profile", { method: "PATCH", json: { characterName: "Pebble" } });
    const device = await subscribeDevice(u, { notificationTime: "09:00:00" });
    const res = await u.request("/api/functions/send-daily-notifications", { method: "POST" });
    expect(await res.json()).toEqual({ sent: 1, removed: 0, failed: 0 });
    const [delivery] = accepted(device);
    expect(delivery!.headers["content-encoding"]).toBe("aes128gcm");
    const { publicKey } = (await (await t.request("/api/push/public-key")).json()) as { publicKey: string };
    expect(delivery!.headers["authorization"]).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`),
    );
    expect(messages(device)).toEqual([
      {
        title: "Notifications are working! 🦦",
        body: "Pebble will remind you here every day. See you soon!",
        url: "/home",
        tag: "test-notification",
      },
    ]);
  });
});

describe("the scheduler", () => {
  /** Earlier tests' devices would be due too after a jump in time: start from none. */
  const onlyNewSubscriptions = () => t.deps.database.db.delete(pushSubscriptions);

  it("sends each reminder once at the local hour, through two days in several time zones", async () => {
    now = new Date("2026-06-01T00:00:00Z");
    const ny = await t.signUp();
    const india = await t.signUp();
    const nz = await t.signUp();
    const offsetOnly = await t.signUp();
    const london = await t.signUp();
    const la = await t.signUp();
    await nz.request("/api/profile", {
      method: "PATCH",
      json: { characterName: "Kelpie", timeZone: "Pacific/Auckland" },
    });
    await london.request("/api/profile", {
      method: "PATCH",
      json: { characterName: "Shelly", timeZone: "Europe/London" },
    });

    const devices = {
      // 20:00 on May 31 in New York: today's 09:00 has passed, so the first reminder is tomorrow's.
      ny: await subscribeDevice(ny, {
        notificationTime: "09:00:00",
        timeZone: "America/New_York",
        timezoneOffset: 240,
      }),
      india: await subscribeDevice(india, {
        notificationTime: "06:00:00",
        timeZone: "Asia/Kolkata",
        timezoneOffset: -330,
      }),
      nz: await subscribeDevice(nz, {
        notificationTime: "23:00:00",
        timeZone: "Pacific/Auckland",
        timezoneOffset: -720,
      }),
      offsetOnly: await subscribeDevice(offsetOnly, { notificationTime: "07:00:00", timezoneOffset: -120 }),
      londonPhone: await subscribeDevice(london, {
        notificationTime: "12:00:00",
        timeZone: "Europe/London",
        timezoneOffset: -60,
      }),
      londonLaptop: await subscribeDevice(london, {
        notificationTime: "12:00:00",
        timeZone: "Europe/London",
        timezoneOffset: -60,
      }),
      la: await subscribeDevice(la, {
        notificationTime: "22:00:00",
        timeZone: "America/Los_Angeles",
        timezoneOffset: 420,
      }),
    };
    const expected: Record<keyof typeof devices, string[]> = {
      ny: ["2026-06-01T13:00:00.000Z", "2026-06-02T13:00:00.000Z"],
      india: ["2026-06-01T00:30:00.000Z", "2026-06-02T00:30:00.000Z"],
      nz: ["2026-06-01T11:00:00.000Z", "2026-06-02T11:00:00.000Z"],
      offsetOnly: ["2026-06-01T05:00:00.000Z", "2026-06-02T05:00:00.000Z"],
      londonPhone: ["2026-06-01T11:00:00.000Z", "2026-06-02T11:00:00.000Z"],
      londonLaptop: ["2026-06-01T11:00:00.000Z", "2026-06-02T11:00:00.000Z"],
      la: ["2026-06-01T05:00:00.000Z", "2026-06-02T05:00:00.000Z"],
    };

    // Shelly's human finishes the exercises on June 2 (London's local day) before noon.
    const [plan] = await t.deps.database.db
      .insert(userDailyExercises)
      .values({ userId: london.id, exerciseIds: ["a"] })
      .returning();
    await t.deps.database.db.insert(dailyExerciseRecords).values({
      userId: london.id,
      dailyExercisePlanId: plan!.id,
      localDay: "2026-06-02",
      completedExerciseIds: ["a"],
      completed: true,
    });

    const sentAt = new Map<string, string[]>();
    const seen = new Set<number>();
    const end = new Date("2026-06-03T00:00:00Z").getTime();
    for (let ms = now.getTime(); ms < end; ms += 10 * 60_000) {
      now = new Date(ms);
      // Two ticks at once, as two instances would: still one reminder each.
      await Promise.all([t.reminders.tick(), t.reminders.tick()]);
      sink.deliveries.forEach((d, i) => {
        if (seen.has(i)) return;
        seen.add(i);
        sentAt.set(d.path, [...(sentAt.get(d.path) ?? []), now.toISOString()]);
      });
    }
    for (const [name, device] of Object.entries(devices)) {
      expect(sentAt.get(device.path), name).toEqual(expected[name as keyof typeof devices]);
    }

    const nudge = (otter: string) =>
      `${otter} is waiting to do today's exercises with you. A few minutes is all it takes!`;
    expect(messages(devices.nz).map((m) => m.body)).toEqual([nudge("Kelpie"), nudge("Kelpie")]);
    expect(messages(devices.offsetOnly)[0]).toEqual({
      title: "Time for your daily practice 🦦",
      body: nudge("Your otter"),
      url: "/home",
      tag: "daily-reminder",
    });
    expect(messages(devices.londonPhone)).toEqual([
      { title: "Time for your daily practice 🦦", body: nudge("Shelly"), url: "/home", tag: "daily-reminder" },
      {
        title: "You did it today! 🦦",
        body: "Shelly is so proud of you for finishing today's exercises. How are you feeling?",
        url: "/home",
        tag: "daily-reminder",
      },
    ]);
    const [row] = await t.deps.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, devices.india.endpoint));
    expect(row!.lastSentDay).toBe("2026-06-02");
  });

  it("starts tomorrow when the chosen hour has already passed today", async () => {
    await onlyNewSubscriptions();
    now = new Date("2026-08-10T15:00:00Z");
    const u = await t.signUp();
    const device = await subscribeDevice(u, { notificationTime: "09:00:00", timeZone: "UTC" });
    expect((await t.reminders.tick()).sent).toBe(0);
    // Moving the time later today keeps today done; the next reminder comes tomorrow at the new hour.
    await u.request("/api/functions/subscribe-push", {
      method: "PATCH",
      json: { notificationTime: "20:00:00", timezoneOffset: 0 },
    });
    now = new Date("2026-08-10T20:05:00Z");
    await t.reminders.tick();
    now = new Date("2026-08-11T19:59:00Z");
    await t.reminders.tick();
    expect(accepted(device)).toHaveLength(0);
    now = new Date("2026-08-11T20:00:00Z");
    await t.reminders.tick();
    expect(accepted(device)).toHaveLength(1);
  });

  it("retries failed sends on the next tick without logging the payload, and deletes gone subscriptions", async () => {
    await onlyNewSubscriptions();
    now = new Date("2026-09-01T05:00:00Z");
    const logs: string[] = [];
    const original = t.deps.logger;
    const capture = (level: string) => (msg: string, data?: Record<string, unknown>) =>
      void logs.push(JSON.stringify({ level, msg, ...data }));
    t.deps.logger = {
      debug: capture("debug"),
      info: capture("info"),
      warn: capture("warn"),
      error: capture("error"),
    } satisfies Logger;
    try {
      const u = await t.signUp();
      await u.request("/api/profile", { method: "PATCH", json: { characterName: "Secret Name" } });
      const flaky = await subscribeDevice(u, { notificationTime: "08:00:00", timeZone: "UTC" });
      const gone = await subscribeDevice(u, { notificationTime: "08:00:00", timeZone: "UTC" });
      sink.respond(flaky.path, 503);
      sink.respond(gone.path, 410);

      now = new Date("2026-09-01T08:00:00Z");
      expect(await t.reminders.tick()).toEqual({ sent: 0, removed: 1, failed: 1 });
      expect(attempts(flaky)).toHaveLength(1);
      expect(attempts(gone)).toHaveLength(1);
      expect(
        await t.deps.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, gone.endpoint)),
      ).toEqual([]);
      const [kept] = await t.deps.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, flaky.endpoint));
      expect(kept!.lastSentDay).toBeNull();
      const warning = logs.find((l) => l.includes("push delivery failed"));
      expect(warning).toContain(sink.origin);
      expect(logs.join("\n")).not.toMatch(/Secret Name|exercises|\/push\/device/);

      sink.respond(flaky.path, 201);
      now = new Date("2026-09-01T08:01:00Z");
      expect(await t.reminders.tick()).toEqual({ sent: 1, removed: 0, failed: 0 });
      now = new Date("2026-09-01T09:00:00Z");
      expect(await t.reminders.tick()).toEqual({ sent: 0, removed: 0, failed: 0 });
      expect(accepted(flaky)).toHaveLength(1);
      expect(attempts(gone)).toHaveLength(1);
    } finally {
      t.deps.logger = original;
    }
  });

  it("ticks on its own once started, and stops", async () => {
    now = new Date("2026-10-01T06:30:00Z");
    const u = await t.signUp();
    const device = await subscribeDevice(u, { notificationTime: "07:00:00", timeZone: "UTC" });
    now = new Date("2026-10-01T07:00:00Z");
    t.reminders.start(5);
    try {
      await expect.poll(() => accepted(device).length, { timeout: 5_000 }).toBe(1);
    } finally {
      await t.reminders.stop();
    }
    now = new Date("2026-10-02T07:00:00Z");
    await new Promise((r) => setTimeout(r, 50));
    expect(accepted(device)).toHaveLength(1);
  });
});
