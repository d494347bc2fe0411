import { BellRing } from "lucide-react";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { Otter } from "#client/components/otter/otter.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { DEFAULT_NOTIFICATION_TIME, formatNotificationTime } from "#shared/content/labels-habits.ts";
import {
  abandonSetup,
  isPushSupported,
  NOT_SUPPORTED,
  PushFlowError,
  subscribeThisBrowser,
} from "../lib/browser-push.ts";

/** After sign-up: offer daily reminders at the default time. Both answers call `onDone`. */
export function EnableNotificationsPrompt({ onDone }: { onDone: () => void }) {
  const [busy, setBusy] = useState(false);
  // The set-up under way; "Skip for now" stays available and abandons it.
  const pending = useRef<Promise<unknown> | null>(null);

  function skip() {
    if (pending.current) abandonSetup(pending.current);
    pending.current = null;
    onDone();
  }

  async function enable() {
    if (!isPushSupported()) {
      toast.error(NOT_SUPPORTED);
      onDone();
      return;
    }
    setBusy(true);
    const setup = subscribeThisBrowser(DEFAULT_NOTIFICATION_TIME);
    pending.current = setup;
    try {
      await setup;
      if (pending.current !== setup) return;
      toast.success("Notifications enabled!");
    } catch (err) {
      if (pending.current !== setup) return;
      toast.error(err instanceof PushFlowError ? err.message : "Failed to enable notifications");
    } finally {
      setBusy(false);
    }
    pending.current = null;
    onDone();
  }

  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-6 text-center">
      <Otter level={1} mood="happy" size={150} />
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-balance">Want a daily reminder?</h1>
        <p className="text-muted-foreground">
          Your otter can nudge you once a day at {formatNotificationTime(DEFAULT_NOTIFICATION_TIME)}, so your practice
          becomes a habit. You can change the time in Notification Settings.
        </p>
      </div>
      <Card className="w-full gap-3">
        <Button onClick={() => void enable()} disabled={busy}>
          <BellRing aria-hidden="true" />
          {busy ? "Setting up..." : "Yes, enable notifications"}
        </Button>
        <Button variant="ghost" onClick={skip}>
          Skip for now
        </Button>
      </Card>
    </div>
  );
}
