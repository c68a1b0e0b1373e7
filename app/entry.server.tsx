import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { renderToReadableStream } from "react-dom/server";
import { NonceContext } from "./components/nonce";
import { TranslationProvider } from "./components/translation";
import { PostBodiesContext } from "./lib/post-bodies";
import { StructuredDataContext } from "./lib/seo";
import { getI18nInstance } from "./server/i18n.server";

// The Worker itself (its API, queue consumers and Durable Objects) is part of this build (workers/app.ts): the server
// code that both it and the pages use is bundled once, and Remix matches routes with this build's router, whose
// matching vite.config.ts memoizes.
export { createWorker } from "../workers/worker";
// The router's matching and React's stream renderer as this build has them (vite.config.ts edits both), for
// tests/unit/route-matching.test.ts and tests/unit/stream-renderer.test.ts.
export { matchRoutes as matchRoutesAsBuilt } from "@remix-run/router";
export { renderToReadableStream as renderToReadableStreamAsBuilt } from "react-dom/server";

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const body = await renderToReadableStream(
    <NonceContext.Provider value={loadContext.nonce}>
      <TranslationProvider i18n={getI18nInstance(loadContext.app.locale)}>
        <PostBodiesContext.Provider value={loadContext.postBodies}>
          <StructuredDataContext.Provider value={loadContext.structuredData}>
            <RemixServer context={remixContext} url={request.url} nonce={loadContext.nonce} />
          </StructuredDataContext.Provider>
        </PostBodiesContext.Provider>
      </TranslationProvider>
    </NonceContext.Provider>,
    {
      nonce: loadContext.nonce,
      signal: request.signal,
      onError(error: unknown) {
        if (!request.signal.aborted) console.error(error);
        responseStatusCode = 500;
      },
    },
  );
  // The whole document is rendered before it is sent: loaders have already read everything in one batch, so
  // streaming would gain nothing, and a complete body can be cached at the edge and measured (issue #4).
  await body.allReady;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
