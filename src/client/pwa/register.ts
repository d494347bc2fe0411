import { Workbox } from "workbox-window";

/** Registers /sw.js at scope / and reloads the page once an updated worker takes control. */
export function registerServiceWorker() {
  if (!("serviceWorker" in navigator) || import.meta.env.DEV) return;
  const wb = new Workbox("/sw.js", { scope: "/" });
  let hadController = Boolean(navigator.serviceWorker.controller);
  wb.addEventListener("controlling", () => {
    if (hadController) window.location.reload();
    hadController = true;
  });
  // A browser may refuse workers (private windows, a policy, an automation switch): the app then
  // works online only, and that is no error worth showing.
  wb.register().catch(() => undefined);
}
