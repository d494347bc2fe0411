import { Trash2 } from "lucide-react";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { journalTypeLabel } from "#shared/content/labels-goals.ts";
import { parseReframing } from "#shared/domain/journal-content.ts";
import type { Journal } from "#shared/schemas/journals.ts";
import { PageHeader } from "#client/components/layouts/app-shell.tsx";
import { SectionError, SectionLoading } from "#client/components/layouts/section-states.tsx";
import { ConfirmDialog } from "#client/components/ui/confirm-dialog.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { ApiError } from "#client/lib/api-client.ts";
import { fullDate } from "#client/lib/relative-time.ts";
import { useDeleteJournal, useJournal } from "../api/journals.ts";
import { AudioPlayer } from "#client/components/media/audio-player.tsx";

/** /journal/{id}: the full entry, text or audio, and delete with the spec's confirmation. */
export function JournalDetail({ id }: { id: string }) {
  const navigate = useNavigate();
  const journal = useJournal(id);
  const notFound = journal.error instanceof ApiError && journal.error.status === 404;

  useEffect(() => {
    if (!notFound) return;
    toast.error("Journal not found");
    void navigate("/", { replace: true });
  }, [notFound, navigate]);

  return (
    <>
      <PageHeader
        title={journal.data ? `${journalTypeLabel(journal.data.entryType)} Journal` : "Journal"}
        onBack={() => (history.length > 1 ? navigate(-1) : navigate("/journal-history"))}
      />
      {journal.isPending || notFound ? (
        <SectionLoading label="Loading your journal" />
      ) : journal.isError ? (
        <SectionError message="We couldn't load this journal." onRetry={() => void journal.refetch()} />
      ) : (
        <Entry journal={journal.data} />
      )}
    </>
  );
}

function Entry({ journal }: { journal: Journal }) {
  const navigate = useNavigate();
  const remove = useDeleteJournal();
  const reframing = journal.entryType === "thought-reframing" ? parseReframing(journal.content) : null;
  return (
    <>
      <p className="text-muted-foreground">
        <time dateTime={journal.date}>{fullDate(journal.date)}</time>
      </p>
      <Card>
        {journal.isAudio && journal.audioUrl ? (
          <div className="flex flex-col gap-2">
            <AudioPlayer
              src={journal.audioUrl}
              label="Audio journal"
              knownDuration={journal.audioDuration ?? undefined}
            />
          </div>
        ) : null}
        {reframing ? (
          <dl className="flex flex-col gap-4">
            <div>
              <dt className="text-sm font-semibold text-muted-foreground">Original thought</dt>
              <dd className="break-words whitespace-pre-wrap">{reframing.original}</dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-accent">Reframed thought</dt>
              <dd className="break-words whitespace-pre-wrap">{reframing.reframed}</dd>
            </div>
          </dl>
        ) : journal.content ? (
          <p className="text-lg leading-relaxed break-words whitespace-pre-wrap">{journal.content}</p>
        ) : null}
      </Card>
      <ConfirmDialog
        trigger={
          <Button variant="outline" className="self-start text-destructive">
            <Trash2 aria-hidden="true" /> Delete
          </Button>
        }
        title="Delete Journal"
        description="Are you sure you want to delete this journal? This action cannot be undone."
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(journal.id, { onSuccess: () => void navigate("/journal-history", { replace: true }) })
        }
      />
    </>
  );
}
