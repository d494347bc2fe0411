// The help card over whatever screen the person is on, for writes that save and move on. Lazy:
// it loads only when an answer carries support.
import { HeartHandshake } from "lucide-react";
import { useRef } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from "#client/components/ui/dialog.tsx";
import type { Support } from "#shared/schemas/safety.ts";
import { SupportBody } from "./support-card.tsx";
import { SUPPORT_COPY } from "./support-copy.ts";

export function SupportDialog({ support, onClose }: { support: Support; onClose: () => void }) {
  const title = useRef<HTMLHeadingElement>(null);
  const copy = SUPPORT_COPY[support.language];
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        aria-describedby={undefined}
        data-testid="support-dialog"
        closeLabel={copy.close}
        // The heading, not the first line: screen readers read the card from its start.
        onOpenAutoFocus={(e) => {
          e.preventDefault();
          title.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle ref={title} tabIndex={-1} className="flex items-center gap-2 focus:outline-hidden">
            <HeartHandshake aria-hidden="true" className="size-6 shrink-0 text-accent" />
            {copy.heading}
          </DialogTitle>
        </DialogHeader>
        <SupportBody support={support} onNavigate={onClose} />
        <DialogFooter>
          <Button variant="ghost" onClick={onClose}>
            {copy.close}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export { SupportDialog as default };
