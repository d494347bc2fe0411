// Renders the otter companion into the app's favicon and PWA icons.
//
// Run by hand from the repo root when the otter artwork changes (not part of the build):
//   node scripts/make-icons.mjs
// Needs Chromium (Debian: /usr/bin/chromium, or set CHROMIUM=/path/to/chrome).
//
// Writes public/favicon.svg and public/icons/{icon-192,icon-512,maskable-512,apple-touch-icon}.png.
// public/manifest.webmanifest lists these files and is edited by hand.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { constants as zlibConstants, deflateSync, inflateSync } from "node:zlib";
import { build } from "esbuild";

const ROOT = resolve(import.meta.dirname, "..");
const PUBLIC = join(ROOT, "public");
const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";

/** The otter used for the icons: the level 1 pup peeking out of her shell, happy. */
const LEVEL = 1;
const MOOD = "happy";
/** The part of the otter's 200x200 artwork shown: her head, paws and the shell rim. */
const CROP = { x: 44, y: 50, size: 112 };

/** CRC-32 lookup for PNG chunks (defined up here: the top-level await below runs first). */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

const BROWN = "#8B5E3C";
const CREAM = "#FFF8EE";

// ---------------------------------------------------------------------------
// 1. Render the React component to static SVG markup.

const work = mkdtempSync(join(tmpdir(), "otter-icons-"));
try {
  const otterSvg = await renderOtter();
  const otter = otterInner(otterSvg);

  // 2. Compose the icons (all drawn on a 512x512 canvas).
  const any = iconSvg(otter, { corner: 112, circle: 212 });
  // Tab favicons are 16-32px: a thinner frame leaves more room for her face.
  const favicon = iconSvg(otter, { corner: 112, circle: 236 });
  // Maskable: full-bleed tile; circle and otter stay inside the 80% safe zone (r 204.8).
  const maskable = iconSvg(otter, { corner: 0, circle: 204, otter: 384 });
  const apple = iconSvg(otter, { corner: 0, circle: 208 });

  // 3. Write them out.
  mkdirSync(join(PUBLIC, "icons"), { recursive: true });
  writeOut("favicon.svg", Buffer.from(favicon + "\n"));
  writeOut("icons/icon-192.png", await png(any, 192, { opaque: false }));
  writeOut("icons/icon-512.png", await png(any, 512, { opaque: false }));
  writeOut("icons/maskable-512.png", await png(maskable, 512, { opaque: true }));
  writeOut("icons/apple-touch-icon.png", await png(apple, 180, { opaque: true }));
} finally {
  rmSync(work, { recursive: true, force: true });
}

async function renderOtter() {
  const outfile = join(work, "render-otter.mjs");
  await build({
    stdin: {
      contents: [
        'import { createElement } from "react";',
        'import { renderToStaticMarkup } from "react-dom/server";',
        'import { Otter } from "./src/client/components/otter/otter.tsx";',
        "export const render = (props) => renderToStaticMarkup(createElement(Otter, props));",
      ].join("\n"),
      resolveDir: ROOT,
      loader: "tsx",
      sourcefile: "render-otter.tsx",
    },
    outfile,
    bundle: true,
    format: "esm",
    platform: "node",
    jsx: "automatic",
    define: { "process.env.NODE_ENV": '"production"' },
    // react-dom/server is CommonJS and requires Node built-ins.
    banner: { js: 'import { createRequire } from "node:module"; const require = createRequire(import.meta.url);' },
    logLevel: "warning",
  });
  const { render } = await import(pathToFileURL(outfile).href);
  return render({ level: LEVEL, mood: MOOD, size: 200 });
}

/** The artwork inside the component's <svg>, without its idle-motion CSS and with short ids. */
function otterInner(svg) {
  const inner = svg.match(/^<svg[^>]*>([\s\S]*)<\/svg>$/)?.[1];
  if (!inner) throw new Error("unexpected Otter markup");
  const ids = [...new Set([...inner.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1]))];
  let out = inner
    .replace(/<title[^>]*>[\s\S]*?<\/title>/g, "")
    .replace(/<style>[\s\S]*?<\/style>/g, "")
    .replace(/ class="otter-[a-z-]+"/g, "")
    .replace(/<([a-zA-Z]+)([^<>]*)><\/\1>/g, "<$1$2/>");
  ids.forEach((id, i) => {
    out = out.split(`"${id}"`).join(`"o${i}"`).split(`url(#${id})`).join(`url(#o${i})`);
  });
  return out;
}

/**
 * A 512x512 icon: a brand-brown tile (rounded when `corner` > 0, transparent
 * outside it), a cream circle of radius `circle`, and the otter clipped to the
 * circle. The otter's crop box spans `otter` px (default: the circle's diameter).
 */
function iconSvg(otter, { corner, circle, otter: span = circle * 2 }) {
  const k = span / CROP.size;
  const offset = 256 - span / 2;
  const f = (n) => Math.round(n * 1000) / 1000;
  const tile = corner
    ? `<rect width="512" height="512" rx="${corner}" fill="${BROWN}"/>`
    : `<path d="M0 0H512V512H0Z" fill="${BROWN}"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">` +
    `<clipPath id="c"><circle cx="256" cy="256" r="${circle}"/></clipPath>` +
    tile +
    `<circle cx="256" cy="256" r="${circle}" fill="${CREAM}"/>` +
    `<g clip-path="url(#c)"><g transform="translate(${f(offset - CROP.x * k)} ${f(offset - CROP.y * k)}) scale(${f(k)})">` +
    otter +
    `</g></g></svg>`
  );
}

/** Screenshot the SVG at `size` px with headless Chromium, then re-encode it compactly. */
async function png(svg, size, { opaque }) {
  const page = join(work, `icon-${size}.html`);
  const shot = join(work, `icon-${size}.png`);
  const sized = svg.replace("<svg ", `<svg width="${size}" height="${size}" `);
  writeFileSync(
    page,
    `<!doctype html><html><head><style>html,body{margin:0;padding:0;background:transparent;overflow:hidden}svg{display:block}</style></head><body>${sized}</body></html>`,
  );
  rmSync(shot, { force: true });
  execFileSync(
    CHROMIUM,
    [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--hide-scrollbars",
      "--force-device-scale-factor=1",
      "--default-background-color=00000000",
      `--user-data-dir=${join(work, "chromium-profile")}`,
      `--window-size=${size},${size}`,
      `--screenshot=${shot}`,
      pathToFileURL(page).href,
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  const img = decodePng(readFileSync(shot));
  if (img.width !== size || img.height !== size) {
    throw new Error(`screenshot is ${img.width}x${img.height}, expected ${size}x${size}`);
  }
  const isOpaque = img.pixels.every((_, i) => i % 4 !== 3 || img.pixels[i] === 255);
  if (opaque && !isOpaque) throw new Error(`icon ${size}px should be opaque but has transparent pixels`);
  return encodePng(img, { alpha: !isOpaque });
}

function writeOut(rel, bytes) {
  writeFileSync(join(PUBLIC, rel), bytes);
  console.log(`${`public/${rel}`.padEnd(34)} ${String(bytes.length).padStart(6)} bytes`);
}

// ---------------------------------------------------------------------------
// Minimal PNG codec (8-bit RGB/RGBA, non-interlaced), enough for Chromium's output.

function decodePng(buf) {
  const sig = "89504e470d0a1a0a";
  if (buf.subarray(0, 8).toString("hex") !== sig) throw new Error("not a PNG");
  let pos = 8;
  let ihdr;
  const idat = [];
  while (pos < buf.length) {
    const len = buf.readUInt32BE(pos);
    const type = buf.toString("latin1", pos + 4, pos + 8);
    const data = buf.subarray(pos + 8, pos + 8 + len);
    if (type === "IHDR") ihdr = data;
    else if (type === "IDAT") idat.push(data);
    else if (type === "IEND") break;
    pos += 12 + len;
  }
  const width = ihdr.readUInt32BE(0);
  const height = ihdr.readUInt32BE(4);
  const [depth, colorType, , , interlace] = ihdr.subarray(8);
  if (depth !== 8 || interlace !== 0 || (colorType !== 6 && colorType !== 2)) {
    throw new Error(`unsupported PNG (depth ${depth}, colour type ${colorType}, interlace ${interlace})`);
  }
  const bpp = colorType === 6 ? 4 : 3;
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * bpp;
  const rows = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const src = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const row = rows.subarray(y * stride, (y + 1) * stride);
    const up = y > 0 ? rows.subarray((y - 1) * stride, y * stride) : Buffer.alloc(stride);
    for (let i = 0; i < stride; i++) {
      const a = i >= bpp ? row[i - bpp] : 0;
      const b = up[i];
      const c = i >= bpp ? up[i - bpp] : 0;
      const pred = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter];
      if (pred === undefined) throw new Error(`bad PNG filter ${filter}`);
      row[i] = (src[i] + pred) & 255;
    }
  }
  const pixels = Buffer.alloc(width * height * 4);
  for (let p = 0; p < width * height; p++) {
    pixels[p * 4] = rows[p * bpp];
    pixels[p * 4 + 1] = rows[p * bpp + 1];
    pixels[p * 4 + 2] = rows[p * bpp + 2];
    pixels[p * 4 + 3] = bpp === 4 ? rows[p * bpp + 3] : 255;
  }
  return { width, height, pixels };
}

function encodePng({ width, height, pixels }, { alpha }) {
  const bpp = alpha ? 4 : 3;
  const stride = width * bpp;
  const rows = Buffer.alloc(stride * height);
  for (let p = 0; p < width * height; p++) {
    for (let ch = 0; ch < bpp; ch++) rows[p * bpp + ch] = pixels[p * 4 + ch];
  }
  // Try adaptive per-row filtering (smallest sum of |signed bytes|) and each fixed
  // filter, with two zlib strategies, and keep whichever compresses smallest.
  let idat;
  for (const mode of ["adaptive", 0, 1, 2, 3, 4]) {
    const filtered = filterRows(rows, width * bpp, height, bpp, mode);
    for (const strategy of [zlibConstants.Z_DEFAULT_STRATEGY, zlibConstants.Z_FILTERED]) {
      const z = deflateSync(filtered, { level: 9, memLevel: 9, strategy });
      if (!idat || z.length < idat.length) idat = z;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, alpha ? 6 : 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from("89504e470d0a1a0a", "hex"),
    chunk("IHDR", ihdr),
    chunk("IDAT", idat),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function filterRows(rows, stride, height, bpp, mode) {
  const out = Buffer.alloc((stride + 1) * height);
  const cand = Buffer.alloc(stride);
  const zero = Buffer.alloc(stride);
  for (let y = 0; y < height; y++) {
    const row = rows.subarray(y * stride, (y + 1) * stride);
    const up = y > 0 ? rows.subarray((y - 1) * stride, y * stride) : zero;
    let bestScore = Infinity;
    for (const filter of mode === "adaptive" ? [0, 1, 2, 3, 4] : [mode]) {
      let score = 0;
      for (let i = 0; i < stride; i++) {
        const a = i >= bpp ? row[i - bpp] : 0;
        const b = up[i];
        const c = i >= bpp ? up[i - bpp] : 0;
        const pred =
          filter === 0 ? 0 : filter === 1 ? a : filter === 2 ? b : filter === 3 ? (a + b) >> 1 : paeth(a, b, c);
        const v = (row[i] - pred) & 255;
        cand[i] = v;
        score += v < 128 ? v : 256 - v;
      }
      if (score < bestScore) {
        bestScore = score;
        out[y * (stride + 1)] = filter;
        cand.copy(out, y * (stride + 1) + 1);
      }
    }
  }
  return out;
}

function paeth(a, b, c) {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  let crc = 0xffffffff;
  for (const byte of Buffer.concat([head.subarray(4), data])) crc = CRC_TABLE[(crc ^ byte) & 255] ^ (crc >>> 8);
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE((crc ^ 0xffffffff) >>> 0, 0);
  return Buffer.concat([head, data, tail]);
}
