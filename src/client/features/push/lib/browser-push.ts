// The browser's side of Web Push: support, permission, and the PushManager subscription.
import pTimeout from "p-timeout";
import { call, client } from "#client/lib/api-client.ts";

/** An error whose message is the spec's text for the user. */
export class PushFlowError extends Error {}

export const NOT_SUPPORTED = "Notifications are not supported in your browser";
export const PERMISSION_DENIED = "Notification permission denied";
export const PERMISSION_FAILED = "Failed to request notification permission";
export const SETUP_TIMED_OUT =
  "Setting up notifications is taking too long. Please try again later from Notification Settings.";

/**
 * How long setting up may take once permission is given. The service worker activates once its
 * precache is filled (slow on a slow phone), and a browser that cannot reach its push service
 * never answers subscribe() at all: a person must never wait on "Setting up..." for ever.
 */
export const SETUP_TIMEOUT_MS = 30_000;

export function isPushSupported(): boolean {
  return (
    typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window
  );
}

/** Asks for the notification permission when it has not been answered yet. */
export async function ensurePermission(): Promise<void> {
  if (!("Notification" in window)) throw new PushFlowError(NOT_SUPPORTED);
  if (Notification.permission === "granted") return;
  if (Notification.permission === "denied") throw new PushFlowError(PERMISSION_DENIED);
  let answer: NotificationPermission;
  try {
    answer = await Notification.requestPermission();
  } catch {
    throw new PushFlowError(PERMISSION_FAILED);
  }
  if (answer !== "granted") throw new PushFlowError(PERMISSION_DENIED);
}

/** The active service worker registration (waited for within the set-up deadline). */
async function registration(): Promise<ServiceWorkerRegistration> {
  if (!isPushSupported()) throw new PushFlowError(NOT_SUPPORTED);
  return navigator.serviceWorker.ready;
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!isPushSupported()) return null;
  const reg = await navigator.serviceWorker.getRegistration();
  return (await reg?.pushManager.getSubscription()) ?? null;
}

/** The browser's clock settings: the server keeps reminders at the local hour with them. */
export function localClock(): { timezoneOffset: number; timeZone?: string } {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return { timezoneOffset: new Date().getTimezoneOffset(), ...(timeZone ? { timeZone } : {}) };
}

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(value.length / 4) * 4, "=");
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
}

/** Permission, PushManager subscription (renewed if the server's key changed), then the server. */
export async function subscribeThisBrowser(notificationTime: string) {
  await ensurePermission();
  return pTimeout(subscribeWithPermission(notificationTime), {
    milliseconds: SETUP_TIMEOUT_MS,
    message: new PushFlowError(SETUP_TIMED_OUT),
  });
}

async function subscribeWithPermission(notificationTime: string) {
  const reg = await registration();
  const { publicKey } = await call(client.push["public-key"].$get());
  const key = base64UrlToBytes(publicKey);
  let subscription = await reg.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  // toJSON() types every field optional; a subscription made with a key always has them.
  const { keys } = subscription.toJSON();
  const sent = {
    endpoint: subscription.endpoint,
    expirationTime: subscription.expirationTime,
    keys: { p256dh: keys?.p256dh ?? "", auth: keys?.auth ?? "" },
  };
  return call(
    client.functions["subscribe-push"].$post({ json: { subscription: sent, notificationTime, ...localClock() } }),
  );
}

/** Removes this browser's subscription from the server, then from the push service. */
export async function unsubscribeThisBrowser(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await call(client.functions["subscribe-push"].$delete({ json: { endpoint: subscription.endpoint } })).catch(
    (err: unknown) => {
      if (!(err instanceof Error && "status" in err && err.status === 404)) throw err;
    },
  );
  await subscription.unsubscribe();
}

/**
 * The person walked away ("Skip for now") while set-up was still running: when it finishes after
 * all, it is undone, so no reminder comes that they said no to.
 */
export function abandonSetup(pending: Promise<unknown>): void {
  pending.then(unsubscribeThisBrowser, () => undefined).catch(() => undefined);
}
