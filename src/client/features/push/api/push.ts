import { call, client } from "#client/lib/api-client.ts";
import { localClock } from "../lib/browser-push.ts";

export const listPushSubscriptions = () => call(client.push.subscriptions.$get());

export const updateNotificationTime = (endpoint: string, notificationTime: string) =>
  call(client.functions["subscribe-push"].$patch({ json: { endpoint, notificationTime, ...localClock() } }));

export const sendTestNotification = () => call(client.functions["send-daily-notifications"].$post());

/** The reminder choices kept on the profile (habit onboarding, or the picker with reminders off). */
export const loadReminderChoice = () => call(client.profile.$get());
export const saveReminderTime = (reminderTime: string) => call(client.profile.$patch({ json: { reminderTime } }));
