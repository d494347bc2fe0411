import { useState, type ReactNode } from "react";
import { Info, Sparkles } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { FEEDBACK_OPTIONS } from "#shared/content/labels-habits.ts";
import type { CoachChatState } from "../hooks/use-coach-chat.ts";
import { MessageInput } from "./message-input.tsx";
import { MessageList, type EarlierMessages, type ListMessage } from "./message-list.tsx";

export function AiCoachNote() {
  return (
    <p className="flex items-start gap-2 rounded-2xl bg-accent-soft px-3 py-2 text-sm text-foreground">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
      <span>
        I'm an AI coach, not a therapist. If you are in crisis, please contact your local emergency number or a crisis
        line.
      </span>
    </p>
  );
}

/** A reopened long chat's older messages (loaded so far) and how to load the page before them. */
export interface EarlierChat extends EarlierMessages {
  messages: ListMessage[];
}

export interface ExerciseSlot {
  exerciseId: string;
  open: boolean;
  onClose: () => void;
  onCompleted: () => void;
}

/**
 * The coach conversation: messages with the streamed reply, 'Try the exercise' after a reply that
 * carries one, feedback after the exercise, then 'Do you want to keep chatting?'.
 */
export function CoachChatView({
  chat,
  onEnd,
  renderExercise,
  earlier,
}: {
  chat: CoachChatState;
  onEnd: () => void;
  /** The exercise player, composed by the route. */
  renderExercise: (slot: ExerciseSlot) => ReactNode;
  earlier?: EarlierChat;
}) {
  const [exerciseOpen, setExerciseOpen] = useState(false);
  const lastIsAssistant = chat.messages.at(-1)?.role === "assistant";
  const showExerciseActions = chat.stage === "chat" && chat.exerciseId !== null && !chat.loading && lastIsAssistant;

  const after = (
    <>
      {showExerciseActions ? (
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setExerciseOpen(true)}>
            <Sparkles aria-hidden="true" /> Try the exercise
          </Button>
          <Button variant="outline" onClick={() => void chat.suggestAnother()}>
            Suggest another
          </Button>
        </div>
      ) : null}
      {chat.stage === "feedback" && !chat.loading ? (
        <section aria-labelledby="feedback-title" className="flex flex-col gap-2 rounded-2xl border border-border p-4">
          <h2 id="feedback-title" className="font-semibold">
            Did you find it helpful?
          </h2>
          <div className="flex flex-wrap gap-2">
            {FEEDBACK_OPTIONS.map((o) => (
              <Button key={o.value} variant="outline" onClick={() => void chat.giveFeedback(o.value)}>
                {o.label}
              </Button>
            ))}
          </div>
        </section>
      ) : null}
      {chat.stage === "keep-chatting" && !chat.loading ? (
        <section aria-labelledby="keep-title" className="flex flex-col gap-2 rounded-2xl border border-border p-4">
          <h2 id="keep-title" className="font-semibold">
            Do you want to keep chatting?
          </h2>
          <div className="flex flex-wrap gap-2">
            <Button onClick={chat.keepChatting}>Yes, keep chatting</Button>
            <Button variant="outline" onClick={onEnd}>
              No, end the chat
            </Button>
          </div>
        </section>
      ) : null}
    </>
  );

  return (
    <div className="flex flex-1 flex-col gap-4">
      <AiCoachNote />
      <div className="flex-1">
        <MessageList
          messages={earlier && earlier.messages.length > 0 ? [...earlier.messages, ...chat.messages] : chat.messages}
          earlier={earlier}
          streaming={chat.streaming}
          loading={chat.loading}
          after={after}
          onQuickReply={chat.stage === "chat" ? (text) => void chat.send(text) : undefined}
        />
      </div>
      {chat.stage === "chat" ? (
        <div className="sticky bottom-0 -mx-4 border-t border-border bg-background/95 px-4 pt-3 pb-2 backdrop-blur">
          <MessageInput onSend={(text) => chat.send(text)} loading={chat.loading} />
        </div>
      ) : null}
      {chat.exerciseId
        ? renderExercise({
            exerciseId: chat.exerciseId,
            open: exerciseOpen,
            onClose: () => setExerciseOpen(false),
            onCompleted: () => {
              setExerciseOpen(false);
              chat.exerciseDone();
            },
          })
        : null}
    </div>
  );
}
