// When the session ends under a form (signed out on another device, password changed), what the
// person typed is kept in this tab and put back once they sign in again as the same user
// (issue 13, point 2). sessionStorage: it never outlives the tab and never reaches another account.
import { useEffect } from "react";
import { useSession } from "./auth-client.ts";
import { readTab, removeTab, writeTab } from "./tab-storage.ts";
import { useLatest } from "./use-latest.ts";

const STORE = "otter-kept-drafts";

interface Kept {
  userId: string;
  /** By "<path>#<form key>". */
  drafts: Record<string, unknown>;
}

/** The forms on screen: their key and what they hold now (undefined when empty). */
const live = new Map<string, () => unknown>();

function read(): Kept | null {
  const kept = readTab(STORE) as Kept | null;
  return kept && typeof kept.userId === "string" && typeof kept.drafts === "object" && kept.drafts !== null
    ? kept
    : null;
}

const write = (kept: Kept): boolean => writeTab(STORE, Object.keys(kept.drafts).length === 0 ? null : kept);

/** What `userId` has kept so far (another user's drafts are dropped). */
function keptFor(userId: string): Kept {
  const kept = read();
  return kept?.userId === userId ? kept : { userId, drafts: {} };
}

/** Keeps one form's value, for the form at `path` (a save that failed after its form was left). */
export function keepDraft(userId: string, path: string, key: string, value: unknown): boolean {
  const kept = keptFor(userId);
  return write({ userId, drafts: { ...kept.drafts, [`${path}#${key}`]: value } });
}

/** Saves in flight whose form was left at once (optimistic saves), by the variables they send. */
const inFlight = new WeakMap<object, { userId: string; path: string; key: string; value: unknown }>();

/** Registers what to keep should the save sending `variables` fail after its form is gone. */
export function keepIfSaveFails(variables: object, userId: string, key: string, value: unknown) {
  inFlight.set(variables, { userId, path: location.pathname, key, value });
}

/** In a form: `keep(variables, key, value)` before an optimistic save that leaves the form. */
export function useKeepIfSaveFails() {
  const { data: user } = useSession();
  return (variables: object, key: string, value: unknown) => {
    if (user) keepIfSaveFails(variables, user.id, key, value);
  };
}

/** A save failed (MutationCache): keeps its form's value; the form's path when it did. */
export function keepFailedSave(variables: unknown): string | null {
  const entry = typeof variables === "object" && variables !== null ? inFlight.get(variables) : undefined;
  if (!entry) return null;
  inFlight.delete(variables as object);
  return keepDraft(entry.userId, entry.path, entry.key, entry.value) ? entry.path : null;
}

const RETURN_TO = "otter-return-to";

/** After signing in again, go to this form (where a failed save's text waits) rather than back. */
export const returnAfterSignIn = (path: string) => void writeTab(RETURN_TO, path);

/** The form to return to after signing in, once. */
export function takeReturnPath(): string | null {
  const path = readTab(RETURN_TO);
  removeTab(RETURN_TO);
  return typeof path === "string" ? path : null;
}

/** Opens a screen from outside React (a toast's action); RootLayout listens. */
export const OPEN_EVENT = "otter:open";
export const openScreen = (path: string) => window.dispatchEvent(new CustomEvent(OPEN_EVENT, { detail: path }));

/** Keeps every non-empty form on screen for `userId`; true when there was something to keep. */
export function keepDrafts(userId: string): boolean {
  const kept = keptFor(userId);
  let any = false;
  for (const [key, get] of live) {
    const value = get();
    if (value === undefined) continue;
    kept.drafts[`${location.pathname}#${key}`] = value;
    any = true;
  }
  return any && write(kept);
}

/** The draft kept for `key` on this page, removed as it is taken; another user's drafts are dropped. */
export function takeDraft(userId: string, key: string): unknown {
  const kept = read();
  if (!kept) return undefined;
  if (kept.userId !== userId) {
    removeTab(STORE);
    return undefined;
  }
  const id = `${location.pathname}#${key}`;
  if (!(id in kept.drafts)) return undefined;
  const { [id]: value, ...rest } = kept.drafts;
  write({ userId, drafts: rest });
  return value;
}

/**
 * Makes a form's text survive the end of a session: `value` is kept when the session ends, and
 * handed to `restore` when this form shows again for the same user. `isEmpty` says when there is
 * nothing worth keeping; `isValid` checks what comes back from storage.
 */
export function useKeptDraft<T>(
  key: string,
  value: T,
  restore: (value: T) => void,
  isEmpty: (value: T) => boolean,
  isValid: (value: unknown) => value is T,
) {
  const { data: user } = useSession();
  const latest = useLatest({ value, isEmpty, restore, isValid });

  useEffect(() => {
    live.set(key, () => (latest.current.isEmpty(latest.current.value) ? undefined : latest.current.value));
    return () => void live.delete(key);
  }, [key, latest]);

  const userId = user?.id;
  useEffect(() => {
    if (!userId) return;
    const kept = takeDraft(userId, key);
    if (latest.current.isValid(kept)) latest.current.restore(kept);
  }, [userId, key, latest]);
}

export const isText = (value: unknown): value is string => typeof value === "string";
export const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === "string");
export const isBlank = (value: string | readonly string[]) =>
  (typeof value === "string" ? value : value.join("")).trim() === "";
/** A check-in's draft: a 1-5 level (or none yet) and a note. */
export const isLevelDraft = (v: unknown): v is { level: number | null; note: string } =>
  typeof v === "object" &&
  v !== null &&
  "note" in v &&
  typeof v.note === "string" &&
  "level" in v &&
  (v.level === null || (typeof v.level === "number" && v.level >= 1 && v.level <= 5));
