import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { prefetchSession } from "./lib/auth-client.ts";
import { queryClient } from "./lib/query-client.ts";
import "./styles/app.css";

prefetchSession(queryClient);

// The splash in index.html is already on screen: a transition lets React render the app in
// small slices instead of one long task that would block input.
const root = createRoot(document.getElementById("root")!);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

// The service worker is not needed for the first paint.
window.addEventListener("load", () => {
  void import("./pwa/register.ts").then((m) => m.registerServiceWorker());
});
