// The tests' logger: silent, but it remembers every error-level line, and the server project's
// setup file (error-log-setup.ts) fails a test after which one was logged that the test did not
// expect. A failing background run, tick or send is logged, never thrown to a request: without
// this it would pass unnoticed. A test that provokes one says so with expectErrorLog(pattern).
import { createLogger, type Logger } from "../lib/logger.ts";

export interface ErrorLine {
  msg: string;
  /** `msg`, then the message of each Error in the data: what expectErrorLog patterns match. */
  line: string;
}

export interface TestLogger {
  logger: Logger;
  /** Every error-level line logged so far. */
  readonly errors: readonly ErrorLine[];
  /**
   * The current test expects an error line matching `pattern` (a RegExp, or a substring of the
   * line): matching lines are allowed, and the test fails if none was logged by its end.
   */
  expectErrorLog: (pattern: RegExp | string) => void;
  /** The problems since the last check (unexpected lines, unmet expectations); clears the expectations. */
  settle: () => string[];
  /** Settles, then stops checking this logger after each test (the test server's close()). */
  dispose: () => string[];
}

const live = new Set<TestLogger>();

function describeLine(msg: string, data: Record<string, unknown> | undefined): string {
  const messages = Object.values(data ?? {})
    .filter((v): v is Error => v instanceof Error)
    .map((e) => `${e.name}: ${e.message}`);
  return messages.length ? `${msg} (${messages.join("; ")})` : msg;
}

const matches = (pattern: RegExp | string, line: string) =>
  typeof pattern === "string" ? line.includes(pattern) : pattern.test(line);

/** A recording logger; `forward` (a test that reads the log) still receives every line. */
export function createTestLogger(forward: Logger = createLogger("silent")): TestLogger {
  const errors: ErrorLine[] = [];
  let checked = 0;
  let expected: { pattern: RegExp | string; seen: boolean }[] = [];
  const recorder: TestLogger = {
    errors,
    logger: {
      debug: (msg, data) => forward.debug(msg, data),
      info: (msg, data) => forward.info(msg, data),
      warn: (msg, data) => forward.warn(msg, data),
      error: (msg, data) => {
        errors.push({ msg, line: describeLine(msg, data) });
        forward.error(msg, data);
      },
    },
    expectErrorLog(pattern) {
      expected.push({ pattern, seen: false });
    },
    dispose() {
      live.delete(recorder);
      return recorder.settle();
    },
    settle() {
      const problems: string[] = [];
      for (const { line } of errors.slice(checked)) {
        const hit = expected.find((e) => matches(e.pattern, line));
        if (hit) hit.seen = true;
        else problems.push(`unexpected error log: ${line}`);
      }
      for (const e of expected.filter((x) => !x.seen))
        problems.push(`expected an error log matching ${String(e.pattern)}`);
      checked = errors.length;
      expected = [];
      return problems;
    },
  };
  live.add(recorder);
  return recorder;
}

/**
 * Called after each server test: every live test logger's new error lines must have been
 * expected by that test, and each expectation met.
 */
export function checkErrorLogs(): void {
  failOn([...live].flatMap((r) => r.settle()));
}

/** Throws one error listing the problems, if any. */
export function failOn(problems: string[]): void {
  if (problems.length > 0)
    throw new Error(
      `${problems.join("\n")}\n(a test that provokes an error log says so with t.expectErrorLog(/pattern/))`,
    );
}
