import { BellOff, BellRing, Send } from "lucide-react";
import { useId } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Card, CardDescription, CardTitle } from "#client/components/ui/card.tsx";
import { fieldClassName } from "#client/components/ui/input.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { Switch } from "#client/components/ui/switch.tsx";
import { HABIT_CONTEXT_PHRASES, NOTIFICATION_TIME_OPTIONS } from "#shared/content/labels-habits.ts";
import { usePushSettings } from "../hooks/use-push-settings.ts";

export const UNSUPPORTED_MESSAGE = "Push notifications are not supported in your browser or device.";

/** The 'Daily reminders' switch, the hourly time picker and the test button. */
export function NotificationSettings() {
  const { supported, state, toggle, changeTime, test } = usePushSettings();
  const switchId = useId();
  const timeId = useId();

  if (!supported) {
    return (
      <Card className="flex-row items-start gap-4">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-muted text-muted-foreground">
          <BellOff aria-hidden="true" />
        </span>
        <div className="flex flex-col gap-1">
          <p role="status" className="font-semibold">
            {UNSUPPORTED_MESSAGE}
          </p>
          <p className="text-sm text-muted-foreground">Everything else in Otter Coach works as usual.</p>
        </div>
      </Card>
    );
  }
  if (state.isPending) return <Spinner label="Loading your reminder settings" className="py-10" />;
  if (state.isError) {
    return (
      <Card role="alert">
        <p>We couldn't load your reminder settings.</p>
        <Button variant="outline" onClick={() => void state.refetch()}>
          Try again
        </Button>
      </Card>
    );
  }

  const { subscribed, notificationTime, habitContext } = state.data;
  const busy = toggle.isPending;
  return (
    <>
      <Card>
        <div className="flex items-start gap-4">
          <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-accent-soft text-accent">
            <BellRing aria-hidden="true" />
          </span>
          <div className="flex-1">
            <Label htmlFor={switchId} className="text-base">
              Daily reminders
            </Label>
            <CardDescription id={`${switchId}-hint`}>
              A gentle nudge from your otter once a day, at the time you choose.
            </CardDescription>
          </div>
          <Switch
            id={switchId}
            aria-describedby={`${switchId}-hint`}
            checked={busy ? Boolean(toggle.variables) : subscribed}
            disabled={busy}
            onCheckedChange={(on) => toggle.mutate(on)}
            className="mt-2"
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={timeId}>Reminder time</Label>
          <select
            id={timeId}
            value={notificationTime}
            disabled={changeTime.isPending}
            onChange={(e) => changeTime.mutate(e.target.value)}
            className={`${fieldClassName} h-12`}
          >
            {NOTIFICATION_TIME_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          {habitContext ? (
            <p className="text-sm text-muted-foreground" data-testid="habit-context">
              You planned to practise {HABIT_CONTEXT_PHRASES[habitContext]}.
            </p>
          ) : null}
        </div>
      </Card>
      <Card>
        <CardTitle>Try it out</CardTitle>
        <CardDescription>Send a notification to this device now to check that reminders arrive.</CardDescription>
        <Button variant="outline" disabled={!subscribed || test.isPending} onClick={() => test.mutate()}>
          {test.isPending ? <Spinner size="sm" label="Sending" /> : <Send aria-hidden="true" />}
          Send a test notification
        </Button>
        {!subscribed ? <p className="text-sm text-muted-foreground">Turn on daily reminders first.</p> : null}
      </Card>
    </>
  );
}
