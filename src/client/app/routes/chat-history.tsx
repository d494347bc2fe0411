// /chat-history: every chat, newest first (SPEC section 2).
import { ChevronRight, MessageCirclePlus, Target } from "lucide-react";
import { useEffect } from "react";
import { Link, Navigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { AppShell, PageHeader } from "#client/components/layouts/app-shell.tsx";
import { LoadMore } from "#client/components/layouts/section-states.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { relativeTime } from "#client/lib/relative-time.ts";
import { useChats } from "#client/features/chats/api/chats.ts";

export function Component() {
  const [params] = useSearchParams();
  const chats = useChats();
  // A page after the first that fails says so under the list instead.
  const failed = chats.isError && !chats.isFetchNextPageError;
  useEffect(() => {
    if (failed) toast.error("Failed to sync your chat sessions");
  }, [failed, chats.error]);
  if (params.get("intent") === "change-goals") return <Navigate to="/goal-setting" replace />;
  // /goal-setting loads the goals fresh, which is the sync the spec asks for.
  if (params.get("intent") === "change-actions") return <Navigate to="/goal-setting?change-actions=true" replace />;

  return (
    <AppShell>
      <PageHeader
        title="Chat History"
        backTo="/home"
        actions={
          <Button asChild variant="outline" size="sm">
            <Link to="/goal-setting">
              <Target aria-hidden="true" /> Goals
            </Link>
          </Button>
        }
      />
      <Button asChild size="lg">
        <Link to="/coach-chat">
          <MessageCirclePlus aria-hidden="true" /> Start a new chat
        </Link>
      </Button>
      {chats.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner size="lg" label="Loading chats" />
        </div>
      ) : failed ? (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p>We couldn't load your chats.</p>
          <Button variant="outline" onClick={() => void chats.refetch()}>
            Try again
          </Button>
        </div>
      ) : !chats.chats?.length ? (
        <p className="py-8 text-center text-muted-foreground">No chats yet. Start a new conversation!</p>
      ) : (
        <>
          <ul className="flex flex-col gap-3" aria-label="Chats">
            {chats.chats.map((chat) => (
              <li key={chat.id}>
                <Card className="p-0 transition-colors hover:bg-muted">
                  <Link to={`/chat/${chat.id}`} className="flex min-h-16 items-center gap-3 rounded-3xl p-4">
                    <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                      <span className="truncate font-semibold">{chat.title}</span>
                      <span className="text-sm text-muted-foreground">
                        <time dateTime={chat.updatedAt}>{relativeTime(chat.updatedAt)}</time> · {chat.messageCount}{" "}
                        messages
                      </span>
                    </span>
                    <ChevronRight aria-hidden="true" className="text-muted-foreground" />
                  </Link>
                </Card>
              </li>
            ))}
          </ul>
          <LoadMore
            hasMore={chats.hasNextPage}
            loading={chats.isFetchingNextPage}
            failed={chats.isFetchNextPageError}
            onLoad={() => void chats.fetchNextPage()}
          />
        </>
      )}
    </AppShell>
  );
}
