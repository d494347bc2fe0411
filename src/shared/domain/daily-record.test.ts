import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addCompletedId, completedCount, isPlanComplete, planCompletionKey, uniqueIds } from "./daily-record.ts";

const ids = fc.array(fc.constantFrom("a", "b", "c", "d", "e"), { maxLength: 8 });

describe("daily exercise record", () => {
  it("adds an id once", () => {
    expect(addCompletedId([], "a")).toEqual(["a"]);
    expect(addCompletedId(["a"], "b")).toEqual(["a", "b"]);
    const same = ["a", "b"];
    expect(addCompletedId(same, "a")).toBe(same);
    fc.assert(
      fc.property(ids, fc.constantFrom("a", "b", "c"), (list, id) => {
        const once = addCompletedId(list, id);
        expect(addCompletedId(once, id)).toBe(once);
        expect(once.includes(id)).toBe(true);
      }),
    );
  });

  it("is complete only when every plan id is done", () => {
    expect(isPlanComplete([], [])).toBe(false);
    expect(isPlanComplete(["a", "b"], ["b"])).toBe(false);
    expect(isPlanComplete(["a", "b"], ["b", "x", "a"])).toBe(true);
    fc.assert(
      fc.property(ids, ids, (plan, done) => {
        const complete = isPlanComplete(plan, done);
        expect(complete).toBe(plan.length > 0 && completedCount(plan, done) === new Set(plan).size);
        // Completing every plan exercise, in any order, always completes the record.
        expect(
          isPlanComplete(
            plan,
            plan.reduce<readonly string[]>((acc, id) => addCompletedId(acc, id), done),
          ),
        ).toBe(plan.length > 0);
      }),
    );
  });

  it("counts only plan exercises", () => {
    expect(completedCount(["a", "b", "c"], ["a", "x", "c"])).toBe(2);
    expect(completedCount(["a"], [])).toBe(0);
  });

  it("keys awards per exercise per local day", () => {
    expect(planCompletionKey("success-replay", "2026-03-10")).toBe("exercise:success-replay:2026-03-10");
    expect(planCompletionKey("a", "2026-03-10")).not.toBe(planCompletionKey("a", "2026-03-11"));
  });

  it("deduplicates plan ids keeping the first order", () => {
    expect(uniqueIds(["b", "a", "b", "c", "a"])).toEqual(["b", "a", "c"]);
  });
});
