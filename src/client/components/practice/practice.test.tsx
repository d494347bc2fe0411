import { renderToStaticMarkup } from "react-dom/server";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "#client/testing/render.tsx";
import { ChecklistEditor } from "./checklist-editor.tsx";
import { ChecklistTicks } from "./checklist-ticks.tsx";
import { CountdownTimer } from "./countdown-timer.tsx";
import { NumberedListInput } from "./numbered-list-input.tsx";
import { TemplatePicker } from "./template-picker.tsx";
import { formatClock, type Countdown } from "./use-countdown.ts";

const noop = () => undefined;
const timer = (left: number, running = false): Countdown => ({
  left,
  total: 60,
  running,
  started: running || left < 60,
  finished: left === 0,
  start: noop,
  pause: noop,
  restart: noop,
});

describe("practice pieces", () => {
  it("formats timers as MM:SS", () => {
    expect([180, 60, 59, 0, -5, 605, 6000].map(formatClock)).toEqual([
      "03:00",
      "01:00",
      "00:59",
      "00:00",
      "00:00",
      "10:05",
      "100:00",
    ]);
  });

  it("shows the countdown's button and end text for its state", () => {
    const fresh = renderToStaticMarkup(<CountdownTimer timer={timer(60)} testId="t" />);
    expect(fresh).toContain("01:00");
    expect(fresh).toContain("Start");
    expect(renderToStaticMarkup(<CountdownTimer timer={timer(30, true)} testId="t" />)).toContain("Pause");
    expect(renderToStaticMarkup(<CountdownTimer timer={timer(30)} testId="t" />)).toContain("Resume");
    const done = renderToStaticMarkup(<CountdownTimer timer={timer(0)} testId="t" />);
    expect(done).toContain("Time&#x27;s up. Well done!");
    expect(done).toContain("Done.");
    expect(done).toContain("Restart");
    expect(done).not.toContain("Resume");
  });

  it("starts, pauses and restarts the countdown from its one button", async () => {
    const calls = { start: vi.fn(), pause: vi.fn(), restart: vi.fn() };
    const { user, rerender } = renderWithProviders(<CountdownTimer testId="t" timer={{ ...timer(60), ...calls }} />);
    // Enabled for real (every Button's class list holds the word "disabled").
    await user.click(screen.getByRole("button", { name: "Start" }));
    expect(calls.start).toHaveBeenCalledOnce();
    rerender(<CountdownTimer testId="t" timer={{ ...timer(30, true), ...calls }} />);
    await user.click(screen.getByRole("button", { name: "Pause" }));
    expect(calls.pause).toHaveBeenCalledOnce();
    rerender(<CountdownTimer testId="t" timer={{ ...timer(0), ...calls }} />);
    expect(screen.getByRole("status")).toHaveTextContent("Time's up. Well done!");
    await user.click(screen.getByRole("button", { name: "Restart" }));
    expect(calls.restart).toHaveBeenCalledOnce();
    for (const button of screen.getAllByRole("button")) expect(button).toBeEnabled();
  });

  it("starts a numbered list with one labelled item", () => {
    const list = renderToStaticMarkup(<NumberedListInput legend="Things I like" onItemsChange={noop} />);
    expect(list).toContain("<legend");
    expect(list).toMatch(
      /<ol[^>]*><li[^>]*><label[^>]*><span aria-hidden="true">1\.<\/span><span class="sr-only">Item 1<\/span><\/label><input/,
    );
    expect(list).toContain('placeholder="Start typing your list..."');
    expect(list).toContain("0 items");
    expect(list).not.toContain("Remove item");
  });

  it("counts ticked checklist items", () => {
    const items = [
      { key: "a", text: "Drink water", checked: true },
      { key: "b", text: "Stretch", checked: false },
    ];
    expect(renderToStaticMarkup(<ChecklistTicks items={items} onCheckedChange={noop} countTestId="count" />)).toContain(
      'data-testid="count">1 of 2 completed',
    );
  });

  it("links the template and checklist errors to their fieldsets", () => {
    const picker = renderToStaticMarkup(
      <TemplatePicker
        templates={[{ category: "timer", label: "Set a Timer" }]}
        radio={() => ({ name: "t" })}
        error="Pick one"
        errorId="e1"
      />,
    );
    expect(picker).toContain('aria-invalid="true" aria-describedby="e1"');
    expect(picker).toContain('id="e1"');
    const editor = renderToStaticMarkup(
      <ChecklistEditor
        itemKeys={[0, 1]}
        itemInput={() => ({})}
        max={10}
        messages={{ last: "last", max: "max" }}
        onAdd={noop}
        onRemove={noop}
        onLimit={noop}
        errorId="e2"
      />,
    );
    expect(editor).toContain('aria-label="Checklist item 2"');
    expect(editor).toContain('aria-label="Remove item 2"');
    expect(editor).not.toContain("aria-invalid=");
  });
});
