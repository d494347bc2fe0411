import { Pause, Play } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";

const clock = (seconds: number) => {
  const s = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
};

/**
 * The app's audio player (journal recordings and their preview): a round play button, a seek bar
 * and the time, in the app's colours, instead of each browser's own controls. `knownDuration` is
 * used until the file says (a WAV being streamed may not).
 */
export function AudioPlayer({ src, label, knownDuration }: { src: string; label: string; knownDuration?: number }) {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(knownDuration ?? 0);
  const readDuration = () => {
    const d = audio.current?.duration;
    if (d !== undefined && Number.isFinite(d) && d > 0) setDuration(d);
  };
  return (
    <div
      role="group"
      aria-label={label}
      className="flex items-center gap-3 rounded-2xl bg-accent-soft p-2 pr-4"
      data-testid="audio-player"
    >
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the person's own recording: no captions exist; a transcript, when made, is the entry's text */}
      <audio
        ref={audio}
        src={src}
        preload="metadata"
        aria-label={label}
        onLoadedMetadata={readDuration}
        onDurationChange={readDuration}
        onTimeUpdate={() => setTime(audio.current?.currentTime ?? 0)}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
      />
      <Button
        type="button"
        size="icon"
        className="size-12 shrink-0 rounded-full"
        aria-label={playing ? "Pause" : "Play"}
        onClick={() => {
          const a = audio.current;
          if (!a) return;
          if (a.paused) void a.play().catch(() => setPlaying(false));
          else a.pause();
        }}
      >
        {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" className="translate-x-px" />}
      </Button>
      <input
        type="range"
        min={0}
        max={duration || 0}
        step={0.1}
        value={Math.min(time, duration || 0)}
        onChange={(e) => {
          const a = audio.current;
          if (a) a.currentTime = Number(e.target.value);
          setTime(Number(e.target.value));
        }}
        aria-label="Position"
        aria-valuetext={`${clock(time)} of ${clock(duration)}`}
        className="h-2 min-w-0 flex-1 cursor-pointer accent-primary"
      />
      <span className="shrink-0 text-sm font-semibold text-muted-foreground tabular-nums">
        {clock(time)} / {clock(duration)}
      </span>
    </div>
  );
}
