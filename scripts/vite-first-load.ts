// Vite plugins for the first load (docs/decisions/010-first-paint.md).
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|webmanifest|json|txt|ico)$/;
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

/**
 * Writes .br and .gz beside every compressible file of the client build, once the build (and
 * vite-plugin-pwa's sw.js) is written. The server sends them (serveStatic `precompressed`), so
 * no request pays for compression and the bytes on the wire shrink ~3-4x.
 */
export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "otter-precompress",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle: {
      order: "post",
      sequential: true,
      handler() {
        for (const file of files(outDir)) {
          if (statSync(file).size < MIN_BYTES) continue;
          const source = readFileSync(file);
          writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
          writeFileSync(`${file}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        }
      },
    },
  };
}

/**
 * index.html paints a splash from HTML and CSS alone, so the app's scripts are not needed for
 * the first paint: `fetchpriority="low"` lets the stylesheet and the splash image go first.
 */
export function scriptsAfterSplash(): Plugin {
  return {
    name: "otter-scripts-after-splash",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler: (html) =>
        html.replace(
          /<(script type="module"|link rel="modulepreload") (?![^>]*fetchpriority)/g,
          '<$1 fetchpriority="low" ',
        ),
    },
  };
}
