import { BellRing } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Otter } from "#client/components/otter/otter.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { DEFAULT_NOTIFICATION_TIME, formatNotificationTime } from "#shared/content/labels-habits.ts";
import { isPushSupported, NOT_SUPPORTED, PushFlowError, subscribeThisBrowser } from "../lib/browser-push.ts";

/** After sign-up: offer daily reminders at the default time. Both answers call `onDone`. */
export function EnableNotificationsPrompt({ onDone }: { onDone: () => void }) {
  const [busy, setBusy] = useState(false);

  async function enable() {
    if (!isPushSupported()) {
      toast.error(NOT_SUPPORTED);
      onDone();
      return;
    }
    setBusy(true);
    try {
      await subscribeThisBrowser(DEFAULT_NOTIFICATION_TIME);
      toast.success("Notifications enabled!");
    } catch (err) {
      toast.error(err instanceof PushFlowError ? err.message : "Failed to enable notifications");
    } finally {
      setBusy(false);
      onDone();
    }
  }

  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-6 text-center">
      <Otter level={1} mood="happy" size={150} />
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-balance">Want a daily reminder?</h1>
        <p className="text-muted-foreground">
          Your otter can nudge you once a day at {formatNotificationTime(DEFAULT_NOTIFICATION_TIME)}, so your practice becomes a habit. You can change the time in
          Notification Settings.
        </p>
      </div>
      <Card className="w-full gap-3">
        <Button onClick={() => void enable()} disabled={busy}>
          <BellRing aria-hidden="true" />
          {busy ? "Setting up..." : "Yes, enable notifications"}
        </Button>
        <Button variant="ghost" onClick={onDone} disabled={busy}>
          Skip for now
        </Button>
      </Card>
    </div>
  );
}
