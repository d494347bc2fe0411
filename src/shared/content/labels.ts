// All UI labels and option lists from the spec, re-exported from their topic files.
export * from "./labels-mood.ts";
export * from "./labels-goals.ts";
export * from "./labels-habits.ts";
export * from "./labels-onboarding.ts";
