import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { GetHelp, helpLines } from "#client/app/routes/get-help.tsx";
import type { Support } from "#shared/schemas/safety.ts";
import { readSupport, supportInReply, withoutSupport } from "./read-support.ts";
import { arrangeLines, SupportCard } from "./support-card.tsx";

const samaritans = { name: "Samaritans", contact: "116 123", href: "tel:116123", hours: "24/7" };
const emergency999 = { name: "Emergency services", contact: "999", href: "tel:999", hours: "24/7" };
const support: Support = {
  level: "crisis",
  kind: "suicide",
  language: "en",
  message: "Thank you for telling me. I'm really worried about you.",
  emergency: false,
  resources: [samaritans, emergency999],
};
const london = { timeZone: "Europe/London", languages: ["en-GB"] };
const nowhere = { timeZone: "UTC", languages: [] };

const render = (node: React.ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);
const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);

describe("SupportCard", () => {
  it("is a region named by its heading, with the message, each line as a link, the plan and Get help now", () => {
    const html = render(<SupportCard support={support} place={london} />);
    const labelledBy = /<section aria-labelledby="([^"]+)"/.exec(html)?.[1];
    expect(labelledBy).toBeTruthy();
    expect(html).toContain(`id="${labelledBy}" tabindex="-1"`);
    expect(html).toContain("Someone can help right now");
    expect(html).toContain("I&#x27;m really worried about you.");
    expect(html).toContain('aria-label="Support lines"');
    expect(hrefs(html)).toEqual(["tel:116123", "tel:999", "/safety-plan", "/get-help"]);
    expect(html).toContain("24/7");
    expect(html).not.toContain("Call 999 now"); // no emergency call-out when not an emergency
  });

  it("puts this device's emergency number first in an emergency, once", () => {
    const html = render(<SupportCard support={{ ...support, emergency: true }} place={london} />);
    expect(hrefs(html)).toEqual(["tel:999", "tel:116123", "/safety-plan", "/get-help"]);
    expect(html).toContain("Call 999 now");
  });

  it("uses the device's number when the server guessed another country, and the server's when the device cannot tell", () => {
    const usLines = { ...support, emergency: true, resources: [{ ...emergency999, contact: "911", href: "tel:911" }] };
    expect(hrefs(render(<SupportCard support={usLines} place={london} />)).slice(0, 2)).toEqual(["tel:999", "tel:911"]);
    expect(hrefs(render(<SupportCard support={usLines} place={nowhere} />))).toEqual([
      "tel:911",
      "/safety-plan",
      "/get-help",
    ]);
  });

  it("asks for the local emergency number when nobody knows it", () => {
    const html = render(
      <SupportCard support={{ ...support, emergency: true, resources: [samaritans] }} place={nowhere} />,
    );
    expect(html).toContain("Call your local emergency number now");
    expect(hrefs(html)).toEqual(["tel:116123", "/safety-plan", "/get-help"]);
  });

  it("speaks the safety layer's language", () => {
    const html = render(
      <SupportCard
        support={{ ...support, language: "es", emergency: true }}
        place={{ timeZone: "Europe/Madrid", languages: ["es-ES"] }}
      />,
    );
    for (const text of [
      "Alguien puede ayudarte ahora",
      "Llama al 112 ahora",
      "Mi plan de seguridad",
      "Pedir ayuda ahora",
    ])
      expect(html).toContain(text);
  });

  it("opens web lines in a new tab and says so", () => {
    const html = render(
      <SupportCard
        support={{
          ...support,
          resources: [{ name: "Find A Helpline", contact: "findahelpline.com", href: "https://findahelpline.com" }],
        }}
        place={london}
      />,
    );
    expect(html).toMatch(/<a href="https:\/\/findahelpline.com"[^>]* target="_blank" rel="noopener noreferrer">/);
    expect(html).toContain("(opens in a new tab)");
  });
});

describe("arrangeLines", () => {
  it("keeps the server's order when it is not an emergency", () => {
    expect(arrangeLines(support, london)).toEqual({ emergency: null, lines: [samaritans, emergency999] });
  });
});

describe("reading support", () => {
  it("reads a valid support and ignores anything else", () => {
    expect(readSupport({ id: "m1", support })).toEqual(support);
    expect(readSupport({ id: "m1", support: null })).toBeNull();
    expect(readSupport({ id: "m1" })).toBeNull();
    expect(readSupport({ support: { ...support, level: "none" } })).toBeNull();
    expect(readSupport(null)).toBeNull();
    expect(readSupport("text")).toBeNull();
  });

  it("reads it from a stored coach reply", () => {
    expect(supportInReply(JSON.stringify({ message: "I'm here.", recommended_exercise: null, support }))).toEqual(
      support,
    );
    expect(supportInReply(JSON.stringify({ message: "Hi", recommended_exercise: null }))).toBeNull();
    expect(supportInReply("plain text")).toBeNull();
  });

  it("drops support from a row before it is cached", () => {
    expect(withoutSupport({ id: "m1", moodLevel: 1, support })).toEqual({ id: "m1", moodLevel: 1 });
    expect(withoutSupport({ id: "m1" })).toEqual({ id: "m1" });
  });
});

describe("Get help now", () => {
  it("groups a place's lines: emergency, crisis, then the other kinds once each", () => {
    const lines = helpLines(london);
    expect(lines.emergency?.contact).toBe("999");
    expect(lines.crisis.map((l) => l.contact)).toEqual(["116 123"]);
    expect(lines.more.map((g) => [g.kind, g.lines.map((l) => l.contact)])).toEqual([
      ["abuse", ["0808 2000 247"]],
      ["child-at-risk", ["0800 1111", "0808 800 5000"]],
      ["medical", ["111"]],
    ]);
    expect(helpLines({ timeZone: "America/Mexico_City", languages: ["es-MX"] }).more).toEqual([]);
  });

  it("shows the lines, the emergency number, Find A Helpline, the plan, the note and a way back", () => {
    const html = render(<GetHelp place={london} />);
    expect(html).toContain("<h1");
    expect(html).toContain("Get help now");
    expect(html).toContain("Call 999 now");
    expect(html).toContain('aria-label="Support lines in the United Kingdom"');
    expect(hrefs(html)).toEqual(
      expect.arrayContaining([
        "tel:999",
        "tel:116123",
        "tel:08082000247",
        "tel:08001111",
        "https://findahelpline.com",
        "/safety-plan",
      ]),
    );
    expect(html).toContain("not a crisis service");
    expect(html).toContain("Go back");
  });

  it("falls back to Find A Helpline and the local emergency number when the place is unknown", () => {
    const html = render(<GetHelp place={nowhere} />);
    expect(html).toContain("Call your local emergency number now");
    expect(html).toContain("We couldn&#x27;t tell where you are");
    expect(hrefs(html).filter((h) => h === "https://findahelpline.com")).toHaveLength(1);
  });
});
