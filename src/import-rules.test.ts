// The one-way import rules of docs/architecture.md, checked on every file:
// shared imports nothing of ours; the client imports the server only as types; client
// features never import each other; nothing under src/client imports node built-ins.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..");

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

interface Import {
  file: string;
  spec: string;
  typeOnly: boolean;
}

function imports(dir: string): Import[] {
  return files(join(ROOT, dir)).flatMap((file) => {
    const text = readFileSync(file, "utf8");
    const found: Import[] = [];
    for (const m of text.matchAll(/^\s*(import|export)\s+(type\s+)?[^'"]*?from\s+["']([^"']+)["']/gm)) {
      found.push({ file: relative(ROOT, file).split(sep).join("/"), spec: m[3]!, typeOnly: Boolean(m[2]) });
    }
    for (const m of text.matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)) {
      found.push({ file: relative(ROOT, file).split(sep).join("/"), spec: m[1]!, typeOnly: false });
    }
    return found;
  });
}

const featureOf = (path: string) => /src\/client\/features\/([^/]+)\//.exec(path)?.[1];

describe("import rules", () => {
  it("src/shared imports no server, client, drizzle or node code", () => {
    const bad = imports("src/shared").filter(
      (i) =>
        /^#(server|client)\//.test(i.spec) ||
        i.spec.startsWith("node:") ||
        i.spec.startsWith("drizzle") ||
        /\.\.\/(server|client)\//.test(i.spec),
    );
    expect(bad).toEqual([]);
  });

  it("src/client imports the server only as types and no node built-ins", () => {
    const bad = imports("src/client").filter(
      (i) =>
        (!i.typeOnly && (i.spec.startsWith("#server/") || /\/server\//.test(i.spec))) || i.spec.startsWith("node:"),
    );
    expect(bad.filter((i) => !i.file.endsWith(".test.tsx") && !i.file.endsWith(".test.ts"))).toEqual([]);
  });

  it("src/server never imports the client", () => {
    expect(imports("src/server").filter((i) => i.spec.startsWith("#client/") || /\/client\//.test(i.spec))).toEqual([]);
  });

  it("client features never import each other", () => {
    const bad = imports("src/client/features").filter((i) => {
      const from = featureOf(i.file);
      const target = i.spec.startsWith("#client/features/") ? i.spec.split("/")[2] : undefined;
      return from && target && from !== target;
    });
    expect(bad).toEqual([]);
  });
});
