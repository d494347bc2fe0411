import { useEffect, useRef } from "react";
import { SectionError, SectionLoading } from "#client/components/layouts/section-states.tsx";
import { useSafetyPlan } from "../api/safety-plan.ts";
import { draftChanges, planToDraft } from "../lib/draft.ts";
import { useSafetyPlanDraft } from "../stores/draft-store.ts";
import { PlanEditor } from "./plan-editor.tsx";
import { PlanIntro } from "./plan-intro.tsx";
import { PlanView } from "./plan-view.tsx";

/** /safety-plan: the intro when there is no plan, the plan itself, or the editor while there are unsaved edits. */
export function SafetyPlanScreen() {
  const plan = useSafetyPlan();
  const { draft, setDraft } = useSafetyPlanDraft();

  // A draft left untouched (opened, then the page was left) is not unsaved work: start from the plan.
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current || !plan.isSuccess) return;
    checked.current = true;
    if (draft && !draftChanges(draft, plan.data)) setDraft(null);
  }, [plan.isSuccess, plan.data, draft, setDraft]);

  if (plan.isPending) return <SectionLoading label="Loading your safety plan" />;
  if (plan.isError) {
    const retry = () => void plan.refetch();
    if (!draft) return <SectionError message="We couldn't load your safety plan." onRetry={retry} />;
    // Unsaved work stays editable; it saves once the server can be reached.
    return (
      <>
        <SectionError
          message="We couldn't load your saved plan. Your unsaved changes are below and kept on this device."
          onRetry={retry}
        />
        <PlanEditor draft={draft} saved={null} />
      </>
    );
  }
  if (draft) return <PlanEditor draft={draft} saved={plan.data} />;
  if (!plan.data) return <PlanIntro onStart={() => setDraft(planToDraft(null))} />;
  const saved = plan.data;
  return <PlanView plan={saved} onEdit={() => setDraft(planToDraft(saved))} />;
}
