// The coach chat's state against a mocked API: the coach run endpoints answer through msw (the
// server stores the chat's messages with its runs, decision 030); the chat sessions are the
// persistence the route passes in.
import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { apiError, HttpResponse, mockApi } from "#client/testing/api-mock.ts";
import { renderHookWithProviders, renderWithProviders } from "#client/testing/render.tsx";
import { MessageInput } from "../components/message-input.tsx";
import { APOLOGY, useCoachChat, type ChatPersistence, type UiMessage } from "./use-coach-chat.ts";

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
    saved: vi.fn((_chatId: string) => undefined),
    ...overrides,
  } satisfies ChatPersistence;
}

interface StartBody {
  userInput?: string;
  threadId: string | null;
  chatId?: string;
  exerciseFeedback?: unknown;
}

/** The run endpoints: start, then (without SSE) one poll that says completed and the thread's newest message. */
function coachAnswers(reply = REPLY) {
  const runs = mockApi<StartBody>("post", "/api/functions/coaching-chat", {
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
  it("shows the person's message at once, then the coach's polled reply; the run names the chat that stores both", async () => {
    const started = deferred<void>();
    const runs = mockApi<StartBody>("post", "/api/functions/coaching-chat", async () => {
      await started.promise;
      return { runId: "run-1", threadId: "thread-1" };
    });
    mockApi("get", "/api/functions/poll-assistant-status", { status: "completed" });
    mockApi("get", "/api/functions/fetch-message-from-thread", {
      data: [{ role: "assistant", content: [{ type: "text", text: { value: REPLY } }] }],
    });
    const store = persistence();
    const { result } = renderHookWithProviders(() => useCoachChat({ persistence: store, chatId: "chat-1" }));

    let sent: Promise<boolean> | undefined;
    act(() => void (sent = result.current.send("  I froze in the meeting again  ")));
    // Optimistic: on screen (trimmed) and busy before the run answers.
    expect(shown(result.current.messages)).toEqual([["user", "I froze in the meeting again"]]);
    expect(result.current.loading).toBe(true);

    started.resolve();
    await act(async () => expect(await sent).toBe(true));
    expect(shown(result.current.messages)).toEqual([
      ["user", "I froze in the meeting again"],
      ["assistant", REPLY],
    ]);
    expect(result.current.loading).toBe(false);
    expect(runs).toEqual([{ userInput: "I froze in the meeting again", chatId: "chat-1", threadId: null }]);
    expect(store.saved).toHaveBeenCalledWith("chat-1");

    // The next message continues the thread.
    await act(async () => void (await result.current.send("And again today")));
    expect(runs[1]).toEqual({ userInput: "And again today", chatId: "chat-1", threadId: "thread-1" });
  });

  it("sends one Idempotency-Key for all the retries of one start, and a new one for the next message", async () => {
    const keys: (string | null)[] = [];
    let calls = 0;
    mockApi<StartBody>("post", "/api/functions/coaching-chat", (_body, request) => {
      keys.push(request.headers.get("Idempotency-Key"));
      // The first answer is lost (a 503 on the way back): the client tries again.
      return ++calls === 1 ? apiError(503, "down") : { runId: `run-${calls}`, threadId: "thread-1" };
    });
    mockApi("get", "/api/functions/poll-assistant-status", { status: "completed" });
    mockApi("get", "/api/functions/fetch-message-from-thread", {
      data: [{ role: "assistant", content: [{ type: "text", text: { value: REPLY } }] }],
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { result } = renderHookWithProviders(() => useCoachChat({ persistence: persistence(), chatId: "chat-1" }));
      let sent: Promise<boolean> | undefined;
      act(() => void (sent = result.current.send("Hello")));
      await act(async () => {
        await vi.advanceTimersByTimeAsync(2500);
        expect(await sent).toBe(true);
      });
      await act(async () => void (await result.current.send("Hello again")));
    } finally {
      vi.useRealTimers();
    }
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[A-Za-z0-9._:-]{8,128}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it("waits, when reopened with the person's message last, for the reply the server writes to the chat", async () => {
    const stored = { id: "m-2", role: "assistant" as const, content: REPLY };
    const lastMessage = vi
      .fn<NonNullable<ChatPersistence["lastMessage"]>>()
      .mockResolvedValueOnce({ id: "m-1", role: "user", content: "Still there?" })
      .mockResolvedValueOnce(stored);
    const store = persistence({ lastMessage });
    const initialMessages: UiMessage[] = [{ id: "m-1", role: "user", content: "Still there?" }];
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { result } = renderHookWithProviders(() =>
        useCoachChat({ persistence: store, chatId: "chat-1", threadId: "thread-1", initialMessages }),
      );
      await waitFor(() => expect(lastMessage).toHaveBeenCalledTimes(1));
      expect(result.current.loading).toBe(true);
      await act(() => vi.advanceTimersByTimeAsync(1500));
      await waitFor(() => expect(result.current.loading).toBe(false));
      expect(shown(result.current.messages)).toEqual([
        ["user", "Still there?"],
        ["assistant", REPLY],
      ]);
    } finally {
      vi.useRealTimers();
    }
    // Nothing is asked again and nothing is written from here.
    expect(lastMessage).toHaveBeenCalledTimes(2);
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
  it("is busy while the run starts, and shows the message once", async () => {
    const starting = deferred<void>();
    mockApi<StartBody>("post", "/api/functions/coaching-chat", async () => {
      await starting.promise;
      return HttpResponse.json({ runId: "run-1", threadId: "thread-1" });
    });
    mockApi("get", "/api/functions/poll-assistant-status", { status: "completed" });
    mockApi("get", "/api/functions/fetch-message-from-thread", {
      data: [{ role: "assistant", content: [{ type: "text", text: { value: REPLY } }] }],
    });
    const { user } = renderWithProviders(<Chat store={persistence()} />);
    const box = screen.getByRole("textbox", { name: "Message" });
    const list = screen.getByRole("list", { name: "Messages" });

    await user.type(box, "I did it, I spoke up!");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(within(list).getByText("I did it, I spoke up!")).toBeInTheDocument();
    expect(box).toHaveValue("");
    expect(box).toBeDisabled();

    starting.resolve();
    expect(await within(list).findByText(REPLY)).toBeInTheDocument();
    expect(within(list).getAllByText("I did it, I spoke up!")).toHaveLength(1);
    expect(box).toBeEnabled();
  });

  it("sends with Shift+Enter, never blank text, and clears the box once sent", async () => {
    const runs = coachAnswers();
    const store = persistence();
    const { user } = renderWithProviders(<Chat store={store} />);
    const box = screen.getByRole("textbox", { name: "Message" });
    expect(box).toHaveFocus();

    await user.type(box, "   {Shift>}{Enter}{/Shift}");
    expect(runs).toHaveLength(0);
    expect(screen.getByRole("button", { name: "Send message" })).toBeDisabled();

    await user.clear(box);
    // Enter alone starts a new line.
    await user.type(box, "Thank you{Enter}");
    expect(box).toHaveValue("Thank you\n");
    expect(runs).toHaveLength(0);
    await user.type(box, "{Shift>}{Enter}{/Shift}");
    expect(await screen.findByText(REPLY)).toBeInTheDocument();
    expect(runs).toEqual([{ userInput: "Thank you", chatId: "chat-1", threadId: null }]);
    expect(box).toHaveValue("");
  });

  it("tells a signed-out person to sign in", async () => {
    mockApi("post", "/api/functions/coaching-chat", apiError(401, "Please sign in", "unauthorized"));
    const { user } = renderWithProviders(<Chat store={persistence()} />);
    await user.type(screen.getByRole("textbox", { name: "Message" }), "Hello");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("You must be logged in to use the chat feature")).toBeInTheDocument();
  });
});
