// Where the new home sends a visitor instead of rendering (SPEC section 2, New home; section 4,
// completion checks).
import { isOnboardingComplete } from "#shared/content/labels-onboarding.ts";

export type OnboardingSnapshot = Parameters<typeof isOnboardingComplete>[0];

/** The spec's redirect of /home to /new-onboarding while onboarding is incomplete. */
export const ONBOARDING_REDIRECT_ENABLED = true;

/**
 * '/auth' when signed out, '/new-onboarding' when onboarding is incomplete (name, one challenge
 * and one identity; `onboarding` null = no data saved yet), otherwise null (stay on /home).
 */
export function homeRedirect(
  signedIn: boolean,
  onboarding: OnboardingSnapshot | null,
  onboardingRedirect: boolean = ONBOARDING_REDIRECT_ENABLED,
): "/auth" | "/new-onboarding" | null {
  if (!signedIn) return "/auth";
  if (onboardingRedirect && (onboarding === null || !isOnboardingComplete(onboarding))) return "/new-onboarding";
  return null;
}
