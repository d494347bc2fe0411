import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { fallbackSuggestions } from "#shared/domain/fallback-actions.ts";
import { ActionList } from "./action-list.tsx";
import { GoalChoice, TimeChoice } from "./goal-choice.tsx";

const noop = () => undefined;

describe("goal setting pieces", () => {
  it("shows each suggestion's title, description, category and time, with its selection", () => {
    const actions = fallbackSuggestions(5);
    const html = renderToStaticMarkup(
      <ActionList actions={actions} selectedIds={["fallback-breathing"]} onToggle={noop} />,
    );
    for (const text of [
      "Small win",
      "Write down one small win from today.",
      "Journaling",
      "3 min",
      "Breathing break",
      "Set a Timer",
      "2 min",
    ])
      expect(html).toContain(text);
    expect(html.match(/type="checkbox"/g)).toHaveLength(2);
    expect(html.match(/checked=""/g)).toHaveLength(1);
  });

  it("offers the five goals and asks for the custom goal's text only when chosen", () => {
    const plain = renderToStaticMarkup(
      <GoalChoice value={{ selectedGoals: ["growth"], customGoalText: "", goalElaboration: "" }} onChange={noop} />,
    );
    for (const g of ["Confidence", "Motivation", "Happiness", "Growth", "Custom"]) expect(plain).toContain(g);
    expect(plain).toContain("1 of 3 chosen");
    expect(plain).not.toContain("Your custom goal");
    const custom = renderToStaticMarkup(
      <GoalChoice value={{ selectedGoals: ["custom"], customGoalText: "", goalElaboration: "" }} onChange={noop} />,
    );
    expect(custom).toContain("Your custom goal");
  });

  it("disables unchosen goals once three are chosen", () => {
    const html = renderToStaticMarkup(
      <GoalChoice
        value={{ selectedGoals: ["confidence", "growth", "happiness"], customGoalText: "", goalElaboration: "" }}
        onChange={noop}
      />,
    );
    expect(html.match(/disabled=""/g)).toHaveLength(2);
  });

  it("lists the four time commitments with the spec's labels", () => {
    const html = renderToStaticMarkup(<TimeChoice name="t" value="5min" onChange={noop} />);
    for (const label of [
      "Let&#x27;s start small",
      "I can try a bit more",
      "I am ready for more",
      "I dedicate my life for this",
    ])
      expect(html).toContain(label);
    expect(html.match(/checked=""/g)).toHaveLength(1);
  });
});
