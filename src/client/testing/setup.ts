// Setup file of the client component tests (the "dom" project in vitest.config.ts): jest-dom
// matchers, a fresh DOM and storage after each test, and the mock API server (api-mock.ts).
// A request no handler answers fails the test: the component would otherwise see a network
// error and may quietly fall back to something else.
import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { toast } from "sonner";
import { afterAll, afterEach, beforeAll, vi } from "vitest";
import { apiServer } from "./api-mock.ts";

const unhandled: string[] = [];

beforeAll(() =>
  apiServer.listen({
    onUnhandledRequest(request, print) {
      const url = new URL(request.url);
      unhandled.push(`${request.method} ${url.pathname}${url.search}`);
      print.error();
    },
  }),
);
afterEach(() => {
  cleanup();
  toast.dismiss();
  apiServer.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  // The window lives on through the file: the next test starts on an entry with no state of ours.
  window.history.replaceState(null, "", "/");
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  const missed = unhandled.splice(0);
  if (missed.length > 0) throw new Error(`requests no mock API handler answered: ${missed.join(", ")}`);
});
afterAll(() => apiServer.close());
