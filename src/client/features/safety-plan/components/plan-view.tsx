import { Download, ExternalLink, Pencil } from "lucide-react";
import { useMemo } from "react";
import { Link } from "react-router";
import { Button } from "#client/components/ui/button.tsx";
import { Card, CardDescription, CardTitle } from "#client/components/ui/card.tsx";
import { fullDate } from "#client/lib/relative-time.ts";
import { FIND_A_HELPLINE_URL, SAFETY_PLAN_STEPS } from "#shared/content/safety-plan.ts";
import type { SafetyPlan } from "#shared/schemas/safety.ts";
import { devicePlace, localEmergencyNumber } from "../lib/place.ts";
import { DeletePlan } from "./delete-plan.tsx";

/** The saved plan, easy to read in a hard moment: the seven steps in order, then edit, export and delete. */
export function PlanView({ plan, onEdit }: { plan: SafetyPlan; onEdit: () => void }) {
  const emergency = useMemo(() => localEmergencyNumber(devicePlace()), []);
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          Updated <time dateTime={plan.updatedAt}>{fullDate(plan.updatedAt)}</time>
        </p>
        <Button onClick={onEdit}>
          <Pencil aria-hidden="true" /> Edit my plan
        </Button>
      </div>
      <p className="rounded-2xl bg-accent-soft p-4 text-sm leading-relaxed">
        Go through the steps in order until you feel safer. If you are in danger right now,{" "}
        {emergency ? (
          <>
            call{" "}
            <a href={`tel:${emergency}`} className="font-semibold text-accent underline underline-offset-4">
              {emergency}
            </a>
            .
          </>
        ) : (
          "call your local emergency number."
        )}
      </p>
      <ol className="flex flex-col gap-4" aria-label="My safety plan">
        {SAFETY_PLAN_STEPS.map((step, i) => {
          const lines = plan[step.section];
          return (
            <li key={step.section}>
              <Card className="gap-3" aria-labelledby={`plan-step-${step.section}`} role="group">
                <div className="flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="grid size-8 shrink-0 place-items-center rounded-full bg-accent-soft font-semibold text-accent"
                  >
                    {i + 1}
                  </span>
                  <CardTitle id={`plan-step-${step.section}`}>
                    <span className="sr-only">Step {i + 1}: </span>
                    {step.title}
                  </CardTitle>
                </div>
                {lines.length > 0 ? (
                  <ul className="flex list-disc flex-col gap-1.5 pl-6 text-lg leading-snug marker:text-accent">
                    {lines.map((text, j) => (
                      <li key={j} className="break-words whitespace-pre-wrap">
                        {text}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-muted-foreground">
                    Nothing here yet. You can add to this step when you edit your plan.
                  </p>
                )}
                {step.section === "professionals" ? <HelplineHint /> : null}
              </Card>
            </li>
          );
        })}
      </ol>
      <Card className="gap-3">
        <CardTitle>Keeping a copy</CardTitle>
        <CardDescription className="text-base">
          Your safety plan is included when you use "Export my data" in the Menu, so you can keep a copy, print it or
          share it with someone you trust.
        </CardDescription>
        <Button asChild variant="outline" className="justify-start">
          <Link to="/menu">
            <Download aria-hidden="true" /> Open the Menu
          </Link>
        </Button>
        <DeletePlan />
      </Card>
    </>
  );
}

/** Step 5's nudge towards a local crisis line. */
export function HelplineHint({ prompt = "Not sure which crisis line is yours?" }: { prompt?: string }) {
  return (
    <p className="text-sm text-muted-foreground">
      {prompt}{" "}
      <a
        href={FIND_A_HELPLINE_URL}
        target="_blank"
        rel="noreferrer"
        className="inline-flex items-center gap-1 font-semibold text-accent underline underline-offset-4"
      >
        Find your local helpline
        <ExternalLink aria-hidden="true" className="size-3.5" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </p>
  );
}
