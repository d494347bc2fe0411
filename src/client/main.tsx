import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import "./styles/app.css";

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The service worker is not needed for the first paint.
window.addEventListener("load", () => {
  void import("./pwa/register.ts").then((m) => m.registerServiceWorker());
});
