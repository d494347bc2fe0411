// ESLint flat config (docs/decisions/027-lint-and-format.md): type-aware typescript-eslint,
// React hooks, jsx-a11y, and the one-way import rules of docs/architecture.md as boundaries.
// Prettier owns formatting: eslint-config-prettier comes last and turns style rules off.
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import boundaries from "eslint-plugin-boundaries";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig, globalIgnores } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

/** The parts of src/ and what each may import. Order matters: the first pattern that matches a file wins. */
const elements = [
  { type: "shared", pattern: "src/shared" },
  { type: "server-feature", pattern: "src/server/features/*", capture: ["feature"] },
  { type: "server", pattern: "src/server" },
  { type: "client-feature", pattern: "src/client/features/*", capture: ["feature"] },
  { type: "client-app", pattern: "src/client/app" },
  { type: "client-pwa", pattern: "src/client/pwa" },
  { type: "client", pattern: "src/client" },
].map((element) => ({ ...element, partialMatch: false }));

const to = (type, extra = {}) => ({ to: { element: { type, ...extra } } });
const typesOnly = { dependency: { kind: "type" } };

/** Default: disallowed. Imports inside one element (one feature, or shared) are not checked. */
const policies = [
  // shared → shared only (and, below, no node:* or drizzle).
  { from: { element: { type: "shared" } }, allow: [to("shared")] },

  // Server features use the server's lib/db/testing and shared. Another feature is reached only
  // through its services (`*.service.ts`); a test may also use another feature's `testing/` helpers.
  {
    from: { element: { type: "server-feature" } },
    allow: [
      to("shared"),
      to("server"),
      to("server-feature", { fileInternalPath: "*.service.ts" }),
      // The safety layer (docs/decisions/013-safety-layer.md), which every feature that takes words consults.
      to("server-feature", {
        captured: { feature: "safety" },
        fileInternalPath: ["assess.ts", "support.ts", "coach-safety.ts", "moderation.ts"],
      }),
    ],
  },
  {
    from: { element: { type: "server-feature" }, file: { categories: "test" } },
    allow: [to("server-feature", { fileInternalPath: "testing/**" })],
  },
  // The rest of the server (app.ts mounting the routes, lib, db, testing) may use any feature.
  { from: { element: { type: "server" } }, allow: [to("shared"), to("server"), to("server-feature")] },

  // Client: features never import each other; app/ (router, screens in routes/) composes them.
  // Everything on the client may import the server's types, and only its types.
  {
    from: { element: { types: { anyOf: ["client-feature", "client-app", "client"] } } },
    allow: [to("shared"), to("client"), { ...to("server"), ...typesOnly }, { ...to("server-feature"), ...typesOnly }],
  },
  { from: { element: { type: "client-app" } }, allow: [to("client-feature")] },
  // main.tsx starts the app and registers the service worker.
  {
    from: { element: { type: "client", fileInternalPath: "main.tsx" } },
    allow: [to("client-app"), to("client-pwa")],
  },
  // Tests are not in the bundle: a client test may render whole screens and check itself against the server's code.
  {
    from: { element: { types: { anyOf: ["client-feature", "client-app", "client"] } }, file: { categories: "test" } },
    allow: [to("client-app"), to("server"), to("server-feature")],
  },
  // The service worker stands alone: shared code only.
  { from: { element: { type: "client-pwa" } }, allow: [to("shared")] },
];

/** `no-restricted-imports` patterns for code that must run in a browser (and, for shared, also in Node). */
const noNodeBuiltins = { group: ["node:*"], message: "Browser code: no Node built-ins." };
const noServerPackages = {
  group: ["drizzle-orm", "drizzle-orm/*", "hono", "hono/*", "pg", "@electric-sql/*", "better-auth/*", "pino"],
  message: "src/shared is isomorphic: server packages belong in src/server.",
};

export default defineConfig(
  globalIgnores([
    "dist/",
    "drizzle/",
    "public/",
    "data/",
    "coverage/",
    "test-results/",
    "playwright-report/",
    "bench-results/",
  ]),

  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // Each file is checked with the part that owns it: the nearest tsconfig.json, or through the
        // root tsconfig.json's references (tests and tooling: tsconfig.tests.json). Decision 031.
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // A leading underscore marks a deliberately unused name, e.g. a key dropped by a rest spread.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      // React event handlers may be async (they catch their own errors); promises passed anywhere else are still checked.
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // Playwright reads a fixture's first parameter and wants it destructured, even when empty.
    files: ["tests/**/*.ts"],
    rules: { "no-empty-pattern": ["error", { allowObjectPatternsAsParameters: true }] },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    extends: [tseslint.configs.disableTypeChecked],
  },

  {
    files: ["src/client/**/*.{ts,tsx}"],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      // Our <Label> is the <label> primitive: check its call sites.
      "jsx-a11y/label-has-associated-control": ["error", { labelComponents: ["Label"], controlComponents: ["Input"] }],
      // autoFocus stays banned on DOM elements. Our components take it only for focus that follows the person's
      // own action (a field their choice revealed) or for the crisis card, so screen readers announce it.
      "jsx-a11y/no-autofocus": ["error", { ignoreNonDOM: true }],
    },
  },
  {
    files: ["src/client/pwa/**/*.ts"],
    languageOptions: { globals: { ...globals.serviceworker } },
  },

  // Import boundaries between the parts of src/ (aliases resolved through package.json `imports`).
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { boundaries },
    settings: {
      "import/resolver": { typescript: { alwaysTryTypes: true, project: "tsconfig.json" } },
      "boundaries/elements": elements,
      "boundaries/files": [{ category: "test", pattern: "**/*.test.{ts,tsx}" }],
      "boundaries/legacy-templates": false,
    },
    rules: {
      "boundaries/dependencies": ["error", { default: "disallow", policies }],
    },
  },
  {
    files: ["src/shared/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [noNodeBuiltins, noServerPackages] }] },
  },
  {
    files: ["src/client/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [noNodeBuiltins] }] },
  },

  prettier,
);
