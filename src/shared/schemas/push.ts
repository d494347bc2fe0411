// Bodies of the push endpoints (SPEC section 6: subscribe-push POST/DELETE/PATCH,
// send-daily-notifications). Every invalid field answers the spec's one message.
import { z } from "zod";
import { DEFAULT_NOTIFICATION_TIME, isNotificationTimeOption } from "#shared/content/labels-habits.ts";
import { isValidTimeZone } from "#shared/domain/day.ts";

export const INVALID_NOTIFICATION_CONFIG = "Invalid notification configuration";
const error = INVALID_NOTIFICATION_CONFIG;

/** Base64 (url-safe or standard, padded or not) that decodes to exactly `bytes` bytes. */
function base64OfLength(bytes: number) {
  return z
    .string({ error })
    .regex(/^[A-Za-z0-9+/_-]+={0,2}$/, { error })
    .refine((s) => Math.floor((s.replace(/=+$/, "").length * 3) / 4) === bytes, { error });
}

export const MAX_ENDPOINT_LENGTH = 2048;

/** What `PushSubscription.toJSON()` gives: the push service URL and the browser's keys. */
export const BrowserSubscriptionSchema = z.object(
  {
    endpoint: z
      .string({ error })
      .max(MAX_ENDPOINT_LENGTH, { error })
      .refine((s) => URL.canParse(s) && new URL(s).protocol === "https:", { error }),
    expirationTime: z.number({ error }).nullable().optional(),
    keys: z.object(
      {
        /** The browser's P-256 public key, uncompressed (65 bytes). */
        p256dh: base64OfLength(65),
        /** The 16-byte authentication secret. */
        auth: base64OfLength(16),
      },
      { error },
    ),
  },
  { error },
);

export const NotificationTimeSchema = z.string({ error }).refine(isNotificationTimeOption, { error });
/** `Date#getTimezoneOffset()`: minutes to add to local time to get UTC (positive west of Greenwich). */
export const TimezoneOffsetSchema = z.number({ error }).int({ error }).min(-840, { error }).max(720, { error });
/** The browser's IANA zone, when it gives one; the scheduler prefers it to the fixed offset. */
export const PushTimeZoneSchema = z.string({ error }).max(64, { error }).refine(isValidTimeZone, { error });

/** POST /api/functions/subscribe-push */
export const SubscribePushSchema = z.object({
  subscription: BrowserSubscriptionSchema,
  notificationTime: NotificationTimeSchema.default(DEFAULT_NOTIFICATION_TIME),
  timezoneOffset: TimezoneOffsetSchema,
  timeZone: PushTimeZoneSchema.optional(),
});
export type SubscribePushInput = z.input<typeof SubscribePushSchema>;

/** PATCH /api/functions/subscribe-push: one device (endpoint) or all of the caller's. */
export const UpdatePushSchema = z.object({
  notificationTime: NotificationTimeSchema,
  timezoneOffset: TimezoneOffsetSchema,
  timeZone: PushTimeZoneSchema.optional(),
  endpoint: z.string({ error }).max(MAX_ENDPOINT_LENGTH, { error }).optional(),
});
export type UpdatePushInput = z.input<typeof UpdatePushSchema>;

/** DELETE /api/functions/subscribe-push: one device (endpoint) or, without a body, all of the caller's. */
export const UnsubscribePushSchema = z.object({
  endpoint: z.string({ error }).max(MAX_ENDPOINT_LENGTH, { error }).optional(),
});
export type UnsubscribePushInput = z.input<typeof UnsubscribePushSchema>;

export interface PushSubscriptionInfo {
  endpoint: string;
  notificationTime: string;
  timezoneOffset: number;
  timeZone: string | null;
}

export interface PushPublicKey {
  publicKey: string;
}

/** Result of a send to the caller's devices: delivered, removed as gone (404/410), failed. */
export interface PushSendResult {
  sent: number;
  removed: number;
  failed: number;
}

/** What the service worker receives in a push message. */
export interface PushMessage {
  title: string;
  body: string;
  /** Where a click should lead; the worker picks /mood instead when no mood was logged today. */
  url: string;
  tag: string;
}
