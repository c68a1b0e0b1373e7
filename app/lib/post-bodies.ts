// A post's rendered HTML reaches the browser once. A page loaded whole carries it in its markup, and the page's data
// (which the browser needs to hydrate) carries null in its place: the markup is where the browser takes it from then.
// On a 20-answer question the bodies were the larger part of both, written and sent twice. A data request (the
// browser's navigation or revalidation) has no markup, so its data carries the bodies themselves.
import { createContext } from "react";

/** The id of the element that shows a post's body. */
export const postBodyId = (kind: "question" | "answer" | "tag", id: number | string) => `body-${kind}-${id}`;

/**
 * A post's body as a loader hands it to its page: null in a document request, whose renderer finds it in `postBodies`
 * (the request's load context) under the id of the element that shows it; the HTML itself in a data request.
 */
export function bodyForPage(postBodies: Map<string, string> | null, elementId: string, html: string): string | null {
  if (!postBodies) return html;
  postBodies.set(elementId, html);
  return null;
}

/** The bodies a document's renderer writes into the markup (app/entry.server.tsx); null in the browser. */
export const PostBodiesContext = /* @__PURE__ */ createContext<ReadonlyMap<string, string> | null>(null);
