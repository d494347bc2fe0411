// Bundles the server into dist/server/index.js (dependencies stay in node_modules).
import { bundleForNode } from "./node-bundle.mjs";

await bundleForNode("src/server/index.ts", "dist/server/index.js", { sourcemap: true });
