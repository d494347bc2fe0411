import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import NODE_FLAGS from "#server/node-flags.json" with { type: "json" };

export interface ServerProcess {
  child: ChildProcessWithoutNullStreams;
  /** Its DATA_DIR: `env.DATA_DIR`, else a temporary directory of its own that dispose() removes. */
  dataDir: string;
  /** Everything it wrote so far, stdout and stderr. */
  output(): string;
  /** The base URL once it listens; rejects with its output if it exits first. */
  ready: Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM (SIGKILL after 15 s), waits for the exit, removes its temporary DATA_DIR. */
  dispose(): Promise<void>;
}

/**
 * Starts a bundled server entry (bundleEntry) as a production process on a free port, logging at
 * info, with the tests' environment minus their database and secret settings, plus `env`.
 */
export function startServerProcess(file: string, env: Record<string, string>): ServerProcess {
  const { DATABASE_URL: _pg, TEST_DATABASE_URL: _test, BETTER_AUTH_SECRET: _secret, ...inherited } = process.env;
  const ownDataDir = env.DATA_DIR ? undefined : mkdtempSync(join(tmpdir(), "otter-process-"));
  const dataDir = env.DATA_DIR ?? ownDataDir!;
  const child = spawn(process.execPath, [...NODE_FLAGS, file], {
    env: {
      ...inherited,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      DATA_DIR: dataDir,
      ...env,
    },
  });
  let out = "";
  child.stdout.on("data", (c: Buffer) => (out += c.toString()));
  child.stderr.on("data", (c: Buffer) => (out += c.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal })),
  );
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout.on("data", () => {
      const port = /"address":"http:\/\/localhost:(\d+)".*"msg":"Otter Coach is ready"/.exec(out)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    void exited.then(({ code, signal }) =>
      reject(new Error(`server exited (${code ?? signal}) before it was ready:\n${out}`)),
    );
  });
  ready.catch(() => undefined);
  return {
    child,
    dataDir,
    output: () => out,
    ready,
    exited,
    async dispose() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        const kill = setTimeout(() => child.kill("SIGKILL"), 15_000);
        await exited;
        clearTimeout(kill);
      }
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}

/** The `name=value` pairs of a response's Set-Cookie headers, as a Cookie header. */
export const cookieOf = (res: Response): string =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
