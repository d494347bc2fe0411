// An exclusive lock on a PGlite data directory: two processes on one directory corrupt it
// (each has its own buffers and WAL). See docs/decisions/012-data-dir-lock.md.
//
// The lock is DATA_DIR/otter-coach.lock, a small JSON file naming its owner (pid, host, boot id,
// pid namespace, the process's start time). It appears atomically with its content: each process
// writes its own temporary file and link()s it to the lock's name, which fails when the name
// exists. A lock whose owner is gone is broken under a second lock, `otter-coach.lock.break`,
// taken the same way (Mercurial's scheme), so of several processes recovering one stale lock
// only one removes it, after reading it again; then they all race for the name with link().
import { randomBytes } from "node:crypto";
import {
  closeSync,
  fsyncSync,
  linkSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  unlinkSync,
  utimesSync,
  writeSync,
} from "node:fs";
import { hostname } from "node:os";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { z } from "zod";

export const LOCK_FILE = "otter-coach.lock";
/** How often a holder touches its lock; only owners whose pid cannot be checked are judged by it. */
const HEARTBEAT_MS = 10_000;
/** A lock from another container on this machine (pid not checkable) untouched this long is stale. */
const HEARTBEAT_STALE_MS = 60_000;
/** An unreadable lock younger than this may still be being written (the non-link fallback). */
const GARBAGE_GRACE_MS = 5_000;
/** How long to keep trying while another process is recovering the same stale lock. */
const ACQUIRE_DEADLINE_MS = 5_000;
/** lock, lock.break, lock.break.break: a breaker killed mid-break is itself broken one level up. */
const MAX_DEPTH = 2;

const OwnerSchema = z.object({
  app: z.literal("otter-coach"),
  pid: z.number().int().min(1),
  host: z.string(),
  bootId: z.string().optional(),
  pidNamespace: z.string().optional(),
  processStart: z.string().optional(),
  since: z.string(),
  token: z.string(),
});
export type LockOwner = z.infer<typeof OwnerSchema>;

export class DataDirLockError extends Error {
  override name = "DataDirLockError";
  constructor(
    message: string,
    readonly lockFile: string,
    readonly owner?: LockOwner,
  ) {
    super(message);
  }
}

export interface RecoveredLock {
  owner?: LockOwner;
  why: string;
}

export interface DataDirLock {
  readonly dir: string;
  readonly lockFile: string;
  /** The stale lock this process took over, if any (for a log line). */
  readonly recovered?: RecoveredLock;
  /** Removes the lock if it is still this process's. Safe to call more than once. */
  release(): void;
}

/** Tokens of the locks this process holds or is taking (its own files, whatever their pid says). */
const mine = new Set<string>();
/** Lock files (absolute paths) this process holds. */
const held = new Set<string>();

function readOptional(path: string): string | undefined {
  try {
    return readFileSync(path, "utf8").trim();
  } catch {
    return undefined;
  }
}

/** Field 22 of /proc/<pid>/stat: the start time in clock ticks since boot (Linux only). */
function processStartOf(pid: number): string | undefined {
  const stat = readOptional(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  // The command name (field 2) is in parentheses and may hold spaces or ')'.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return fields[19];
}

function pidNamespace(): string | undefined {
  try {
    return readlinkSync("/proc/self/ns/pid");
  } catch {
    return undefined;
  }
}

function identity(): Omit<LockOwner, "since" | "token"> {
  return {
    app: "otter-coach",
    pid: process.pid,
    host: hostname(),
    bootId: readOptional("/proc/sys/kernel/random/boot_id"),
    pidNamespace: pidNamespace(),
    processStart: processStartOf(process.pid),
  };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

type Seen =
  | { kind: "gone" }
  | { kind: "owner"; owner: LockOwner; ino: number; mtimeMs: number }
  | { kind: "garbage"; ino: number; mtimeMs: number };

function inspect(path: string): Seen {
  let ino: number;
  let mtimeMs: number;
  let text: string;
  try {
    ({ ino, mtimeMs } = lstatSync(path));
    text = readFileSync(path, "utf8");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return { kind: "gone" };
    throw err;
  }
  try {
    return { kind: "owner", owner: OwnerSchema.parse(JSON.parse(text)), ino, mtimeMs };
  } catch {
    return { kind: "garbage", ino, mtimeMs };
  }
}

type Verdict =
  | { kind: "stale"; why: string }
  | { kind: "wait" }
  | { kind: "live"; message: string }
  | { kind: "unknown"; message: string };

function judge(seen: Exclude<Seen, { kind: "gone" }>, me: LockOwner, dir: string, lockFile: string): Verdict {
  const age = Date.now() - seen.mtimeMs;
  if (seen.kind === "garbage") {
    return age > GARBAGE_GRACE_MS ? { kind: "stale", why: "unreadable lock file" } : { kind: "wait" };
  }
  const { owner } = seen;
  const who = `pid ${owner.pid} on ${owner.host === me.host ? "this host" : `host '${owner.host}'`}, since ${owner.since}`;
  const sameKernel = !!owner.bootId && owner.bootId === me.bootId;
  if (owner.host === me.host && owner.bootId && me.bootId && owner.bootId !== me.bootId) {
    return { kind: "stale", why: `pid ${owner.pid} ran before this host restarted` };
  }
  const pidsComparable =
    owner.host === me.host && (!owner.pidNamespace || !me.pidNamespace || owner.pidNamespace === me.pidNamespace);
  if (pidsComparable) {
    if (mine.has(owner.token)) return { kind: "live", message: `DATA_DIR ${dir} is already open in this process.` };
    if (owner.pid === process.pid) return { kind: "stale", why: `pid ${owner.pid} is this process now` };
    if (!isRunning(owner.pid)) return { kind: "stale", why: `pid ${owner.pid} is not running` };
    const start = processStartOf(owner.pid);
    if (owner.processStart && start && start !== owner.processStart) {
      return { kind: "stale", why: `pid ${owner.pid} is now another process` };
    }
    return {
      kind: "live",
      message:
        `DATA_DIR ${dir} is in use by another Otter Coach process (${who}). ` +
        "Two processes on one PGlite directory corrupt it: stop the other process first, give this one " +
        "its own DATA_DIR, or use DATABASE_URL (PostgreSQL) to run several processes.",
    };
  }
  if (sameKernel) {
    // Another container on this machine: its pid means nothing here, but it touches the lock.
    if (age > HEARTBEAT_STALE_MS)
      return { kind: "stale", why: `${who}: not refreshed for ${Math.round(age / 1000)} s` };
    return {
      kind: "live",
      message:
        `DATA_DIR ${dir} is in use by another Otter Coach process (${who}, in another container on this ` +
        `machine; it refreshed the lock ${Math.round(age / 1000)} s ago). Stop it first; if it is gone, the lock ` +
        `counts as stale ${HEARTBEAT_STALE_MS / 1000} s after its last refresh.`,
    };
  }
  return {
    kind: "unknown",
    message:
      `DATA_DIR ${dir} is locked by ${who}, and this process cannot tell whether it still runs. ` +
      `If no Otter Coach uses this directory on '${owner.host}' any more, delete ${lockFile} and start again.`,
  };
}

const LINK_UNSUPPORTED = new Set(["EPERM", "ENOTSUP", "EOPNOTSUPP", "ENOSYS", "EXDEV"]);

/** Creates `path` holding `content` if it does not exist; false when it does. */
function place(path: string, temp: string, content: string): boolean {
  try {
    linkSync(temp, path);
    return true;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === "EEXIST") return false;
    if (!code || !LINK_UNSUPPORTED.has(code)) throw err;
  }
  // File systems without hard links: O_EXCL, then the content (a reader may briefly see it empty).
  let fd: number;
  try {
    fd = openSync(path, "wx", 0o644);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw err;
  }
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return true;
}

function removeIfOurs(path: string, token: string): void {
  const seen = inspect(path);
  if (seen.kind === "owner" && seen.owner.token === token) unlinkSync(path);
}

type Attempt = { taken: true; recovered?: RecoveredLock } | { taken: false; message: string; owner?: LockOwner };

async function take(
  path: string,
  temp: string,
  me: LockOwner,
  dir: string,
  depth: number,
  deadline: number,
): Promise<Attempt> {
  const content = `${JSON.stringify(me)}\n`;
  let recovered: RecoveredLock | undefined;
  for (;;) {
    if (place(path, temp, content)) return { taken: true, recovered };
    const seen = inspect(path);
    if (seen.kind === "gone") continue;
    const verdict = judge(seen, me, dir, path);
    const owner = seen.kind === "owner" ? seen.owner : undefined;
    if (verdict.kind === "live" || verdict.kind === "unknown") return { taken: false, message: verdict.message, owner };
    const late = Date.now() > deadline;
    if (verdict.kind === "wait") {
      if (late)
        return {
          taken: false,
          message: `${path} is unreadable; if no Otter Coach runs on ${dir}, delete it and start again.`,
        };
      await sleep(25);
      continue;
    }
    if (depth >= MAX_DEPTH || late) {
      return {
        taken: false,
        message: `Could not recover the stale lock ${path} (${verdict.why}); delete it and start again.`,
        owner,
      };
    }
    // Stale: only the holder of path.break may remove it, after reading it again.
    const breaker = await take(`${path}.break`, temp, me, dir, depth + 1, deadline);
    if (!breaker.taken) {
      // Someone else is recovering it right now.
      await sleep(20 + Math.random() * 30);
      continue;
    }
    try {
      const again = inspect(path);
      if (again.kind !== "gone" && again.ino === seen.ino && judge(again, me, dir, path).kind === "stale") {
        unlinkSync(path);
        recovered = { owner, why: verdict.why };
      }
    } finally {
      removeIfOurs(`${path}.break`, me.token);
    }
  }
}

function describeFsError(err: unknown, dir: string): string {
  const code = (err as NodeJS.ErrnoException).code;
  if (code === "EACCES" || code === "EPERM") return `no permission to write in DATA_DIR ${dir}`;
  if (code === "EROFS") return `DATA_DIR ${dir} is on a read-only file system`;
  if (code === "ENOTDIR" || code === "EEXIST") return `DATA_DIR ${dir} is not a directory`;
  return `DATA_DIR ${dir}: ${(err as Error).message}`;
}

/** Temporary files older than this are left-overs of a process killed while taking the lock. */
const TEMP_PATTERN = new RegExp(`^${LOCK_FILE.replace(".", "\\.")}\\.\\d+\\.[0-9a-f]+\\.tmp$`);

function removeOldTemps(dir: string): void {
  try {
    for (const name of readdirSync(dir)) {
      if (!TEMP_PATTERN.test(name)) continue;
      const path = join(dir, name);
      if (Date.now() - lstatSync(path).mtimeMs > 60_000) unlinkSync(path);
    }
  } catch {
    /* best effort */
  }
}

/**
 * Takes the exclusive lock on a data directory (creating the directory), or throws a
 * DataDirLockError that says who holds it and what to do. Released by release() or at exit.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const dir = resolve(dataDir);
  const lockFile = join(dir, LOCK_FILE);
  const me: LockOwner = { ...identity(), since: new Date().toISOString(), token: randomBytes(12).toString("hex") };
  const temp = join(dir, `${LOCK_FILE}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`);
  let attempt: Attempt;
  mine.add(me.token);
  try {
    mkdirSync(dir, { recursive: true });
    const fd = openSync(temp, "wx", 0o644);
    try {
      writeSync(fd, `${JSON.stringify(me)}\n`);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    try {
      attempt = await take(lockFile, temp, me, dir, 0, Date.now() + ACQUIRE_DEADLINE_MS);
    } finally {
      unlinkSync(temp);
    }
  } catch (err) {
    mine.delete(me.token);
    throw new DataDirLockError(`Cannot lock the data directory: ${describeFsError(err, dir)}.`, lockFile);
  }
  if (!attempt.taken) {
    mine.delete(me.token);
    throw new DataDirLockError(attempt.message, lockFile, attempt.owner);
  }

  held.add(lockFile);
  removeOldTemps(dir);
  const heartbeat = setInterval(() => {
    try {
      const now = new Date();
      utimesSync(lockFile, now, now);
    } catch {
      /* the next beat tries again */
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearInterval(heartbeat);
    process.off("exit", release);
    held.delete(lockFile);
    try {
      removeIfOurs(lockFile, me.token);
    } catch {
      /* gone with its directory */
    }
    mine.delete(me.token);
  };
  // process.exit() (and an uncaught exception) still runs 'exit' listeners; SIGKILL does not,
  // which is what stale-lock recovery is for.
  process.on("exit", release);
  return { dir, lockFile, recovered: attempt.recovered, release };
}

/** True when this process holds the lock on dataDir (createPglite checks it before opening files). */
export function holdsDataDirLock(dataDir: string): boolean {
  return held.has(join(resolve(dataDir), LOCK_FILE));
}
