import { and, eq, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type {
  PushMessage,
  PushSendResult,
  PushSubscriptionInfo,
  SubscribePushSchema,
  UpdatePushSchema,
} from "#shared/schemas/push.ts";
import { INVALID_NOTIFICATION_CONFIG } from "#shared/schemas/push.ts";
import type { z } from "zod";
import type { Db } from "#server/db/client.ts";
import { pushSubscriptions } from "#server/db/schema/index.ts";
import type { AppDeps } from "#server/lib/context.ts";
import { badRequest, notFound } from "#server/lib/errors.ts";
import { isAllowedEndpoint, parseAllowlist } from "./push.endpoints.ts";
import { loadReminderContexts, testMessage } from "./push.messages.ts";
import { endpointOrigin, sendPush, type PushTarget, type SendOutcome } from "./push.sender.ts";
import { getVapidDetails, type VapidDetails } from "./push.vapid.ts";

type SubscribeInput = z.output<typeof SubscribePushSchema>;
type UpdateInput = z.output<typeof UpdatePushSchema>;
type Row = typeof pushSubscriptions.$inferSelect;

export const NO_SUBSCRIPTION = "No push subscription found";

// ---- the subscription's local clock, in SQL so the scheduler can claim due rows in one query ----

/** Wall-clock time of `now` for each row: its IANA zone when known, else its fixed offset. */
function localTimestamp(now: Date): SQL {
  const at = now.toISOString();
  return sql`(CASE WHEN ${pushSubscriptions.timeZone} IS NOT NULL
    THEN ${at}::timestamptz AT TIME ZONE ${pushSubscriptions.timeZone}
    ELSE (${at}::timestamptz AT TIME ZONE 'UTC') - make_interval(mins => ${pushSubscriptions.timezoneOffset}) END)`;
}

/** The row's local calendar day (YYYY-MM-DD) at `now`. */
export const localDaySql = (now: Date) => sql<string>`to_char(${localTimestamp(now)}, 'YYYY-MM-DD')`;

/** Local time has reached the notification hour and nothing was sent this local day. */
export function isDue(now: Date): SQL {
  const day = localDaySql(now);
  return and(
    sql`to_char(${localTimestamp(now)}, 'HH24:MI:SS') >= ${pushSubscriptions.notificationTime}`,
    or(isNull(pushSubscriptions.lastSentDay), lt(pushSubscriptions.lastSentDay, day)),
  )!;
}

/**
 * A time chosen after today's hour has passed starts tomorrow: mark today as done for these
 * rows when they are already due, so saving a setting never fires a reminder at once.
 */
async function startTomorrowIfPast(db: Db, ids: string[], now: Date) {
  if (ids.length === 0) return;
  await db
    .update(pushSubscriptions)
    .set({ lastSentDay: localDaySql(now) })
    .where(and(inArray(pushSubscriptions.id, ids), isDue(now)));
}

const toInfo = (r: Row): PushSubscriptionInfo => ({
  endpoint: r.endpoint,
  notificationTime: r.notificationTime,
  timezoneOffset: r.timezoneOffset,
  timeZone: r.timeZone,
});

/** JavaScript and PostgreSQL each carry a time-zone database: accept only zones both know. */
async function checkZoneKnownToDatabase(db: Db, timeZone: string | undefined) {
  if (timeZone === undefined) return;
  try {
    await db.execute(sql`SELECT now() AT TIME ZONE ${timeZone}`);
  } catch {
    throw badRequest(INVALID_NOTIFICATION_CONFIG, { timeZone: INVALID_NOTIFICATION_CONFIG });
  }
}

/** One row per browser endpoint: subscribing again (even as another account) updates it. */
export async function subscribe(
  deps: AppDeps,
  db: Db,
  userId: string,
  input: SubscribeInput,
  now: Date,
): Promise<PushSubscriptionInfo> {
  const { endpoint, keys } = input.subscription;
  if (!isAllowedEndpoint(endpoint, parseAllowlist(deps.env.PUSH_ENDPOINT_ALLOWLIST))) {
    throw badRequest(INVALID_NOTIFICATION_CONFIG, { "subscription.endpoint": INVALID_NOTIFICATION_CONFIG });
  }
  await checkZoneKnownToDatabase(db, input.timeZone);
  const values = {
    userId,
    endpoint,
    p256dh: keys.p256dh,
    auth: keys.auth,
    notificationTime: input.notificationTime,
    timezoneOffset: input.timezoneOffset,
    timeZone: input.timeZone ?? null,
  };
  const [row] = await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  await startTomorrowIfPast(db, [row!.id], now);
  return toInfo(row!);
}

const ownedBy = (userId: string, endpoint: string | undefined) =>
  and(
    eq(pushSubscriptions.userId, userId),
    endpoint === undefined ? undefined : eq(pushSubscriptions.endpoint, endpoint),
  );

/** New notification time (and zone) for one of the caller's devices, or all of them. */
export async function updateTime(db: Db, userId: string, input: UpdateInput, now: Date): Promise<{ updated: number }> {
  await checkZoneKnownToDatabase(db, input.timeZone);
  const rows = await db
    .update(pushSubscriptions)
    .set({
      notificationTime: input.notificationTime,
      timezoneOffset: input.timezoneOffset,
      ...(input.timeZone !== undefined ? { timeZone: input.timeZone } : {}),
      updatedAt: sql`now()`,
    })
    .where(ownedBy(userId, input.endpoint))
    .returning({ id: pushSubscriptions.id });
  if (rows.length === 0) throw notFound(NO_SUBSCRIPTION);
  await startTomorrowIfPast(
    db,
    rows.map((r) => r.id),
    now,
  );
  return { updated: rows.length };
}

/** Removes one of the caller's devices (404 when it is not theirs), or all of them. */
export async function unsubscribe(db: Db, userId: string, endpoint: string | undefined): Promise<{ removed: number }> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(ownedBy(userId, endpoint))
    .returning({ id: pushSubscriptions.id });
  if (endpoint !== undefined && rows.length === 0) throw notFound(NO_SUBSCRIPTION);
  return { removed: rows.length };
}

export async function listSubscriptions(db: Db, userId: string): Promise<PushSubscriptionInfo[]> {
  const rows = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(pushSubscriptions.createdAt);
  return rows.map(toInfo);
}

export interface Delivery {
  row: Pick<Row, "id" | "userId" | "endpoint" | "p256dh" | "auth">;
  outcome: SendOutcome;
}

/** Sends one message per row at once; logs failures with the push service's origin only, never the payload. */
export async function deliver(
  deps: Pick<AppDeps, "logger" | "pushAgent">,
  vapid: VapidDetails,
  rows: Delivery["row"][],
  messageFor: (row: Delivery["row"]) => PushMessage,
): Promise<Delivery[]> {
  return Promise.all(
    rows.map(async (row) => {
      const target: PushTarget = { endpoint: row.endpoint, p256dh: row.p256dh, auth: row.auth };
      const outcome = await sendPush(target, messageFor(row), { vapid, agent: deps.pushAgent });
      if (outcome.kind === "failed") {
        deps.logger.warn("push delivery failed; will retry", {
          pushService: endpointOrigin(row.endpoint),
          status: outcome.status,
          reason: outcome.reason,
        });
      }
      return { row, outcome };
    }),
  );
}

/** Deletes the rows whose push service said they are gone (404/410); returns how many. */
export async function removeGone(db: Db, deliveries: Delivery[]): Promise<number> {
  const gone = deliveries.filter((d) => d.outcome.kind === "gone").map((d) => d.row.id);
  if (gone.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
  return gone.length;
}

export function tally(deliveries: Delivery[]): PushSendResult {
  const count = (kind: SendOutcome["kind"]) => deliveries.filter((d) => d.outcome.kind === kind).length;
  return { sent: count("ok"), removed: count("gone"), failed: count("failed") };
}

/** The test button: a message to every device of the caller, now. */
export async function sendTest(deps: AppDeps, db: Db, userId: string, now: Date): Promise<PushSendResult> {
  const rows = await db
    .select({
      id: pushSubscriptions.id,
      userId: pushSubscriptions.userId,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  if (rows.length === 0) throw notFound(NO_SUBSCRIPTION);
  const ctx = (await loadReminderContexts(db, [userId], now)).get(userId)!;
  const vapid = await getVapidDetails(deps.database.db, deps.env);
  const deliveries = await deliver(deps, vapid, rows, () => testMessage(ctx));
  await removeGone(db, deliveries);
  return tally(deliveries);
}
