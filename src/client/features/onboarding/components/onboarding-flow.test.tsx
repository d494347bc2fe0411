import { act, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { OnboardingAnswersInput } from "#shared/schemas/onboarding.ts";
import { ONBOARDING_CACHE_KEY } from "#client/lib/user-storage.ts";
import { apiError, mockApi } from "#client/testing/api-mock.ts";
import { renderWithProviders } from "#client/testing/render.tsx";
import { blankDraft, useOnboardingDraft } from "../stores/onboarding-store.ts";
import { OnboardingFlow } from "./onboarding-flow.tsx";
import { ONBOARDING_TEXT as T } from "./onboarding-copy.ts";

beforeEach(() => useOnboardingDraft.setState({ ...blankDraft, ownerId: "user-1" }));

function setup() {
  const onDone = vi.fn();
  const view = renderWithProviders(<OnboardingFlow onDone={onDone} />);
  return { ...view, onDone };
}

const title = () => screen.getByRole("heading", { level: 1 });
const progress = () => screen.getByRole("progressbar", { name: "Onboarding progress" });
const button = (name: string | RegExp) => screen.getByRole("button", { name });

describe("OnboardingFlow", () => {
  it("walks the ten steps with the person's answers and starts the chat from their own words", async () => {
    const saved = mockApi<OnboardingAnswersInput>("put", "/api/onboarding", (body) => ({ ...body }));
    const { user, onDone } = setup();

    // 1 name: Next only with a name.
    expect(title()).toHaveTextContent(T.nameTitle);
    expect(progress()).toHaveAttribute("aria-valuetext", "Step 1 of 10");
    expect(button(T.next)).toBeDisabled();
    await user.type(screen.getByLabelText(T.nameLabel), "   {Enter}");
    expect(button(T.next)).toBeDisabled();
    expect(title()).toHaveTextContent(T.nameTitle);
    await user.clear(screen.getByLabelText(T.nameLabel));
    await user.type(screen.getByLabelText(T.nameLabel), "Sam{Enter}");

    // 2 belief, then the three explainers that answer it.
    expect(title()).toHaveTextContent(T.beliefTitle);
    await user.click(button(T.beliefNotSure));
    expect(title()).toHaveTextContent("That's okay. Confidence can be built");
    for (let i = 0; i < 3; i++) await user.click(button(T.next));

    // 6 mood goes straight on; 7 emotions for that mood, with one of their own.
    expect(title()).toHaveTextContent(T.moodTitle);
    await user.click(within(screen.getByRole("group", { name: T.moodTitle })).getByRole("button", { name: "Bad" }));
    expect(title()).toHaveTextContent(T.emotionsTitle);
    const emotions = screen.getByRole("list", { name: "Emotions" });
    expect(within(emotions).queryByRole("button", { name: "Joyful" })).not.toBeInTheDocument();
    await user.click(within(emotions).getByRole("button", { name: "Stressed" }));
    expect(within(emotions).getByRole("button", { name: "Stressed" })).toHaveAttribute("aria-pressed", "true");
    await user.click(within(emotions).getByRole("button", { name: "Name your own" }));
    await user.type(screen.getByLabelText(T.ownEmotionLabel), "Restless");
    await user.click(button(T.goNext));

    // 8 challenges: at least one, at most three.
    expect(title()).toHaveTextContent(T.challengesTitle);
    expect(button(T.next)).toBeDisabled();
    const challenges = screen.getByRole("list", { name: "Challenges" });
    for (const c of ["Overthinking", "Self-doubt", "Perfectionism"])
      await user.click(within(challenges).getByRole("button", { name: c }));
    expect(screen.getByText("3 of 3 chosen")).toBeInTheDocument();
    expect(within(challenges).getByRole("button", { name: "Procrastination" })).toBeDisabled();
    await user.click(button(T.next));

    // 9 identities: 'Anything else' counts once something is typed in it.
    expect(title()).toHaveTextContent(T.identitiesTitle);
    await user.click(
      within(screen.getByRole("list", { name: "Identities" })).getByRole("button", { name: "Anything else" }),
    );
    expect(button(T.next)).toBeDisabled();
    await user.type(screen.getByLabelText(T.identityOtherLabel), "Night-shift nurse");
    await user.click(button(T.next));

    // 10 topic: a chosen topic gives way to the person's own words.
    expect(title()).toHaveTextContent(T.topicTitle);
    expect(button(T.startChat)).toBeDisabled();
    await user.click(button("Struggles"));
    expect(button("Struggles")).toHaveAttribute("aria-pressed", "true");
    expect(button(T.startChat)).toBeEnabled();
    await user.click(button("Struggles"));
    expect(button("Struggles")).toHaveAttribute("aria-pressed", "false");
    expect(button(T.startChat)).toBeDisabled();
    await user.type(screen.getByLabelText(T.topicOwnLabel), "Work");
    await user.click(button("Identities"));
    expect(screen.getByLabelText(T.topicOwnLabel)).toHaveValue("");
    await user.type(screen.getByLabelText(T.topicOwnLabel), "Speaking up in meetings");
    expect(button("Identities")).toHaveAttribute("aria-pressed", "false");
    await user.click(button(T.startChat));

    await vi.waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(onDone).toHaveBeenCalledWith("/onboarding-chat", "Speaking up in meetings");
    expect(saved).toEqual([
      {
        userName: "Sam",
        isConfidentLearned: false,
        selectedMood: 2,
        selectedEmotions: ["Stressed"],
        customEmotion: "Restless",
        selectedChallenges: ["Overthinking", "Self-doubt", "Perfectionism"],
        customChallenge: null,
        selectedIdentities: [],
        customIdentity: "Night-shift nurse",
        chatTopic: null,
        customChatTopic: "Speaking up in meetings",
        userInput: "Speaking up in meetings",
      },
    ]);
  });

  it("goes back a step with the answers kept, and resumes where the draft was left", async () => {
    const { user, unmount } = setup();
    await user.type(screen.getByLabelText(T.nameLabel), "Ana");
    await user.click(button(T.next));
    await user.click(button(T.beliefYes));
    expect(title()).toHaveTextContent("You're right: confidence can be built");

    await user.click(button("Back"));
    expect(await screen.findByRole("heading", { level: 1, name: T.beliefTitle })).toBeInTheDocument();
    expect(button(T.beliefYes)).toHaveAttribute("aria-pressed", "true");
    // The phone's Back agrees with the flow's own: one step further back.
    act(() => window.history.back());
    expect(await screen.findByLabelText(T.nameLabel)).toHaveValue("Ana");
    expect(screen.queryByRole("button", { name: "Back" })).not.toBeInTheDocument();

    await user.click(button(T.next));
    // Kept for a reload, under the spec's key.
    expect(JSON.parse(localStorage.getItem(ONBOARDING_CACHE_KEY)!)).toMatchObject({
      state: { step: 2, userName: "Ana" },
    });
    unmount();
    setup();
    expect(title()).toHaveTextContent(T.beliefTitle);
    expect(progress()).toHaveAttribute("aria-valuetext", "Step 2 of 10");
  });

  it("skips the chat, and stays on the step with a toast when saving fails", async () => {
    useOnboardingDraft.setState({
      step: 10,
      userName: "Kai",
      isConfidentLearned: true,
      selectedMood: 4,
      // Typed, then 'Name your own' closed again: not sent.
      ownEmotion: false,
      customEmotion: "Left over",
      selectedChallenges: ["Overthinking"],
      selectedIdentities: ["Student"],
      chatTopic: "Struggles",
    });
    let fail = true;
    const saved = mockApi<OnboardingAnswersInput>("put", "/api/onboarding", (body) =>
      fail ? apiError(500, "Failed to sync your data") : { ...body },
    );
    const { user, onDone } = setup();

    await user.click(button(T.skip));
    const toasts = await screen.findByRole("region", { name: /Notifications/ });
    expect(await within(toasts).findByText("Failed to sync your data")).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    expect(button(T.skip)).toBeEnabled();

    fail = false;
    await user.click(button(T.skip));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledExactlyOnceWith("/additional-onboarding", null));
    // Skipping sends no topic and nothing to start the chat with.
    expect(saved.at(-1)).toMatchObject({
      chatTopic: null,
      customChatTopic: null,
      userInput: null,
      userName: "Kai",
      customEmotion: null,
    });
  });
});
