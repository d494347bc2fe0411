// The browser's side of Web Push: support, permission, and the PushManager subscription.
import { api } from "#client/lib/api-client.ts";
import type { PushPublicKey, PushSubscriptionInfo } from "#shared/schemas/push.ts";

/** An error whose message is the spec's text for the user. */
export class PushFlowError extends Error {}

export const NOT_SUPPORTED = "Notifications are not supported in your browser";
export const PERMISSION_DENIED = "Notification permission denied";
export const PERMISSION_FAILED = "Failed to request notification permission";

export function isPushSupported(): boolean {
  return typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
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

/**
 * The active service worker registration. It registers after first paint and activates once its
 * precache is filled, which takes a while on a slow phone or network: wait up to 30 s.
 */
async function registration(): Promise<ServiceWorkerRegistration> {
  if (!isPushSupported()) throw new PushFlowError(NOT_SUPPORTED);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("The service worker is not ready")), 30_000);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
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
  const base64 = value.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(value.length / 4) * 4, "=");
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
export async function subscribeThisBrowser(notificationTime: string): Promise<PushSubscriptionInfo> {
  await ensurePermission();
  const reg = await registration();
  const { publicKey } = await api<PushPublicKey>("/api/push/public-key");
  const key = base64UrlToBytes(publicKey);
  let subscription = await reg.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  return api<PushSubscriptionInfo>("/api/functions/subscribe-push", {
    method: "POST",
    json: { subscription: subscription.toJSON(), notificationTime, ...localClock() },
  });
}

/** Removes this browser's subscription from the server, then from the push service. */
export async function unsubscribeThisBrowser(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await api("/api/functions/subscribe-push", { method: "DELETE", json: { endpoint: subscription.endpoint } }).catch((err: unknown) => {
    if (!(err instanceof Error && "status" in err && err.status === 404)) throw err;
  });
  await subscription.unsubscribe();
}
