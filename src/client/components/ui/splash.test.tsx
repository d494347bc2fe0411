import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Splash } from "./splash.tsx";

const indexHtml = readFileSync(`${import.meta.dirname}/../../index.html`, "utf8");
// React's server renderer puts an image preload hint first; the client renderer does not.
const markup = () => renderToStaticMarkup(<Splash />).replace(/^<link rel="preload"[^>]*>/, "");
/** Markup without Prettier's line breaks and indentation (index.html is formatted, React's output is not). */
const unformatted = (html: string) =>
  html
    .replace(/>\s+</g, "><")
    .replace(/\s+/g, " ")
    .replace(/ (\/?)>/g, "$1>")
    .trim();

describe("Splash", () => {
  it("is the markup index.html paints before any JavaScript runs", () => {
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<noscript>/.exec(indexHtml)?.[1];
    expect(unformatted(root ?? "")).toBe(markup());
  });

  it("names the app and announces loading without a heading", () => {
    const html = markup();
    expect(html).toContain(">Otter Coach</p>");
    expect(html).toMatch(/role="status"[^>]*>Loading</);
    expect(html).toMatch(/<img [^>]*alt=""/);
    expect(html).not.toMatch(/<h\d/);
  });
});
