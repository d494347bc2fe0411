import { Component as JournalHistory } from "./journal-history.tsx";

export function Component() {
  return <JournalHistory title="All Journal Entries" />;
}
