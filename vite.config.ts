import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { remixConfig } from "./remix.config";

/** The framework every page needs, kept in one chunk: split across chunks it compresses worse (issue #4). */
const FRAMEWORK =
  /\/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|@remix-run\/react|@remix-run\/router|turbo-stream)\//;

/**
 * React Router matches a path by flattening and ranking the whole route table and compiling a regular expression for
 * every route it tries, on every call, and a rendered page calls it half a dozen times: about a fifth of the server's
 * CPU per page (`npm run profile`). In the Worker the route table never changes, so the server build keeps what it
 * computed: the ranked branches per route table (the handler's table is built once; the renderer's, once per request)
 * and each compiled path, in both of the router's builds (Remix's server runtime loads the CommonJS one). It also
 * tries each branch's whole path first: matching a branch route by route (the root and the site layout before the
 * page's own path) for every branch it then rejects cost most of the rest; a branch whose whole path does not match
 * the pathname case-insensitively cannot match route by route either (a request's matches are unchanged: checked for
 * every route of the table by tests/unit/route-matching.test.ts). The browser's table grows as routes are discovered,
 * so its build is left as it is. If a Remix upgrade changes the code this edits, the build fails here rather than
 * quietly losing it.
 */
function memoizedRouteMatching(): Plugin {
  const edits: [string, string][] = [
    [
      "let branches = flattenRoutes(routes);\n  rankRouteBranches(branches);",
      "let branches = rankedBranches.get(routes);\n  if (!branches) {\n    branches = flattenRoutes(routes);\n" +
        "    rankRouteBranches(branches);\n    rankedBranches.set(routes, branches);\n  }",
    ],
    [
      "function compilePath(path, caseSensitive, end) {",
      "const rankedBranches = new WeakMap();\nconst compiledPaths = new Map();\n" +
        "function compilePath(path, caseSensitive, end) {\n" +
        "  const key = `${caseSensitive === true}:${end !== false}:${path}`;\n" +
        "  let compiled = compiledPaths.get(key);\n" +
        "  if (!compiled) compiledPaths.set(key, (compiled = compileNewPath(path, caseSensitive, end)));\n" +
        "  return compiled;\n}\nfunction compileNewPath(path, caseSensitive, end) {",
    ],
    [
      "  let {\n    routesMeta\n  } = branch;",
      "  if (!allowPartial && !compilePath(branch.path, false, true)[0].test(pathname)) return null;\n" +
        "  let {\n    routesMeta\n  } = branch;",
    ],
  ];
  return {
    name: "lvwen:memoized-route-matching",
    apply: "build",
    transform(code, id, options) {
      if (!options?.ssr || !/\/node_modules\/@remix-run\/router\/dist\/router(\.cjs)?\.js$/.test(id)) return null;
      return edits.reduce((source, [from, to]) => {
        if (source.split(from).length !== 2)
          throw new Error(`memoizedRouteMatching: "${from}" not found once in ${id}`);
        return source.replace(from, to);
      }, code);
    },
  };
}

/** `npm run profile` builds the server readable and mapped, so that its profile names our code and each library's. */
const PROFILE = process.env.LVWEN_PROFILE === "1";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), remix(remixConfig), tsconfigPaths(), memoizedRouteMatching()],
  ssr: {
    // the server build runs in workerd: bundle everything and resolve the Worker flavours of packages
    noExternal: true,
    target: "webworker",
    resolve: { conditions: ["workerd", "worker", "browser"], externalConditions: ["workerd", "worker"] },
  },
  build: {
    minify: !(PROFILE && isSsrBuild),
    sourcemap: PROFILE && isSsrBuild,
    rollupOptions: isSsrBuild
      ? {}
      : { output: { manualChunks: (id: string) => (FRAMEWORK.test(id) ? "framework" : undefined) } },
  },
}));
