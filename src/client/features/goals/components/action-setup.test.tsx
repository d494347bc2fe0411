import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { TodayActions } from "#shared/schemas/actions.ts";
import type { GenerateActionsBody, SuggestedAction } from "#shared/schemas/coach.ts";
import type { GoalSettings } from "#shared/schemas/goals.ts";
import { apiError, mockApi } from "#client/testing/api-mock.ts";
import { renderWithProviders } from "#client/testing/render.tsx";
import { GOAL_TEXT } from "../lib/goal-rules.ts";
import { ActionSetup, type SetupMode } from "./action-setup.tsx";

const settings: GoalSettings = {
  selectedGoals: ["confidence"],
  timeCommitment: "5min",
  customGoalText: null,
  goalElaboration: null,
  updatedAt: "2026-05-01T08:00:00Z",
};

const action = (id: string, title: string, minutes: number): SuggestedAction => ({
  id,
  title,
  description: `${title}, step by step.`,
  category: "writing-single",
  timeEstimate: `${minutes} min`,
  goalType: "confidence",
  goalExplanation: null,
  duration: null,
  checklistItems: null,
});
const wins = action("a-wins", "Write three wins", 3);
const mirror = action("a-mirror", "Mirror talk", 2);
const walk = action("a-walk", "Confident walk", 4);

const savedPlan = (actions: SuggestedAction[]): TodayActions => ({
  plan: {
    id: "plan-1",
    date: "2026-05-01",
    actions: actions.map((a) => ({ ...a, completed: false })),
    completed: false,
  },
  record: null,
});

function setup(mode: SetupMode = "initial") {
  const onDone = vi.fn();
  const view = renderWithProviders(<ActionSetup mode={mode} settings={settings} onDone={onDone} />);
  return { ...view, onDone };
}

const option = (title: string) => screen.getByRole("checkbox", { name: new RegExp(title) });
const toast = async (text: string) =>
  within(await screen.findByRole("region", { name: /Notifications/ })).findByText(text);

describe("ActionSetup", () => {
  it("suggests actions, keeps the choice within the daily time, and approves the plan", async () => {
    const generated = mockApi<GenerateActionsBody>("post", "/api/functions/generate-actions", {
      actions: [wins, mirror, walk],
    });
    const plans = mockApi<{ actions: SuggestedAction[] }>("post", "/api/actions/plan", ({ actions }) =>
      savedPlan(actions),
    );
    const { user, onDone } = setup();

    expect(await screen.findByRole("checkbox", { name: /Write three wins/ })).not.toBeChecked();
    expect(generated[0]).toMatchObject({ goals: ["confidence"], timeCommitment: 5, selectedActions: [] });
    const approve = screen.getByRole("button", { name: "Approve" });
    expect(approve).toBeDisabled();

    await user.click(option("Write three wins"));
    await user.click(option("Mirror talk"));
    expect(screen.getByText("5 of 5 min selected")).toBeInTheDocument();
    expect(option("Write three wins")).toBeChecked();

    // One more would pass the 5 minutes: asked to increase the time instead, and declining keeps it out.
    await user.click(option("Confident walk"));
    const ask = await screen.findByRole("alertdialog", { name: "Change Time Commitment?" });
    await user.click(within(ask).getByRole("button", { name: "Keep my time" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(option("Confident walk")).not.toBeChecked();

    await user.click(approve);
    expect(await toast(GOAL_TEXT.planReady)).toBeInTheDocument();
    expect(plans).toHaveLength(1);
    expect(plans[0]!.actions.map((a) => a.id)).toEqual(["a-wins", "a-mirror"]);
    expect(onDone).toHaveBeenCalledOnce();
  });

  it("regenerates with the person's feedback, keeping what they chose", async () => {
    const generated = mockApi<GenerateActionsBody>("post", "/api/functions/generate-actions", (body) => ({
      actions: body.feedbackHistory ? [action("a-tea", "Tea break reflection", 2)] : [wins, mirror],
    }));
    const { user } = setup();
    await user.click(await screen.findByRole("checkbox", { name: /Write three wins/ }));

    await user.click(screen.getByRole("button", { name: "Suggest Different" }));
    const feedback = screen.getByLabelText("What would you like instead?");
    await user.click(screen.getByRole("button", { name: "Regenerate" }));
    expect(feedback).toHaveAccessibleDescription(GOAL_TEXT.feedbackRequired);
    expect(generated).toHaveLength(1);

    await user.type(feedback, "Something I can do at work");
    await user.click(screen.getByRole("button", { name: "Regenerate" }));
    expect(await screen.findByRole("checkbox", { name: /Tea break reflection/ })).not.toBeChecked();
    expect(generated[1]).toMatchObject({
      feedbackHistory: ["Something I can do at work"],
      timeCommitment: 2,
      selectedActions: [{ id: "a-wins" }],
    });
    expect(option("Write three wins")).toBeChecked();
    expect(screen.queryByRole("checkbox", { name: /Mirror talk/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText("What would you like instead?")).not.toBeInTheDocument();
  });

  it("shows a refused generation with a retry, and a failed approval without leaving", async () => {
    let refuse = true;
    mockApi("post", "/api/functions/generate-actions", () =>
      refuse ? apiError(400, "Please choose at least one goal", "bad_request") : { actions: [wins] },
    );
    mockApi("post", "/api/actions/plan", apiError(500, "boom"));
    const { user, onDone } = setup();

    expect(await toast("Please choose at least one goal")).toBeInTheDocument();
    refuse = false;
    await user.click(screen.getByRole("button", { name: /try again/i }));
    await user.click(await screen.findByRole("checkbox", { name: /Write three wins/ }));
    await user.click(screen.getByRole("button", { name: "Approve" }));
    expect(await toast(GOAL_TEXT.createPlanFailed)).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Approve" })).toBeEnabled();
  });

  it("changes today's actions: starts from them, selected, and fills the time left", async () => {
    mockApi("get", "/api/actions/today", savedPlan([wins]));
    const generated = mockApi<GenerateActionsBody>("post", "/api/functions/generate-actions", { actions: [mirror] });
    const plans = mockApi<{ actions: SuggestedAction[] }>("post", "/api/actions/plan", ({ actions }) =>
      savedPlan(actions),
    );
    const { user, onDone } = setup("change");

    expect(await screen.findByRole("checkbox", { name: /Mirror talk/ })).not.toBeChecked();
    expect(option("Write three wins")).toBeChecked();
    expect(generated[0]).toMatchObject({ timeCommitment: 2, selectedActions: [{ id: "a-wins" }] });
    await user.click(option("Write three wins"));
    await user.click(option("Mirror talk"));
    await user.click(screen.getByRole("button", { name: "Approve" }));
    expect(await toast(GOAL_TEXT.actionsSaved)).toBeInTheDocument();
    expect(plans[0]!.actions.map((a) => a.id)).toEqual(["a-mirror"]);
    expect(onDone).toHaveBeenCalledOnce();
  });

  it("shows today's actions as they are when they already fill the daily time", async () => {
    // No generate-actions handler: asking for more would fail the test (an unhandled request).
    mockApi("get", "/api/actions/today", savedPlan([wins, mirror]));
    setup("change");
    expect(await screen.findByRole("checkbox", { name: /Write three wins/ })).toBeChecked();
    expect(option("Mirror talk")).toBeChecked();
    expect(screen.getByText("5 of 5 min selected")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Approve" })).toBeEnabled();
  });
});
