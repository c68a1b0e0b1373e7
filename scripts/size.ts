// npm run size: the Worker bundle as it would be deployed (wrangler deploy --dry-run --minify), raw and gzip.
import { readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { ROOT, run } from "./lib/local";

const outdir = path.join(ROOT, "dist");
rmSync(outdir, { recursive: true, force: true });
run(path.join(ROOT, "node_modules", ".bin", "wrangler"), ["deploy", "--dry-run", "--minify", "--outdir", outdir], {
  stdio: ["ignore", "pipe", "pipe"],
});

let raw = 0;
let gzip = 0;
for (const file of readdirSync(outdir)) {
  const full = path.join(outdir, file);
  if (!statSync(full).isFile() || !/\.(m?js|wasm)$/.test(file)) continue;
  const bytes = readFileSync(full);
  raw += bytes.length;
  gzip += gzipSync(bytes).length;
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`Worker bundle: ${kb(raw)} raw, ${kb(gzip)} gzip (free plan limit: 3 MB gzip; project budget: 1 MB gzip)`);
