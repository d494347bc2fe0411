import { Controller, useForm, useWatch } from "react-hook-form";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "#client/components/ui/alert-dialog.tsx";
import { Button } from "#client/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#client/components/ui/dialog.tsx";
import {
  TIME_COMMITMENT_LABELS,
  TIME_COMMITMENT_MINUTES,
  nextTimeCommitment,
  type GoalSettings,
  type GoalSettingsInput,
  type TimeCommitment,
} from "#shared/schemas/goals.ts";
import {
  GOAL_TEXT,
  goalChoiceValid,
  goalFormFrom,
  goalFormResolver,
  toGoalInput,
  type GoalForm,
} from "../lib/goal-rules.ts";
import { bindGoalChoice, GoalChoice, TimeChoice } from "./goal-choice.tsx";

export type EditKind = "goals" | "time";

interface EditProps {
  kind: EditKind | null;
  settings: GoalSettings;
  onClose: () => void;
  /** Saves the changed settings; rejects (after its own toast) when saving fails. */
  onSave: (input: GoalSettingsInput) => Promise<unknown>;
}

/** 'Change My Goals' or 'Adjust Daily Time' over the current settings (SPEC section 5). */
export function GoalEditDialog(props: EditProps) {
  return (
    <Dialog open={props.kind !== null} onOpenChange={(open) => !open && props.onClose()}>
      {props.kind ? <EditForm key={props.kind} {...props} kind={props.kind} /> : null}
    </Dialog>
  );
}

function EditForm({ kind, settings, onClose, onSave }: EditProps & { kind: EditKind }) {
  const form = useForm<GoalForm>({ defaultValues: goalFormFrom(settings), resolver: goalFormResolver });
  const goalChoice = bindGoalChoice(form);
  const time = useWatch({ control: form.control, name: "timeCommitment" });
  const canSave = kind === "goals" ? goalChoiceValid(goalChoice.value) : time !== "";
  const submit = form.handleSubmit(async (values) => {
    await onSave(toGoalInput(values, values.timeCommitment || settings.timeCommitment)).catch(() => undefined);
  });
  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>{kind === "goals" ? "Change My Goals" : "Adjust Daily Time"}</DialogTitle>
        <DialogDescription>
          {kind === "goals" ? "Choose up to 3 goals to work on." : "How much time can you give each day?"}
        </DialogDescription>
      </DialogHeader>
      <form className="flex flex-col gap-5" noValidate onSubmit={(e) => void submit(e)}>
        {kind === "goals" ? (
          <GoalChoice {...goalChoice} />
        ) : (
          <Controller
            control={form.control}
            name="timeCommitment"
            render={({ field }) => <TimeChoice name="edit-time" value={field.value} onChange={field.onChange} />}
          />
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!canSave || form.formState.isSubmitting}>
            {form.formState.isSubmitting ? "Saving..." : "Save"}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}

/** After a goal or time change: keep today's actions, or reject them and generate new ones. */
export function RegenerateDialog({
  open,
  onKeep,
  onGenerate,
}: {
  open: boolean;
  onKeep: () => void;
  onGenerate: () => void;
}) {
  return (
    <AlertDialog open={open} onOpenChange={(o) => !o && onKeep()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Regenerate Actions?</AlertDialogTitle>
          <AlertDialogDescription>
            Your goals have changed. Would you like new daily actions that fit them?
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep Current Actions</AlertDialogCancel>
          <Button onClick={onGenerate}>Generate New Actions</Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

const minutesText = (t: TimeCommitment) =>
  t === "10min+" ? "more than 10 minutes" : `${TIME_COMMITMENT_MINUTES[t]} minutes`;

/**
 * The selection already fills the daily time: offer the next level (3min → 5min → 10min → 10min+);
 * at the top there is nothing to offer and the selection stays as it was.
 */
export function ChangeTimeDialog({
  current,
  open,
  pending,
  onIncrease,
  onDecline,
}: {
  current: TimeCommitment;
  open: boolean;
  pending: boolean;
  onIncrease: (next: TimeCommitment) => void;
  onDecline: () => void;
}) {
  const next = nextTimeCommitment(current);
  return (
    <AlertDialog open={open} onOpenChange={(o) => !o && onDecline()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Change Time Commitment?</AlertDialogTitle>
          <AlertDialogDescription>
            {next
              ? `Your selected actions already fill your ${minutesText(current)} a day. Increase your daily time to "${TIME_COMMITMENT_LABELS[next]}" (${minutesText(next)})?`
              : GOAL_TEXT.cannotIncrease}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          {next ? (
            <>
              <AlertDialogCancel>Keep my time</AlertDialogCancel>
              <Button disabled={pending} onClick={() => onIncrease(next)}>
                {pending ? "Saving..." : `Increase to ${minutesText(next)}`}
              </Button>
            </>
          ) : (
            <AlertDialogCancel>OK</AlertDialogCancel>
          )}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
