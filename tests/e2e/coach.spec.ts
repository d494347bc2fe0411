// The coach journey (issue "Done when"): sign up, vibe check, a few messages with the guided
// coach, a suggested exercise, feedback, end the chat, and the chat in /chat-history.
import type { Page } from "@playwright/test";
import { expect, expectNoA11yViolations, test, uniqueEmail, uniquePassword } from "../fixtures/index.ts";
import { openAuth, pathOf, skipNotificationPrompt, submitCredentials, toast } from "../fixtures/ui.ts";

/** What home's 'Chat with coach' dialog does: navigate("/new-coach-chat", { state: { userInput } }). */
async function startChatFromHome(page: Page, userInput: string) {
  await page.goto("/chat-history");
  // The router must be up before the navigation below.
  await expect(page.getByText("No chats yet. Start a new conversation!")).toBeVisible();
  await page.evaluate((text) => {
    window.history.pushState({ usr: { userInput: text }, key: "x", idx: 1 }, "", "/new-coach-chat");
    window.dispatchEvent(new PopStateEvent("popstate", { state: window.history.state as unknown }));
  }, userInput);
}

test.describe("coach chat", () => {
  test("vibe check → conversation → exercise → feedback → end → chat history", async ({
    page,
    trackUser,
  }, testInfo) => {
    const email = uniqueEmail("coach", testInfo.workerIndex);
    const password = uniquePassword();
    trackUser({ email, password });
    await openAuth(page, "Sign up");
    await submitCredentials(page, email, password, "Sign up");
    await skipNotificationPrompt(page);
    await expect(page).not.toHaveURL(/\/auth/);

    // The server writes the chat's messages with its coach runs (decision 030): the page never does.
    const clientWrites: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && /\/api\/chats\/[^/]+\/messages$/.test(r.url())) clientWrites.push(r.url());
    });
    await page.goto("/coach-chat");
    await expect(page.getByRole("heading", { name: "Vibe check" })).toBeVisible();
    const start = page.getByRole("button", { name: "Start a chat" });
    await expect(start).toBeDisabled();
    await expect(page.getByRole("link", { name: "Start with where you left off" })).toHaveAttribute(
      "href",
      "/chat-history",
    );
    await expectNoA11yViolations(page, { testInfo, name: "vibe-check" });
    await page.screenshot({ path: testInfo.outputPath("coach-1-vibe-check.png") });

    await page.getByRole("button", { name: "Bad", exact: true }).click();
    await page
      .getByLabel("What's on your mind?")
      .fill("I failed my statistics exam today and I feel like a total failure.");
    // Hold the first run a moment so the typing indicator can be seen.
    await page.route(
      "**/api/functions/coaching-chat",
      async (route) => {
        await new Promise((r) => setTimeout(r, 700));
        await route.continue();
      },
      { times: 1 },
    );
    await start.click();
    await expect(page.getByText("The coach is thinking and typing...")).toBeVisible();

    const messages = page.getByRole("list", { name: "Messages" });
    await expect(
      messages.getByText("I failed my statistics exam today and I feel like a total failure."),
    ).toBeVisible();
    // The coach reflects without repeating the person's words or their self-criticism.
    await expect(messages.getByText(/how hard you're being on yourself/)).toBeVisible();
    await expect(page.getByText("I'm an AI coach, not a therapist", { exact: false })).toBeVisible();
    await expect(page.getByRole("button", { name: "End chat" })).toBeVisible();

    const input = page.getByPlaceholder("Type a message...");
    await expect(input).toBeFocused();
    // Blank text never sends; Shift+Enter sends and clears the box.
    await input.fill("   ");
    await expect(page.getByRole("button", { name: "Send message" })).toBeDisabled();
    await input.fill("I studied for weeks. I always mess up when it really matters.");
    await input.press("Shift+Enter");
    await expect(input).toHaveValue("");
    await expect(messages.getByText(/all-or-nothing thinking/)).toBeVisible();

    await expect(input).toBeEnabled();
    await input.fill("My parents probably think I'm lazy now.");
    await page.getByRole("button", { name: "Send message" }).click();
    const tryIt = page.getByRole("button", { name: "Try the exercise" });
    await expect(tryIt).toBeVisible();
    await expect(page.getByRole("button", { name: "Suggest another" })).toBeVisible();
    await expectNoA11yViolations(page, { testInfo, name: "coach-chat" });
    await page.screenshot({ path: testInfo.outputPath("coach-2-chat.png"), fullPage: true });

    // The suggested exercise opens in the exercise player.
    await tryIt.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: "Evidence For and Against" })).toBeVisible();
    await dialog.getByRole("button", { name: "Try now" }).click();
    await dialog.getByRole("textbox").fill("I'm a failure because I failed one exam.");
    await dialog.getByRole("button", { name: "Continue to reframe" }).click();
    await dialog.getByRole("textbox").fill("I passed every other module; one exam is one data point.");
    await dialog.getByRole("button", { name: "Complete Exercise" }).click();
    await dialog.getByRole("button", { name: "Skip for now" }).click();
    await expect(toast(page, "Exercise completed!")).toBeVisible();
    await expect(dialog).toBeHidden();

    await expect(page.getByRole("heading", { name: "Did you find it helpful?" })).toBeVisible();
    await page.getByRole("button", { name: "Helpful", exact: true }).click();
    await expect(messages.getByText("Great to know it was helpful for you!")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Do you want to keep chatting?" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Yes, keep chatting" })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("coach-3-feedback.png"), fullPage: true });
    await page.getByRole("button", { name: "No, end the chat" }).click();
    await expect.poll(() => pathOf(page)).not.toBe("/coach-chat");

    // 4 user messages (note, two more, the feedback) and 4 coach replies, all stored by the server.
    expect(clientWrites).toEqual([]);
    await page.evaluate(() => sessionStorage.clear()); // as in a new tab
    await page.goto("/chat-history");
    const card = page.getByRole("link", { name: /Mood Chat \(/ });
    await expect(card).toContainText("8 messages");
    await expectNoA11yViolations(page, { testInfo, name: "chat-history" });
    await page.screenshot({ path: testInfo.outputPath("coach-4-history.png") });
    await card.click();
    await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { name: /Mood Chat \(/ })).toBeVisible();
    await expect(
      page.getByRole("list", { name: "Messages" }).getByText("Great to know it was helpful for you!"),
    ).toBeVisible();
    // The feedback as it was tapped (the thread keeps the exercise's name for the coach).
    await expect(
      page
        .getByRole("list", { name: "Messages" })
        .getByRole("listitem")
        .filter({ hasText: /^You: Helpful$/ }),
    ).toHaveCount(1);

    // Reopened from the history (the thread link lives on the chat, not in the tab): the coach
    // continues the same thread instead of starting over.
    const coachRequest = page.waitForRequest(
      (r) => r.url().endsWith("/api/functions/coaching-chat") && r.method() === "POST",
    );
    await input.fill("I'm back for another go.");
    await input.press("Shift+Enter");
    expect(((await coachRequest).postDataJSON() as { threadId: string | null }).threadId).toMatch(/^thread_/);
    await expect(page.getByRole("list", { name: "Messages" }).getByText("I'm back for another go.")).toBeVisible();
  });

  test("home's 'Chat with coach' text starts the chat at once; unknown chats say so", async ({
    signedInPage: page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 404/, /status of 500/);
    await startChatFromHome(page, "I keep putting off my thesis chapter.");
    const messages = page.getByRole("list", { name: "Messages" });
    await expect(messages.getByText(/the work you've been putting off/)).toBeVisible();

    // A coach that cannot be reached apologises.
    const input = page.getByPlaceholder("Type a message...");
    await page.route(
      "**/api/functions/coaching-chat",
      (route) => route.fulfill({ status: 500, json: { error: { code: "internal", message: "down" } } }),
      { times: 3 },
    );
    await input.fill("Are you there?");
    await input.press("Shift+Enter");
    await expect(messages.getByText("Sorry, I couldn't process your message. Please try again later.")).toBeVisible({
      timeout: 20_000,
    });
    await expect(toast(page, "Failed to send message. Please try again later.")).toBeVisible();

    await page.getByRole("button", { name: "End chat" }).click();
    await expect(page).not.toHaveURL(/coach-chat/);
    await page.goto("/chat-history");
    // The first turn and its reply: "Are you there?" never reached a run (the server stores a
    // message with its run's start), and the apology is not saved.
    await expect(page.getByRole("link", { name: /New Chat \(/ })).toContainText("2 messages");

    await page.goto("/chat/00000000-0000-4000-8000-000000000000");
    await expect(page.getByRole("heading", { name: "Chat not found" })).toBeVisible();
    await page.getByRole("link", { name: "View chat history" }).click();
    await expect(page).toHaveURL(/\/chat-history$/);
  });
  test("quick replies under the last coach message: by tap and by keyboard, in view above the input", async ({
    signedInPage: page,
  }) => {
    await startChatFromHome(page, "I keep putting off my thesis chapter.");
    const messages = page.getByRole("list", { name: "Messages" });
    const input = page.getByPlaceholder("Type a message...");
    const chips = messages.getByRole("group", { name: "Suggested replies" });
    await expect(chips).toHaveCount(1);
    // Only the last coach message carries buttons; free text still works beside them.
    const vent = chips.getByRole("button", { name: "I just need to vent" });
    await expect(vent).toBeVisible();

    // In view above the input at 390×844.
    const inView = async () => {
      const chip = await chips.getByRole("button").last().boundingBox();
      const box = await input.boundingBox();
      const viewport = page.viewportSize()!;
      expect(chip && box).toBeTruthy();
      expect(chip!.y).toBeGreaterThanOrEqual(0);
      expect(chip!.y + chip!.height).toBeLessThanOrEqual(box!.y + 1);
      expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
    };
    await expect
      .poll(async () => (await chips.getByRole("button").last().boundingBox())?.y ?? -1)
      .toBeGreaterThanOrEqual(0);
    await inView();

    // Tap: the chip's text is sent as the person's message.
    await chips.getByRole("button", { name: "Not sure" }).click();
    await expect(messages.getByRole("listitem").filter({ hasText: "You: Not sure" })).toHaveCount(1);
    await expect(input).toBeEnabled();
    // The new last message carries its own buttons; the old ones are gone.
    await expect(chips).toHaveCount(1);
    const vent2 = chips.getByRole("button", { name: "I just need to vent" });
    await expect(vent2).toBeVisible();
    await page.waitForTimeout(600); // the smooth scroll settles
    await inView();

    // Keyboard: from the message box, back to the chip, then Enter.
    await input.focus();
    for (let i = 0; i < 6 && !(await vent2.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press("Shift+Tab");
    await expect(vent2).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(messages.getByRole("listitem").filter({ hasText: "You: I just need to vent" })).toHaveCount(1);
    await expect(input).toBeEnabled();

    // Free text always works.
    await input.fill("Writing it down helps a bit.");
    await input.press("Shift+Enter");
    await expect(messages.getByText("Writing it down helps a bit.")).toBeVisible();
  });
  test("a reload in the middle of a chat resumes it, even while the coach is answering", async ({
    signedInPage: page,
  }) => {
    await startChatFromHome(page, "I keep putting off my thesis chapter.");
    const messages = page.getByRole("list", { name: "Messages" });
    const coachTurns = messages.getByRole("listitem").filter({ hasText: /^Coach: / });
    await expect(messages.getByText(/the work you've been putting off/)).toBeVisible();
    // The address is the saved chat's, so a reload comes back to it.
    await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
    await page.reload();
    await expect(messages.getByText("I keep putting off my thesis chapter.")).toBeVisible();
    await expect(coachTurns).toHaveCount(1);

    // The reply never arrives in this page (its stream hangs); after a reload it is there.
    await page.route("**/api/functions/stream-run**", () => undefined);
    const input = page.getByPlaceholder("Type a message...");
    await input.fill("It's been three weeks and I haven't written a word.");
    await input.press("Shift+Enter");
    await expect(page.getByText("The coach is thinking and typing...")).toBeVisible();
    await page.unroute("**/api/functions/stream-run**");
    await page.reload();
    await expect(messages.getByText("It's been three weeks and I haven't written a word.")).toBeVisible();
    await expect(coachTurns).toHaveCount(2);
    await expect(input).toBeEnabled();
    // Saved once: another reload shows the same two replies, and the chat goes on.
    await page.reload();
    await expect(coachTurns).toHaveCount(2);
    await input.fill("Maybe I could write for ten minutes tonight.");
    await input.press("Shift+Enter");
    await expect(coachTurns).toHaveCount(3);
  });

  test("a long saved chat opens on its newest messages and loads older ones at the top", async ({
    signedInPage: page,
    user,
  }) => {
    test.setTimeout(90_000);
    const chat = (await (await user.api.post("/api/chats", { data: {} })).json()) as { id: string };
    // 56 messages, the coach's last, so reopening the chat has nothing to resume.
    for (let i = 1; i <= 56; i++) {
      const role = i % 2 === 1 ? "user" : "assistant";
      expect(
        (await user.api.post(`/api/chats/${chat.id}/messages`, { data: { role, content: `Line ${i}` } })).ok(),
      ).toBe(true);
    }
    await page.goto(`/chat/${chat.id}`);
    const messages = page.getByRole("list", { name: "Messages" }).getByRole("listitem");
    await expect(messages).toHaveCount(50);
    await expect(messages.first()).toContainText("Line 7");
    await expect(messages.last()).toContainText("Line 56");
    const older = page.getByRole("button", { name: "Load older messages" });
    await older.scrollIntoViewIfNeeded();
    const before = await messages.first().boundingBox();
    await older.click();
    await expect(messages).toHaveCount(56);
    await expect(messages.first()).toContainText("Line 1");
    // The older messages go above: the message that was first stays where it was on the screen.
    const after = await messages.filter({ hasText: /^(You: )?Line 7$/ }).boundingBox();
    expect(Math.abs(after!.y - before!.y)).toBeLessThan(2);
    await expect(page.getByRole("button", { name: "Load older messages" })).toHaveCount(0);
    // The conversation goes on below as before.
    await expect(messages.last()).toContainText("Line 56");
  });
});
