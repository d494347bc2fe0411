// `npm run dev`: the API server rebuilt and restarted on change (port 3000) and Vite's dev
// server with hot reload (port 5173, proxying /api to 3000).
import { spawn } from "node:child_process";
import { context } from "esbuild";
import NODE_FLAGS from "../src/server/node-flags.json" with { type: "json" };
import { NODE_BUNDLE_OPTIONS } from "./node-bundle.mjs";

const ctx = await context({
  ...NODE_BUNDLE_OPTIONS,
  entryPoints: ["src/server/index.ts"],
  outfile: "dist/server/index.js",
  sourcemap: true,
  logLevel: "info",
});
await ctx.rebuild();
await ctx.watch();

const children = [
  spawn(process.execPath, [...NODE_FLAGS, "--watch-path=dist/server", "--enable-source-maps", "dist/server/index.js"], {
    stdio: "inherit",
  }),
  spawn("npx", ["vite"], { stdio: "inherit" }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
  void ctx.dispose().then(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
