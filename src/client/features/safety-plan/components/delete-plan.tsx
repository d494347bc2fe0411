import { Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "#client/components/ui/confirm-dialog.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { errorMessage } from "#client/lib/api-client.ts";
import { useDeleteSafetyPlan } from "../api/safety-plan.ts";
import { useSafetyPlanDraft } from "../stores/draft-store.ts";

/** 'Delete my safety plan', after a confirmation; the dialog stays open until the server has answered. */
export function DeletePlan() {
  const remove = useDeleteSafetyPlan();
  const [open, setOpen] = useState(false);

  async function confirm() {
    if (remove.isPending) return;
    try {
      await remove.mutateAsync();
      useSafetyPlanDraft.getState().setDraft(null);
      setOpen(false);
      toast.success("Your safety plan has been deleted");
    } catch (err) {
      toast.error(errorMessage(err, "We couldn't delete your safety plan. Please try again."));
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !remove.isPending && setOpen(next)}
      trigger={
        <Button variant="outline" className="justify-start text-destructive">
          <Trash2 aria-hidden="true" /> Delete my safety plan
        </Button>
      }
      title="Delete your safety plan?"
      description={`This removes every step of your plan from Otter Coach and cannot be undone. If you'd like a copy, use "Export my data" in the Menu first. You can make a new plan any time.`}
      cancelLabel="Keep my plan"
      confirmLabel={remove.isPending ? "Deleting..." : "Delete my plan"}
      pending={remove.isPending}
      pendingAs="aria-disabled"
      stayOpen
      onConfirm={() => void confirm()}
    />
  );
}
