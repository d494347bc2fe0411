// Speech-to-text providers behind one interface (DESIGN.md decision 7): an OpenAI-compatible
// /audio/transcriptions endpoint, or the offline pocketsphinx command when it is installed.
import { execFile, spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pLimit from "p-limit";
import { SPEECH_MESSAGES } from "#shared/schemas/speech.ts";
import type { Env } from "#server/env.ts";
import { AppError } from "#server/lib/errors.ts";
import type { Logger } from "#server/lib/logger.ts";

export interface SttProvider {
  readonly name: "openai" | "pocketsphinx";
  /** `wav` is a 16 kHz mono 16-bit PCM WAV file. Resolves to the recognised text (possibly empty). */
  transcribe(wav: Buffer, durationSeconds: number): Promise<string>;
}

/** A provider failure: logged with its detail, answered with 503 and a plain message. */
class ProviderError extends Error {}

const OPENAI_TIMEOUT_MS = 60_000;

export function openAiProvider(opts: { baseUrl: string; apiKey?: string; model?: string }): SttProvider {
  const endpoint = `${opts.baseUrl.replace(/\/+$/, "")}/audio/transcriptions`;
  return {
    name: "openai",
    async transcribe(wav) {
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(wav)], { type: "audio/wav" }), "recording.wav");
      form.append("model", opts.model ?? "whisper-1");
      form.append("response_format", "json");
      let res: Response;
      try {
        res = await fetch(endpoint, {
          method: "POST",
          headers: opts.apiKey ? { authorization: `Bearer ${opts.apiKey}` } : undefined,
          body: form,
          signal: AbortSignal.timeout(OPENAI_TIMEOUT_MS),
        });
      } catch (err) {
        throw new ProviderError(`request to ${endpoint} failed: ${(err as Error).message}`);
      }
      if (!res.ok)
        throw new ProviderError(
          `${endpoint} answered ${res.status}: ${(await res.text().catch(() => "")).slice(0, 300)}`,
        );
      const body = (await res.json().catch(() => null)) as { text?: unknown } | null;
      if (typeof body?.text !== "string") throw new ProviderError(`${endpoint} answered without a text field`);
      return body.text;
    },
  };
}

type Sphinx = { bin: string; kind: "continuous" | "v5" };

/** Debian 12 ships pocketsphinx 5prealpha (`pocketsphinx_continuous`); pocketsphinx 5.x ships `pocketsphinx`. */
const SPHINX_CANDIDATES: Sphinx[] = [
  { bin: "pocketsphinx_continuous", kind: "continuous" },
  { bin: "pocketsphinx", kind: "v5" },
];

/** Whether a command exists on PATH: it starts (and is stopped at once) rather than failing with ENOENT. */
function commandExists(bin: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(bin, ["help"], { stdio: "ignore" });
    child.once("spawn", () => {
      child.kill("SIGKILL");
      resolve(true);
    });
    child.once("error", () => resolve(false));
  });
}

/** The installed pocketsphinx command line, or null. */
export async function findPocketsphinx(): Promise<Sphinx | null> {
  for (const candidate of SPHINX_CANDIDATES) if (await commandExists(candidate.bin)) return candidate;
  return null;
}

/** The hypothesis from either CLI: plain lines (5prealpha) or line-delimited JSON with a `t` field (5.x). */
export function parsePocketsphinxOutput(stdout: string): string {
  const parts = stdout
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      if (!line.startsWith("{")) return line;
      try {
        const t = (JSON.parse(line) as { t?: unknown }).t;
        return typeof t === "string" ? t : "";
      } catch {
        return "";
      }
    });
  return parts.join(" ").replace(/\s+/g, " ").trim();
}

/** Recordings waiting for the local decoder; past this the server is busy, not a growing queue. */
export const MAX_WAITING_DECODES = 8;

export function pocketsphinxProvider(found: Sphinx): SttProvider {
  // One decode at a time: pocketsphinx takes a core for about half the recording's length.
  const queue = pLimit(1);
  return {
    name: "pocketsphinx",
    transcribe: (wav, durationSeconds) => {
      if (queue.pendingCount >= MAX_WAITING_DECODES) return Promise.reject(new AppError(503, SPEECH_MESSAGES.busy));
      return queue(async () => {
        const dir = await mkdtemp(join(tmpdir(), "otter-stt-"));
        const file = join(dir, "recording.wav");
        try {
          await writeFile(file, wav);
          const args = found.kind === "continuous" ? ["-infile", file, "-logfn", "/dev/null"] : ["single", file];
          const stdout = await new Promise<string>((resolve, reject) => {
            execFile(
              found.bin,
              args,
              {
                timeout: Math.ceil(30_000 + durationSeconds * 3_000),
                maxBuffer: 16 * 1024 * 1024,
                killSignal: "SIGKILL",
              },
              (err, out, errOut) => {
                if (err) reject(new ProviderError(`pocketsphinx failed: ${err.message} ${String(errOut).slice(-300)}`));
                else resolve(String(out));
              },
            );
          });
          return parsePocketsphinxOutput(stdout);
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      });
    },
  };
}

const providers = new WeakMap<Env, Promise<SttProvider | null>>();

async function chooseProvider(env: Env): Promise<SttProvider | null> {
  const openai = env.STT_BASE_URL
    ? openAiProvider({ baseUrl: env.STT_BASE_URL, apiKey: env.STT_API_KEY, model: env.STT_MODEL })
    : null;
  const sphinx = async () => {
    const found = await findPocketsphinx();
    return found ? pocketsphinxProvider(found) : null;
  };
  if (env.STT_PROVIDER === "off") return null;
  if (env.STT_PROVIDER === "openai") return openai;
  if (env.STT_PROVIDER === "pocketsphinx") return sphinx();
  return openai ?? sphinx();
}

/** The configured provider, chosen once per configuration; null when speech-to-text is unavailable. */
export function sttProvider(env: Env): Promise<SttProvider | null> {
  let chosen = providers.get(env);
  if (!chosen) providers.set(env, (chosen = chooseProvider(env)));
  return chosen;
}

export async function transcribe(env: Env, logger: Logger, wav: Buffer, durationSeconds: number): Promise<string> {
  const provider = await sttProvider(env);
  if (!provider) throw new AppError(503, SPEECH_MESSAGES.unavailable);
  try {
    return (await provider.transcribe(wav, durationSeconds)).trim();
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    logger.error("speech-to-text failed", { provider: provider.name, error: err.message });
    throw new AppError(503, SPEECH_MESSAGES.providerFailed);
  }
}
