// `npm start`: builds the client and server when the build is missing or older than the
// sources, then runs the production server (one process: client, /api and /sw.js on one port).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import NODE_FLAGS from "../src/server/node-flags.json" with { type: "json" };

const STAMP = "dist/.build-stamp";
const INPUTS = ["src", "public", "drizzle", "vite.config.ts", "package.json", "package-lock.json"];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  let newest = s.mtimeMs;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

const stale = !existsSync(STAMP) || INPUTS.some((p) => newestMtime(p) > statSync(STAMP).mtimeMs);
if (stale) {
  console.log("Building Otter Coach (first start or sources changed)...");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", shell: process.platform === "win32" });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(STAMP, new Date().toISOString());
}

// A .env file beside package.json is read when present (see .env.example).
// The server's V8 flags are given here, at start (decision 033), never changed while it runs.
const args = [
  ...NODE_FLAGS,
  ...(existsSync(".env") ? ["--env-file=.env"] : []),
  "--enable-source-maps",
  "dist/server/index.js",
];
const server = spawn(process.execPath, args, { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
