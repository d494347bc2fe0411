// Bundle sizes from dist/client: the JS that loads on first paint (the entry module script, its
// modulepreload links and, to be safe, their static-import closure), gzipped at level 9; CSS;
// and the largest lazy chunks.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join, posix } from "node:path";
import { gzipSync } from "node:zlib";
import { metric, round } from "./lib.mjs";

const INITIAL_JS_BUDGET_KB = 120;
const LAZY_TOP = 5;

const gzKb = (buf) => gzipSync(buf, { level: 9 }).length / 1024;

/** Attribute values of tags matching `tagRe` (a whole-tag regex) whose attribute `attr` is present. */
function attrs(html, tagRe, attr) {
  const out = [];
  for (const m of html.matchAll(tagRe)) {
    const a = new RegExp(`\\s${attr}\\s*=\\s*["']([^"']+)["']`, "i").exec(m[0]);
    if (a) out.push(a[1]);
  }
  return out;
}

/** Static `import … from "./x.js"` / `import "./x.js"` / `export … from "./x.js"` specifiers (not dynamic import()). */
function staticImports(code) {
  const found = new Set();
  const re = /(?:^|[^\w$.])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+\.js)["']/g;
  for (const m of code.matchAll(re)) found.add(m[1]);
  return [...found];
}

export default async function bundle(ctx) {
  const clientDir = join(ctx.root, "dist", "client");
  const html = readFileSync(join(clientDir, "index.html"), "utf8");
  const toFile = (url) => join(clientDir, url.replace(/^\//, "").split(/[?#]/)[0]);

  const entries = attrs(html, /<script\b[^>]*type\s*=\s*["']module["'][^>]*>/gi, "src");
  const preloads = attrs(html, /<link\b[^>]*rel\s*=\s*["']modulepreload["'][^>]*>/gi, "href");
  const styles = attrs(html, /<link\b[^>]*rel\s*=\s*["']stylesheet["'][^>]*>/gi, "href");
  if (entries.length === 0) throw new Error("no <script type=module src> in dist/client/index.html");

  // Initial JS = entry + modulepreloads + anything they import statically (should already be preloaded).
  const initial = new Map(); // file → gz KB
  const notPreloaded = [];
  const queue = [...entries, ...preloads].map(toFile);
  const listed = new Set(queue);
  for (let guard = 0; queue.length > 0 && guard < 1000; guard += 1) {
    const file = queue.shift();
    if (initial.has(file) || !existsSync(file)) continue;
    const buf = readFileSync(file);
    initial.set(file, gzKb(buf));
    for (const spec of staticImports(buf.toString("utf8"))) {
      if (!spec.startsWith(".") && !spec.startsWith("/")) continue;
      const dep = spec.startsWith("/") ? toFile(spec) : join(dirname(file), posix.normalize(spec));
      if (!initial.has(dep)) {
        if (!listed.has(dep)) notPreloaded.push(basename(dep));
        listed.add(dep);
        queue.push(dep);
      }
    }
  }
  const initialKb = [...initial.values()].reduce((a, b) => a + b, 0);
  const cssKb = styles
    .map(toFile)
    .filter(existsSync)
    .reduce((sum, f) => sum + gzKb(readFileSync(f)), 0);

  // Lazy chunks: every other JS file under assets/.
  const assetsDir = join(clientDir, "assets");
  const lazy = readdirSync(assetsDir)
    .filter((f) => f.endsWith(".js"))
    .map((f) => join(assetsDir, f))
    .filter((f) => !initial.has(f))
    .map((f) => ({ file: f, kb: gzKb(readFileSync(f)) }))
    .sort((a, b) => b.kb - a.kb);

  // The /auth route (first screen of a signed-out visitor): its lazy chunk + its static imports not already initial.
  const authChunk = lazy.find((c) => /^auth-[\w-]+\.js$/.test(basename(c.file)));
  let authRouteKb;
  if (authChunk) {
    const seen = new Set();
    const q = [authChunk.file];
    authRouteKb = 0;
    for (let guard = 0; q.length > 0 && guard < 1000; guard += 1) {
      const f = q.shift();
      if (seen.has(f) || initial.has(f) || !existsSync(f)) continue;
      seen.add(f);
      const buf = readFileSync(f);
      authRouteKb += gzKb(buf);
      for (const spec of staticImports(buf.toString("utf8")))
        if (spec.startsWith(".")) q.push(join(dirname(f), posix.normalize(spec)));
    }
  }

  const metrics = [
    metric("Initial JS (entry + modulepreload, gzip -9)", round(initialKb, 1), "KB", { max: INITIAL_JS_BUDGET_KB }),
    metric("Initial CSS (gzip -9)", round(cssKb, 1), "KB"),
  ];
  if (authRouteKb !== undefined)
    metrics.push(metric("/auth route chunk + its own imports (lazy, gzip -9)", round(authRouteKb, 1), "KB"));
  for (const c of lazy.slice(0, LAZY_TOP)) metrics.push(metric(`Lazy chunk ${basename(c.file)}`, round(c.kb, 1), "KB"));
  metrics.push(
    metric(
      "Lazy JS total",
      round(
        lazy.reduce((a, c) => a + c.kb, 0),
        1,
      ),
      "KB",
    ),
  );

  return {
    name: "Bundle",
    metrics,
    details: {
      initialFiles: Object.fromEntries([...initial].map(([f, kb]) => [basename(f), round(kb, 2)])),
      staticImportsNotPreloaded: notPreloaded,
      lazyChunks: lazy.length,
    },
  };
}
