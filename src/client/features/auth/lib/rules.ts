// Form rules for the auth screens, mirroring better-auth's limits (8–128 characters).
// Plain react-hook-form rules rather than zod keep the first screen's bundle small.
import type { RegisterOptions } from "react-hook-form";

export interface Credentials {
  email: string;
  password: string;
}

export const EMAIL_RULES = {
  required: "Please enter your email",
  pattern: { value: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: "Please enter a valid email address" },
} satisfies RegisterOptions;

export const SIGN_IN_PASSWORD_RULES = { required: "Please enter your password" } satisfies RegisterOptions;

export const NEW_PASSWORD_RULES = {
  required: "Please enter your password",
  minLength: { value: 8, message: "Your password needs at least 8 characters" },
  maxLength: { value: 128, message: "Your password can have at most 128 characters" },
} satisfies RegisterOptions;

export const isEmail = (value: string) => EMAIL_RULES.pattern.value.test(value.trim());
