import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import { SubscribePushSchema, UnsubscribePushSchema, UpdatePushSchema } from "#shared/schemas/push.ts";
import type { AppEnv } from "#server/lib/context.ts";
import { limitPerUser } from "#server/lib/limits.ts";
import { requireUser } from "#server/lib/require-user.ts";
import { validate } from "#server/lib/validate.ts";
import { listSubscriptions, sendTest, subscribe, unsubscribe, updateTime } from "./push.service.ts";
import { getVapidDetails } from "./push.vapid.ts";

const nowOf = (c: { get(key: "deps"): AppEnv["Variables"]["deps"] }) => c.get("deps").now?.() ?? new Date();

/** /api/push: the VAPID public key (public by nature) and the caller's devices. */
export const pushRoutes = new Hono<AppEnv>()
  .get(
    "/public-key",
    describeRoute({ tags: ["push"], summary: "The VAPID public key for PushManager.subscribe" }),
    async (c) => {
      const { publicKey } = await getVapidDetails(c.get("db"), c.get("deps").env);
      return c.json({ publicKey });
    },
  )
  .get(
    "/subscriptions",
    describeRoute({ tags: ["push"], summary: "The signed-in user's subscribed devices" }),
    requireUser,
    async (c) => c.json(await listSubscriptions(c.get("db"), c.get("user").id)),
  );

/** /api/functions/subscribe-push (SPEC section 6). */
export const subscribePushRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post(
    "/",
    describeRoute({ tags: ["push"], summary: "Subscribe this browser to daily reminders (re-subscribing updates it)" }),
    validate("json", SubscribePushSchema),
    async (c) =>
      c.json(await subscribe(c.get("deps"), c.get("db"), c.get("user").id, c.req.valid("json"), nowOf(c)), 201),
  )
  .patch(
    "/",
    describeRoute({
      tags: ["push"],
      summary: "Change the reminder time of one device (endpoint) or all of the caller's",
    }),
    validate("json", UpdatePushSchema),
    async (c) => c.json(await updateTime(c.get("db"), c.get("user").id, c.req.valid("json"), nowOf(c))),
  )
  .delete(
    "/",
    describeRoute({
      tags: ["push"],
      summary: "Unsubscribe one device (endpoint) or, without a body, all of the caller's",
    }),
    validate("json", UnsubscribePushSchema),
    async (c) => c.json(await unsubscribe(c.get("db"), c.get("user").id, c.req.valid("json").endpoint)),
  );

/** /api/functions/send-daily-notifications: the test button. */
export const sendDailyNotificationsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post(
    "/",
    describeRoute({ tags: ["push"], summary: "Send a test notification to the caller's devices now" }),
    limitPerUser("pushTest"),
    async (c) => c.json(await sendTest(c.get("deps"), c.get("db"), c.get("user").id, nowOf(c))),
  );
