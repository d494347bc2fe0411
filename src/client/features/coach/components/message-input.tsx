import { SendHorizontal } from "lucide-react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { fieldClassName } from "#client/components/ui/input.tsx";
import { cn } from "#client/lib/cn.ts";

const MIN_ROWS = 1;
const MAX_ROWS = 5;

/** Rows for the text: one per line (wrapped lines estimated from the width), between 1 and 5. */
function rowsFor(text: string, charsPerLine: number): number {
  const lines = text.split("\n").reduce((n, line) => n + Math.max(1, Math.ceil(line.length / charsPerLine)), 0);
  return Math.min(MAX_ROWS, Math.max(MIN_ROWS, lines));
}

export interface MessageInputProps {
  /** Resolving to `false` means not sent: the text comes back into the box. */
  onSend: (text: string) => unknown;
  loading?: boolean;
  label?: string;
}

/**
 * The chat's message box (SPEC section 2): grows from 1 to 5 rows, 'Type a message...', focused
 * when it appears, Shift+Enter or the button sends, blank text never sends, trimmed, disabled
 * with a spinner while loading, cleared after sending (and given back if it could not be sent).
 */
export function MessageInput({ onSend, loading = false, label = "Message" }: MessageInputProps) {
  const [text, setText] = useState("");
  const [charsPerLine, setCharsPerLine] = useState(32);
  const ref = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    ref.current?.focus();
    const width = ref.current?.clientWidth ?? 0;
    if (width > 0) setCharsPerLine(Math.max(12, Math.floor((width - 32) / 8.5)));
  }, []);
  useEffect(() => {
    if (loading) return;
    // Not when something else took focus meanwhile (the help card's heading under a reply).
    const active = document.activeElement;
    if (active && active !== document.body && !ref.current?.form?.contains(active)) return;
    ref.current?.focus();
  }, [loading]);

  async function send() {
    const trimmed = text.trim();
    if (!trimmed || loading) return;
    setText("");
    // `false`: the message could not be saved (and left the list): give the words back to edit or resend.
    if ((await onSend(trimmed)) === false) setText((now) => now || trimmed);
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === "Enter" && e.shiftKey) {
      e.preventDefault();
      void send();
    }
  }

  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <label htmlFor="chat-message" className="sr-only">
        {label}
      </label>
      <textarea
        id="chat-message"
        ref={ref}
        rows={rowsFor(text, charsPerLine)}
        value={text}
        placeholder="Type a message..."
        disabled={loading}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        className={cn(fieldClassName, "min-h-11 resize-none py-2.5 leading-6")}
      />
      <Button type="submit" size="icon" aria-label="Send message" disabled={loading || text.trim().length === 0}>
        {loading ? (
          <Spinner size="sm" label="Sending" className="text-primary-foreground" />
        ) : (
          <SendHorizontal aria-hidden="true" />
        )}
      </Button>
    </form>
  );
}
