import { lazy, Suspense, type ComponentType } from "react";
import { ErrorBoundary } from "react-error-boundary";
import { BrowserRouter, Navigate, Route, Routes, useLocation } from "react-router";
import { RouteError } from "#client/components/errors/route-error.tsx";
import { FullPageSpinner } from "#client/components/ui/spinner.tsx";
import { RequireAuth } from "./require-auth.tsx";
import { RootLayout } from "./root-layout.tsx";

// Declarative routes with React.lazy: every screen is its own chunk, and the first load
// carries only the shell (the data router would add ~17 KB gzipped to it).
const screen = (load: () => Promise<{ Component: ComponentType }>) => lazy(() => load().then((m) => ({ default: m.Component })));

const Landing = screen(() => import("./routes/landing.tsx"));
const Auth = screen(() => import("./routes/auth.tsx"));
const ResetPassword = screen(() => import("./routes/reset-password.tsx"));
const Menu = screen(() => import("./routes/menu.tsx"));
const Home = screen(() => import("./routes/home.tsx"));
const NotFound = screen(() => import("./routes/not-found.tsx"));

function Screens() {
  const location = useLocation();
  return (
    // A screen that fails shows a way back; moving to another route clears the error.
    <ErrorBoundary FallbackComponent={RouteError} resetKeys={[location.pathname]}>
      <Suspense fallback={<FullPageSpinner />}>
        <Routes>
          <Route element={<RootLayout />}>
            <Route path="/" element={<Landing />} />
            <Route path="/auth" element={<Auth />} />
            <Route path="/sign-in" element={<Auth />} />
            <Route path="/reset-password" element={<ResetPassword />} />
            <Route path="/mood-tracking" element={<Navigate to="/mood" replace />} />
            <Route path="/journals" element={<Navigate to="/journal-history" replace />} />
            <Route element={<RequireAuth />}>
              <Route path="/menu" element={<Menu />} />
              <Route path="/home" element={<Home />} />
            </Route>
            <Route path="*" element={<NotFound />} />
          </Route>
        </Routes>
      </Suspense>
    </ErrorBoundary>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <Screens />
    </BrowserRouter>
  );
}
