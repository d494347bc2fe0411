import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { DEFAULT_NOTIFICATION_TIME, type HabitContext } from "#shared/content/labels-habits.ts";
import {
  listPushSubscriptions,
  loadReminderChoice,
  saveReminderTime,
  sendTestNotification,
  updateNotificationTime,
} from "../api/push.ts";
import { pushStateKey } from "../api/keys.ts";
import {
  currentSubscription,
  isPushSupported,
  PushFlowError,
  subscribeThisBrowser,
  unsubscribeThisBrowser,
} from "../lib/browser-push.ts";

export interface PushState {
  /** This browser has a subscription the server knows. */
  subscribed: boolean;
  endpoint: string | null;
  notificationTime: string;
  /** When they said they'd practise (habit onboarding), if they chose. */
  habitContext: HabitContext | null;
}

async function loadPushState(): Promise<PushState> {
  const [subscription, devices, choice] = await Promise.all([
    currentSubscription(),
    listPushSubscriptions(),
    loadReminderChoice(),
  ]);
  const mine = subscription ? devices.find((d) => d.endpoint === subscription.endpoint) : undefined;
  return {
    subscribed: Boolean(mine),
    endpoint: mine?.endpoint ?? null,
    // The time chosen in habit onboarding carries over even when notifications were skipped there.
    notificationTime:
      mine?.notificationTime ?? choice.reminderTime ?? devices[0]?.notificationTime ?? DEFAULT_NOTIFICATION_TIME,
    habitContext: choice.habitContext,
  };
}

const messageOf = (err: unknown, fallback: string) => (err instanceof PushFlowError ? err.message : fallback);

/** /notification-settings: the switch, the reminder time and the test button. */
export function usePushSettings() {
  const supported = isPushSupported();
  const queryClient = useQueryClient();
  const state = useQuery({ queryKey: pushStateKey, queryFn: loadPushState, enabled: supported });
  const setState = (next: Partial<PushState>) =>
    queryClient.setQueryData<PushState>(pushStateKey, (old) => ({
      ...(old ?? {
        subscribed: false,
        endpoint: null,
        notificationTime: DEFAULT_NOTIFICATION_TIME,
        habitContext: null,
      }),
      ...next,
    }));

  const toggle = useMutation({
    mutationFn: async (on: boolean) => {
      if (on) return subscribeThisBrowser(state.data?.notificationTime ?? DEFAULT_NOTIFICATION_TIME);
      await unsubscribeThisBrowser();
      return null;
    },
    onSuccess: (info) => {
      setState(
        info
          ? { subscribed: true, endpoint: info.endpoint, notificationTime: info.notificationTime }
          : { subscribed: false, endpoint: null },
      );
      toast.success(
        info ? "You are now subscribed to push notifications" : "You are now unsubscribed from push notifications",
      );
    },
    onError: (err, on) => {
      toast.error(
        messageOf(
          err,
          on ? "Failed to subscribe to push notifications" : "Failed to unsubscribe from push notifications",
        ),
      );
    },
  });

  const changeTime = useMutation({
    mutationFn: async (notificationTime: string) => {
      const endpoint = state.data?.endpoint;
      if (endpoint) await updateNotificationTime(endpoint, notificationTime);
      await saveReminderTime(notificationTime);
      return notificationTime;
    },
    // The picker moves at once and goes back if the save fails.
    onMutate: (notificationTime) => {
      const previous = state.data?.notificationTime;
      setState({ notificationTime });
      return { previous };
    },
    onSuccess: () => {
      if (state.data?.subscribed) toast.success("Notification time updated successfully");
    },
    onError: (_err, _time, context) => {
      if (context?.previous) setState({ notificationTime: context.previous });
      toast.error("Failed to update notification time");
    },
  });

  const test = useMutation({
    mutationFn: sendTestNotification,
    onSuccess: (result) => {
      if (result.sent > 0) toast.success("Test notification sent. It should appear in a moment.");
      else toast.error("The test notification could not be delivered. Please try again later.");
    },
    onError: (err) => toast.error(err instanceof Error ? err.message : "The test notification could not be sent."),
  });

  return { supported, state, toggle, changeTime, test };
}
