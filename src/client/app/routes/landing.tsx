import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { AppShell } from "#client/components/layouts/app-shell.tsx";
import { Otter } from "#client/components/otter/otter.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { useMoodToday } from "#client/features/moods/api/get-mood-today.ts";
import { useSession } from "#client/lib/auth-client.ts";

/**
 * Landing: signed-out visitors go to /auth; signed-in users to /home when a mood was logged
 * today, otherwise to /mood. A failed mood check is only logged and counts as a neutral mood.
 */
export function Component() {
  const navigate = useNavigate();
  const session = useSession();
  const user = session.data;
  const mood = useMoodToday(Boolean(user));

  useEffect(() => {
    if (session.isPending) return;
    if (!user) return void navigate("/auth", { replace: true });
    if (mood.isPending) return;
    if (mood.isError) console.warn("Could not read today's mood; assuming level 3", mood.error);
    const loggedToday = mood.isError ? true : mood.data.logged;
    void navigate(loggedToday ? "/home" : "/mood", { replace: true });
  }, [session.isPending, user, mood.isPending, mood.isError, mood.data, mood.error, navigate]);

  return (
    <AppShell className="items-center justify-center gap-6 text-center">
      <Otter level={2} mood="happy" size={200} title="Your otter companion, floating happily" />
      <div className="space-y-3">
        <h1 className="text-3xl font-extrabold tracking-tight text-balance">
          Grow your confidence, one small step a day
        </h1>
        <p className="text-lg text-muted-foreground text-balance">
          Check in with your mood, journal, try a three-minute exercise and watch your otter grow with you.
        </p>
      </div>
      <Button asChild size="lg" className="w-full">
        <Link to="/auth">Get Started</Link>
      </Button>
      <Spinner label="Getting things ready" size="sm" className="text-muted-foreground" />
    </AppShell>
  );
}
