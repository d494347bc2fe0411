import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { BookOpen, CheckCircle2, Clock, ListRestart, PartyPopper, Plus, Sparkles, Target } from "lucide-react";
import { toast } from "sonner";
import { SectionError } from "#client/components/layouts/section-states.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card, CardHeader, CardTitle } from "#client/components/ui/card.tsx";
import { CardMenu } from "#client/components/ui/card-menu.tsx";
import { CountProgress } from "#client/components/ui/progress.tsx";
import { cn } from "#client/lib/cn.ts";
import { ACTION_MESSAGES, type DailyAction } from "#shared/schemas/actions.ts";
import type { GoalSettings } from "#shared/schemas/goals.ts";
import { useAddCustomAction, useCompleteAction, useSaveChecklist, useTodayActions } from "../api/actions.ts";
import { ACTION_TEXT } from "../lib/texts.ts";
import { ActionDialog } from "./action-dialog.tsx";
import { ActionIcon, actionCategoryLabel } from "./action-icon.tsx";
import { CustomActionDialog } from "./custom-action-dialog.tsx";

/** Old home's Daily Actions: progress, the plan's actions with the completion dialog, and its menu. */
export function DailyActionsCard({ goals }: { goals: GoalSettings | null }) {
  const navigate = useNavigate();
  const today = useTodayActions();
  const complete = useCompleteAction();
  const saveChecklist = useSaveChecklist();
  const addCustom = useAddCustomAction();
  const [open, setOpen] = useState<DailyAction | null>(null);
  const [adding, setAdding] = useState(false);

  useEffect(() => {
    if (today.isError) toast.error(ACTION_TEXT.loadFailed);
  }, [today.isError]);

  const plan = today.data?.plan ?? null;
  const actions = plan?.actions ?? [];
  const done = actions.filter((a) => a.completed).length;

  function openAction(action: DailyAction) {
    if (action.completed) toast(ACTION_TEXT.alreadyCompleted);
    else setOpen(action);
  }

  function openAdd() {
    if (!goals) toast.error(ACTION_MESSAGES.noGoals);
    else setAdding(true);
  }

  return (
    <Card aria-labelledby="daily-actions-title" data-testid="daily-actions">
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle id="daily-actions-title">Daily Actions</CardTitle>
        <CardMenu
          label="Daily actions menu"
          items={[
            { label: "Add custom action", icon: Plus, onSelect: openAdd },
            {
              label: "Change my actions",
              icon: ListRestart,
              onSelect: () => void navigate("/goal-setting?change-actions=true"),
            },
            { label: "Change My Goals", icon: Target, onSelect: () => void navigate("/goal-setting?edit=goals") },
            { label: "Adjust Daily Time", icon: Clock, onSelect: () => void navigate("/goal-setting?edit=time") },
            { label: "See past journals", icon: BookOpen, onSelect: () => void navigate("/journal-history") },
          ]}
        />
      </CardHeader>

      {today.isPending ? <p className="text-muted-foreground">Loading your daily actions...</p> : null}
      {today.isError ? <SectionError message={ACTION_TEXT.loadFailed} onRetry={() => void today.refetch()} /> : null}

      {today.data && !plan ? (
        <div
          className="flex flex-col items-center gap-3 rounded-2xl bg-accent-soft p-4 text-center"
          data-testid="no-actions"
        >
          <Sparkles aria-hidden="true" className="size-8 text-accent" />
          <p className="font-semibold">You don't have daily actions yet.</p>
          <p className="text-sm text-muted-foreground">Choose a few small actions that move you toward your goals.</p>
          <Button asChild>
            <Link to="/goal-setting?change-actions=true">Choose my actions</Link>
          </Button>
        </div>
      ) : null}

      {plan ? (
        <>
          <CountProgress
            done={done}
            total={actions.length}
            label="Daily actions completed"
            countTestId="actions-count"
          />
          {plan.completed ? (
            <div className="flex items-center gap-3 rounded-2xl bg-accent-soft p-3" data-testid="actions-all-done">
              <PartyPopper aria-hidden="true" className="size-6 shrink-0 text-accent" />
              <p>
                <span className="block font-semibold">Congratulations!</span>
                <span className="text-sm">You've completed all your daily actions.</span>
              </p>
            </div>
          ) : null}
          <ul className="flex flex-col gap-2">
            {actions.map((action) => (
              <ActionCard key={action.id} action={action} onOpen={() => openAction(action)} />
            ))}
          </ul>
        </>
      ) : null}

      <ActionDialog
        action={open}
        onClose={() => setOpen(null)}
        onComplete={(action, input) => complete.mutateAsync({ actionId: action.id, input })}
        onSaveChecklist={(action, items) => saveChecklist.mutateAsync({ actionId: action.id, items })}
      />
      <CustomActionDialog open={adding} onOpenChange={setAdding} onSubmit={(input) => addCustom.mutateAsync(input)} />
    </Card>
  );
}

function ActionCard({ action, onOpen }: { action: DailyAction; onOpen: () => void }) {
  const items = action.checklistItems ?? [];
  const ticked = items.filter((i) => action.completedChecklistItems?.[i.id]).length;
  return (
    <li data-testid="action-card" data-completed={action.completed}>
      <button
        type="button"
        onClick={onOpen}
        className={cn(
          "flex min-h-16 w-full items-center gap-3 rounded-3xl border border-border bg-surface p-3 text-left focus-visible:outline-2 focus-visible:outline-ring",
          action.completed && "bg-accent-soft/60",
        )}
      >
        <ActionIcon category={action.category} />
        <span className="min-w-0 flex-1">
          <span className={cn("block font-semibold break-words", action.completed && "text-muted-foreground")}>
            {action.title}
          </span>
          <span className="block text-sm text-muted-foreground">
            {actionCategoryLabel(action.category)} · {action.timeEstimate}
            {action.category === "checklist" && !action.completed && ticked > 0
              ? ` · ${ticked} of ${items.length} completed`
              : ""}
          </span>
        </span>
        {action.completed ? (
          <CheckCircle2 className="size-6 shrink-0 text-accent" role="img" aria-label="Completed" />
        ) : null}
      </button>
    </li>
  );
}
