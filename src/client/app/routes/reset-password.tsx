import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { AppShell, PageHeader } from "#client/components/layouts/app-shell.tsx";
import { Otter } from "#client/components/otter/otter.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card, CardContent } from "#client/components/ui/card.tsx";
import { FieldError } from "#client/components/ui/field-error.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { errorMessage } from "#client/lib/api-client.ts";
import { resetPassword } from "#client/lib/auth-client.ts";
import { NEW_PASSWORD_RULES } from "#client/features/auth/lib/rules.ts";

interface Values {
  password: string;
  confirm: string;
}

/** Completes the password-recovery state: the mailed link lands here with ?token=… */
export function Component() {
  const id = useId();
  const [params] = useSearchParams();
  const token = params.get("token");
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<Values>({ defaultValues: { password: "", confirm: "" } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ password }) => {
    setServerError(null);
    try {
      await resetPassword(token!, password);
      toast.success("Your password has been changed. Please sign in.");
      void navigate("/sign-in", { replace: true });
    } catch (err) {
      setServerError(errorMessage(err, "Error resetting password"));
    }
  });

  return (
    <AppShell>
      <PageHeader title="Choose a new password" backTo="/sign-in" />
      <div className="flex justify-center">
        <Otter level={3} mood="calm" size={120} />
      </div>
      {!token || params.get("error") ? (
        <Card>
          <CardContent className="flex flex-col gap-4">
            <p role="alert">
              This reset link is invalid or has expired. Please ask for a new one from the sign-in screen.
            </p>
            <Button asChild>
              <Link to="/sign-in">Back to sign in</Link>
            </Button>
          </CardContent>
        </Card>
      ) : (
        <Card>
          <CardContent>
            <form onSubmit={submit} noValidate className="flex flex-col gap-4">
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={`${id}-password`}>New password</Label>
                <Input
                  id={`${id}-password`}
                  type="password"
                  autoComplete="new-password"
                  required
                  aria-invalid={errors.password ? true : undefined}
                  {...form.register("password", NEW_PASSWORD_RULES)}
                />
                <FieldError message={errors.password?.message} />
              </div>
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={`${id}-confirm`}>Repeat new password</Label>
                <Input
                  id={`${id}-confirm`}
                  type="password"
                  autoComplete="new-password"
                  required
                  aria-invalid={errors.confirm ? true : undefined}
                  {...form.register("confirm", {
                    required: "Please repeat your new password",
                    validate: (value, all) => value === all.password || "The two passwords do not match",
                  })}
                />
                <FieldError message={errors.confirm?.message} />
              </div>
              <FieldError message={serverError ?? undefined} />
              <Button type="submit" size="lg" disabled={isSubmitting}>
                {isSubmitting ? "Saving..." : "Save new password"}
              </Button>
            </form>
          </CardContent>
        </Card>
      )}
    </AppShell>
  );
}
