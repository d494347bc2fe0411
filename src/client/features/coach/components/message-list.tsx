import { Fragment, useEffect, useLayoutEffect, useRef, useState } from "react";
import { parseCoachReply } from "#shared/domain/coach-reply.ts";
import { LoadMore } from "#client/components/layouts/section-states.tsx";
import { checkSupport } from "#client/components/support/read-support.ts";
import { SupportCard } from "#client/components/support/support-card.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { cn } from "#client/lib/cn.ts";

export interface ListMessage {
  id: string;
  role: "user" | "assistant";
  content: string;
}

/** Older messages of a long chat, loaded a page at a time above the ones shown. */
export interface EarlierMessages {
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  load: () => void;
}

export function Bubble({
  speaker,
  children,
  live = false,
  messageId,
}: {
  speaker: "user" | "assistant";
  children: React.ReactNode;
  live?: boolean;
  messageId?: string;
}) {
  return (
    <li
      className={cn("flex", speaker === "user" ? "justify-end" : "justify-start")}
      aria-live={live ? "polite" : undefined}
      data-message-id={messageId}
    >
      <div
        className={cn(
          "max-w-[85%] rounded-3xl px-4 py-3 leading-relaxed whitespace-pre-wrap break-words",
          speaker === "user"
            ? "rounded-br-lg bg-primary text-primary-foreground"
            : "rounded-bl-lg bg-muted text-foreground",
        )}
      >
        <span className="sr-only">{speaker === "user" ? "You: " : "Coach: "}</span>
        {children}
      </div>
    </li>
  );
}

/**
 * The conversation, oldest first; assistant JSON replies show their text. Scrolls to the newest.
 * With `earlier`, a 'Load older messages' button on top brings the page before, keeping the
 * message that was first where it was on the screen.
 */
export function MessageList({
  messages,
  streaming,
  loading,
  typingText = "The coach is thinking and typing...",
  after,
  onQuickReply,
  earlier,
}: {
  messages: ListMessage[];
  streaming?: string;
  loading?: boolean;
  typingText?: string;
  after?: React.ReactNode;
  /** Shows the last coach message's suggested answers as buttons; tapping one sends its text. */
  onQuickReply?: (text: string) => void;
  earlier?: EarlierMessages;
}) {
  const end = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLOListElement>(null);
  // Messages already there when the list appeared (a reopened chat) never move focus.
  const [shownAtStart] = useState(() => new Set(messages.map((m) => m.id)));
  const lastId = messages.at(-1)?.id;
  const firstId = messages[0]?.id;
  // A new last message (not older ones added on top) brings the newest into view.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: "end", behavior: "smooth" });
  }, [lastId, streaming, loading]);

  // Where the first message was when older ones were asked for: they go above it, it stays put.
  const anchor = useRef<{ id: string; top: number } | null>(null);
  const bubbleOf = (id: string) =>
    list.current?.querySelector<HTMLElement>(`[data-message-id="${CSS.escape(id)}"]`) ?? null;
  const loadEarlier = () => {
    const top = firstId ? bubbleOf(firstId)?.getBoundingClientRect().top : undefined;
    anchor.current = firstId !== undefined && top !== undefined ? { id: firstId, top } : null;
    earlier?.load();
  };
  useLayoutEffect(() => {
    const held = anchor.current;
    if (!held || held.id === firstId) return;
    anchor.current = null;
    const top = bubbleOf(held.id)?.getBoundingClientRect().top;
    if (top !== undefined && top !== held.top) window.scrollBy(0, top - held.top);
  }, [firstId]);

  return (
    <div className="flex flex-col gap-3">
      {earlier ? (
        <LoadMore
          hasMore={earlier.hasMore}
          loading={earlier.loading}
          failed={earlier.failed}
          onLoad={loadEarlier}
          label="Load older messages"
          loadingLabel="Loading older messages"
        />
      ) : null}
      <ol ref={list} className="flex flex-col gap-3" aria-label="Messages">
        {messages.map((m) => {
          if (m.role === "user") {
            return (
              <Bubble key={m.id} speaker="user" messageId={m.id}>
                {m.content}
              </Bubble>
            );
          }
          const reply = parseCoachReply(m.content);
          const support = checkSupport(reply.support);
          return (
            <Fragment key={m.id}>
              <Bubble speaker="assistant" messageId={m.id}>
                {reply.text}
              </Bubble>
              {support ? (
                <li>
                  {/* A new reply's card takes focus, so screen readers announce it. */}
                  <SupportCard
                    support={support}
                    hideMessage={support.message.trim() === reply.text.trim()}
                    autoFocus={m.id === lastId && !shownAtStart.has(m.id)}
                  />
                </li>
              ) : null}
              {onQuickReply && m.id === lastId && !loading && reply.quickReplies.length > 0 ? (
                <li>
                  <div role="group" aria-label="Suggested replies" className="flex flex-wrap gap-2 pl-1">
                    {reply.quickReplies.map((q) => (
                      <Button
                        key={q}
                        type="button"
                        variant="outline"
                        size="sm"
                        className="rounded-full"
                        onClick={() => onQuickReply(q)}
                      >
                        {q}
                      </Button>
                    ))}
                  </div>
                </li>
              ) : null}
            </Fragment>
          );
        })}
        {loading && streaming ? (
          <Bubble speaker="assistant" live>
            {streaming}
          </Bubble>
        ) : null}
      </ol>
      {loading ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <span aria-hidden="true" className="flex gap-1">
            <span className="size-1.5 animate-bounce rounded-full bg-accent motion-reduce:animate-none" />
            <span className="size-1.5 animate-bounce rounded-full bg-accent [animation-delay:150ms] motion-reduce:animate-none" />
            <span className="size-1.5 animate-bounce rounded-full bg-accent [animation-delay:300ms] motion-reduce:animate-none" />
          </span>
          {typingText}
        </p>
      ) : null}
      {after}
      {/* Above the sticky message input, so the newest message and its buttons stay in view. */}
      <div ref={end} className="scroll-mb-32" />
    </div>
  );
}
