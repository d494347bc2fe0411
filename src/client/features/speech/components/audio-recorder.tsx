/*
 * AudioRecorder: the audio appreciation journal's recorder (SPEC.md "Journals", mode=audio).
 *
 * Usage from a screen (features never import each other, so compose it in src/client/app/routes):
 *
 *   import { AudioRecorder } from "#client/features/speech/components/audio-recorder.tsx";
 *
 *   <AudioRecorder
 *     onSaved={(audio) => saveAudio(audio, audio.transcript ?? "")} // { url: "/api/audio/<uuid>", durationSeconds, transcript? }
 *     onTranscribed={(text) => setTranscript(text)}                 // optional: each successful Transcribe
 *     onCancel={() => navigate("/journal")}                          // the Cancel button
 *   />
 *
 * It records with the microphone (buttons 'Start Recording' / 'Stop Recording', mm:ss timer, 5-minute
 * cap), encodes 16 kHz mono WAV in the browser, offers a preview player with 'Discard', 'Transcribe'
 * and 'Save Recording', and shows the spec's toasts itself. 'Save Recording' uploads the file
 * (POST /api/audio) and then calls onSaved once; the url is playable only by the same user
 * (<audio src={url}> works with the session cookie). Put the journal save (+1 point) in onSaved.
 */
import { useState } from "react";
import { Mic, Square, Trash2, Upload, FileText } from "lucide-react";
import { toast } from "sonner";
import { Button } from "#client/components/ui/button.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { errorMessage } from "#client/lib/api-client.ts";
import { AUDIO_MAX_SECONDS } from "#shared/schemas/speech.ts";
import { transcribeAudio, uploadAudio } from "../api/speech.ts";
import { AudioReadError, MicrophoneError, useRecorder } from "../hooks/use-recorder.ts";
import { formatTimer, wavDataUrl } from "../lib/wav.ts";
import { AudioPlayer } from "#client/components/media/audio-player.tsx";

export interface SavedAudio {
  url: string;
  durationSeconds: number;
  transcript?: string;
}

export interface AudioRecorderProps {
  onSaved: (audio: SavedAudio) => void;
  onTranscribed?: (text: string) => void;
  onCancel: () => void;
}

export function AudioRecorder({ onSaved, onTranscribed, onCancel }: AudioRecorderProps) {
  const [micError, setMicError] = useState(false);
  const [transcript, setTranscript] = useState<string>();
  const [busy, setBusy] = useState<"transcribing" | "saving" | null>(null);
  const [saved, setSaved] = useState(false);
  const recorder = useRecorder((err) => {
    if (err instanceof MicrophoneError) {
      setMicError(true);
      toast.error("Could not access microphone");
    } else {
      toast.error(err instanceof AudioReadError ? "Failed to read audio file" : "Failed to process audio");
    }
  });
  const { state, elapsed } = recorder;
  const recorded = state.status === "recorded" ? state : null;

  const start = () => {
    setMicError(false);
    setTranscript(undefined);
    setSaved(false);
    void recorder.start();
  };

  const transcribe = async () => {
    if (!recorded) return;
    setBusy("transcribing");
    try {
      const { text } = await transcribeAudio(wavDataUrl(recorded.wav));
      if (!text.trim()) {
        toast.error("No transcription returned");
        return;
      }
      setTranscript(text);
      onTranscribed?.(text);
      toast.success("Audio transcribed successfully");
    } catch {
      toast.error("Failed to transcribe audio");
    } finally {
      setBusy(null);
    }
  };

  const save = async () => {
    if (!recorded) return;
    setBusy("saving");
    try {
      const stored = await uploadAudio(wavDataUrl(recorded.wav));
      setSaved(true);
      onSaved({ url: stored.url, durationSeconds: stored.durationSeconds, ...(transcript ? { transcript } : {}) });
    } catch (err) {
      // The server's own words for a recording it refuses (too long, too large); otherwise the spec's.
      toast.error(errorMessage(err, "Failed to process audio"));
    } finally {
      setBusy(null);
    }
  };

  const statusText =
    state.status === "starting"
      ? "Waiting for the microphone…"
      : state.status === "recording"
        ? "Recording…"
        : state.status === "processing"
          ? "Preparing your recording…"
          : saved
            ? "Recording saved"
            : recorded
              ? "Recording ready. Listen to it, transcribe it or save it."
              : micError
                ? "Could not access microphone. Check your browser's microphone permission and try again."
                : "Press Start Recording and say what you are grateful for.";

  return (
    <section
      aria-labelledby="audio-recorder-title"
      className="flex flex-col gap-4 rounded-3xl border border-border/70 bg-surface p-5 shadow-soft"
    >
      <h2 id="audio-recorder-title" className="sr-only">
        Audio recording
      </h2>
      <div className="flex flex-col items-center gap-2">
        <div className="flex items-center gap-2">
          {state.status === "recording" && (
            <span
              aria-hidden="true"
              className="size-3 animate-pulse rounded-full bg-destructive motion-reduce:animate-none"
            />
          )}
          <span
            role="timer"
            aria-label="Recording time"
            className="font-mono text-4xl font-semibold tabular-nums text-foreground"
          >
            {formatTimer(elapsed)}
          </span>
        </div>
        <p className="text-sm text-muted-foreground">Up to {AUDIO_MAX_SECONDS / 60} minutes</p>
        <p role="status" aria-live="polite" className="text-center text-sm text-foreground">
          {statusText}
        </p>
      </div>

      {state.status === "idle" || state.status === "starting" ? (
        <Button size="lg" onClick={start} disabled={state.status === "starting"}>
          <Mic aria-hidden="true" />
          Start Recording
        </Button>
      ) : null}

      {state.status === "recording" && (
        <Button size="lg" variant="destructive" onClick={recorder.stop}>
          <Square aria-hidden="true" />
          Stop Recording
        </Button>
      )}

      {state.status === "processing" && (
        <div className="flex justify-center">
          <Spinner label="Preparing your recording" />
        </div>
      )}

      {recorded && (
        <>
          {/* Preview of the exact WAV that will be uploaded. */}
          <AudioPlayer src={recorded.previewUrl} label="Recording preview" />
          {transcript && (
            <div className="rounded-2xl bg-muted p-3">
              <h3 className="text-sm font-semibold text-muted-foreground">Transcript</h3>
              <p className="mt-1 whitespace-pre-wrap text-foreground">{transcript}</p>
            </div>
          )}
          <div className="grid grid-cols-2 gap-3">
            <Button
              variant="outline"
              onClick={() => (recorder.discard(), setTranscript(undefined), setSaved(false))}
              disabled={busy !== null || saved}
            >
              <Trash2 aria-hidden="true" />
              Discard
            </Button>
            <Button variant="secondary" onClick={() => void transcribe()} disabled={busy !== null}>
              {busy === "transcribing" ? <Spinner size="sm" label="Transcribing" /> : <FileText aria-hidden="true" />}
              Transcribe
            </Button>
          </div>
          <Button size="lg" onClick={() => void save()} disabled={busy !== null || saved}>
            {busy === "saving" ? <Spinner size="sm" label="Saving" /> : <Upload aria-hidden="true" />}
            Save Recording
          </Button>
        </>
      )}

      <Button variant="ghost" onClick={() => (recorder.reset(), onCancel())} disabled={busy === "saving"}>
        Cancel
      </Button>
    </section>
  );
}
