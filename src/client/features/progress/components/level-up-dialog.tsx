import { Otter } from "#client/components/otter/otter.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#client/components/ui/dialog.tsx";
import { LEVELS } from "#shared/domain/levels.ts";

/** Celebrates a new level with the otter's new look. */
export function LevelUpDialog({ level, onClose, otterName }: { level: number | null; onClose: () => void; otterName?: string | null }) {
  const def = LEVELS.find((l) => l.level === level);
  const name = otterName?.trim() || "Your otter";
  return (
    <Dialog open={level !== null} onOpenChange={(open) => !open && onClose()}>
      {def ? (
        <DialogContent className="items-center text-center" data-testid="level-up">
          <DialogHeader className="items-center pr-0">
            <p className="text-sm font-bold tracking-widest text-accent uppercase">Level up!</p>
            <DialogTitle className="text-2xl">
              {name} reached Level {def.level}: {def.name}
            </DialogTitle>
          </DialogHeader>
          <div className="rounded-full bg-accent-soft p-4 motion-safe:animate-pop-in">
            <Otter level={def.level} mood="happy" size={200} title={`${name}'s new look at level ${def.level}`} />
          </div>
          <DialogDescription className="text-balance">{def.description}</DialogDescription>
          <Button size="lg" className="w-full" onClick={onClose}>
            Yay!
          </Button>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
