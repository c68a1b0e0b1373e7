// npm run size: the Worker bundle as it would be deployed (wrangler deploy --dry-run --minify), raw and gzip.
import { kb, measureWorkerBundle } from "./lib/bundle-size";

const { raw, gzip } = measureWorkerBundle();
console.log(`Worker bundle: ${kb(raw)} raw, ${kb(gzip)} gzip (free plan limit: 3 MB gzip; project budget: 1 MB gzip)`);
