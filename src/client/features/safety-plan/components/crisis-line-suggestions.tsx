import { Check, Plus } from "lucide-react";
import { useMemo } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { devicePlace, suggestedCrisisLines } from "../lib/place.ts";
import { HelplineHint } from "./plan-view.tsx";

/** Step 5's suggestions: the crisis line and emergency number for where the device is, one tap to add each. */
export function CrisisLineSuggestions({ lines, onAdd }: { lines: readonly string[]; onAdd: (text: string) => void }) {
  const suggestions = useMemo(() => suggestedCrisisLines(devicePlace()), []);
  if (suggestions.length === 0) return <HelplineHint />;
  const added = new Set(lines.map((l) => l.trim()));
  return (
    <div className="flex flex-col gap-2 rounded-2xl bg-accent-soft p-3">
      <p className="text-sm font-semibold">Lines for where you are</p>
      <ul className="flex flex-col gap-2">
        {suggestions.map((text) => (
          <li key={text} className="flex items-center justify-between gap-2">
            <span className="min-w-0 text-sm break-words">{text}</span>
            {added.has(text) ? (
              <span className="inline-flex shrink-0 items-center gap-1 px-2 text-sm text-muted-foreground">
                <Check aria-hidden="true" className="size-4" /> Added
              </span>
            ) : (
              <Button
                type="button"
                size="sm"
                variant="outline"
                className="shrink-0"
                aria-label={`Add ${text}`}
                onClick={() => onAdd(text)}
              >
                <Plus aria-hidden="true" className="size-4" /> Add
              </Button>
            )}
          </li>
        ))}
      </ul>
      <HelplineHint prompt="Somewhere else?" />
    </div>
  );
}
