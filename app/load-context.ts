// What Remix loaders and actions receive as `context` (built in workers/app.ts).
import type { AppContext } from "./server/context.server";
import type { Env } from "./server/env.server";

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
    cloudflare: { env: Env; ctx: ExecutionContext };
  }
}

export {};
