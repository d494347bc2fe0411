import { useId, useState } from "react";
import { toast } from "sonner";
import { Button } from "#client/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "#client/components/ui/dialog.tsx";
import { FieldError } from "#client/components/ui/field-error.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { errorMessage } from "#client/lib/api-client.ts";
import { requestPasswordReset } from "#client/lib/auth-client.ts";
import { isEmail } from "../lib/rules.ts";

export function ForgotPasswordDialog({
  email: initialEmail,
  defaultOpen = false,
}: {
  email: string;
  defaultOpen?: boolean;
}) {
  const id = useId();
  const [open, setOpen] = useState(defaultOpen);
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function send(event: React.FormEvent) {
    event.preventDefault();
    if (!isEmail(email)) return setError("Please enter a valid email address");
    setSending(true);
    setError(null);
    try {
      await requestPasswordReset(email.trim());
      toast.success("Password reset email sent!");
      setOpen(false);
    } catch (err) {
      setError(errorMessage(err, "Error resetting password"));
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setEmail((current) => current || initialEmail);
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="link" className="self-center">
          Forgot your password?
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reset your password</DialogTitle>
          <DialogDescription>We'll email you a link to choose a new password.</DialogDescription>
        </DialogHeader>
        <form onSubmit={send} noValidate className="flex flex-col gap-4">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-email`}>Email</Label>
            <Input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            <FieldError message={error ?? undefined} />
          </div>
          <DialogFooter>
            <Button type="submit" disabled={sending}>
              {sending ? "Sending..." : "Send reset link"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
