import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { remixConfig } from "./remix.config";

/** The framework every page needs, kept in one chunk: split across chunks it compresses worse (issue #4). */
const FRAMEWORK =
  /\/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|@remix-run\/react|@remix-run\/router|turbo-stream)\//;

/** `npm run profile` builds the server readable and mapped, so that its profile names our code and each library's. */
const PROFILE = process.env.LVWEN_PROFILE === "1";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), remix(remixConfig), tsconfigPaths()],
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
