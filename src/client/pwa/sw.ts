/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";

declare const self: ServiceWorkerGlobalScope;

// The app shell opens offline: built assets are precached and every navigation gets index.html.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(createHandlerBoundToURL("/index.html"), { denylist: [/^\/api\//, /^\/sw\.js$/] }));

self.addEventListener("install", () => {
  void self.skipWaiting();
});
self.addEventListener("activate", (event) => {
  event.waitUntil(self.clients.claim());
});

// ---- Daily reminders (Web Push) ---------------------------------------------------------------

interface PushMessage {
  title: string;
  body: string;
  url?: string;
  tag?: string;
}

const FALLBACK_MESSAGE: PushMessage = {
  title: "Otter Coach",
  body: "Your otter is waiting for today's practice.",
  url: "/home",
  tag: "daily-reminder",
};

function readMessage(event: PushEvent): PushMessage {
  try {
    const data = event.data?.json() as Partial<PushMessage> | undefined;
    if (data && typeof data.title === "string" && typeof data.body === "string")
      return { ...FALLBACK_MESSAGE, ...data };
  } catch {
    // Not JSON: show the text as the body.
    const text = event.data?.text();
    if (text) return { ...FALLBACK_MESSAGE, body: text };
  }
  return FALLBACK_MESSAGE;
}

self.addEventListener("push", (event) => {
  const message = readMessage(event);
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      tag: message.tag,
      data: { url: message.url ?? "/home" },
    }),
  );
});

/** /mood when no mood was logged today (asked with the session cookie), otherwise the message's page. */
async function clickTarget(fallback: string): Promise<string> {
  try {
    const res = await fetch("/api/moods/today", { credentials: "same-origin", cache: "no-store" });
    if (res.ok) {
      const today = (await res.json()) as { logged?: boolean };
      if (today.logged === false) return "/mood";
    }
  } catch {
    // Offline: open the app where the message points.
  }
  return fallback;
}

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: string } | null;
  const fallback = data?.url?.startsWith("/") ? data.url : "/home";
  event.waitUntil(
    (async () => {
      const path = await clickTarget(fallback);
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) {
        const focused = await open.focus();
        await focused.navigate(path).catch(() => undefined);
        return;
      }
      await self.clients.openWindow(path);
    })(),
  );
});
