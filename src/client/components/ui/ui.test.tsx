import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { cn } from "#client/lib/cn.ts";
import { renderWithProviders } from "#client/testing/render.tsx";
import { Button, buttonVariants } from "#client/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "#client/components/ui/card.tsx";
import { Dialog, DialogTrigger } from "#client/components/ui/dialog.tsx";
import { AlertDialog, AlertDialogTrigger } from "#client/components/ui/alert-dialog.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#client/components/ui/tabs.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { FieldError } from "#client/components/ui/field-error.tsx";
import { Progress } from "#client/components/ui/progress.tsx";
import { Switch } from "#client/components/ui/switch.tsx";
import { DropdownMenu, DropdownMenuTrigger } from "#client/components/ui/dropdown-menu.tsx";
import { FullPageSpinner, Spinner } from "#client/components/ui/spinner.tsx";
import { AppShell, PageHeader } from "#client/components/layouts/app-shell.tsx";
import { TabBar, tabBarShown } from "#client/components/layouts/tab-bar.tsx";

const html = renderToStaticMarkup;

function classOf(markup: string): string[] {
  const match = /class="([^"]*)"/.exec(markup);
  return (match?.[1] ?? "").split(/\s+/).filter(Boolean);
}

describe("cn", () => {
  it("joins conditionally and lets the last conflicting class win", () => {
    expect(cn("px-2", false, "px-4")).toBe("px-4");
    expect(cn("shadow-soft", "shadow-lifted")).toBe("shadow-lifted");
    expect(cn("bg-primary", "bg-accent")).toBe("bg-accent");
    expect(cn("pt-safe", "px-4")).toBe("pt-safe px-4");
  });
});

describe("Button", () => {
  it("renders a button with the default variant and touch-sized height", () => {
    const markup = html(<Button>Continue</Button>);
    expect(markup).toMatch(/^<button /);
    const classes = classOf(markup);
    expect(classes).toContain("bg-primary");
    expect(classes).toContain("text-primary-foreground");
    expect(classes).toContain("min-h-11");
  });

  it("produces different classes per variant", () => {
    const variants = ["default", "secondary", "outline", "ghost", "destructive", "link"] as const;
    const classSets = variants.map((variant) => buttonVariants({ variant }));
    expect(new Set(classSets).size).toBe(variants.length);
    expect(buttonVariants({ variant: "destructive" })).toContain("bg-destructive");
    expect(buttonVariants({ variant: "outline" })).toContain("border-input");
  });

  it("keeps 44px targets for default, lg and icon sizes", () => {
    expect(buttonVariants({ size: "default" })).toContain("min-h-11");
    expect(buttonVariants({ size: "lg" })).toContain("min-h-12");
    expect(buttonVariants({ size: "icon" })).toContain("size-11");
    expect(buttonVariants({ size: "sm" })).not.toContain("min-h-11");
  });

  it("merges a caller className over the variant classes", () => {
    const classes = classOf(html(<Button className="px-10">Go</Button>));
    expect(classes).toContain("px-10");
    expect(classes).not.toContain("px-5");
  });

  it("renders the child element when asChild is set", () => {
    const markup = html(
      <Button asChild variant="secondary">
        <a href="/today">Today</a>
      </Button>,
    );
    expect(markup).toMatch(/^<a /);
    expect(markup).toContain('href="/today"');
    expect(markup).toContain("bg-secondary");
    expect(markup).not.toContain("<button");
  });

  it("passes disabled through", async () => {
    // The element's state, not the word: every Button's class list holds "disabled:" variants.
    const onClick = vi.fn();
    const { user } = renderWithProviders(
      <>
        <Button disabled onClick={onClick}>
          Wait
        </Button>
        <Button onClick={onClick}>Go</Button>
      </>,
    );
    expect(screen.getByRole("button", { name: "Wait" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Go" })).toBeEnabled();
    await user.click(screen.getByRole("button", { name: "Wait" }));
    expect(onClick).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Go" }));
    expect(onClick).toHaveBeenCalledOnce();
  });
});

describe("Card", () => {
  it("renders an h2 title by default and honours `as`", () => {
    const markup = html(
      <Card>
        <CardHeader>
          <CardTitle>Daily check-in</CardTitle>
          <CardDescription>How are you feeling?</CardDescription>
        </CardHeader>
        <CardContent>Body</CardContent>
        <CardFooter>Footer</CardFooter>
      </Card>,
    );
    expect(markup).toContain("<h2");
    expect(markup).toContain("rounded-3xl");
    expect(html(<CardTitle as="h3">Small</CardTitle>)).toMatch(/^<h3 /);
    expect(html(<CardTitle as="h1">Big</CardTitle>)).toMatch(/^<h1 /);
  });
});

describe("Radix wrappers render on the server", () => {
  it("Dialog and AlertDialog triggers", () => {
    expect(
      html(
        <Dialog>
          <DialogTrigger>Open</DialogTrigger>
        </Dialog>,
      ),
    ).toContain('aria-haspopup="dialog"');
    expect(
      html(
        <AlertDialog>
          <AlertDialogTrigger>Delete</AlertDialogTrigger>
        </AlertDialog>,
      ),
    ).toContain('aria-haspopup="dialog"');
  });

  it("Tabs with touch-sized triggers", () => {
    const markup = html(
      <Tabs defaultValue="a">
        <TabsList aria-label="Views">
          <TabsTrigger value="a">Week</TabsTrigger>
          <TabsTrigger value="b">Month</TabsTrigger>
        </TabsList>
        <TabsContent value="a">Week view</TabsContent>
      </Tabs>,
    );
    expect(markup).toContain('role="tablist"');
    expect(markup.match(/role="tab"/g)).toHaveLength(2);
    expect(markup).toContain("min-h-11");
    expect(markup).toContain('aria-selected="true"');
    expect(markup).toContain("Week view");
  });

  it("Switch is a labelled switch with an enlarged hit area", () => {
    const markup = html(<Switch aria-label="Reminders" defaultChecked />);
    expect(markup).toContain('role="switch"');
    expect(markup).toContain('aria-checked="true"');
    expect(markup).toContain('aria-label="Reminders"');
    expect(markup).toContain("after:-inset-y-2");
  });

  it("DropdownMenu trigger", () => {
    const markup = html(
      <DropdownMenu>
        <DropdownMenuTrigger>More</DropdownMenuTrigger>
      </DropdownMenu>,
    );
    expect(markup).toContain('aria-haspopup="menu"');
  });
});

describe("Progress", () => {
  it("renders role=progressbar with aria-valuenow and passes labels through", () => {
    const markup = html(<Progress value={40} aria-label="Week progress" aria-valuetext="2 of 5 days" />);
    expect(markup).toContain('role="progressbar"');
    expect(markup).toContain('aria-valuenow="40"');
    expect(markup).toContain('aria-valuemax="100"');
    expect(markup).toContain('aria-label="Week progress"');
    expect(markup).toContain('aria-valuetext="2 of 5 days"');
    expect(markup).toContain("translateX(-60%)");
  });

  it("clamps out-of-range values", () => {
    expect(html(<Progress value={150} aria-label="p" />)).toContain('aria-valuenow="100"');
    expect(html(<Progress value={-5} aria-label="p" />)).toContain('aria-valuenow="0"');
  });

  it("is indeterminate for null", () => {
    const markup = html(<Progress value={null} aria-label="p" />);
    expect(markup).not.toContain("aria-valuenow");
    expect(markup).toContain('data-state="indeterminate"');
  });
});

describe("form fields", () => {
  it("Input, Textarea and Label", () => {
    const input = html(<Input id="name" aria-invalid="true" />);
    expect(input).toContain('type="text"');
    expect(input).toContain("text-base");
    expect(input).toContain("aria-invalid:border-destructive");
    expect(html(<Input type="email" />)).toContain('type="email"');
    expect(html(<Textarea />)).toMatch(/^<textarea /);
    expect(html(<Label htmlFor="name">Name</Label>)).toMatch(/^<label [^>]*for="name"/);
  });

  it("FieldError renders role=alert only with a message", () => {
    expect(html(<FieldError />)).toBe("");
    expect(html(<FieldError message="" />)).toBe("");
    expect(html(<FieldError message={null} />)).toBe("");
    const markup = html(<FieldError id="name-error" message="Please enter your name" />);
    expect(markup).toMatch(/^<p /);
    expect(markup).toContain('role="alert"');
    expect(markup).toContain('id="name-error"');
    expect(markup).toContain("text-destructive");
    expect(markup).toContain("Please enter your name");
    expect(html(<FieldError>From children</FieldError>)).toContain("From children");
  });
});

describe("Spinner", () => {
  it("has role=status and an sr-only label defaulting to Loading", () => {
    const markup = html(<Spinner />);
    expect(markup).toContain('role="status"');
    expect(markup).toContain('<span class="sr-only">Loading</span>');
    expect(markup).toContain("animate-spin");
    expect(markup).toContain('aria-hidden="true"');
  });

  it("uses a custom label", () => {
    expect(html(<Spinner label="Saving your entry" />)).toContain("Saving your entry");
  });

  it("FullPageSpinner centres a spinner in the viewport", () => {
    const markup = html(<FullPageSpinner label="Waking the otter" />);
    expect(markup).toContain("min-h-dvh");
    expect(markup).toContain("justify-center");
    expect(markup).toContain('role="status"');
    expect(markup).toContain("Waking the otter");
  });
});

describe("AppShell and PageHeader", () => {
  it("renders the main landmark in a 430px column", () => {
    const markup = html(
      <MemoryRouter initialEntries={["/mood"]}>
        <AppShell className="gap-8">Hello</AppShell>
      </MemoryRouter>,
    );
    expect(markup).toContain('<main id="main"');
    expect(markup).toContain("max-w-[430px]");
    expect(markup).toContain("pt-safe");
    expect(markup).toContain("gap-8");
    expect(markup).not.toContain("pb-24");
  });

  it("shows the tab bar on the app's main screens, marks the current tab, and leaves room for it", () => {
    const at = (path: string) =>
      html(
        <MemoryRouter initialEntries={[path]}>
          <AppShell>Hello</AppShell>
          <TabBar />
        </MemoryRouter>,
      );
    const home = at("/home");
    expect(home).toContain('aria-label="Main"');
    expect(home.match(/<a /g)).toHaveLength(5);
    expect(home).toMatch(/aria-current="page"[^>]*>.*?Home<\/a>/);
    expect(home).toContain("pb-24");
    const current = (markup: string) => /<a ([^>]*aria-current="page"[^>]*)>/.exec(markup)?.[1];
    expect(current(at("/micro-win-history"))).toContain('href="/journal-history"');
    expect(current(at("/mood-history"))).toContain('href="/mood"');
    expect(at("/mood-history").match(/aria-current="page"/g)).toHaveLength(1);
    // Flows and writing screens keep the whole screen.
    for (const flow of [
      "/mood",
      "/new-onboarding",
      "/chat/abc",
      "/coach-chat",
      "/journal",
      "/goal-tracking/confidence",
      "/safety-plan",
    ])
      expect(tabBarShown(flow)).toBe(false);
  });

  it("renders an h1, a back link and actions", () => {
    const markup = html(
      <MemoryRouter>
        <PageHeader title="Journal" backTo="/" actions={<button type="button">Menu</button>} />
      </MemoryRouter>,
    );
    expect(markup).toContain("<h1");
    expect(markup).toContain("Journal");
    expect(markup).toMatch(/<a [^>]*href="\/"[^>]*aria-label="Back"|<a [^>]*aria-label="Back"[^>]*href="\/"/);
    expect(markup).toContain("size-11");
    expect(markup).toContain("Menu");
  });

  it("renders a back button for onBack and nothing without either", () => {
    const withHandler = html(<PageHeader title="Settings" onBack={() => {}} />);
    expect(withHandler).toMatch(/<button [^>]*aria-label="Back"/);
    expect(html(<PageHeader title="Home" />)).not.toContain("Back");
  });
});

// ---------------------------------------------------------------------------
// Theme tokens: every text/background pair the components use meets WCAG AA.

const css = readFileSync(`${import.meta.dirname}/../../styles/app.css`, "utf8");

function block(source: string, opener: RegExp): string {
  const match = opener.exec(source);
  if (!match) throw new Error(`block not found: ${opener}`);
  const start = source.indexOf("{", match.index) + 1;
  let depth = 1;
  let i = start;
  for (; i < source.length && depth > 0; i++) {
    if (source[i] === "{") depth++;
    else if (source[i] === "}") depth--;
  }
  return source.slice(start, i - 1);
}

/** `--color-x: light-dark(#light, #dark);` → the light or the dark side of every hex token. */
function colours(source: string, side: "light" | "dark"): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of source.matchAll(
    /--color-([a-z-]+):\s*light-dark\(\s*(#[0-9a-f]{6})\s*,\s*(#[0-9a-f]{6})\s*\)\s*;/gi,
  )) {
    out[m[1]!] = (side === "light" ? m[2]! : m[3]!).toLowerCase();
  }
  return out;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

const tokens = block(css, /@theme\b[^{]*/);
const light = colours(tokens, "light");
const dark = colours(tokens, "dark");

// [text, background] token pairs that must reach 4.5:1.
const textPairs: Array<[string, string]> = [
  ["foreground", "background"],
  ["foreground", "muted"],
  ["surface-foreground", "surface"],
  ["foreground", "surface-raised"],
  ["primary-foreground", "primary"],
  ["primary-foreground", "primary-hover"],
  ["secondary-foreground", "secondary"],
  ["secondary-foreground", "secondary-hover"],
  ["accent-foreground", "accent"],
  ["accent", "background"],
  ["accent", "surface"],
  ["accent", "accent-soft"],
  ["muted-foreground", "background"],
  ["muted-foreground", "surface"],
  ["muted-foreground", "muted"],
  ["muted-foreground", "secondary"],
  ["destructive-foreground", "destructive"],
  ["destructive-foreground", "destructive-hover"],
  ["destructive", "background"],
  ["destructive", "surface"],
  ["destructive", "destructive-soft"],
  ["success-foreground", "success"],
  ["success", "background"],
  ["success", "surface"],
  ["success", "success-soft"],
  ["warning-foreground", "warning"],
  ["warning", "background"],
  ["warning", "warning-soft"],
];

// Non-text UI (focus ring, field borders, switch track/thumb) needs 3:1.
const uiPairs: Array<[string, string]> = [
  ["ring", "background"],
  ["ring", "surface"],
  ["input", "surface"],
  ["input", "background"],
  ["surface", "input"],
  ["surface", "accent"],
];

describe("theme tokens", () => {
  it("writes each colour once, as light-dark(), and no second dark palette", () => {
    expect(css).not.toMatch(/@media \(prefers-color-scheme: dark\)/);
    expect(css).not.toMatch(/html\.dark\s*\{[^}]*--color-/);
    const declared = [...tokens.matchAll(/--color-([a-z-]+):/g)].map((m) => m[1]);
    expect(new Set(declared).size).toBe(declared.length);
  });

  it("defines every token in light and dark", () => {
    const names = [...new Set([...textPairs, ...uiPairs].flat())];
    for (const name of names) {
      expect(light[name], `light --color-${name}`).toBeDefined();
      expect(dark[name], `dark --color-${name}`).toBeDefined();
    }
  });

  for (const [themeName, theme] of [
    ["light", light],
    ["dark", dark],
  ] as const) {
    it(`meets WCAG AA text contrast in ${themeName}`, () => {
      for (const [fg, bg] of textPairs) {
        const ratio = contrast(theme[fg]!, theme[bg]!);
        expect(ratio, `${themeName}: ${fg} on ${bg} = ${ratio.toFixed(2)}`).toBeGreaterThanOrEqual(4.5);
      }
    });

    it(`meets 3:1 non-text contrast in ${themeName}`, () => {
      for (const [fg, bg] of uiPairs) {
        const ratio = contrast(theme[fg]!, theme[bg]!);
        expect(ratio, `${themeName}: ${fg} vs ${bg} = ${ratio.toFixed(2)}`).toBeGreaterThanOrEqual(3);
      }
    });
  }
});
