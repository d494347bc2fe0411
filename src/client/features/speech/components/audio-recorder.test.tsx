// The recorder as a person uses it: the microphone, MediaRecorder and the Web Audio decoder are
// stand-ins (happy-dom has none); the WAV encoding, the upload and the screen are the real ones.
import { screen, within } from "@testing-library/react";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { apiError, mockApi } from "#client/testing/api-mock.ts";
import { renderWithProviders } from "#client/testing/render.tsx";
import { AudioRecorder } from "./audio-recorder.tsx";

const SECONDS = 1.5;
const SAMPLE_RATE = 16_000;

/** A microphone whose tracks remember being stopped; `deny` refuses permission as a browser does. */
function fakeMicrophone({ deny = false } = {}) {
  const track = { stop: vi.fn() };
  const getUserMedia = vi.fn(() =>
    deny
      ? Promise.reject(new DOMException("Permission denied", "NotAllowedError"))
      : Promise.resolve({ getTracks: () => [track] }),
  );
  class FakeMediaRecorder {
    state: "inactive" | "recording" = "inactive";
    mimeType = "audio/webm";
    ondataavailable: ((e: { data: Blob }) => void) | null = null;
    onstop: (() => void) | null = null;
    start() {
      this.state = "recording";
    }
    stop() {
      this.state = "inactive";
      this.ondataavailable?.({ data: new Blob([new Uint8Array(64)], { type: this.mimeType }) });
      this.onstop?.();
    }
  }
  // Decoding gives SECONDS of audio; the offline context renders it at 16 kHz mono.
  class FakeAudioContext {
    decodeAudioData = () => Promise.resolve({ duration: SECONDS });
    close = () => Promise.resolve();
  }
  class FakeOfflineAudioContext {
    destination = {};
    constructor(
      readonly channels: number,
      readonly length: number,
      readonly sampleRate: number,
    ) {}
    createBufferSource = () => ({ buffer: null, connect: () => undefined, start: () => undefined });
    startRendering = () =>
      Promise.resolve({
        duration: this.length / this.sampleRate,
        getChannelData: () => new Float32Array(this.length).fill(0.25),
      });
  }
  Object.defineProperty(navigator, "mediaDevices", { value: { getUserMedia }, configurable: true });
  onTestFinished(() => void Reflect.deleteProperty(navigator, "mediaDevices"));
  vi.stubGlobal("MediaRecorder", FakeMediaRecorder);
  vi.stubGlobal("AudioContext", FakeAudioContext);
  vi.stubGlobal("OfflineAudioContext", FakeOfflineAudioContext);
  vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:preview");
  vi.spyOn(URL, "revokeObjectURL").mockReturnValue(undefined);
  return { getUserMedia, track };
}

const setup = () => {
  const onSaved = vi.fn();
  const onCancel = vi.fn();
  const view = renderWithProviders(<AudioRecorder onSaved={onSaved} onCancel={onCancel} />);
  return { ...view, onSaved, onCancel };
};

describe("AudioRecorder", () => {
  it("records, stops, previews and saves the recording, then hands it to onSaved once", async () => {
    const mic = fakeMicrophone();
    const uploads = mockApi<{ audioBase64: string }>("post", "/api/audio", {
      url: "/api/audio/3f0c",
      durationSeconds: SECONDS,
    });
    const { user, onSaved } = setup();

    await user.click(screen.getByRole("button", { name: "Start Recording" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Recording…");
    expect(mic.getUserMedia).toHaveBeenCalledOnce();
    expect(screen.queryByRole("button", { name: "Start Recording" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Stop Recording" }));
    expect(await screen.findByText("Recording ready. Listen to it, transcribe it or save it.")).toBeInTheDocument();
    // The microphone is released as soon as the recording stops.
    expect(mic.track.stop).toHaveBeenCalled();
    expect(screen.getByRole("group", { name: "Recording preview" })).toBeInTheDocument();
    expect(screen.getByRole("timer", { name: "Recording time" })).toHaveTextContent("00:01");

    await user.click(screen.getByRole("button", { name: "Save Recording" }));
    expect(await screen.findByText("Recording saved")).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledExactlyOnceWith({ url: "/api/audio/3f0c", durationSeconds: SECONDS });
    // What was uploaded is the 16 kHz mono WAV of the recording: a 44-byte header and 2 bytes a sample.
    expect(uploads).toHaveLength(1);
    const [kind, base64] = uploads[0]!.audioBase64.split(",");
    expect(kind).toBe("data:audio/wav;base64");
    const wav = Uint8Array.from(atob(base64!), (c) => c.charCodeAt(0));
    expect(wav.length).toBe(44 + SECONDS * SAMPLE_RATE * 2);
    expect(new TextDecoder().decode(wav.subarray(0, 4))).toBe("RIFF");
    expect(screen.getByRole("button", { name: "Save Recording" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Discard" })).toBeDisabled();
  });

  it("shows the server's words and keeps the recording when saving fails", async () => {
    fakeMicrophone();
    mockApi("post", "/api/audio", apiError(413, "Recordings can be up to 5 minutes long.", "too_large"));
    const { user, onSaved } = setup();
    await user.click(screen.getByRole("button", { name: "Start Recording" }));
    await user.click(await screen.findByRole("button", { name: "Stop Recording" }));
    await user.click(await screen.findByRole("button", { name: "Save Recording" }));

    const toasts = await screen.findByRole("region", { name: /Notifications/ });
    expect(await within(toasts).findByText("Recordings can be up to 5 minutes long.")).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Save Recording" })).toBeEnabled();
  });

  it("explains a refused microphone and offers to start again", async () => {
    const mic = fakeMicrophone({ deny: true });
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Start Recording" }));

    expect(await screen.findByRole("status")).toHaveTextContent(
      "Could not access microphone. Check your browser's microphone permission and try again.",
    );
    expect(await screen.findByText("Could not access microphone")).toBeInTheDocument();
    expect(mic.getUserMedia).toHaveBeenCalledOnce();
    expect(screen.getByRole("button", { name: "Start Recording" })).toBeEnabled();
    expect(screen.queryByRole("button", { name: "Stop Recording" })).not.toBeInTheDocument();
  });

  it("discards a recording and cancels", async () => {
    fakeMicrophone();
    const { user, onCancel, onSaved } = setup();
    await user.click(screen.getByRole("button", { name: "Start Recording" }));
    await user.click(await screen.findByRole("button", { name: "Stop Recording" }));
    await user.click(await screen.findByRole("button", { name: "Discard" }));
    expect(screen.getByRole("status")).toHaveTextContent("Press Start Recording and say what you are grateful for.");
    expect(screen.queryByRole("group", { name: "Recording preview" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
