// Lint: typescript-eslint's recommended rules, React hooks, and the import boundaries of DESIGN.md's layer table.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// The import boundaries of DESIGN.md's layer table. An import names a folder of ours through the ~/ alias of app/ or
// by a relative path from any depth, so each pattern matches the folder anywhere in the path ("**/server/*" is both
// "~/server/models/x" and "../app/server/models/x").
const SERVER = "**/server/*";
const COMPONENTS = "**/components/*";
const ROUTES = "**/routes/*";
const WORKERS = "**/workers/*";
const DURABLE_OBJECTS = "**/durable-objects/*";
const SERVICES = "**/services/*";
const PRESENTERS = "**/presenters/*";
const DB_SCHEMA = "**/db/schema*";
/** app/routes for the Worker, whose own API routers live in workers/api/routes */
const APP_ROUTES = ["~/routes/*", "**/app/routes/*"];
/** Any ~/ import but of the folders named, and any relative import that climbs out of its folder. */
const aliasBut = (...folders) => `^~/(?!(${folders.join("|")})/)`;
const CLIMBING = "^\\.\\./";

/** One group of imports a layer may not make (types too, unless allowed), with the reason lint gives. */
const never = (patterns, message, { allowTypeImports = false } = {}) =>
  patterns.map((pattern) =>
    pattern.startsWith("^")
      ? { regex: pattern, message, allowTypeImports }
      : { group: [pattern], message, allowTypeImports },
  );
const boundaries = (...groups) => ({
  "@typescript-eslint/no-restricted-imports": ["error", { patterns: groups.flat(Infinity) }],
});

const serverNever = [
  never([ROUTES, COMPONENTS, WORKERS], "Server code does not import the UI or the Worker."),
  // the Env type names the Durable Object classes its bindings hold
  never([DURABLE_OBJECTS], "Server code uses a Durable Object through its binding.", { allowTypeImports: true }),
];

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
    // app/lib has no subfolders: a relative import that climbs leaves it
    files: ["app/lib/**"],
    rules: boundaries(
      never([aliasBut("lib"), CLIMBING], "app/lib holds pure helpers: it imports nothing of ours but lib."),
    ),
  },
  {
    files: ["app/schemas/**"],
    rules: boundaries(never([aliasBut("lib", "schemas"), CLIMBING], "Schemas may import only app/lib.")),
  },
  {
    files: ["app/components/**"],
    rules: boundaries(
      never(
        [SERVER, ROUTES, WORKERS, DURABLE_OBJECTS],
        "Components import lib and schemas, never app/server, not even types (the view types live in app/lib).",
      ),
    ),
  },
  {
    files: ["app/routes/**"],
    rules: boundaries(never([WORKERS, DURABLE_OBJECTS], "Routes reach the server through services, not the Worker.")),
  },
  // a file takes the last setting of a rule that matches it, so each layer of app/server repeats serverNever
  { files: ["app/server/**"], rules: boundaries(serverNever) },
  {
    files: ["app/server/services/**"],
    rules: boundaries(serverNever, never([DB_SCHEMA], "Services reach D1 through models, never db/schema.")),
  },
  {
    // presenters shape what services return: the server's types may be named, none of its code run; the patterns
    // that allow types name only app/server and schemas, since a type import that any of them allows passes
    files: ["app/server/presenters/**"],
    rules: boundaries(
      serverNever,
      never(
        ["^~/(server|schemas)/", "^\\.\\./(?!\\.\\./)"],
        "Presenters import only app/lib (server types through `import type`).",
        {
          allowTypeImports: true,
        },
      ),
    ),
  },
  {
    files: ["app/server/models/**"],
    rules: boundaries(
      serverNever,
      never(
        [SERVICES, PRESENTERS],
        "Models read and write D1: they import the db schema and lib, not the layers above.",
      ),
    ),
  },
  {
    files: ["app/server/db/**"],
    rules: boundaries(serverNever, never(["^~/", CLIMBING], "The db schema and client import nothing of ours.")),
  },
  {
    files: ["durable-objects/**"],
    rules: boundaries(
      never(
        [aliasBut("lib", "schemas"), "^\\.\\./(?!app/(lib|schemas)/)"],
        "Durable Objects import only app/lib and app/schemas; the Worker passes in the server code they need.",
      ),
    ),
  },
  {
    files: ["workers/**"],
    rules: boundaries(never([COMPONENTS, ...APP_ROUTES], "The Worker reaches pages through the Remix build only.")),
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
