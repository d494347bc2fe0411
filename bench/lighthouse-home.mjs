// Lighthouse mobile on /home, signed in as a user who finished onboarding (issue 13's budget).
import { lighthouseOf } from "./lighthouse.mjs";

export default function lighthouseHomeSection(ctx) {
  return lighthouseOf(ctx, "/home", true);
}
