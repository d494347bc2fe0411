import { useId } from "react";
import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, useForm } from "react-hook-form";
import { Button } from "#client/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "#client/components/ui/dialog.tsx";
import { FieldError } from "#client/components/ui/field-error.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { ACTION_MESSAGES, ACTION_TEMPLATES, CHECKLIST_MAX_ITEMS, type CustomActionInput } from "#shared/schemas/actions.ts";
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
  const form = useForm<CustomActionForm, unknown, CustomActionInput>({ defaultValues: emptyCustomAction(), resolver: customActionResolver });
  const checklist = useFieldArray({ control: form.control, name: "checklist" });
  const { errors, isSubmitting } = form.formState;
  const category = form.watch("category");

  const submit = form.handleSubmit(async (input) => {
    try {
      await onSubmit(input);
      onOpenChange(false);
    } catch {
      // the mutation showed 'Failed to add custom action'; the typed values stay
    }
  });

  function removeItem(index: number) {
    if (checklist.fields.length <= 1) form.setError("checklist", { type: "min", message: ACTION_MESSAGES.checklistLast });
    else checklist.remove(index);
  }

  function addItem() {
    if (checklist.fields.length >= CHECKLIST_MAX_ITEMS) form.setError("checklist", { type: "max", message: ACTION_MESSAGES.checklistMax });
    else checklist.append({ text: "" });
  }

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
        <fieldset className="flex flex-col gap-2" {...described("category")}>
          <legend className="mb-2 text-sm font-medium">Template</legend>
          <div className="grid grid-cols-2 gap-2">
            {ACTION_TEMPLATES.map((t) => (
              <label
                key={t.category}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-2xl border border-border px-3 py-2 text-sm has-checked:border-primary has-checked:bg-accent-soft has-focus-visible:outline-2 has-focus-visible:outline-ring"
              >
                <input type="radio" className="sr-only" value={t.category} {...form.register("category")} />
                {t.label}
              </label>
            ))}
          </div>
          <FieldError id={`${id}-category-error`} message={errors.category?.message} />
        </fieldset>
        {category === "timer" ? (
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-minutes`}>Timer (minutes)</Label>
            <Input id={`${id}-minutes`} type="number" inputMode="numeric" min={1} {...form.register("minutes")} {...described("minutes")} />
            <FieldError id={`${id}-minutes-error`} message={errors.minutes?.message} />
          </div>
        ) : null}
        {category === "checklist" ? (
          <fieldset className="flex flex-col gap-2" {...described("checklist")}>
            <legend className="mb-2 text-sm font-medium">Checklist items</legend>
            {checklist.fields.map((field, i) => (
              <div key={field.id} className="flex items-center gap-2">
                <Input aria-label={`Checklist item ${i + 1}`} {...form.register(`checklist.${i}.text`)} />
                <Button type="button" variant="ghost" size="icon" aria-label={`Remove item ${i + 1}`} onClick={() => removeItem(i)}>
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            ))}
            <Button type="button" variant="outline" onClick={addItem}>
              <Plus aria-hidden="true" /> Add item
            </Button>
            <FieldError id={`${id}-checklist-error`} message={errors.checklist?.message ?? errors.checklist?.root?.message} />
          </fieldset>
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
