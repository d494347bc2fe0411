import { useEffect, useRef } from "react";
import { Otter } from "#client/components/otter/otter.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#client/components/ui/dialog.tsx";
import type { Celebration } from "#shared/domain/celebrations.ts";
import { describeWithName, LEVELS } from "#shared/domain/levels.ts";

interface Words {
  eyebrow: string;
  picture: string;
  title: string;
  description: string;
  otterLevel: number;
}

function wordsFor(c: Celebration, otterName: string | null | undefined): Words {
  const name = otterName?.trim() || "Your otter";
  if (c.kind === "level") {
    const def = LEVELS.find((l) => l.level === c.level) ?? LEVELS[0]!;
    return {
      eyebrow: "Level up!",
      picture: `${name}'s new look at level ${def.level}`,
      title: `${name} reached Level ${def.level}: ${def.name}`,
      description: describeWithName(def.description, otterName),
      otterLevel: def.level,
    };
  }
  if (c.kind === "streak") {
    return {
      eyebrow: "Streak!",
      picture: `${name}, spinning happily`,
      title: `${c.days} days in a row!`,
      description: `${name} is doing a happy little spin. Small steps, day after day, are how confidence grows.`,
      otterLevel: c.level,
    };
  }
  return {
    eyebrow: "All done for today!",
    picture: `${name}, floating happily`,
    title: "Congratulations! You've completed all your daily actions.",
    description: `${name} is floating happily. See you tomorrow for the next little step.`,
    otterLevel: c.level,
  };
}

/** Confetti over the dialog, loaded only when there is something to celebrate; none with reduced motion. */
function Confetti() {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let cancelled = false;
    let reset: (() => void) | undefined;
    void import("canvas-confetti").then(({ default: confetti }) => {
      if (cancelled || !canvas.current) return;
      // No worker: the CSP allows no blob: workers, and a short burst needs none.
      const fire = confetti.create(canvas.current, { resize: true, useWorker: false, disableForReducedMotion: true });
      void fire({
        particleCount: 90,
        spread: 75,
        startVelocity: 38,
        origin: { y: 0.35 },
        colors: ["#8b5a3c", "#2a9d8f", "#f4a261", "#e9c46a", "#f28482"],
      });
      reset = () => fire.reset();
    });
    return () => {
      cancelled = true;
      reset?.();
    };
  }, []);
  return <canvas ref={canvas} aria-hidden="true" className="pointer-events-none fixed inset-0 z-[60] size-full" />;
}

/** A moment worth celebrating: the otter bounces and confetti falls (still with reduced motion). */
export function CelebrationDialog({
  celebration,
  onClose,
  otterName,
}: {
  celebration: Celebration | null;
  onClose: () => void;
  otterName?: string | null;
}) {
  const words = celebration ? wordsFor(celebration, otterName) : null;
  return (
    <Dialog open={celebration !== null} onOpenChange={(open) => !open && onClose()}>
      {words && celebration ? (
        <DialogContent
          className="items-center text-center"
          data-testid={celebration.kind === "level" ? "level-up" : `celebration-${celebration.kind}`}
        >
          <Confetti />
          <DialogHeader className="items-center pr-0">
            <p className="text-sm font-bold tracking-widest text-accent uppercase">{words.eyebrow}</p>
            <DialogTitle className="text-2xl text-balance">{words.title}</DialogTitle>
          </DialogHeader>
          <div className="rounded-full bg-accent-soft p-4 motion-safe:animate-otter-bounce">
            <Otter level={words.otterLevel} mood="happy" size={200} title={words.picture} />
          </div>
          <DialogDescription className="text-balance">{words.description}</DialogDescription>
          <Button size="lg" className="w-full" onClick={onClose}>
            Yay!
          </Button>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
