import { api } from "#client/lib/api-client.ts";
import type { Profile } from "#shared/schemas/profile.ts";
import type { PushSendResult, PushSubscriptionInfo } from "#shared/schemas/push.ts";
import { localClock } from "../lib/browser-push.ts";

export const listPushSubscriptions = () => api<PushSubscriptionInfo[]>("/api/push/subscriptions");

export const updateNotificationTime = (endpoint: string, notificationTime: string) =>
  api<{ updated: number }>("/api/functions/subscribe-push", {
    method: "PATCH",
    json: { endpoint, notificationTime, ...localClock() },
  });

export const sendTestNotification = () =>
  api<PushSendResult>("/api/functions/send-daily-notifications", { method: "POST" });

/** The reminder choices kept on the profile (habit onboarding, or the picker with reminders off). */
export const loadReminderChoice = () => api<Pick<Profile, "reminderTime" | "habitContext">>("/api/profile");
export const saveReminderTime = (reminderTime: string) =>
  api("/api/profile", { method: "PATCH", json: { reminderTime } });
