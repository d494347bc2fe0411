import { useState } from "react";
import { useKeepIfSaveFails } from "#client/lib/kept-drafts.ts";
import { CreateJournalSchema, type CreateJournalInput } from "#shared/schemas/journals.ts";
import { useCreateJournal } from "../api/journals.ts";

/**
 * Checks a journal with the same schema the server uses (so the spec's messages show inline),
 * then saves it optimistically and calls `then` at once; the save itself toasts its outcome.
 */
export function useSaveJournal() {
  const create = useCreateJournal();
  const keepIfFails = useKeepIfSaveFails();
  const [error, setError] = useState<string | null>(null);
  /** `keep`: the form's key and value, put back in the form should the save fail after it was left. */
  function save(input: CreateJournalInput, then?: () => void, keep?: { key: string; value: unknown }): boolean {
    const parsed = CreateJournalSchema.safeParse(input);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Please check your entry.");
      return false;
    }
    setError(null);
    if (keep) keepIfFails(parsed.data, keep.key, keep.value);
    create.mutate(parsed.data);
    then?.();
    return true;
  }
  return { save, error, setError, saving: create.isPending };
}
