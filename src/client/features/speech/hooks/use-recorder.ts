import { useCallback, useEffect, useRef, useState } from "react";
import { AUDIO_MAX_SECONDS, AUDIO_SAMPLE_RATE } from "#shared/schemas/speech.ts";
import { encodeWav } from "../lib/wav.ts";
import { useLatest } from "#client/lib/use-latest.ts";

export type RecorderState =
  | { status: "idle" }
  | { status: "starting" }
  | { status: "recording"; startedAt: number }
  | { status: "processing" }
  | { status: "recorded"; wav: Uint8Array<ArrayBuffer>; previewUrl: string; durationSeconds: number };

export class MicrophoneError extends Error {}
/** The recording's bytes could not be read back (as opposed to decoded). */
export class AudioReadError extends Error {}

/** Decodes what MediaRecorder produced (webm/opus, mp4/aac…) and resamples it to 16 kHz mono. */
export async function toWav16k(blob: Blob): Promise<{ wav: Uint8Array<ArrayBuffer>; durationSeconds: number }> {
  const bytes = await blob.arrayBuffer().catch((err: unknown) => {
    throw new AudioReadError("Failed to read audio file", { cause: err });
  });
  const decoder = new AudioContext();
  try {
    const decoded = await decoder.decodeAudioData(bytes);
    const length = Math.max(1, Math.ceil(decoded.duration * AUDIO_SAMPLE_RATE));
    // A one-channel offline context downmixes and resamples in one pass.
    const offline = new OfflineAudioContext(1, length, AUDIO_SAMPLE_RATE);
    const source = offline.createBufferSource();
    source.buffer = decoded;
    source.connect(offline.destination);
    source.start();
    const rendered = await offline.startRendering();
    return { wav: encodeWav(rendered.getChannelData(0), AUDIO_SAMPLE_RATE), durationSeconds: rendered.duration };
  } finally {
    void decoder.close();
  }
}

/**
 * Microphone recording with MediaRecorder, encoded to 16 kHz mono WAV when it stops.
 * Stops by itself at AUDIO_MAX_SECONDS. `onError` gets MicrophoneError for a refused or missing
 * microphone, AudioReadError when the recording could not be read back, and any other error when
 * it could not be processed.
 */
export function useRecorder(onError: (err: unknown) => void) {
  const [state, setState] = useState<RecorderState>({ status: "idle" });
  const [elapsed, setElapsed] = useState(0);
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const previewUrl = useRef<string | null>(null);
  const onErrorRef = useLatest(onError);

  const releaseMicrophone = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
    stream.current?.getTracks().forEach((t) => t.stop());
    stream.current = null;
  }, []);

  const dropPreview = useCallback(() => {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    previewUrl.current = null;
  }, []);

  const stop = useCallback(() => {
    if (recorder.current?.state === "recording") recorder.current.stop();
  }, []);

  const start = useCallback(async () => {
    dropPreview();
    setElapsed(0);
    setState({ status: "starting" });
    let media: MediaStream;
    try {
      if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === "undefined")
        throw new Error("no recording support");
      media = await navigator.mediaDevices.getUserMedia({
        audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true },
      });
    } catch (err) {
      setState({ status: "idle" });
      onErrorRef.current(new MicrophoneError(err instanceof Error ? err.message : String(err)));
      return;
    }
    stream.current = media;
    const chunks: Blob[] = [];
    const rec = new MediaRecorder(media);
    recorder.current = rec;
    rec.ondataavailable = (e) => {
      if (e.data.size > 0) chunks.push(e.data);
    };
    rec.onstop = async () => {
      releaseMicrophone();
      recorder.current = null;
      setState({ status: "processing" });
      try {
        const { wav, durationSeconds } = await toWav16k(new Blob(chunks, { type: rec.mimeType }));
        const url = URL.createObjectURL(new Blob([wav], { type: "audio/wav" }));
        previewUrl.current = url;
        setElapsed(durationSeconds);
        setState({ status: "recorded", wav, previewUrl: url, durationSeconds });
      } catch (err) {
        setState({ status: "idle" });
        onErrorRef.current(err);
      }
    };
    const startedAt = Date.now();
    rec.start(1000);
    setState({ status: "recording", startedAt });
    timer.current = setInterval(() => {
      const seconds = (Date.now() - startedAt) / 1000;
      setElapsed(seconds);
      if (seconds >= AUDIO_MAX_SECONDS) stop();
    }, 250);
  }, [dropPreview, releaseMicrophone, stop, onErrorRef]);

  const discard = useCallback(() => {
    dropPreview();
    setElapsed(0);
    setState({ status: "idle" });
  }, [dropPreview]);

  /** Stops everything without keeping the recording (Cancel, unmount). */
  const reset = useCallback(() => {
    if (recorder.current) {
      recorder.current.onstop = null;
      if (recorder.current.state !== "inactive") recorder.current.stop();
      recorder.current = null;
    }
    releaseMicrophone();
    discard();
  }, [discard, releaseMicrophone]);

  useEffect(() => () => reset(), [reset]);

  return { state, elapsed, start, stop, discard, reset };
}
