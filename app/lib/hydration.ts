// Whether the browser still shows the page the server wrote (hydrating it, or rendering it again). Some texts are costly to recompute in the browser only to
// find them equal to the server's (a date in the site's time zone needs Intl, whose first use loads ICU data: about
// 150 ms of a phone's main thread); while hydrating, such a text may be read from the server's HTML instead.

let hydrating = typeof document !== "undefined";

export function isHydrating(): boolean {
  return hydrating;
}

/**
 * Called when the first navigation or revalidation starts (root.tsx): until then every render shows the page the
 * server wrote. (The end of the first commit is too early: parts of the page hydrate in later commits.)
 */
export function hydrationDone(): void {
  hydrating = false;
}
