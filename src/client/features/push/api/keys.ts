// The push feature's query key: this browser's subscription state (read by hooks/use-push-settings.ts).
export const pushStateKey = ["push", "state"] as const;
