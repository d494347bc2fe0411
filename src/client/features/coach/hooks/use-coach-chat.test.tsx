// The coach chat's state against a mocked API: the coach run endpoints answer through msw, the
// chat's own saving is the persistence the route passes in.
import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "#client/lib/api-client.ts";
import { apiError, mockApi } from "#client/testing/api-mock.ts";
import { renderHookWithProviders, renderWithProviders } from "#client/testing/render.tsx";
import { MessageInput } from "../components/message-input.tsx";
import { APOLOGY, useCoachChat, type ChatPersistence } from "./use-coach-chat.ts";

const REPLY = "That sounds hard. What would a kind friend say to you right now?";

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

function persistence(overrides: Partial<ChatPersistence> = {}) {
  return {
    createChat: vi.fn(() => Promise.resolve({ id: "chat-new" })),
    addMessage: vi.fn((_chatId: string, _message: { role: "user" | "assistant"; content: string }) =>
      Promise.resolve({}),
    ),
    saveThread: vi.fn(() => Promise.resolve({})),
    ...overrides,
  } satisfies ChatPersistence;
}

/** The run endpoints: start, then (without SSE) one poll that says completed and the thread's newest message. */
function coachAnswers(reply = REPLY) {
  const runs = mockApi<{ userInput?: string; threadId: string | null }>("post", "/api/functions/coaching-chat", {
    runId: "run-1",
    threadId: "thread-1",
  });
  mockApi("get", "/api/functions/poll-assistant-status", { status: "completed" });
  mockApi("get", "/api/functions/fetch-message-from-thread", {
    data: [{ role: "assistant", content: [{ type: "text", text: { value: reply } }] }],
  });
  return runs;
}

const shown = (messages: { role: string; content: string }[]) => messages.map((m) => [m.role, m.content]);

/** A stand-in EventSource (happy-dom has none) the test drives: `emit` sends one server event. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  readonly listeners = new Map<string, (e: { data: string }) => void>();
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (e: { data: string }) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown) {
    act(() => this.listeners.get(type)?.({ data: JSON.stringify(data) }));
  }
}

describe("useCoachChat", () => {
  it("shows the person's message at once, then the coach's polled reply, and saves both", async () => {
    const runs = coachAnswers();
    const saved = deferred<unknown>();
    const store = persistence({ addMessage: vi.fn(() => saved.promise) });
    const { result } = renderHookWithProviders(() => useCoachChat({ persistence: store, chatId: "chat-1" }));

    let sent: Promise<boolean> | undefined;
    act(() => void (sent = result.current.send("  I froze in the meeting again  ")));
    // Optimistic: on screen (trimmed) and busy before the save answers.
    expect(shown(result.current.messages)).toEqual([["user", "I froze in the meeting again"]]);
    expect(result.current.loading).toBe(true);
    expect(store.addMessage).toHaveBeenCalledWith("chat-1", { role: "user", content: "I froze in the meeting again" });
    expect(runs).toHaveLength(0);

    saved.resolve({});
    await act(async () => expect(await sent).toBe(true));
    expect(shown(result.current.messages)).toEqual([
      ["user", "I froze in the meeting again"],
      ["assistant", REPLY],
    ]);
    expect(result.current.loading).toBe(false);
    expect(runs).toEqual([{ userInput: "I froze in the meeting again", threadId: null }]);
    expect(store.saveThread).toHaveBeenCalledWith("chat-1", "thread-1");
    expect(store.addMessage).toHaveBeenLastCalledWith("chat-1", { role: "assistant", content: REPLY });
  });

  it("streams the reply as the coach writes it", async () => {
    vi.stubGlobal("EventSource", FakeEventSource);
    FakeEventSource.last = null;
    mockApi("post", "/api/functions/coaching-chat", { runId: "run-2", threadId: "thread-2" });
    const { result } = renderHookWithProviders(() => useCoachChat({ persistence: persistence(), chatId: "chat-1" }));

    act(() => void result.current.send("Hello"));
    await waitFor(() => expect(FakeEventSource.last).not.toBeNull());
    const source = FakeEventSource.last!;
    expect(source.url).toContain("runId=run-2");
    source.emit("delta", { text: "That sounds" });
    expect(result.current.streaming).toBe("That sounds");
    expect(result.current.loading).toBe(true);
    source.emit("delta", { text: "That sounds hard." });
    expect(result.current.streaming).toBe("That sounds hard.");
    source.emit("done", { content: "That sounds hard." });

    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.streaming).toBe("");
    expect(shown(result.current.messages)).toEqual([
      ["user", "Hello"],
      ["assistant", "That sounds hard."],
    ]);
    expect(source.closed).toBe(true);
  });

  it("answers a coach failure with the apology, keeping the person's message", async () => {
    mockApi("post", "/api/functions/coaching-chat", apiError(400, "Please enter a message", "bad_request"));
    const { result } = renderHookWithProviders(() => useCoachChat({ persistence: persistence(), chatId: "chat-1" }));
    await act(async () => expect(await result.current.send("Hi")).toBe(true));
    expect(shown(result.current.messages)).toEqual([
      ["user", "Hi"],
      ["assistant", APOLOGY],
    ]);
    expect(await screen.findByText("Failed to send message. Please try again later.")).toBeInTheDocument();
  });
});

/** The chat as the routes compose it: the hook's messages and the message box. */
function Chat({ store }: { store: ChatPersistence }) {
  const chat = useCoachChat({ persistence: store, chatId: "chat-1" });
  return (
    <>
      <ul aria-label="Messages">
        {chat.messages.map((m) => (
          <li key={m.id}>{m.content}</li>
        ))}
      </ul>
      <MessageInput onSend={(text) => chat.send(text)} loading={chat.loading} />
    </>
  );
}

describe("the coach chat's message box", () => {
  it("keeps the typed text when the message cannot be saved", async () => {
    const saving = deferred<unknown>();
    const store = persistence({ addMessage: vi.fn(() => saving.promise) });
    const { user } = renderWithProviders(<Chat store={store} />);
    const box = screen.getByRole("textbox", { name: "Message" });
    const list = screen.getByRole("list", { name: "Messages" });

    await user.type(box, "I did it, I spoke up!");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(within(list).getByText("I did it, I spoke up!")).toBeInTheDocument();
    expect(box).toHaveValue("");
    expect(box).toBeDisabled();

    saving.reject(new ApiError(500, "Something went wrong. Please try again."));
    expect(await screen.findByText("Failed to send message")).toBeInTheDocument();
    expect(within(list).queryByText("I did it, I spoke up!")).not.toBeInTheDocument();
    expect(box).toBeEnabled();
    expect(box).toHaveValue("I did it, I spoke up!");
  });

  it("sends with Shift+Enter, never blank text, and clears the box once sent", async () => {
    coachAnswers();
    const store = persistence();
    const { user } = renderWithProviders(<Chat store={store} />);
    const box = screen.getByRole("textbox", { name: "Message" });
    expect(box).toHaveFocus();

    await user.type(box, "   {Shift>}{Enter}{/Shift}");
    expect(store.addMessage).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Send message" })).toBeDisabled();

    await user.clear(box);
    // Enter alone starts a new line.
    await user.type(box, "Thank you{Enter}");
    expect(box).toHaveValue("Thank you\n");
    expect(store.addMessage).not.toHaveBeenCalled();
    await user.type(box, "{Shift>}{Enter}{/Shift}");
    expect(await screen.findByText(REPLY)).toBeInTheDocument();
    expect(store.addMessage).toHaveBeenCalledWith("chat-1", { role: "user", content: "Thank you" });
    expect(box).toHaveValue("");
  });

  it("tells a signed-out person to sign in", async () => {
    const store = persistence({ addMessage: vi.fn(() => Promise.reject(new ApiError(401, "Please sign in"))) });
    const { user } = renderWithProviders(<Chat store={store} />);
    await user.type(screen.getByRole("textbox", { name: "Message" }), "Hello");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("You must be logged in to use the chat feature")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveValue("Hello");
  });
});
