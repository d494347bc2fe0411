// One place that renders a client component as the app does: a fresh QueryClient (no retries,
// so a failing request shows at once), a MemoryRouter and the app's Toaster, with a userEvent
// session to click and type. API calls go to the mock server of api-mock.ts.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, renderHook, type RenderOptions } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement, ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { Toaster } from "#client/components/ui/toaster.tsx";

export interface Providers {
  /** The router's location (default "/"). */
  route?: string;
  queryClient?: QueryClient;
}

export const testQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });

function wrapperFor({ route = "/", queryClient = testQueryClient() }: Providers) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        <Toaster />
      </QueryClientProvider>
    );
  }
  return { Wrapper, queryClient };
}

/** Renders `ui` inside the app's providers; returns Testing Library's queries, `user` and the QueryClient. */
export function renderWithProviders(ui: ReactElement, options: Providers & Omit<RenderOptions, "wrapper"> = {}) {
  const { route, queryClient, ...renderOptions } = options;
  const { Wrapper, queryClient: client } = wrapperFor({ route, queryClient });
  const user = userEvent.setup();
  return { user, queryClient: client, ...render(ui, { wrapper: Wrapper, ...renderOptions }) };
}

/** renderHook inside the same providers. */
export function renderHookWithProviders<Result, Props>(
  hook: (props: Props) => Result,
  options: Providers & { initialProps?: Props } = {},
) {
  const { route, queryClient, initialProps } = options;
  const { Wrapper, queryClient: client } = wrapperFor({ route, queryClient });
  return { queryClient: client, ...renderHook(hook, { wrapper: Wrapper, initialProps }) };
}
