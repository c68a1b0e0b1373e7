// npm run size [-- --check]: the Worker bundle as it would be deployed (wrangler deploy --dry-run --minify), raw and
// gzip. With --check (part of npm test) it fails when the bundle is over the budget.
import { BUNDLE_BUDGET_BYTES, kb, measureWorkerBundle } from "./lib/bundle-size";

const { raw, gzip } = measureWorkerBundle();
console.log(
  `Worker bundle: ${kb(raw)} raw, ${kb(gzip)} gzip (budget ${kb(BUNDLE_BUDGET_BYTES)} gzip; free plan limit 3 MB)`,
);
if (process.argv.includes("--check") && gzip > BUNDLE_BUDGET_BYTES) {
  console.error(`The Worker bundle is over its budget by ${kb(gzip - BUNDLE_BUDGET_BYTES)}.`);
  process.exit(1);
}
