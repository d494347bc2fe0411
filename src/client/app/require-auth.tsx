import { Navigate, Outlet, useLocation } from "react-router";
import { TabBar } from "#client/components/layouts/tab-bar.tsx";
import { FullPageSpinner } from "#client/components/ui/spinner.tsx";
import { useSession } from "#client/lib/auth-client.ts";

/** The protected-area guard: spinner while auth loads, the screen when signed in, otherwise /sign-in (replace). */
export function RequireAuth() {
  const { data: user, isPending } = useSession();
  const location = useLocation();
  if (isPending) return <FullPageSpinner label="Checking your session" />;
  if (!user) return <Navigate to="/sign-in" replace state={{ from: location.pathname + location.search }} />;
  return (
    <>
      <Outlet />
      <TabBar />
    </>
  );
}
