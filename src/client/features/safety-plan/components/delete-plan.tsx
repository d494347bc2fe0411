import { Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "#client/components/ui/alert-dialog.tsx";
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
    <AlertDialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant="outline" className="justify-start text-destructive">
          <Trash2 aria-hidden="true" /> Delete my safety plan
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete your safety plan?</AlertDialogTitle>
          <AlertDialogDescription>
            This removes every step of your plan from Otter Coach and cannot be undone. If you'd like a copy, use
            "Export my data" in the Menu first. You can make a new plan any time.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep my plan</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            aria-disabled={remove.isPending || undefined}
            onClick={(event) => {
              event.preventDefault(); // stay open while deleting
              void confirm();
            }}
          >
            {remove.isPending ? "Deleting..." : "Delete my plan"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
