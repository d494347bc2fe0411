import { useId } from "react";
import { useFieldArray, useForm, useWatch } from "react-hook-form";
import { ChecklistEditor } from "#client/components/practice/checklist-editor.tsx";
import { TemplatePicker } from "#client/components/practice/template-picker.tsx";
import { Button } from "#client/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#client/components/ui/dialog.tsx";
import { FieldError } from "#client/components/ui/field-error.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import {
  ACTION_MESSAGES,
  ACTION_TEMPLATES,
  CHECKLIST_MAX_ITEMS,
  type CustomActionInput,
} from "#shared/schemas/actions.ts";
import { customActionResolver, emptyCustomAction, type CustomActionForm } from "../lib/custom-action-form.ts";

export interface CustomActionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Adds the action; rejects when it fails (after its own toast). */
  onSubmit: (input: CustomActionInput) => Promise<unknown>;
}

/** 'Add custom action': the spec's templates and validation messages (SPEC sections 5 and 9). */
export function CustomActionDialog(props: CustomActionDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      {props.open ? <CustomActionFormView {...props} /> : null}
    </Dialog>
  );
}

function CustomActionFormView({ onSubmit, onOpenChange }: CustomActionDialogProps) {
  const id = useId();
  const form = useForm<CustomActionForm, unknown, CustomActionInput>({
    defaultValues: emptyCustomAction(),
    resolver: customActionResolver,
  });
  const checklist = useFieldArray({ control: form.control, name: "checklist" });
  const { errors, isSubmitting } = form.formState;
  const category = useWatch({ control: form.control, name: "category" });

  const submit = form.handleSubmit(async (input) => {
    try {
      await onSubmit(input);
      onOpenChange(false);
    } catch {
      // the mutation showed 'Failed to add custom action'; the typed values stay
    }
  });

  const described = (name: keyof CustomActionForm) => ({
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
  });

  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>Add custom action</DialogTitle>
        <DialogDescription>Pick a template and give your action a name.</DialogDescription>
      </DialogHeader>
      <form className="flex flex-col gap-4" onSubmit={(e) => void submit(e)} noValidate>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-title`}>Title</Label>
          <Input id={`${id}-title`} {...form.register("title")} {...described("title")} />
          <FieldError id={`${id}-title-error`} message={errors.title?.message} />
        </div>
        <TemplatePicker
          templates={ACTION_TEMPLATES}
          radio={() => form.register("category")}
          error={errors.category?.message}
          errorId={`${id}-category-error`}
        />
        {category === "timer" ? (
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-minutes`}>Timer (minutes)</Label>
            <Input
              id={`${id}-minutes`}
              type="number"
              inputMode="numeric"
              min={1}
              {...form.register("minutes")}
              {...described("minutes")}
            />
            <FieldError id={`${id}-minutes-error`} message={errors.minutes?.message} />
          </div>
        ) : null}
        {category === "checklist" ? (
          <ChecklistEditor
            itemKeys={checklist.fields.map((field) => field.id)}
            itemInput={(i) => form.register(`checklist.${i}.text`)}
            max={CHECKLIST_MAX_ITEMS}
            messages={{ last: ACTION_MESSAGES.checklistLast, max: ACTION_MESSAGES.checklistMax }}
            onAdd={() => checklist.append({ text: "" })}
            onRemove={(i) => checklist.remove(i)}
            onLimit={(message, type) => form.setError("checklist", { type, message })}
            error={errors.checklist?.message ?? errors.checklist?.root?.message}
            errorId={`${id}-checklist-error`}
          />
        ) : null}
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-description`}>Description (optional)</Label>
          <Textarea id={`${id}-description`} rows={2} {...form.register("description")} />
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? "Adding..." : "Add action"}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
