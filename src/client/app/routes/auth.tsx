import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { Navigate, useLocation, useNavigate } from "react-router";
import { AppShell } from "#client/components/layouts/app-shell.tsx";
import { Otter } from "#client/components/otter/otter.tsx";
import { Card, CardContent } from "#client/components/ui/card.tsx";
import { FullPageSpinner } from "#client/components/ui/spinner.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#client/components/ui/tabs.tsx";
import { CredentialsForm } from "#client/features/auth/components/credentials-form.tsx";
import { ForgotPasswordLink } from "#client/features/auth/components/forgot-password-link.tsx";
import { SESSION_KEY, signIn, signUp, useSession } from "#client/lib/auth-client.ts";
import { takeReturnPath } from "#client/lib/kept-drafts.ts";

type Tab = "sign-in" | "sign-up";

// Only after a sign-up: kept out of the first load (with the push code it brings).
const loadPrompt = () => import("#client/features/push/components/enable-notifications-prompt.tsx");
const EnableNotificationsPrompt = lazy(() => loadPrompt().then((m) => ({ default: m.EnableNotificationsPrompt })));

/** Where RequireAuth sent the person from (an app path only): they go back there after signing in. */
function returnPath(state: unknown): string {
  const from = takeReturnPath() ?? (state as { from?: unknown } | null)?.from;
  return typeof from === "string" &&
    from.startsWith("/") &&
    !from.startsWith("//") &&
    !/^\/(?:auth|sign-in)\b/.test(from)
    ? from
    : "/home";
}

/** /auth and /sign-in: one screen with 'Sign in' and 'Sign up' tabs. */
export function Component() {
  const { data: user, isPending } = useSession();
  const [tab, setTab] = useState<Tab>("sign-in");
  const [email, setEmail] = useState("");
  // After sign-up: the notification prompt, then /home.
  const [notificationPrompt, setNotificationPrompt] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const location = useLocation();
  // Read once: the stored return path is taken as it is read.
  const [back] = useState(() => returnPath(location.state));

  if (notificationPrompt) {
    return (
      <AppShell>
        <Suspense fallback={null}>
          <EnableNotificationsPrompt onDone={() => navigate("/home", { replace: true })} />
        </Suspense>
      </AppShell>
    );
  }
  if (isPending) return <FullPageSpinner label="Checking your session" />;
  if (user) return <Navigate to={back} replace />;

  async function afterAuth(message: string, goHome = true) {
    await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    // sonner is already loaded by the app's Toaster; importing it here keeps it out of this chunk.
    void import("sonner").then(({ toast }) => toast.success(message));
    if (goHome) void navigate(back, { replace: true });
  }

  return (
    <AppShell className="justify-center gap-6">
      <div className="flex flex-col items-center gap-2 text-center">
        <Otter level={tab === "sign-in" ? 4 : 1} mood="happy" size={150} />
        <p className="text-sm font-semibold tracking-wide text-accent uppercase">Otter Coach</p>
        <h1 className="text-2xl font-bold text-balance">
          {tab === "sign-in" ? "Welcome back my fren :)" : "Can't wait to see you in the app."}
        </h1>
      </div>
      <Card>
        <CardContent>
          <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
            <TabsList className="mb-5 grid w-full grid-cols-2">
              <TabsTrigger value="sign-in">Sign in</TabsTrigger>
              <TabsTrigger value="sign-up">Sign up</TabsTrigger>
            </TabsList>
            <TabsContent value="sign-in" className="flex flex-col gap-2">
              <CredentialsForm
                mode="sign-in"
                defaultEmail={email}
                onEmailChange={setEmail}
                onSubmit={async (v) => {
                  await signIn(v.email, v.password);
                  await afterAuth("Signed in successfully");
                }}
              />
              <ForgotPasswordLink email={email} />
            </TabsContent>
            <TabsContent value="sign-up">
              <CredentialsForm
                mode="sign-up"
                defaultEmail={email}
                onEmailChange={setEmail}
                onSubmit={async (v) => {
                  void loadPrompt();
                  await signUp(v.email, v.password);
                  setNotificationPrompt(true);
                  await afterAuth("Signed up successfully! Please check your email to verify your account.", false);
                }}
              />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
      <p className="text-center text-sm text-muted-foreground">Small steps, every day. Your otter grows with you.</p>
    </AppShell>
  );
}
