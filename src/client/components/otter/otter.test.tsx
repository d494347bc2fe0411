import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Otter, type OtterMood } from "./otter.tsx";

const LEVELS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
const MOODS: readonly OtterMood[] = ["happy", "calm", "sad"];

const render = (props: Parameters<typeof Otter>[0]) => renderToStaticMarkup(<Otter {...props} />);

/** Markup without the attributes that merely label it, so comparisons look at the drawing. */
const drawing = (svg: string) => svg.replace(/ data-(level|mood)="[^"]*"/g, "");

describe("Otter", () => {
  it("renders every level x mood as an svg with matching data attributes", () => {
    for (const level of LEVELS) {
      for (const mood of MOODS) {
        const svg = render({ level, mood });
        expect(svg.startsWith("<svg")).toBe(true);
        expect(svg.endsWith("</svg>")).toBe(true);
        expect(svg).toContain(`data-level="${level}"`);
        expect(svg).toContain(`data-mood="${mood}"`);
        expect(svg).toContain('viewBox="0 0 200 200"');
      }
    }
  });

  it("keeps every level x mood under 12 KB of self-contained markup", () => {
    for (const level of LEVELS) {
      for (const mood of MOODS) {
        const svg = render({ level, mood, title: "Your otter" });
        expect(new TextEncoder().encode(svg).length).toBeLessThan(12 * 1024);
        expect(svg).not.toMatch(/<image|href=|@import|@font-face/);
      }
    }
  });

  it("draws each level differently from every other level", () => {
    for (const mood of MOODS) {
      const drawings = LEVELS.map((level) => drawing(render({ level, mood })));
      expect(new Set(drawings).size).toBe(LEVELS.length);
    }
  });

  it("draws each mood differently", () => {
    for (const level of LEVELS) {
      const drawings = MOODS.map((mood) => drawing(render({ level, mood })));
      expect(new Set(drawings).size).toBe(MOODS.length);
    }
  });

  it("is decorative (aria-hidden) without a title", () => {
    const svg = render({ level: 3 });
    expect(svg).toContain('aria-hidden="true"');
    expect(svg).not.toContain('role="img"');
    expect(svg).not.toContain("<title");
  });

  it("is a named image when given a title", () => {
    const svg = render({ level: 3, title: "Pip the otter, level 3" });
    expect(svg).toContain('role="img"');
    expect(svg).not.toContain("aria-hidden");
    const title = /<title id="([^"]+)">Pip the otter, level 3<\/title>/.exec(svg);
    expect(title).not.toBeNull();
    expect(svg).toContain(`aria-labelledby="${title?.[1]}"`);
  });

  it("uses sensible defaults and clamps the level", () => {
    const svg = render({});
    expect(svg).toContain('data-level="1"');
    expect(svg).toContain('data-mood="happy"');
    expect(svg).toContain('width="160"');
    expect(svg).toContain('height="160"');
    expect(render({ level: 0 })).toContain('data-level="1"');
    expect(render({ level: 42 })).toContain('data-level="10"');
    expect(render({ level: 4.4 })).toContain('data-level="4"');
    expect(render({ level: Number.NaN })).toContain('data-level="1"');
    const small = render({ size: 96, className: "mx-auto" });
    expect(small).toContain('width="96"');
    expect(small).toContain('class="mx-auto"');
  });

  it("gives each otter on a page its own gradient ids", () => {
    const page = renderToStaticMarkup(
      <div>
        <Otter level={10} />
        <Otter level={10} />
      </div>,
    );
    const ids = [...page.matchAll(/<(?:linear|radial)Gradient id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.length).toBe(4);
    expect(new Set(ids).size).toBe(4);
    for (const id of ids) expect(page).toContain(`url(#${id})`);
  });

  it("only animates when reduced motion is not requested", () => {
    const svg = render({ level: 4 });
    expect(svg).toContain("@media (prefers-reduced-motion:no-preference)");
    expect(svg).toContain("@media (prefers-reduced-motion:reduce)");
    const motionFree = svg.replace(/@media \(prefers-reduced-motion:no-preference\)\{(?:[^{}]*\{[^{}]*\})*\}/, "");
    expect(motionFree).not.toMatch(/animation:otter/);
  });
});
