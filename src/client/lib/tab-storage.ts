// This tab's storage (sessionStorage) as JSON, for what must survive a reload or a new sign-in in
// the same tab and nothing longer. Storage that is blocked or full is treated as empty: callers
// lose the convenience, never the page.

export function readTab(key: string): unknown {
  try {
    return JSON.parse(sessionStorage.getItem(key) ?? "null") as unknown;
  } catch {
    return null;
  }
}

/** Stores `value` (removes the key for null); false when the browser refused. */
export function writeTab(key: string, value: unknown): boolean {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export const removeTab = (key: string) => void writeTab(key, null);
