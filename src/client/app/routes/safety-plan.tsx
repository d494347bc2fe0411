import { useNavigate } from "react-router";
import { AppShell, PageHeader } from "#client/components/layouts/app-shell.tsx";
import { SafetyPlanScreen } from "#client/features/safety-plan/components/safety-plan-screen.tsx";

export function Component() {
  const navigate = useNavigate();
  return (
    <AppShell>
      <PageHeader title="My safety plan" onBack={() => (history.length > 1 ? navigate(-1) : navigate("/menu"))} />
      <SafetyPlanScreen />
    </AppShell>
  );
}
