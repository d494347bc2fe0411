import { Keyboard, Mic } from "lucide-react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { AppShell, PageHeader } from "#client/components/layouts/app-shell.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { FieldError } from "#client/components/ui/field-error.tsx";
import { cn } from "#client/lib/cn.ts";
import {
  APPRECIATION_PROMPT,
  AppreciationForm,
  useSaveAudioJournal,
} from "#client/features/journals/components/appreciation-form.tsx";
import { AudioRecorder } from "#client/features/speech/components/audio-recorder.tsx";

/** /journal: the appreciation journal, written or (mode=audio) spoken. */
export function Component() {
  const [params] = useSearchParams();
  const audio = params.get("mode") === "audio";
  return (
    <AppShell>
      <PageHeader title="Appreciation Journal" backTo="/menu" />
      <nav aria-label="Journal mode" className="grid grid-cols-2 gap-1 rounded-2xl bg-muted p-1">
        {[
          { to: "/journal", label: "Write", icon: <Keyboard aria-hidden="true" />, active: !audio },
          { to: "/journal?mode=audio", label: "Record", icon: <Mic aria-hidden="true" />, active: audio },
        ].map((tab) => (
          <Link
            key={tab.label}
            to={tab.to}
            replace
            aria-current={tab.active ? "page" : undefined}
            className={cn(
              "inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-3 py-2 text-sm font-semibold [&_svg]:size-4",
              tab.active
                ? "bg-surface-raised text-foreground shadow-soft"
                : "text-muted-foreground hover:text-foreground",
            )}
          >
            {tab.icon} {tab.label}
          </Link>
        ))}
      </nav>
      {audio ? <AudioJournal /> : <AppreciationForm />}
    </AppShell>
  );
}

/** mode=audio: record, optionally transcribe, and Save Recording saves the journal (+1 point). */
function AudioJournal() {
  const navigate = useNavigate();
  const { saveAudio, error } = useSaveAudioJournal();
  return (
    <>
      <h2 className="text-xl font-bold">{APPRECIATION_PROMPT}</h2>
      <AudioRecorder
        onSaved={(audio) => saveAudio(audio, audio.transcript ?? "")}
        onCancel={() => navigate("/journal", { replace: true })}
      />
      <FieldError message={error} />
      <Button asChild variant="outline" size="lg">
        <Link to="/journal-history">View History</Link>
      </Button>
    </>
  );
}
