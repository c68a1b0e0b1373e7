// The Worker bundle as it would be deployed (wrangler deploy --dry-run --minify), raw and gzip: npm run size and
// npm run bench. The dry run also runs wrangler.toml's [build] command, so the Remix build is fresh.
import { readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { ROOT, run } from "./local";

export type BundleSize = { raw: number; gzip: number };

/** Issue #4's budget for the deployed Worker, gzip (the free plan allows 3 MB). */
export const BUNDLE_BUDGET_BYTES = 1024 * 1024;

export function measureWorkerBundle(outdir = path.join(ROOT, "dist")): BundleSize {
  rmSync(outdir, { recursive: true, force: true });
  run(path.join(ROOT, "node_modules", ".bin", "wrangler"), ["deploy", "--dry-run", "--minify", "--outdir", outdir], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  const size: BundleSize = { raw: 0, gzip: 0 };
  for (const file of readdirSync(outdir)) {
    const full = path.join(outdir, file);
    // the Worker's code (modules and WebAssembly); source maps and the like are not deployed as code
    if (!statSync(full).isFile() || !/\.(m?js|wasm)$/.test(file)) continue;
    const bytes = readFileSync(full);
    size.raw += bytes.length;
    size.gzip += gzipSync(bytes).length;
  }
  return size;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
