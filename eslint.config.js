// The project's rules that a machine can check (issue 29): TypeScript, React's hooks, accessibility of JSX, no
// import cycles and imports only down the layers (routes → ui → api/session/server → domain), Playwright's
// rules for the browser tests. `npm run lint` runs it with --max-warnings 0; Prettier owns the formatting.
import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import jsxA11y from "eslint-plugin-jsx-a11y";
import playwright from "eslint-plugin-playwright";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Each layer may import only the layers below it: routes → ui → server → session → api → domain (app/i18n
// beside domain: the languages and the texts). A zone's `from` is what its `target` must not import.
const app = (...names) => names.map((n) => `./app/${n}`);
const layers = [
  { target: "./app/domain", from: [...app("routes", "ui", "server", "session", "api"), "./workers"] },
  { target: "./app/i18n", from: [...app("routes", "ui", "server", "session", "api"), "./workers"] },
  { target: "./app/api", from: [...app("routes", "ui", "server", "session"), "./workers"] },
  { target: "./app/session", from: [...app("routes", "ui", "server"), "./workers"] },
  { target: "./app/server", from: [...app("routes", "ui"), "./workers"] },
  { target: "./app/ui", from: [...app("routes", "root.tsx"), "./workers"] },
];

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "styled-system/**",
      ".react-router/**",
      ".wrangler/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      "openapi/schema.d.ts",
      "openapi/operations.ts",
      "upstream/src/validation/generated.ts",
      "worker-configuration.d.ts",
      "**/*.d.mts",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        {
          argsIgnorePattern: "^_",
          varsIgnorePattern: "^_",
          destructuredArrayIgnorePattern: "^_",
          caughtErrors: "none",
        },
      ],
      "@typescript-eslint/no-explicit-any": "off",
      // `interface Env extends …{}` merges declarations; `{}` in a conditional type means "no parameters".
      "@typescript-eslint/no-empty-object-type": [
        "error",
        { allowInterfaces: "with-single-extends", allowObjectTypes: "always" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-empty-pattern": "off",
      // The portal matches control characters on purpose: it strips them from headers, file names and texts.
      "no-control-regex": "off",
    },
  },
  {
    files: ["app/**/*.{ts,tsx}", "workers/**/*.ts"],
    plugins: { "import-x": importX, "react-hooks": reactHooks },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": ["error", { zones: layers }],
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    files: ["app/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A scroll container a keyboard must reach is focusable (WCAG 2.1.1): as a named region (role="region" with
      // an aria-label), which a screen reader announces when the focus lands there. Tab panels as the preset has it.
      "jsx-a11y/no-noninteractive-tabindex": [
        "error",
        { tags: [], roles: ["tabpanel", "region"], allowExpressionValues: true },
      ],
    },
  },
  {
    files: ["tests/e2e/**/*.ts"],
    ...playwright.configs["flat/recommended"],
    rules: {
      ...playwright.configs["flat/recommended"].rules,
      // Tests name their expectations through helpers (expectA11y, expectNotice, …), which the rule cannot see.
      "playwright/expect-expect": "off",
      // One test runs in both projects (JS on, JS off) and says what differs between them: a branch on
      // jsEnabled() is the design (decision 0013), not a test that hides its expectations.
      "playwright/no-conditional-in-test": "off",
      "playwright/no-conditional-expect": "off",
      // The a11y table checks each language as a step with its setup and axe inside it: the nesting is the report.
      "playwright/no-nested-step": "off",
    },
  },
  {
    // Support modules (fixtures, residents, the upstream's hooks) check what they are given inside the test that
    // calls them; the rule cannot see the caller.
    files: ["tests/e2e/**/*.ts"],
    ignores: ["tests/e2e/**/*.spec.ts"],
    rules: { "playwright/no-standalone-expect": "off" },
  },
);
