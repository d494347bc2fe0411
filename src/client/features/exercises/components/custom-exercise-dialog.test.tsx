import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { EXERCISE_MESSAGES, type CustomExerciseInput, type Exercise } from "#shared/schemas/exercises.ts";
import { renderWithProviders } from "#client/testing/render.tsx";
import { CustomExerciseDialog } from "./custom-exercise-dialog.tsx";

function setup(exercise: Exercise | null = null, onSubmit = vi.fn((_: CustomExerciseInput) => Promise.resolve())) {
  const onOpenChange = vi.fn();
  const view = renderWithProviders(
    <CustomExerciseDialog open onOpenChange={onOpenChange} exercise={exercise} onSubmit={onSubmit} />,
  );
  return { ...view, onSubmit, onOpenChange, dialog: screen.getByRole("dialog") };
}

describe("CustomExerciseDialog", () => {
  it("says what is missing, marks the fields and saves nothing", async () => {
    const { user, onSubmit, dialog } = setup();
    expect(within(dialog).getByRole("heading", { name: "Add a custom exercise" })).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Add exercise" }));
    const title = within(dialog).getByLabelText("Title");
    expect(title).toHaveAttribute("aria-invalid", "true");
    expect(title).toHaveAccessibleDescription(EXERCISE_MESSAGES.title);
    expect(within(dialog).getByRole("group", { name: "Template" })).toHaveAccessibleDescription(
      EXERCISE_MESSAGES.template,
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("asks for the timer's minutes, checks them and saves a timer exercise", async () => {
    const { user, onSubmit, onOpenChange, dialog } = setup();
    await user.type(within(dialog).getByLabelText("Title"), "  Quiet minute ");
    expect(within(dialog).queryByLabelText("Timer (minutes)")).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("radio", { name: "Set a Timer" }));

    const minutes = within(dialog).getByLabelText("Timer (minutes)");
    expect(minutes).toHaveValue(3);
    await user.clear(minutes);
    await user.type(minutes, "0");
    await user.click(within(dialog).getByRole("button", { name: "Add exercise" }));
    expect(minutes).toHaveAccessibleDescription(EXERCISE_MESSAGES.timer);
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(minutes);
    await user.type(minutes, "5");
    await user.type(within(dialog).getByLabelText("Description (optional)"), "Sit and breathe.");
    await user.click(within(dialog).getByRole("button", { name: "Add exercise" }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      title: "Quiet minute",
      description: "Sit and breathe.",
      category: "timer",
      timerMinutes: 5,
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("edits checklist items within their limits", async () => {
    const { user, onSubmit, dialog } = setup();
    await user.type(within(dialog).getByLabelText("Title"), "Morning list");
    await user.click(within(dialog).getByRole("radio", { name: "Checklist" }));

    await user.click(within(dialog).getByRole("button", { name: "Remove item 1" }));
    expect(within(dialog).getByText(EXERCISE_MESSAGES.checklistLast)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Add exercise" }));
    expect(within(dialog).getByRole("group", { name: "Checklist items" })).toHaveAccessibleDescription(
      EXERCISE_MESSAGES.checklistEmpty,
    );

    await user.type(within(dialog).getByRole("textbox", { name: "Checklist item 1" }), "Water");
    await user.click(within(dialog).getByRole("button", { name: "Add item" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Checklist item 2" }), "Stretch");
    await user.click(within(dialog).getByRole("button", { name: "Add exercise" }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      title: "Morning list",
      category: "checklist",
      checklist: ["Water", "Stretch"],
    });
  });

  it("opens an exercise to edit with its values, and stays open when saving fails", async () => {
    const exercise: Exercise = {
      id: "ex-1",
      title: "Win of the day",
      description: "One thing that went well.",
      category: "writing-single",
      source: "custom",
      custom: true,
      steps: [],
      checklist: [],
      difficulty: null,
      duration: 3,
      minute: null,
      number: null,
      whatToDo: null,
      whenToUse: null,
      beforePrompt: "What went well?",
      afterPrompt: null,
      examples: [],
      psychologicalModels: [],
      methodTags: [],
    };
    const onSubmit = vi.fn(() => Promise.reject(new Error("offline")));
    const { user, onOpenChange, dialog } = setup(exercise, onSubmit);
    expect(within(dialog).getByRole("heading", { name: "Edit exercise" })).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Title")).toHaveValue("Win of the day");
    expect(within(dialog).getByRole("radio", { name: "Journaling" })).toBeChecked();
    expect(within(dialog).getByLabelText("Prompt (optional)")).toHaveValue("What went well?");

    const save = within(dialog).getByRole("button", { name: "Save changes" });
    await user.click(save);
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(save).toBeEnabled();

    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
