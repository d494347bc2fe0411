// One set of esbuild options for every server-side bundle (the server, dev watch, bench scripts):
// ESM for Node 20, dependencies left in node_modules.
import { build } from "esbuild";

export const NODE_BUNDLE_OPTIONS = {
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  logLevel: "warning",
};

export function bundleForNode(entry, outfile, extra = {}) {
  return build({ ...NODE_BUNDLE_OPTIONS, entryPoints: [entry], outfile, ...extra });
}
