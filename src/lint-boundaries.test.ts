// The import rules of docs/architecture.md are enforced by `npm run lint` (eslint.config.js,
// docs/decisions/027-lint-and-format.md). This shows they bite: snippets linted as if they sat
// at the given paths, with ESLint's Node API and the project's own config.
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";

const checked = new Set(["boundaries/dependencies", "no-restricted-imports"]);
const eslint = new ESLint({
  cwd: import.meta.dirname + "/..",
  // Only the import rules, without type information: a snippet is not in the TypeScript program.
  overrideConfig: tseslint.configs.disableTypeChecked,
  ruleFilter: ({ ruleId }) => checked.has(ruleId),
});

async function errors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? "fatal"}: ${m.message}`);
}

const boundary: unknown = expect.stringMatching(/^boundaries\/dependencies: /);

describe("import rules (lint)", () => {
  const journalsFile = "src/client/features/journals/components/demo.tsx";

  it("a client feature importing another feature fails, by alias or by relative path", async () => {
    expect(await errors(journalsFile, `import { moodStatsKey } from "#client/features/moods/api/moods.ts";\n`)).toEqual(
      [boundary],
    );
    expect(await errors(journalsFile, `import { moodStatsKey } from "../../moods/api/moods.ts";\n`)).toEqual([
      boundary,
    ]);
  });

  it("a feature may use its own files, shared code and the client's components; app/ composes features", async () => {
    const code = [
      `import { useJournals } from "../api/journals.ts";`,
      `import { Button } from "#client/components/ui/button.tsx";`,
      `import { levelForXp } from "#shared/domain/levels.ts";`,
      "",
    ].join("\n");
    expect(await errors(journalsFile, code)).toEqual([]);
    const route = `import { moodStatsKey } from "#client/features/moods/api/moods.ts";\n`;
    expect(await errors("src/client/app/routes/demo.tsx", route)).toEqual([]);
  });

  it("the client imports the server only as types", async () => {
    expect(await errors(journalsFile, `import type { AppType } from "#server/app.ts";\n`)).toEqual([]);
    expect(await errors(journalsFile, `import { createApp } from "#server/app.ts";\n`)).toEqual([boundary]);
    expect(await errors(journalsFile, `import { readFileSync } from "node:fs";\n`)).toEqual([
      expect.stringMatching(/^no-restricted-imports: /),
    ]);
  });

  it("src/shared imports nothing of the server's or client's, no node:* and no drizzle", async () => {
    const file = "src/shared/domain/demo.ts";
    expect(await errors(file, `import type { AppType } from "#server/app.ts";\n`)).toEqual([boundary]);
    expect(await errors(file, `import { cn } from "../../client/lib/cn.ts";\n`)).toEqual([boundary]);
    expect(await errors(file, `import { eq } from "drizzle-orm";\nimport { join } from "node:path";\n`)).toEqual([
      expect.stringMatching(/^no-restricted-imports: /),
      expect.stringMatching(/^no-restricted-imports: /),
    ]);
  });

  it("the server never imports the client; server features reach each other only through *.service.ts", async () => {
    const file = "src/server/features/journals/demo.ts";
    expect(await errors(file, `import { cn } from "#client/lib/cn.ts";\n`)).toEqual([boundary]);
    expect(await errors(file, `import { getTimeZone } from "../profile/profile.service.ts";\n`)).toEqual([]);
    expect(await errors(file, `import { moodRoutes } from "#server/features/moods/moods.routes.ts";\n`)).toEqual([
      boundary,
    ]);
  });
});
