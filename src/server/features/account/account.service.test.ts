// deleteAccount tries again when PostgreSQL aborts its cascade as a deadlock (seen in the cluster
// test: a coach reply being stored by another instance while the account was deleted).
import { describe, expect, it } from "vitest";
import type { Db } from "#server/db/client.ts";
import { deleteAccount } from "./account.service.ts";

/** A Db whose `delete(…).where(…)` fails with these errors in turn, then succeeds. */
function failingDb(errors: Error[]) {
  let calls = 0;
  const db = {
    delete: () => ({
      where: () => {
        calls += 1;
        const error = errors.shift();
        return error ? Promise.reject(error) : Promise.resolve();
      },
    }),
  } as unknown as Db;
  return { db, calls: () => calls };
}

const deadlock = () =>
  Object.assign(new Error("Failed query"), { cause: { code: "40P01", message: "deadlock detected" } });

describe("deleteAccount", () => {
  it("tries again after a deadlock", async () => {
    const { db, calls } = failingDb([deadlock()]);
    await deleteAccount(db, "user-1");
    expect(calls()).toBe(2);
  });

  it("gives up after three deadlocks, and never retries other errors", async () => {
    const three = failingDb([deadlock(), deadlock(), deadlock()]);
    await expect(deleteAccount(three.db, "user-1")).rejects.toThrow("Failed query");
    expect(three.calls()).toBe(3);
    const other = failingDb([new Error("connection lost")]);
    await expect(deleteAccount(other.db, "user-1")).rejects.toThrow("connection lost");
    expect(other.calls()).toBe(1);
  });
});
