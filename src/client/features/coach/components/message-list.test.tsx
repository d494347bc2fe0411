import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { MessageList } from "./message-list.tsx";

const support = {
  level: "crisis",
  kind: "suicide",
  language: "en",
  message: "I'm really worried about you. Please reach a real person now.",
  emergency: false,
  resources: [{ name: "Samaritans", contact: "116 123", href: "tel:116123", hours: "24/7" }],
};

const render = (messages: { id: string; role: "user" | "assistant"; content: string }[]) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <MessageList messages={messages} />
    </MemoryRouter>,
  );

describe("MessageList and the help card", () => {
  it("shows the card under the coach message that carries support, without repeating its words", () => {
    const html = render([
      { id: "1", role: "user", content: "I can't do this any more." },
      {
        id: "2",
        role: "assistant",
        content: JSON.stringify({ message: support.message, recommended_exercise: null, support }),
      },
      { id: "3", role: "assistant", content: JSON.stringify({ message: "Later reply", recommended_exercise: null }) },
    ]);
    expect(html.match(/data-testid="support-card"/g)).toHaveLength(1);
    expect(html.indexOf("support-card")).toBeGreaterThan(html.indexOf("worried about you"));
    expect(html.indexOf("support-card")).toBeLessThan(html.indexOf("Later reply"));
    expect(html.match(/worried about you/g)).toHaveLength(1);
    expect(html).toContain('href="tel:116123"');
  });

  it("keeps the card's message when the reply says something else, and ignores malformed support", () => {
    const other = render([
      { id: "2", role: "assistant", content: JSON.stringify({ message: "Thank you for telling me.", support }) },
    ]);
    expect(other).toContain("Thank you for telling me.");
    expect(other).toContain("worried about you");
    const broken = render([
      { id: "2", role: "assistant", content: JSON.stringify({ message: "Hi", support: { level: "crisis" } }) },
    ]);
    expect(broken).not.toContain("support-card");
    const user = render([{ id: "1", role: "user", content: JSON.stringify({ message: "x", support }) }]);
    expect(user).not.toContain("support-card");
  });
});
