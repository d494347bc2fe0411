import { describe, expect, it } from "vitest";
import { customActionResolver, emptyCustomAction } from "./custom-action-form.ts";
import { levelProgressText } from "./texts.ts";

describe("old home pieces", () => {
  it("words the level progress as the spec does", () => {
    expect(levelProgressText(3, 2)).toBe("3 pts more to Level 2");
    expect(levelProgressText(0.5, 4)).toBe("1 pts more to Level 4");
    expect(levelProgressText(0, null)).toBe("Maximum level reached! Your otter is legendary!");
  });

  it("answers the custom action form with the spec's messages", async () => {
    const run = async (values: Partial<ReturnType<typeof emptyCustomAction>>) =>
      (
        await customActionResolver({ ...emptyCustomAction(), ...values }, undefined, {
          fields: {},
          shouldUseNativeValidation: false,
        })
      ).errors;
    const empty = await run({});
    expect(empty.title?.message).toBe("Please enter a title for your action");
    expect(empty.category?.message).toBe("Please select a template type");
    expect((await run({ title: "T", category: "timer", minutes: "" })).minutes?.message).toBe(
      "Please enter a valid timer duration in minutes",
    );
    expect((await run({ title: "T", category: "checklist", checklist: [{ text: " " }] })).checklist?.message).toBe(
      "Please add at least one valid checklist item",
    );
    expect(await run({ title: "T", category: "timer", minutes: "2" })).toEqual({});
  });
});
