import { describe, expect, it } from "vitest";
import { SELF_LOVE_QUOTES, randomQuote } from "./quotes.ts";

describe("self-love quotes", () => {
  it("has exactly 46 unique, non-empty quotes with authors", () => {
    expect(SELF_LOVE_QUOTES).toHaveLength(46);
    expect(new Set(SELF_LOVE_QUOTES.map((q) => q.text)).size).toBe(46);
    for (const quote of SELF_LOVE_QUOTES) {
      expect(quote.text.trim()).not.toBe("");
      expect(quote.author.trim()).not.toBe("");
      expect(quote.text).toBe(quote.text.trim());
    }
  });

  it("does not use common misattributions", () => {
    const authors = new Set(SELF_LOVE_QUOTES.map((q) => q.author));
    expect(authors.has("Buddha")).toBe(false);
    expect(SELF_LOVE_QUOTES.some((q) => q.text.startsWith("Be yourself; everyone else"))).toBe(false);
  });

  it("includes Oscar Wilde's lifelong romance", () => {
    expect(SELF_LOVE_QUOTES).toContainEqual({
      text: "To love oneself is the beginning of a lifelong romance.",
      author: "Oscar Wilde",
    });
  });

  it("picks a quote with the given random source", () => {
    expect(randomQuote(() => 0)).toBe(SELF_LOVE_QUOTES[0]);
    expect(randomQuote(() => 0.999999)).toBe(SELF_LOVE_QUOTES[45]);
    expect(randomQuote(() => 1)).toBe(SELF_LOVE_QUOTES[45]);
    expect(randomQuote(() => -3)).toBe(SELF_LOVE_QUOTES[0]);
    expect(randomQuote(() => Number.NaN)).toBe(SELF_LOVE_QUOTES[0]);
    expect(SELF_LOVE_QUOTES).toContain(randomQuote());
  });
});
