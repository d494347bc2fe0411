// The one "are you sure?" dialog: a title, what will happen, Cancel and a destructive confirm.
import type { ReactNode } from "react";
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
} from "./alert-dialog.tsx";

export interface ConfirmDialogProps {
  /** The button that opens it; omit it when the caller controls `open`. */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: string;
  description: ReactNode;
  cancelLabel?: string;
  confirmLabel: ReactNode;
  onConfirm: () => void;
  /** Keep the dialog open after confirming (the caller closes it when the work is done). */
  stayOpen?: boolean;
  pending?: boolean;
  /** `aria-disabled` keeps focus on the button while pending; `disabled` takes it out. */
  pendingAs?: "disabled" | "aria-disabled";
}

export function ConfirmDialog({
  trigger,
  open,
  onOpenChange,
  title,
  description,
  cancelLabel = "Cancel",
  confirmLabel,
  onConfirm,
  stayOpen = false,
  pending = false,
  pendingAs = "disabled",
}: ConfirmDialogProps) {
  const pendingProps = pendingAs === "disabled" ? { disabled: pending } : { "aria-disabled": pending || undefined };
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            {...pendingProps}
            onClick={(event) => {
              if (stayOpen) event.preventDefault();
              onConfirm();
            }}
          >
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
