// Setup file of the client component tests (the "dom" project in vitest.config.ts): jest-dom
// matchers, a fresh DOM and storage after each test, and the mock API server (api-mock.ts),
// which fails a test on any request no handler answers.
import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { toast } from "sonner";
import { afterAll, afterEach, beforeAll, vi } from "vitest";
import { apiServer } from "./api-mock.ts";

beforeAll(() => apiServer.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  cleanup();
  toast.dismiss();
  apiServer.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
afterAll(() => apiServer.close());
