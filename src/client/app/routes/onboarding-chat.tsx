// /onboarding-chat: the first chat, right after the 10 onboarding steps. Composes the coach's
// message list and input, the onboarding chat state and the exercise player.
import { useQueryClient } from "@tanstack/react-query";
import { Lightbulb, Sparkles } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { ErrorBoundary } from "react-error-boundary";
import { toast } from "sonner";
import { AppShell, PageHeader } from "#client/components/layouts/app-shell.tsx";
import { SectionError } from "#client/components/layouts/section-states.tsx";
import { GetHelpLink } from "#client/components/support/get-help-link.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { FullPageSpinner } from "#client/components/ui/spinner.tsx";
import { startRun, threadHistory, waitForReply } from "#client/features/coach/api/runs.ts";
import { AiCoachNote } from "#client/features/coach/components/coach-chat-view.tsx";
import { MessageInput } from "#client/features/coach/components/message-input.tsx";
import { MessageList } from "#client/features/coach/components/message-list.tsx";
import { progressKey } from "#client/lib/query-keys.ts";
import { useCompleteSingle, useLibrary } from "#client/features/exercises/api/exercises.ts";
import { ExercisePlayer } from "#client/features/exercises/components/exercise-player.tsx";
import { useOnboardingData } from "#client/features/onboarding/api/onboarding.ts";
import type { CelebrationState } from "#client/features/onboarding/components/exercise-celebration.tsx";
import {
  KEEP_CHATTING_TEXT,
  TRY_TEXT,
  useOnboardingChat,
  type OnboardingRun,
} from "#client/features/onboarding/hooks/use-onboarding-chat.ts";
import type { OnboardingData } from "#shared/schemas/onboarding.ts";

const run: OnboardingRun = async (body, onDelta) => {
  const started = await startRun("onboarding-chat", body);
  return { threadId: started.threadId, content: await waitForReply(started, onDelta) };
};

function OnboardingChat({ data }: { data: OnboardingData }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const library = useLibrary();
  const complete = useCompleteSingle();
  const titleOf = useCallback((id: string) => library.data?.find((e) => e.id === id)?.title, [library.data]);
  const chat = useOnboardingChat({ data, run, history: threadHistory, titleOf });
  const [open, setOpen] = useState(false);
  const exercise = open && chat.exerciseId ? (library.data?.find((e) => e.id === chat.exerciseId) ?? null) : null;
  const idle = !chat.loading && chat.messages.at(-1)?.role === "assistant";
  const end = () => navigate("/additional-onboarding");

  return (
    <>
      <PageHeader
        title="Let's chat"
        actions={
          <>
            <GetHelpLink />
            <Button variant="outline" size="sm" onClick={end}>
              End chat
            </Button>
          </>
        }
      />
      <AiCoachNote />
      <div className="flex-1">
        <MessageList
          messages={chat.messages}
          streaming={chat.streaming}
          loading={chat.loading}
          after={
            idle && chat.insights ? (
              <section
                aria-labelledby="insights-title"
                className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4"
              >
                <h2 id="insights-title" className="flex items-center gap-2 font-semibold">
                  <Lightbulb aria-hidden="true" className="size-5 text-accent" /> What I noticed
                </h2>
                <ul className="flex flex-wrap gap-2">
                  {chat.insights.patterns.map((p) => (
                    <li key={p} className="rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold">
                      {p}
                    </li>
                  ))}
                </ul>
                <div className="flex flex-wrap gap-2">
                  <Button onClick={chat.acceptInsights}>{TRY_TEXT}</Button>
                  <Button variant="outline" onClick={chat.declineInsights}>
                    {KEEP_CHATTING_TEXT}
                  </Button>
                </div>
              </section>
            ) : idle && chat.exerciseId ? (
              <div className="flex flex-wrap gap-2">
                <Button onClick={() => setOpen(true)} disabled={!library.data}>
                  <Sparkles aria-hidden="true" /> Try the exercise
                </Button>
                <Button variant="outline" onClick={chat.suggestAnother}>
                  Suggest another
                </Button>
              </div>
            ) : null
          }
        />
      </div>
      <div className="sticky bottom-0 -mx-4 border-t border-border bg-background/95 px-4 pt-3 pb-2 backdrop-blur">
        <MessageInput onSend={(text) => chat.send(text)} loading={chat.loading} />
      </div>
      <ExercisePlayer
        exercise={exercise}
        onComplete={async (ex, answers) => {
          const result = await complete.mutateAsync({ exerciseId: ex.id, answers });
          await chat.markDone(ex.id);
          void queryClient.invalidateQueries({ queryKey: progressKey });
          setOpen(false);
          const state: CelebrationState = { completion: result };
          void navigate("/exercise-completion", { state });
        }}
        onOpenChange={(next) => {
          if (!next) setOpen(false);
        }}
      />
    </>
  );
}

/** Nothing was saved yet: 'No onboarding data found', and back to the first step. */
function NoOnboardingData() {
  const navigate = useNavigate();
  useEffect(() => {
    toast.error("No onboarding data found");
    void navigate("/new-onboarding", { replace: true });
  }, [navigate]);
  return <FullPageSpinner label="Starting your chat" />;
}

/** /onboarding-chat (SPEC section 2): End chat goes to the plan builder; a finished exercise to the celebration. */
export function Component() {
  const onboarding = useOnboardingData();
  if (onboarding.isError)
    return (
      <AppShell className="justify-center">
        <SectionError message="Failed to start chat" onRetry={() => void onboarding.refetch()} />
      </AppShell>
    );
  if (onboarding.isPending) return <FullPageSpinner label="Starting your chat" />;
  if (!onboarding.data) return <NoOnboardingData />;
  return (
    <AppShell>
      <ErrorBoundary
        fallbackRender={({ resetErrorBoundary }) => (
          <SectionError message="Something went wrong in the chat." onRetry={resetErrorBoundary} />
        )}
      >
        <OnboardingChat data={onboarding.data} />
      </ErrorBoundary>
    </AppShell>
  );
}
