import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { queryClient } from "#client/lib/query-client.ts";
import { AppRouter } from "./router.tsx";

// Loaded right after the first paint; no toast can fire before a screen has loaded anyway.
const Toaster = lazy(() => import("#client/components/ui/toaster.tsx").then((m) => ({ default: m.Toaster })));

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AppRouter />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
