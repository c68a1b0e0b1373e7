// In-app links and forms. A link is a plain <a> marked data-link: cheap to render on the server and to hydrate (React
// Router's <Link> runs a dozen hooks each, and a question page has about a hundred links), followed without a reload
// by one click handler (useLinkNavigation, in root.tsx). Neither makes the page ask the server for the routes it leads
// to as soon as it loads (Remix's eager route discovery, whose answer re-renders the whole page right after hydration):
// a route is discovered when it is first visited.
import { Form as RemixForm, useLocation, useNavigate, type FormProps } from "@remix-run/react";
import { forwardRef, useEffect, type AnchorHTMLAttributes, type ReactNode } from "react";
import { paths } from "~/lib/paths";

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string };

/** A link to a page of this site (`to` comes from app/lib/paths.ts). */
export function Link({ to, ...props }: LinkProps) {
  return <a href={to} data-link="" {...props} />;
}

/** A menu link, marked as the current page on its page and on the pages under it. */
export function NavLink({
  to,
  className,
  children,
}: {
  to: string;
  className: (active: boolean) => string;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const active = pathname === to || pathname.startsWith(`${to}/`);
  return (
    <Link to={to} aria-current={active ? "page" : undefined} className={className(active)}>
      {children}
    </Link>
  );
}

export const Form = forwardRef<HTMLFormElement, FormProps>(function Form(props, ref) {
  return <RemixForm ref={ref} discover="none" {...props} />;
});

type Click = Pick<MouseEvent, "button" | "metaKey" | "altKey" | "ctrlKey" | "shiftKey">;

/** A click the page may handle itself: a plain left click, not one asking for a new tab or window. */
export function isPlainClick(event: Click): boolean {
  return event.button === 0 && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
}

/** Follows a plain left click on a Link through the router, as React Router's <Link> would. */
export function useLinkNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    const follow = (event: MouseEvent) => {
      if (event.defaultPrevented || !isPlainClick(event)) return;
      const link = event.target instanceof Element ? event.target.closest("a[data-link]") : null;
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self")) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin || link.hasAttribute("download")) return;
      event.preventDefault();
      const to = paths.here(url, url.hash);
      const here = paths.here(window.location, window.location.hash);
      // a link to the page itself replaces its history entry, as React Router's does
      navigate(to, { replace: to === here });
    };
    document.addEventListener("click", follow);
    return () => document.removeEventListener("click", follow);
  }, [navigate]);
}
