import { Eye, EyeOff } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "#client/components/ui/button.tsx";
import { FieldError } from "#client/components/ui/field-error.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { errorMessage } from "#client/lib/api-client.ts";
import { EMAIL_RULES, NEW_PASSWORD_RULES, SIGN_IN_PASSWORD_RULES, type Credentials } from "../lib/rules.ts";

interface Props {
  mode: "sign-in" | "sign-up";
  onSubmit: (values: Credentials) => Promise<void>;
  defaultEmail?: string;
  onEmailChange?: (email: string) => void;
}

/** Email + password, both required; the server's message shows inline in red and the typed values stay. */
export function CredentialsForm({ mode, onSubmit, defaultEmail, onEmailChange }: Props) {
  const id = useId();
  const [serverError, setServerError] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const signUp = mode === "sign-up";
  const form = useForm<Credentials>({ defaultValues: { email: defaultEmail ?? "", password: "" } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await onSubmit({ email: values.email.trim(), password: values.password });
    } catch (err) {
      setServerError(errorMessage(err, signUp ? "Error signing up" : "Error signing in"));
    }
  });

  const emailField = form.register("email", {
    ...EMAIL_RULES,
    onChange: (e: { target: { value: string } }) => onEmailChange?.(e.target.value),
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4"
      aria-describedby={serverError ? `${id}-server` : undefined}
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-email`}>Email</Label>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          placeholder="you@example.com"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${id}-email-error` : undefined}
          {...emailField}
        />
        <FieldError id={`${id}-email-error`} message={errors.email?.message} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-password`}>Password</Label>
        <div className="relative">
          <Input
            id={`${id}-password`}
            type={showPassword ? "text" : "password"}
            autoComplete={signUp ? "new-password" : "current-password"}
            required
            minLength={signUp ? 8 : undefined}
            className="pr-12"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? `${id}-password-error` : signUp ? `${id}-password-hint` : undefined}
            {...form.register("password", signUp ? NEW_PASSWORD_RULES : SIGN_IN_PASSWORD_RULES)}
          />
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="absolute top-1/2 right-0 -translate-y-1/2"
            aria-label={showPassword ? "Hide password" : "Show password"}
            aria-pressed={showPassword}
            onClick={() => setShowPassword((v) => !v)}
          >
            {showPassword ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          </Button>
        </div>
        {signUp && !errors.password ? (
          <p id={`${id}-password-hint`} className="text-sm text-muted-foreground">
            At least 8 characters. A short phrase is easy to remember.
          </p>
        ) : null}
        <FieldError id={`${id}-password-error`} message={errors.password?.message} />
      </div>
      <FieldError id={`${id}-server`} message={serverError ?? undefined} />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? (signUp ? "Signing up..." : "Signing in...") : signUp ? "Sign up" : "Sign in"}
      </Button>
    </form>
  );
}
