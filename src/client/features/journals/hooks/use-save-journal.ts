import { useState } from "react";
import { CreateJournalSchema, type CreateJournalInput } from "#shared/schemas/journals.ts";
import { useCreateJournal } from "../api/journals.ts";

/**
 * Checks a journal with the same schema the server uses (so the spec's messages show inline),
 * then saves it optimistically and calls `then` at once; the save itself toasts its outcome.
 */
export function useSaveJournal() {
  const create = useCreateJournal();
  const [error, setError] = useState<string | null>(null);
  function save(input: CreateJournalInput, then?: () => void): boolean {
    const parsed = CreateJournalSchema.safeParse(input);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Please check your entry.");
      return false;
    }
    setError(null);
    create.mutate(parsed.data);
    then?.();
    return true;
  }
  return { save, error, setError, saving: create.isPending };
}
