import type { Agent } from "node:https";
import webpush from "web-push";
import type { PushMessage } from "#shared/schemas/push.ts";
import type { VapidDetails } from "./push.vapid.ts";

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** ok: accepted by the push service; gone: 404/410, the subscription no longer exists; failed: retry later. */
export type SendOutcome =
  { kind: "ok" } | { kind: "gone"; status: number } | { kind: "failed"; status?: number; reason: string };

export interface PushSenderOptions {
  vapid: VapidDetails;
  /** HTTPS agent for the requests (tests pass one that trusts their self-signed push sink). */
  agent?: Agent;
  timeoutMs?: number;
}

/** Reminders wait at the push service for up to 12 hours when the device is offline. */
const TTL_SECONDS = 12 * 60 * 60;

/** Encrypts (RFC 8291 aes128gcm) and sends one message with VAPID; never throws. */
export async function sendPush(
  target: PushTarget,
  message: PushMessage,
  opts: PushSenderOptions,
): Promise<SendOutcome> {
  try {
    await webpush.sendNotification(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(message),
      {
        vapidDetails: opts.vapid,
        TTL: TTL_SECONDS,
        urgency: "normal",
        topic: message.tag,
        timeout: opts.timeoutMs ?? 10_000,
        ...(opts.agent ? { agent: opts.agent } : {}),
      },
    );
    return { kind: "ok" };
  } catch (err) {
    if (err instanceof webpush.WebPushError) {
      if (err.statusCode === 404 || err.statusCode === 410) return { kind: "gone", status: err.statusCode };
      return { kind: "failed", status: err.statusCode, reason: `push service answered ${err.statusCode}` };
    }
    return { kind: "failed", reason: err instanceof Error ? err.message : String(err) };
  }
}

/** The push service's origin, the most a log line may say about a subscription. */
export function endpointOrigin(endpoint: string): string {
  return URL.canParse(endpoint) ? new URL(endpoint).origin : "invalid";
}
