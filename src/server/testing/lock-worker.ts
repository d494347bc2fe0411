// One contender for the data directory lock (data-dir-lock.test.ts): waits for "go" on stdin, tries
// to take the lock on argv[2], prints "taken" or "refused <message>", and holds what it took until
// stdin closes (its exit releases the lock). Bundled by the test: node lock-worker.mjs <dir>
import { createInterface } from "node:readline";
import { lockDataDir } from "#server/db/data-dir-lock.ts";

const dir = process.argv[2]!;
const lines = createInterface({ input: process.stdin });
lines.on("line", (line) => {
  if (line.trim() !== "go") return;
  lockDataDir(dir).then(
    (lock) => process.stdout.write(`taken${lock.recovered ? " recovered" : ""}\n`),
    (err: Error) => process.stdout.write(`refused ${err.message}\n`),
  );
});
lines.on("close", () => process.exit(0));
process.stdout.write("ready\n");
