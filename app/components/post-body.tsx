import { useContext, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/components/translation";
import { PostBodiesContext } from "~/lib/post-bodies";

const COLLAPSE_HEIGHT = 360;

/**
 * A body the page's data left out (app/lib/post-bodies.ts): the server's renderer has it from the loader, and the
 * browser from the markup that renderer wrote (read as the element is now: React never writes it while hydrating, and
 * writes it again only when the body it is given changes, as data from a navigation brings it).
 */
function useBodyFromMarkup(id: string, html: string | null): string {
  const rendered = useRenderedBodies();
  // the server renders only documents, so it always has the map
  return html ?? (rendered ? rendered.get(id) : document.getElementById(id)?.innerHTML) ?? "";
}

/** The server's bodies; the browser's build has none, nor the context's code (its page weight is budgeted). */
const useRenderedBodies = import.meta.env.SSR ? () => useContext(PostBodiesContext) : () => null;

/**
 * A post's HTML as the server rendered and sanitized it at write time (DESIGN.md decision 5). Bodies taller than
 * 360 px collapse behind an expand control once the page is interactive; without JavaScript they stay open. `id`
 * names the element, where a page loaded whole keeps a body its data leaves out (`html` null).
 */
export function PostBody({ id, html: given }: { id: string; html: string | null }) {
  const { t } = useTranslation();
  const html = useBodyFromMarkup(id, given);
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"open" | "collapsed" | "expanded">("open");
  useEffect(() => {
    if (ref.current && ref.current.scrollHeight > COLLAPSE_HEIGHT) setState("collapsed");
  }, [html]);
  return (
    <>
      <div
        id={id}
        ref={ref}
        className={`post-body ${state === "collapsed" ? "post-collapsed" : ""}`}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {state === "collapsed" ? (
        <button type="button" onClick={() => setState("expanded")} className="mt-1 text-sm text-primary">
          {t("question.expand")}
        </button>
      ) : null}
    </>
  );
}
