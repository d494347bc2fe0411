import { spawn, spawnSync } from "node:child_process";
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { bundleEntry } from "../testing/bundle.ts";
import { createPglite } from "./client.ts";
import { DataDirLockError, LOCK_FILE, lockDataDir, type LockOwner } from "./data-dir-lock.ts";

const LINUX = existsSync("/proc/self/stat");
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "otter-lock-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const read = (path: string) => {
  try {
    return readFileSync(path, "utf8").trim();
  } catch {
    return undefined;
  }
};
const startOf = (pid: number) => read(`/proc/${pid}/stat`)?.split(") ")[1]?.split(" ")[19];

/** A lock file as another process would have left it. */
function plant(dir: string, owner: Partial<LockOwner>, ageMs = 0) {
  const full: LockOwner = {
    app: "otter-coach",
    pid: process.ppid,
    host: hostname(),
    bootId: read("/proc/sys/kernel/random/boot_id"),
    pidNamespace: LINUX ? readlinkSync("/proc/self/ns/pid") : undefined,
    processStart: LINUX ? startOf(process.ppid) : undefined,
    since: "2026-11-20T08:00:00.000Z",
    token: "planted",
    ...owner,
  };
  const file = join(dir, LOCK_FILE);
  writeFileSync(file, JSON.stringify(full));
  if (ageMs) utimesSync(file, new Date(Date.now() - ageMs), new Date(Date.now() - ageMs));
  return file;
}

/** The pid of a process that has exited. */
const deadPid = () => spawnSync(process.execPath, ["--version"]).pid;

async function refusal(dir: string): Promise<DataDirLockError> {
  const err = await lockDataDir(dir).then(
    (lock) => {
      lock.release();
      return undefined;
    },
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(DataDirLockError);
  return err as DataDirLockError;
}

describe("data directory lock", () => {
  it("creates the directory, writes its owner and is released", async () => {
    const dir = join(tempDir(), "nested", "data");
    const lock = await lockDataDir(dir);
    const owner = JSON.parse(readFileSync(join(dir, LOCK_FILE), "utf8")) as LockOwner;
    expect(owner).toMatchObject({ app: "otter-coach", pid: process.pid, host: hostname() });
    if (LINUX) expect(owner.processStart).toBe(startOf(process.pid));
    expect(lock.recovered).toBeUndefined();
    // Nothing else is left in the directory (the temporary file is gone).
    expect(readdirSync(dir)).toEqual([LOCK_FILE]);
    lock.release();
    lock.release();
    expect(readdirSync(dir)).toEqual([]);
  });

  it("refuses a second holder in the same process until the first releases", async () => {
    const dir = tempDir();
    const lock = await lockDataDir(dir);
    expect((await refusal(dir)).message).toContain("is already open in this process");
    lock.release();
    (await lockDataDir(dir)).release();
  });

  it("refuses a lock held by a running process on this host, naming it", async () => {
    const dir = tempDir();
    const file = plant(dir, {});
    const err = await refusal(dir);
    expect(err.message).toContain(`is in use by another Otter Coach process (pid ${process.ppid} on this host`);
    expect(err.owner?.pid).toBe(process.ppid);
    // The holder's lock is untouched.
    expect(JSON.parse(readFileSync(file, "utf8"))).toMatchObject({ token: "planted" });
  });

  it("takes over the lock of a process that is gone", async () => {
    const dir = tempDir();
    const pid = deadPid();
    plant(dir, { pid });
    const lock = await lockDataDir(dir);
    expect(lock.recovered).toMatchObject({ owner: { pid }, why: `pid ${pid} is not running` });
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), "utf8"))).toMatchObject({ pid: process.pid });
    expect(readdirSync(dir)).toEqual([LOCK_FILE]);
    lock.release();
  });

  it.skipIf(!LINUX)("takes over a lock whose pid now belongs to another process (start time differs)", async () => {
    const dir = tempDir();
    plant(dir, { processStart: "1" });
    const lock = await lockDataDir(dir);
    expect(lock.recovered?.why).toBe(`pid ${process.ppid} is now another process`);
    lock.release();
  });

  it("takes over a lock left with this process's pid by an earlier process", async () => {
    const dir = tempDir();
    plant(dir, { pid: process.pid, processStart: "1" });
    const lock = await lockDataDir(dir);
    expect(lock.recovered?.why).toBe(`pid ${process.pid} is this process now`);
    lock.release();
  });

  it.skipIf(!LINUX)("takes over a lock from before this host restarted", async () => {
    const dir = tempDir();
    plant(dir, { bootId: "00000000-0000-0000-0000-000000000000" });
    expect((await lockDataDir(dir)).recovered?.why).toContain("ran before this host restarted");
  });

  it("refuses a lock held on another host and says how to remove it", async () => {
    const dir = tempDir();
    const file = plant(dir, { host: "elsewhere", bootId: "another-boot", pid: deadPid() }, 3_600_000);
    const err = await refusal(dir);
    expect(err.message).toContain("is locked by pid");
    expect(err.message).toContain("on host 'elsewhere'");
    expect(err.message).toContain(`delete ${file} and start again`);
    expect(existsSync(file)).toBe(true);
  });

  it.skipIf(!LINUX)("judges a lock from another container on this machine by its heartbeat", async () => {
    const dir = tempDir();
    const container = { host: "otter-1", pidNamespace: "pid:[1]", pid: 1 };
    plant(dir, container, 5_000);
    expect((await refusal(dir)).message).toContain("in another container on this machine");
    plant(dir, container, 120_000);
    const lock = await lockDataDir(dir);
    expect(lock.recovered?.why).toContain("not refreshed for 120 s");
    lock.release();
  });

  it("takes over an unreadable lock file once it is old", async () => {
    const dir = tempDir();
    const file = join(dir, LOCK_FILE);
    writeFileSync(file, "");
    utimesSync(file, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    expect((await lockDataDir(dir)).recovered?.why).toBe("unreadable lock file");
  });

  it("explains a data directory that cannot be used", async () => {
    const file = join(tempDir(), "a-file");
    writeFileSync(file, "");
    expect((await refusal(file)).message).toBe(`Cannot lock the data directory: DATA_DIR ${file} is not a directory.`);
  });

  it("lets nothing open a PGlite directory without the lock", async () => {
    const dir = tempDir();
    await expect(createPglite(join(dir, "db"))).rejects.toThrow("may only be opened under its data directory's lock");
    expect(existsSync(join(dir, "db"))).toBe(false);
  });
});

describe("processes racing for one data directory", () => {
  const CONTENDERS = 6;
  let worker: { file: string; remove(): void };
  beforeAll(async () => {
    worker = await bundleEntry(join(import.meta.dirname, "..", "testing", "lock-worker.ts"), "lock-worker");
  });
  afterAll(() => worker?.remove());

  async function contend(dir: string): Promise<string[]> {
    const children = Array.from({ length: CONTENDERS }, () =>
      spawn(process.execPath, [worker.file, dir], { stdio: ["pipe", "pipe", "inherit"] }),
    );
    const outputs = children.map(() => "");
    const waitFor = (i: number, test: (line: string) => boolean) =>
      new Promise<string>((resolve, reject) => {
        const scan = () => outputs[i]!.split("\n").find(test);
        children[i]!.stdout.on("data", (chunk: Buffer) => {
          outputs[i] += chunk.toString();
          const found = scan();
          if (found !== undefined) resolve(found);
        });
        children[i]!.on("exit", (code) => reject(new Error(`contender exited early (${code}): ${outputs[i]}`)));
      });
    const results = children.map((_, i) => waitFor(i, (l) => l.startsWith("taken") || l.startsWith("refused")));
    await Promise.all(children.map((_, i) => waitFor(i, (l) => l === "ready")));
    for (const child of children) child.stdin.write("go\n");
    try {
      return await Promise.all(results);
    } finally {
      const exits = children.map((child) => new Promise((resolve) => child.once("exit", resolve)));
      for (const child of children) child.stdin.end();
      await Promise.all(exits);
    }
  }

  it(`lets exactly one of ${CONTENDERS} processes take a new directory, and exactly one take over a stale lock`, async () => {
    const dir = tempDir();
    const fresh = await contend(dir);
    expect(fresh.filter((r) => r === "taken")).toHaveLength(1);
    expect(
      fresh.filter((r) => r.startsWith("refused") && r.includes("is in use by another Otter Coach process")),
    ).toHaveLength(CONTENDERS - 1);
    // The holder's exit released it.
    expect(readdirSync(dir)).toEqual([]);

    plant(dir, { pid: deadPid() });
    const stale = await contend(dir);
    // One process removes the stale lock; any of them may then win the race for the name.
    expect(stale.filter((r) => r.startsWith("taken"))).toHaveLength(1);
    expect(
      stale.filter((r) => r.startsWith("refused") && r.includes("is in use by another Otter Coach process")),
    ).toHaveLength(CONTENDERS - 1);
    expect(readdirSync(dir)).toEqual([]);
  });
});
