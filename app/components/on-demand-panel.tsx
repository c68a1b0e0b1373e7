// A panel rendered only once asked for (issue #4). A member's question page had a report form and a comment box under
// every post, closed and almost never opened, and rendering them doubled the page's markup and much of its server time.
// Closed, the panel is a link to this page with the panel open (`?open=<id>`), which works without JavaScript; with
// JavaScript the same click opens it in place. Open, it is a <details> element that closes as any other.
import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { isPlainClick, Link } from "./navigation";
import { openPanelOf, paths } from "~/lib/paths";

export function OnDemandPanel({
  id,
  label,
  open = false,
  className,
  summaryClassName,
  children,
}: {
  /** the panel's element id, also its name in the URL */
  id: string;
  label: ReactNode;
  /** open whatever the URL says (a reply being written, errors to show) */
  open?: boolean;
  className?: string;
  summaryClassName: string;
  /** the panel's content, rendered only while the panel is open */
  children: () => ReactNode;
}) {
  const location = useLocation();
  const [openedHere, setOpenedHere] = useState(false);
  const summary = useRef<HTMLElement>(null);
  // the link the member clicked is gone: the panel's own summary takes the focus
  useEffect(() => {
    if (openedHere) summary.current?.focus();
  }, [openedHere]);
  const askedFor = openPanelOf(location) === id;
  if (!open && !askedFor && !openedHere) {
    return (
      <Link
        to={paths.panel(location, id)}
        // a page per panel is not worth a crawler's visit
        rel="nofollow"
        aria-expanded="false"
        className={summaryClassName}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          setOpenedHere(true);
        }}
      >
        {label}
      </Link>
    );
  }
  return (
    <details id={id} open className={className}>
      <summary ref={summary} className={summaryClassName}>
        {label}
      </summary>
      {children()}
    </details>
  );
}
