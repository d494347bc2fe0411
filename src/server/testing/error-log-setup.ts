// Setup file of the server test project (vitest.config.ts): after each test, the test loggers'
// new error lines must all have been expected (test-logger.ts).
import { afterEach } from "vitest";
import { checkErrorLogs } from "./test-logger.ts";

afterEach(() => checkErrorLogs());
