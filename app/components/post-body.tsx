import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

const COLLAPSE_HEIGHT = 360;

/**
 * A post's HTML as the server rendered and sanitized it at write time (DESIGN.md decision 5). Bodies taller than
 * 360 px collapse behind an expand control once the page is interactive; without JavaScript they stay open.
 */
export function PostBody({ html }: { html: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"open" | "collapsed" | "expanded">("open");
  useEffect(() => {
    if (ref.current && ref.current.scrollHeight > COLLAPSE_HEIGHT) setState("collapsed");
  }, [html]);
  return (
    <>
      <div
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
