import { configDefaults, defineConfig } from "vitest/config";
import NODE_FLAGS from "./src/server/node-flags.json" with { type: "json" };

// Three projects (docs/testing.md): the server on a migrated database, plain unit tests on node,
// and client component tests (*.test.tsx) in happy-dom with Testing Library.
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Vitest's default is one worker fewer than the cores: one worker on CI's two cores, where
    // most server files wait on PGlite, PostgreSQL or a child process. Every core: the two
    // passes took 567 s and 387 s with one worker, 379 s and 237 s with two.
    maxWorkers: "100%",
    // Files in a worker share one module graph instead of importing the server afresh for each:
    // the PGlite pass 405 -> ~280 s on CI's two cores. Every file makes its own database, server
    // and clock, and error-log-setup checks each file's logs, so nothing leaks between files.
    isolate: false,
    // The server's V8 flags, given when each worker starts (decision 033).
    execArgv: NODE_FLAGS,
    projects: [
      {
        extends: true,
        test: {
          name: "server",
          include: ["src/server/**/*.test.ts"],
          environment: "node",
          globalSetup: ["src/server/testing/global-setup.ts"],
          // Fails a test when the server logged an error it did not expect.
          setupFiles: ["src/server/testing/error-log-setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "unit",
          include: ["src/**/*.test.ts"],
          exclude: [...configDefaults.exclude, "src/server/**"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "dom",
          include: ["src/client/**/*.test.tsx"],
          environment: "happy-dom",
          setupFiles: ["src/client/testing/setup.ts"],
        },
      },
    ],
  },
});
