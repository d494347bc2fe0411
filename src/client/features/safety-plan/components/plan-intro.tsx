import { ShieldCheck } from "lucide-react";
import { Otter } from "#client/components/otter/otter.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { SAFETY_PLAN_STEPS } from "#shared/content/safety-plan.ts";

/** The empty state: what a safety plan is, why it helps, and a way to start one. */
export function PlanIntro({ onStart }: { onStart: () => void }) {
  return (
    <Card className="gap-5">
      <div className="flex justify-center">
        <Otter level={3} mood="calm" size={120} />
      </div>
      <section aria-labelledby="safety-plan-what" className="flex flex-col gap-3">
        <h2 id="safety-plan-what" className="text-xl font-semibold text-balance">
          What is a safety plan?
        </h2>
        <p className="leading-relaxed">
          A safety plan is a short list, in your own words, of what helps you get through a really hard moment. You
          write it now, while things feel calmer, so that when it's hard to think clearly you don't have to work it all
          out on your own.
        </p>
        <p className="leading-relaxed">
          It follows the Stanley–Brown safety plan that many counsellors use: seven small steps, from noticing your
          warning signs to the people who can help and the reasons that keep you going.
        </p>
      </section>
      <ol aria-label="The seven steps" className="flex flex-col gap-2">
        {SAFETY_PLAN_STEPS.map((step, i) => (
          <li key={step.section} className="flex items-center gap-3">
            <span
              aria-hidden="true"
              className="grid size-7 shrink-0 place-items-center rounded-full bg-accent-soft text-sm font-semibold text-accent"
            >
              {i + 1}
            </span>
            <span>{step.title}</span>
          </li>
        ))}
      </ol>
      <p className="text-sm text-muted-foreground">
        Write as much or as little as you like, and come back to it any time. Only you can see it, and you can change or
        delete it whenever you want.
      </p>
      <Button size="lg" onClick={onStart}>
        <ShieldCheck aria-hidden="true" /> Start my safety plan
      </Button>
    </Card>
  );
}
