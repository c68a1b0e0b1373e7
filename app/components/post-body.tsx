import { useContext, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { PostBodiesContext } from "~/lib/post-bodies";

const COLLAPSE_HEIGHT = 360;

/**
 * A body the page's data left out (app/lib/post-bodies.ts): the server's renderer has it from the loader, and the
 * browser, hydrating, from the markup that renderer wrote. Taken once: later data carries the body itself.
 */
function useBodyFromMarkup(id: string | undefined, html: string | null): string {
  const rendered = useContext(PostBodiesContext);
  const [body] = useState(() => {
    if (html !== null || id === undefined) return "";
    if (rendered) return rendered.get(id) ?? "";
    return typeof document === "undefined" ? "" : (document.getElementById(id)?.innerHTML ?? "");
  });
  return html ?? body;
}

/**
 * A post's HTML as the server rendered and sanitized it at write time (DESIGN.md decision 5). Bodies taller than
 * 360 px collapse behind an expand control once the page is interactive; without JavaScript they stay open. `id`
 * names the element, where a page loaded whole keeps a body its data leaves out (`html` null).
 */
export function PostBody({ id, html: given }: { id?: string; html: string | null }) {
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
