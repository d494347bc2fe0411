import { lazy, Suspense, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";

// Radix Dialog and the form are only needed once someone asks: they stay out of /auth's first load.
const ForgotPasswordDialog = lazy(() =>
  import("./forgot-password-dialog.tsx").then((m) => ({ default: m.ForgotPasswordDialog })),
);

/** 'Forgot your password?': a plain button until the first click, then the dialog (opened) with the same trigger. */
export function ForgotPasswordLink({ email }: { email: string }) {
  const [requested, setRequested] = useState(false);
  const trigger = (
    <Button
      type="button"
      variant="link"
      className="self-center"
      aria-haspopup="dialog"
      onClick={() => setRequested(true)}
    >
      Forgot your password?
    </Button>
  );
  if (!requested) return trigger;
  return (
    <Suspense fallback={trigger}>
      <ForgotPasswordDialog email={email} defaultOpen />
    </Suspense>
  );
}
