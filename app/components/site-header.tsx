import { useLocation } from "@remix-run/react";
import { Form, Link } from "~/components/navigation";
import { lazy, Suspense, useState, type FormEvent } from "react";
import { useTranslation } from "~/components/translation";
import type { LayoutData } from "~/lib/views/layout";
import { paths } from "~/lib/paths";
import { Avatar } from "./avatar";
import { AVATAR_SIZES } from "~/lib/avatars";

// the bell and its poll are for members only: readers never download them
const NotificationBell = lazy(() => import("./notification-bell"));
// the search history waits for the search box's first focus
const SearchHistory = lazy(() => import("./search-history"));

/** Keeps a header search in the reader's history (this browser only). */
async function remember(event: FormEvent<HTMLFormElement>) {
  const fields = new FormData(event.currentTarget);
  const { rememberHeaderSearch } = await import("~/lib/search-history");
  rememberHeaderSearch(fields.get("type"), fields.get("q"));
}

/** Header: logo, search with its type choice, post button, notifications with a red dot, the member's menu. */
export function SiteHeader({ data }: { data: LayoutData }) {
  const { t } = useTranslation();
  const { site, user, counts, theme } = data;
  const colored = theme.navbarStyle === "colored";
  const unread = counts.inbox + counts.achievement;
  const location = useLocation();
  const [historyOpen, setHistoryOpen] = useState(false);
  // after logging in the member comes back here (but not to an account page)
  const here =
    location.pathname.startsWith(paths.home()) && !location.pathname.includes("/users/") ? paths.here(location) : null;
  return (
    <header className={colored ? "bg-primary text-primary-fg" : "border-b border-line bg-surface text-fg"}>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-2">
        <Link to={paths.home()} className="text-lg font-bold text-inherit no-underline">
          {site.logo ? (
            <>
              <img src={site.logo} alt={site.name} className={site.mobileLogo ? "hidden h-8 sm:block" : "h-8"} />
              {site.mobileLogo ? <img src={site.mobileLogo} alt={site.name} className="h-8 sm:hidden" /> : null}
            </>
          ) : (
            site.name
          )}
        </Link>
        {user?.suspended ? null : (
          <Form
            method="get"
            action={paths.search()}
            role="search"
            className="relative order-last flex w-full gap-1 sm:order-none sm:w-auto sm:flex-1"
            onSubmit={(event) => {
              void remember(event);
              setHistoryOpen(false);
            }}
          >
            <label htmlFor="site-search-type" className="sr-only">
              {t("header.search.type")}
            </label>
            <select
              id="site-search-type"
              name="type"
              className="rounded border border-line bg-surface px-1 text-sm text-fg"
            >
              <option value="question">{t("header.search.question")}</option>
              <option value="answer">{t("header.search.answer")}</option>
              <option value="tag">{t("header.search.tag")}</option>
              <option value="user">{t("header.search.user")}</option>
            </select>
            <label htmlFor="site-search" className="sr-only">
              {t("header.search.placeholder")}
            </label>
            <input
              id="site-search"
              name="q"
              type="search"
              placeholder={t("header.search.placeholder")}
              autoComplete="off"
              onFocus={() => setHistoryOpen(true)}
              onClick={() => setHistoryOpen(true)}
              onBlur={() => setHistoryOpen(false)}
              onKeyDown={(event) => {
                if (event.key === "Escape") setHistoryOpen(false);
                if (event.key === "ArrowDown") setHistoryOpen(true);
              }}
              className="min-w-0 flex-1 rounded border border-line bg-surface px-2 py-1 text-sm text-fg"
            />
            {historyOpen ? (
              <Suspense fallback={null}>
                <SearchHistory onPick={() => setHistoryOpen(false)} />
              </Suspense>
            ) : null}
          </Form>
        )}
        <nav className="ml-auto flex items-center gap-3 text-sm" aria-label={t("header.account_menu")}>
          <Link
            to={paths.ask()}
            className={`rounded px-3 py-1 no-underline ${colored ? "border border-white/70 text-inherit" : "bg-primary text-primary-fg"}`}
          >
            {t("header.post")}
          </Link>
          {user ? (
            <>
              <Suspense fallback={null}>
                {/* a fresh count from the server (after navigating) starts the bell over */}
                <NotificationBell key={unread} unread={unread} pollToken={user.pollToken} />
              </Suspense>
              <details className="relative">
                <summary className="flex cursor-pointer list-none items-center gap-1">
                  <Avatar url={user.avatar} name={user.displayName} size={AVATAR_SIZES.inline} />
                  {user.displayName}
                </summary>
                <ul className="absolute right-0 z-10 mt-2 w-44 rounded border border-line bg-surface py-1 text-fg shadow">
                  <MenuLink to={paths.user(user.username)}>{t("header.menu.profile")}</MenuLink>
                  <MenuLink to={paths.userTab(user.username, "bookmarks")}>{t("header.menu.bookmarks")}</MenuLink>
                  <MenuLink to={paths.badges()}>{t("header.menu.badges")}</MenuLink>
                  <MenuLink to={paths.communitySettings()}>{t("header.menu.community_settings")}</MenuLink>
                  <MenuLink to={paths.settings("account")}>{t("header.menu.settings")}</MenuLink>
                  {user.isAdmin ? <MenuLink to={paths.admin()}>{t("header.menu.admin")}</MenuLink> : null}
                  <li>
                    <Form method="post" action={paths.logout()}>
                      <button type="submit" className="w-full px-3 py-1 text-left hover:bg-page">
                        {t("header.menu.logout")}
                      </button>
                    </Form>
                  </li>
                </ul>
              </details>
            </>
          ) : (
            <>
              <Link to={paths.login(here)} className="text-inherit">
                {t("header.login")}
              </Link>
              {site.allowNewRegistrations ? (
                <Link to={paths.register()} className="text-inherit">
                  {t("header.register")}
                </Link>
              ) : null}
            </>
          )}
        </nav>
      </div>
    </header>
  );
}

function MenuLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <li>
      <Link to={to} className="block px-3 py-1 text-fg no-underline hover:bg-page">
        {children}
      </Link>
    </li>
  );
}
