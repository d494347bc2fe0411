import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { AppShell, PageHeader } from "#client/components/layouts/app-shell.tsx";
import { SectionError } from "#client/components/layouts/section-states.tsx";
import { FullPageSpinner } from "#client/components/ui/spinner.tsx";
import type { GoalSettingsInput } from "#shared/schemas/goals.ts";
import { useGoalSettings, useSaveGoals } from "../api/goals.ts";
import { GOAL_TEXT } from "../lib/goal-rules.ts";
import { ActionSetup, type SetupMode } from "./action-setup.tsx";
import { GoalWizard } from "./goal-wizard.tsx";

const TITLES: Record<SetupMode, string> = {
  initial: "Your first daily actions",
  change: "Change my actions",
  "edit-goals": "Goals and actions",
  "edit-time": "Goals and actions",
};

/**
 * /goal-setting without a chat: the goal wizard until goals exist, then the action selection for
 * `mode`. `createGoalChat` opens the 'Goal Setting Chat (date)' session when the wizard ends.
 */
export function GoalSettingScreen({
  mode,
  createGoalChat,
}: {
  mode: SetupMode;
  createGoalChat: () => Promise<unknown>;
}) {
  const navigate = useNavigate();
  const settings = useGoalSettings();
  const saveGoals = useSaveGoals();
  // Keeps the wizard on screen while it finishes: the saved goals must not start another mode.
  const [finishing, setFinishing] = useState(false);
  const goHome = () => void navigate("/home");

  async function finish(input: GoalSettingsInput) {
    setFinishing(true);
    try {
      await saveGoals.mutateAsync(input);
    } catch (err) {
      setFinishing(false);
      toast.error(GOAL_TEXT.saveGoalsFailed);
      throw err;
    }
    await createGoalChat().catch(() => toast.error("Failed to create chat session"));
    void navigate("/goal-setting?initial-actions=true", { replace: true });
  }

  // Back to the wizard: whatever was finishing is over (adjusted while rendering, not in an effect).
  const [shownMode, setShownMode] = useState(mode);
  if (mode !== shownMode) {
    setShownMode(mode);
    if (mode === "initial") setFinishing(false);
  }

  if (settings.isPending) return <FullPageSpinner label="Loading your goals" />;
  if (settings.isError) {
    return (
      <AppShell className="justify-center">
        <SectionError message="We couldn't load your goals." onRetry={() => void settings.refetch()} />
      </AppShell>
    );
  }
  if (settings.data === null || (finishing && mode !== "initial")) {
    return (
      <AppShell>
        <GoalWizard onFinish={finish} onExit={goHome} />
      </AppShell>
    );
  }
  return (
    <AppShell>
      <PageHeader title={TITLES[mode]} backTo="/home" />
      <ActionSetup key={mode} mode={mode} settings={settings.data} onDone={goHome} />
    </AppShell>
  );
}
