// Prettier over the repository: `npm run format` rewrites files, `npm run format -- --check`
// only reports the ones that differ (CI and `npm run validate`). Other arguments go to Prettier.
import { spawnSync } from "node:child_process";

const args = process.argv.slice(2);
const checking = args.includes("--check") || args.includes("-c") || args.includes("--list-different");
const prettier = ["node_modules/prettier/bin/prettier.cjs", ".", ...(checking ? [] : ["--write"]), ...args];
const { status } = spawnSync(process.execPath, prettier, { stdio: "inherit" });
process.exit(status ?? 1);
