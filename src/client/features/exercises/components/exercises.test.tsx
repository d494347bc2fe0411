import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Exercise } from "#shared/schemas/exercises.ts";
import { ExerciseCard } from "./exercise-card.tsx";
import { PlayerBody } from "./player-bodies.tsx";
import { RewardView } from "./reward-view.tsx";

const base: Exercise = {
  id: "custom-1",
  title: "Morning reset",
  description: null,
  category: "checklist",
  source: "user-created",
  custom: true,
  steps: [],
  checklist: ["Drink water", "Stretch"],
  difficulty: null,
  duration: 180,
  minute: null,
  number: null,
  whatToDo: null,
  whenToUse: null,
  beforePrompt: null,
  afterPrompt: null,
  examples: [],
  psychologicalModels: [],
  methodTags: [],
};
const noop = () => undefined;

describe("exercise player pieces", () => {
  it("renders each category's player", () => {
    expect(renderToStaticMarkup(<PlayerBody exercise={base} onReady={noop} />)).toContain("0 of 2 completed");
    expect(
      renderToStaticMarkup(<PlayerBody exercise={{ ...base, category: "timer", duration: 60 }} onReady={noop} />),
    ).toContain("01:00");
    expect(
      renderToStaticMarkup(<PlayerBody exercise={{ ...base, category: "writing-multiples" }} onReady={noop} />).match(
        /<textarea/g,
      ),
    ).toHaveLength(3);
    expect(renderToStaticMarkup(<PlayerBody exercise={{ ...base, category: "reframing" }} onReady={noop} />)).toContain(
      "Continue to reframe",
    );
    expect(renderToStaticMarkup(<PlayerBody exercise={{ ...base, category: "list-item" }} onReady={noop} />)).toContain(
      "Start typing your list...",
    );
    expect(
      renderToStaticMarkup(
        <PlayerBody
          exercise={{ ...base, category: "writing-single", beforePrompt: "What went well?" }}
          onReady={noop}
        />,
      ),
    ).toContain("What went well?");
  });

  it("shows the reward texts", () => {
    const html = renderToStaticMarkup(<RewardView onDone={noop} pending={false} />);
    for (const text of ["You did it! 🎉", "+10 XP", "Here&#x27;s your daily rewards waiting for you.", "Skip for now"])
      expect(html).toContain(text);
  });

  it("marks completed cards and offers Edit only when given", () => {
    const done = renderToStaticMarkup(<ExerciseCard exercise={base} completed onOpen={noop} onDelete={noop} />);
    expect(done).toContain('aria-label="Completed"');
    expect(done).toContain("More options for Morning reset");
    const plain = renderToStaticMarkup(<ExerciseCard exercise={base} onOpen={noop} />);
    expect(plain).not.toContain("Completed");
    expect(plain).not.toContain("More options");
  });
});
