// What Remix loaders and actions receive as `context` (built in workers/app.ts).
import type { AppContext } from "./server/context.server";
import type { Env } from "./server/env.server";
import type { JsonLd } from "./lib/seo";

// single fetch: loaders' return types are what components receive (no JSON serialisation types)
declare module "@remix-run/server-runtime" {
  interface Future {
    v3_singleFetch: true;
  }
}

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    app: AppContext;
    /** The per-request CSP nonce for inline scripts Remix writes. */
    nonce: string;
    /**
     * Posts' rendered HTML for a document request (a page loaded whole), by the id of the element that shows it: the
     * renderer writes it into the markup, and the page's data carries null in its place (app/lib/post-bodies.ts). Null
     * for a data request (the browser's navigation or revalidation), whose data carries the bodies themselves.
     */
    postBodies: Map<string, string> | null;
    /**
     * The page's structured data (JSON-LD) for a document request, which the server's renderer writes into its head
     * (app/components/head-extras.tsx); null for a data request. It names posts' texts, which the page's data must not
     * carry again.
     */
    structuredData: JsonLd[] | null;
    cloudflare: { env: Env; ctx: ExecutionContext };
  }
}

export {};
