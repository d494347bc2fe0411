import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";

const ROOT = join(import.meta.dirname, "..", "..", "..");

/**
 * Bundles a server-side entry for a child process (Node 20 cannot run TypeScript). The file goes
 * under dist/ so that node_modules and drizzle/ resolve from the repository root, even when
 * node_modules is a symlink. Returns its path and a remover.
 */
export async function bundleEntry(entry: string, name: string): Promise<{ file: string; remove(): void }> {
  const dir = join(ROOT, "dist", ".test");
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}-${process.pid}-${Date.now()}.mjs`);
  await build({
    entryPoints: [entry],
    outfile: file,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "warning",
  });
  return { file, remove: () => rmSync(file, { force: true }) };
}
