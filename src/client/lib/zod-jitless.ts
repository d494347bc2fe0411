// zod for the browser, with `jitless` set before any schema runs (vite.config.ts aliases "zod"
// here): zod's eval probe (`new Function("")`) is caught, but a strict CSP still reports it as a
// violation (Lighthouse best practices, the browser's Issues panel). The server keeps plain zod.
import * as z from "zod/v4";

z.config({ jitless: true });

export * from "zod/v4";
export { z, z as default };
