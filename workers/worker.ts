// The Worker: the JSON API, then Remix for every page; the queue consumer; the Durable Object classes. It is part of
// the Remix server build (app/entry.server.tsx exports it), so the server code is bundled once (workers/app.ts).
import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
import { api } from "./api";
import {
  cacheRequest,
  cacheScope,
  cacheVariant,
  entityTag,
  isCacheable,
  keepCached,
  readCached,
  cachedResponse,
  revalidatedCopy,
  withPublicCaching,
  type CachedPage,
  type CacheScope,
} from "./edge-cache";
import { readSessionToken, requestContext, type RequestContext } from "./load-context";
import { handleQueue } from "./queues";
import { checkedFormPost } from "./form-post";
import { scheduled } from "./cleanup";
import { answerPoll } from "./notification-poll";
import { robotsTxt } from "./robots";
import { cacheRedirectTarget } from "./cache-redirect";
import type { JsonLd } from "~/lib/seo";
import { isSitemapPath, sitemapResponse } from "./sitemap";
import { feedResponse, isFeedPath } from "./feeds";
import { manifestResponse } from "./manifest";
import { indexNowKeyOf } from "~/server/services/index-pings.server";
import { shareQrCode } from "./share-qr";
import { licenceOwnerOf, licencePhotoResponse } from "./licence-photo";
import { meterD1, newMeter, serverTimingHeader, type D1Meter } from "./server-timing";
import { isCrossSiteWrite, withSecurityHeaders } from "./security";
import { ADMIN_API_BASE, API_BASE, MANIFEST_PATH, SHARE_QR_PATH, isPublicAuthPath, paths } from "~/lib/paths";
import { randomToken } from "~/server/crypto.server";
import { recordView } from "~/server/services/views.server";
import { UPLOADS_PATH, serveUpload } from "~/server/services/uploads.server";
import type { AppContext } from "~/server/context.server";
import type { Env } from "~/server/env.server";
import { d1BookmarkCookie } from "~/lib/cookies";
import type { DomainEvent } from "~/server/events.server";

import { notificationCounter } from "../durable-objects/notification-counter";
import { reviewCounter } from "../durable-objects/review-counter";
import { voteSerializer } from "../durable-objects/vote-serializer";
import { createDb } from "~/server/db/client.server";
import { selectUnreadState } from "~/server/models/notifications.server";
import { selectReviewCounts } from "~/server/models/review.server";
import { applyVote, type VoteRequest } from "~/server/services/votes.server";

/** The Remix build's request handler, and its version, which changes with every build. */
interface Remix {
  handle: ReturnType<typeof createRequestHandler>;
  version: string;
}

/**
 * The administrator's custom <head> HTML (analytics, verification tags), appended to every page's head. It is the
 * administrator's own markup, so its scripts get this response's CSP nonce.
 */
function withCustomHead(response: Response, customHead: string, nonce: string): Response {
  if (!customHead.trim() || !response.headers.get("Content-Type")?.startsWith("text/html")) return response;
  const html = customHead.replace(/<script\b/gi, `<script nonce="${nonce}"`);
  return new HTMLRewriter()
    .on("head", { element: (head) => void head.append(html, { html: true }) })
    .transform(response);
}

function isApiPath(pathname: string): boolean {
  return pathname.startsWith(`${API_BASE}/`) || pathname.startsWith(`${ADMIN_API_BASE}/`);
}

/** An anonymous read: no session cookie or token. A bookmark cookie alone does not make a member. */
function isAnonymousRead(request: Request): boolean {
  return request.method === "GET" && readSessionToken(request).token === null;
}

async function renderPage(remix: Remix, request: Request, url: URL, env: Env, ctx: ExecutionContext, app: AppContext) {
  if (url.pathname === "/robots.txt") return withSecurityHeaders(robotsTxt(app), request);
  const cachedCopyOf = request.method === "GET" ? cacheRedirectTarget(url, app.siteUrl) : null;
  if (cachedCopyOf) {
    return withSecurityHeaders(new Response(null, { status: 301, headers: { Location: cachedCopyOf } }), request);
  }
  // a site that requires login has neither sitemap nor feeds: they answer 404 rather than the login page
  if (isSitemapPath(url.pathname)) return withSecurityHeaders(await sitemapResponse(app, url.pathname), request);
  if (isFeedPath(url.pathname)) return withSecurityHeaders(await feedResponse(app, url.pathname), request);
  if (url.pathname === MANIFEST_PATH) return withSecurityHeaders(manifestResponse(app), request);
  const indexNowKey = indexNowKeyOf(app.settings, url.pathname);
  if (indexNowKey) {
    const keyFile = new Response(indexNowKey, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
    return withSecurityHeaders(keyFile, request);
  }
  if (app.settings.login.login_required && !app.user && !isPublicAuthPath(url.pathname)) {
    const location = paths.login(paths.here(url));
    return withSecurityHeaders(new Response(null, { status: 302, headers: { Location: location } }), request);
  }
  if (url.pathname === SHARE_QR_PATH) return withSecurityHeaders(shareQrCode(app, url), request);
  const licenceOwner = licenceOwnerOf(url.pathname);
  if (licenceOwner !== null) return withSecurityHeaders(await licencePhotoResponse(app, url, licenceOwner), request);
  if (url.pathname.startsWith(UPLOADS_PATH)) {
    // keys are made of URL-safe characters only, so the path is taken as it is (never decoded)
    const key = url.pathname.slice(UPLOADS_PATH.length);
    return withSecurityHeaders(await serveUpload(env.UPLOADS, key), request);
  }
  const checked = await checkedFormPost(request, app);
  if (checked instanceof Response) return withSecurityHeaders(checked, request);
  const nonce = randomToken(16);
  // a Remix data request (a navigation or revalidation in the browser) ends in .data; anything else is a document
  const document = !url.pathname.endsWith(".data");
  const postBodies = document ? new Map<string, string>() : null;
  const structuredData: JsonLd[] | null = document ? [] : null;
  const response = await remix.handle(checked, { app, nonce, postBodies, structuredData, cloudflare: { env, ctx } });
  return withSecurityHeaders(
    withCustomHead(response, app.settings["custom-css-html"].custom_head, nonce),
    request,
    nonce,
  );
}

/**
 * Serves an anonymous read from the edge cache, or renders it and keeps a copy (workers/edge-cache.ts). Null when the
 * request's context was a wrong guess (workers/load-context.ts): the request must run again.
 */
async function cachedRead(
  remix: Remix,
  request: Request,
  url: URL,
  ctx: ExecutionContext,
  context: RequestContext,
  scope: CacheScope,
  render: () => Promise<Response>,
  meter: D1Meter | undefined,
): Promise<Response | null> {
  const { app } = context;
  const countView = () => {
    // the page's loader counts views; a page served without rendering counts its view here
    if (scope.questionId) ctx.waitUntil(recordView(app, scope.questionId, request.headers.get("User-Agent") ?? ""));
  };
  const variantOf = (contentTag: string) => cacheVariant(app.locale, remix.version, contentTag);
  const keptCopyOf = (variant: string) => revalidatedCopy(request.headers.get("If-None-Match"), variant);
  // the browser keeps its copy: the 304 names that copy's nonce again, with the CSP it was served with
  const notModified = (variant: string, nonce: string | null) =>
    withSecurityHeaders(
      withPublicCaching(new Response(null, { status: 304 }), entityTag(variant, nonce)),
      request,
      nonce ?? undefined,
    );
  const serve = (page: CachedPage, variant: string, status: "hit" | "miss") => {
    // the page just rendered for this request keeps the nonce made for it
    const nonce = page.nonce && (status === "miss" ? page.nonce : randomToken(16));
    const response = withSecurityHeaders(
      withPublicCaching(cachedResponse(page, nonce), entityTag(variant, nonce)),
      request,
      nonce ?? undefined,
    );
    response.headers.append("Server-Timing", `edge;desc="${status}"`);
    return response;
  };

  // the versions as remembered: a page kept under them is served once the request's round trip says they hold
  if (context.contentTag !== null) {
    const variant = variantOf(context.contentTag);
    const kept = keptCopyOf(variant);
    const page = kept
      ? null
      : await readCached(cacheRequest(url, variant), (ms) => {
          if (meter) meter.cacheWaitMs += ms;
        });
    if (kept || page) {
      if ((await context.confirm({ sameContent: true })).stale) return null;
      countView();
      return kept ? notModified(variant, kept.nonce) : serve(page!, variant, "hit");
    }
  }
  const response = await render();
  const { stale, contentTag } = await context.confirm();
  if (stale) {
    await response.body?.cancel();
    return null;
  }
  if (!isCacheable(response) || contentTag === null) return withPrivateCaching(response);
  // kept under the versions read in the same round trip as the page itself
  const variant = variantOf(contentTag);
  const page = await keepCached(cacheRequest(url, variant), response, (promise) => ctx.waitUntil(promise));
  const kept = keptCopyOf(variant);
  return kept ? notModified(variant, kept.nonce) : serve(page, variant, "miss");
}

/** Everything not cached at the edge is the member's own or changes per request: browsers must ask again. */
function withPrivateCaching(response: Response): Response {
  if (response.headers.has("Cache-Control")) return response;
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", "private, no-cache");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** After a write, the member's next reads must see it: the D1 session's bookmark goes back as a cookie. */
function withBookmark(response: Response, request: Request, context: RequestContext): Response {
  if (request.method === "GET" || request.method === "HEAD") return response;
  const bookmark = context.bookmark();
  if (!bookmark) return response;
  const withCookie = new Response(response.body, response);
  withCookie.headers.append("Set-Cookie", d1BookmarkCookie(bookmark, new URL(request.url).protocol === "https:"));
  return withCookie;
}

/** The request's response; null when its context was a wrong guess (workers/load-context.ts). */
async function respond(
  remix: Remix,
  request: Request,
  url: URL,
  env: Env,
  ctx: ExecutionContext,
  meter: D1Meter | undefined,
  fromMemory: boolean,
): Promise<Response | null> {
  const apiCall = isApiPath(url.pathname);
  const scope = isAnonymousRead(request) ? cacheScope(url) : null;
  const context = await requestContext(request, env, ctx, apiCall ? "api" : "page", scope?.keys, fromMemory);
  const render = async () =>
    apiCall
      ? withSecurityHeaders(await api.fetch(request, env, ctx), request)
      : renderPage(remix, request, url, env, ctx, context.app);
  if (scope && !context.app.settings.login.login_required) {
    const response = await cachedRead(remix, request, url, ctx, context, scope, render, meter);
    return response && withBookmark(response, request, context);
  }
  const response = await render();
  if ((await context.confirm()).stale) {
    await response.body?.cancel();
    return null;
  }
  return withBookmark(withPrivateCaching(response), request, context);
}

async function handleFetch(
  remix: Remix,
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  meter?: D1Meter,
): Promise<Response> {
  const url = new URL(request.url);
  const apiCall = isApiPath(url.pathname);
  if (isCrossSiteWrite(request) || (apiCall && request.headers.get("Sec-Fetch-Site") === "cross-site")) {
    return withSecurityHeaders(new Response("Cross-site request refused", { status: 403 }), request);
  }
  const poll = await answerPoll(request, url, env);
  if (poll) return withSecurityHeaders(poll, request);
  // first with what this isolate remembers of the context, checked in the same round trip as the page's reads; a
  // wrong guess (settings or the member changed, a cached page's content moved) runs the request again from D1
  const guessed = await respond(remix, request, url, env, ctx, meter, true);
  return guessed ?? (await respond(remix, request, url, env, ctx, meter, false))!;
}

/** The Worker's handlers and Durable Object classes, over a Remix build (which holds this module). */
export function createWorker(build: ServerBuild) {
  const remix: Remix = { handle: createRequestHandler(build), version: build.assets.version };
  const handler = {
    async fetch(request, env, ctx) {
      if (env.SERVER_TIMING !== "1") return handleFetch(remix, request, env, ctx);
      const meter = newMeter();
      const started = performance.now();
      const response = await handleFetch(remix, request, { ...env, DB: meterD1(env.DB, meter) }, ctx, meter);
      // the body is read before the clock stops: a page's stream hands its bytes over as they are read, and that work
      // is the request's CPU as much as rendering is
      const timed = new Response(response.body && (await response.arrayBuffer()), response);
      timed.headers.append("Server-Timing", serverTimingHeader(performance.now() - started, meter));
      return timed;
    },
    queue: handleQueue,
    scheduled,
  } satisfies ExportedHandler<Env, DomainEvent>;
  return {
    handler,
    // the Durable Object classes wrangler.toml names, each given the server code it needs (they import none themselves)
    VoteSerializer: voteSerializer((env: Env, request: VoteRequest) => applyVote(env.DB, env.EVENTS, request)),
    NotificationCounter: notificationCounter((env: Env, userId: number) => selectUnreadState(createDb(env.DB), userId)),
    ReviewCounter: reviewCounter((env: Env) => selectReviewCounts(createDb(env.DB))),
  };
}
