// Lint: typescript-eslint's recommended rules, React hooks, and the import boundaries of DESIGN.md's layer table.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Imports a layer may not make (DESIGN.md "Layers and who may import whom"). */
const forbid = (patterns, message, allowTypeImports = false) => ({
  "@typescript-eslint/no-restricted-imports": [
    "error",
    { patterns: patterns.map((group) => ({ group, message, allowTypeImports })) },
  ],
});

// a statement template keeps its SQL for the isolate's life: declared at module scope, its builder can see nothing
// of a request (app/server/db/templates.server.ts)
const templatesAtModuleScope = {
  selector: ":function CallExpression[callee.name='readTemplate']",
  message: "Declare statement templates at module scope, never inside a function.",
};

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "dist/**",
      ".wrangler/**",
      "node_modules/**",
      "migrations/**",
      "test-results/**",
      "playwright-report/**",
      "bench-results/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.serviceworker } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      // `import { type A } from "m"` keeps a bare `import "m"`, which pulled Remix's server runtime (14 KB gzip) into
      // the question page's browser chunk: an import of types only must be `import type`
      "@typescript-eslint/no-import-type-side-effects": "error",
      "no-control-regex": "off",
      "no-restricted-syntax": ["error", templatesAtModuleScope],
    },
  },
  {
    files: ["app/lib/**"],
    rules: forbid(
      [["~/server/*", "~/components/*", "~/schemas/*", "~/routes/*", "../server/*"]],
      "app/lib holds pure helpers: it imports nothing of ours but lib.",
    ),
  },
  {
    files: ["app/schemas/**"],
    rules: forbid([["~/server/*", "~/components/*", "~/routes/*"]], "Schemas may import only app/lib."),
  },
  {
    files: ["app/components/**"],
    rules: forbid(
      [["~/server/*"]],
      "Components may import lib and schemas (server types only through `import type`).",
      true,
    ),
  },
  {
    files: ["app/server/models/**"],
    rules: forbid(
      [["~/server/services/*", "../services/*", "~/routes/*", "~/components/*"]],
      "Models read and write D1 only.",
    ),
  },
  {
    files: ["app/server/**"],
    rules: forbid(
      [["~/routes/*", "~/components/*", "../../workers/*"]],
      "Server code does not import the UI or the Worker.",
    ),
  },
  {
    files: ["durable-objects/**"],
    rules: forbid(
      [["~/server/*", "~/routes/*", "~/components/*"]],
      "Durable Objects import only app/lib and app/schemas.",
    ),
  },
  {
    files: ["app/**"],
    ignores: ["app/components/navigation.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@remix-run/react",
              importNames: ["Link", "NavLink", "Form"],
              message: "Use Link and Form from ~/components/navigation (plain links, no eager route discovery).",
            },
            {
              name: "react-i18next",
              importNames: ["useTranslation"],
              message: "Use useTranslation from ~/components/translation (one context read per component).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/routes/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        templatesAtModuleScope,
        {
          selector: "MemberExpression[object.name='env'][property.name='DB']",
          message: "Routes never read env.DB: use context.app.",
        },
      ],
    },
  },
);
