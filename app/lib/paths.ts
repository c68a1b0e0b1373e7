// Every URL of the site is built here (STYLE.md house rule 4), so a route change is a one-file change.
import { publicId, withTitle } from "./permalink";
import type { PageNotice, ReviewNotice, TagListNotice } from "./notices";
import type { ProfileTab } from "./profile-tabs";
import type { ReviewType } from "./review";

export const MENU_BASE = "/answer/menu";
const MENU = MENU_BASE;
export const ADMIN_BASE = "/answer/admin";
const ADMIN = ADMIN_BASE;
export const API_BASE = "/answer/api/v1";
export const ADMIN_API_BASE = "/answer/admin/api";
export const SHARE_QR_PATH = `${MENU_BASE}/share/qr`;
export const SITEMAP_PATH = "/sitemap.xml";
/** A page of the sitemap: `/sitemap/questions-2.xml`, `/sitemap/tags-1.xml`. */
export const SITEMAP_PAGE = /^\/sitemap\/(questions|tags)-([1-9]\d{0,5})\.xml$/;
export const FEEDS_BASE = "/feeds";
export const MANIFEST_PATH = "/manifest.webmanifest";
/** The query parameter naming the on-demand panel a page opens with. */
const PANEL_PARAM = "open";

type PageLocation = { pathname: string; search: string };

/**
 * A page's on-demand panels (app/components/on-demand-panel.tsx): the one its URL opens, and the start of every panel
 * link (the page's address with its other parameters). A question page has four panels per post, and parsing its query
 * for each of them showed in a long page's server time (docs/performance.md), so it is parsed once per location: the
 * router hands every component of a page the same location object.
 */
const panelsByLocation = new WeakMap<PageLocation, { open: string | null; prefix: string }>();

function panelsOf(here: PageLocation): { open: string | null; prefix: string } {
  let panels = panelsByLocation.get(here);
  if (!panels) {
    const params = new URLSearchParams(here.search);
    const open = params.get(PANEL_PARAM);
    params.delete(PANEL_PARAM);
    const others = params.toString();
    panels = { open, prefix: `${here.pathname}?${others ? `${others}&` : ""}${PANEL_PARAM}=` };
    panelsByLocation.set(here, panels);
  }
  return panels;
}

/** The on-demand panel a page's URL opens, if any. */
export const openPanelOf = (here: PageLocation): string | null => panelsOf(here).open;

function withQuery(path: string, query: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export const paths = {
  /** A page of this site by its path, with a query (empty values left out) and an anchor. */
  page: (pathname: string, query: Record<string, string | number | undefined | null> = {}, hash = "") =>
    withQuery(pathname, query) + hash,
  /** This page's own address (path and query), to come back to. */
  here: (location: PageLocation, hash = "") => location.pathname + location.search + hash,
  /** A page with a notice to show once (a key of that page's notices) in its query. */
  withNotice: (path: string, notice: PageNotice) => withQuery(path, { notice }),
  home: () => MENU,
  /** The question list; `region` keeps the questions of a province's or a city's jurisdiction. */
  questions: (query: { page?: number; order?: string; region?: string } = {}) => withQuery(`${MENU}/questions`, query),
  ask: (query: { tags?: string } = {}) => withQuery(`${MENU}/questions/ask`, query),
  /**
   * A question, or one of its answers, in the form the permalink setting chooses (SPEC §2). `urlTitle` is the stored
   * slug; a question that has none yet is linked without it, which every setting accepts.
   */
  question: (
    question: { id: number; urlTitle: string },
    permalink: number,
    options: { answerId?: number; order?: string } = {},
  ) => {
    const base = `${MENU}/questions/${publicId(question.id, permalink)}`;
    // with titles in URLs an answer id is the third segment, so an answer of an unslugged question keeps a placeholder
    const slug = question.urlTitle || (options.answerId ? "-" : "");
    const title = withTitle(permalink) && slug ? `/${encodeURIComponent(slug)}` : "";
    // without a title segment the answer id takes its place
    const answer = options.answerId ? `/${options.answerId}` : "";
    return withQuery(base + title + answer, { order: options.order });
  },
  /** The answer form's anchor and the place a new answer lands. */
  answerAnchor: (answerId: number) => `#answer-${answerId}`,
  commentAnchor: (commentId: number | string) => `#comment-${commentId}`,
  linkedQuestions: (questionId: number, query: { page?: number; order?: string } = {}) =>
    withQuery(`${MENU}/questions/linked/${questionId}`, query),
  editQuestion: (questionId: number) => `${MENU}/posts/${questionId}/edit`,
  editAnswer: (questionId: number, answerId: number) => `${MENU}/posts/${questionId}/${answerId}/edit`,
  questionTimeline: (questionId: number) => `${MENU}/posts/${questionId}/timeline`,
  answerTimeline: (questionId: number, answerId: number) => `${MENU}/posts/${questionId}/${answerId}/timeline`,
  tags: (query: { page?: number; order?: string; name?: string; notice?: TagListNotice } = {}) =>
    withQuery(`${MENU}/tags`, query),
  tag: (slugName: string, query: { page?: number; order?: string } = {}) =>
    withQuery(`${MENU}/tags/${encodeURIComponent(slugName)}`, query),
  tagInfo: (slugName: string) => `${MENU}/tags/${encodeURIComponent(slugName)}/info`,
  createTag: () => `${MENU}/tags/create`,
  editTag: (tagId: number | string) => `${MENU}/tags/${tagId}/edit`,
  tagTimeline: (tagId: number | string) => `${MENU}/tags/${tagId}/timeline`,
  usersList: () => `${MENU}/users-list`,
  user: (username: string) => `${MENU}/users/${encodeURIComponent(username)}`,
  /** A tab of a member's profile; the overview is the profile itself. */
  userTab: (username: string, tab: ProfileTab, query: { order?: string; page?: number } = {}) =>
    withQuery(`${MENU}/users/${encodeURIComponent(username)}${tab === "overview" ? "" : `/${tab}`}`, {
      order: query.order,
      page: query.page === 1 ? undefined : query.page,
    }),
  search: (query: { q?: string; order?: string; page?: number; type?: string } = {}) =>
    withQuery(`${MENU}/search`, {
      type: query.type,
      q: query.q,
      order: query.order,
      page: query.page === 1 ? undefined : query.page,
    }),
  /** This page with one of its on-demand panels open, scrolled to it (app/components/on-demand-panel.tsx). */
  panel: (here: PageLocation, panelId: string) => `${panelsOf(here).prefix}${encodeURIComponent(panelId)}#${panelId}`,
  /** The QR code (SVG) of a question's or an answer's address on this site. */
  shareQr: (path: string) => withQuery(SHARE_QR_PATH, { path }),
  badges: () => `${MENU}/badges`,
  badge: (badgeId: number | string, query: { page?: number; username?: string } = {}) =>
    withQuery(`${MENU}/badges/${badgeId}`, {
      page: query.page === 1 ? undefined : query.page,
      username: query.username,
    }),
  /** The review queue; `page` passes over the suggestions skipped, `notice` says what the last action did. */
  review: (query: { type?: ReviewType; objectId?: string; page?: number; notice?: ReviewNotice } = {}) =>
    withQuery(`${MENU}/review`, {
      type: query.type,
      objectId: query.objectId,
      page: query.page === 1 ? undefined : query.page,
      notice: query.notice,
    }),
  notifications: (type: "inbox" | "achievement" = "inbox", subType = "all", query: { page?: number } = {}) =>
    withQuery(`${MENU}/users/notifications/${type}/${subType}`, { page: query.page === 1 ? undefined : query.page }),

  login: (redirectTo?: string | null) => withQuery(`${MENU}/users/login`, { redirect: redirectTo }),
  register: () => `${MENU}/users/register`,
  logout: () => `${MENU}/users/logout`,
  suspended: () => `${MENU}/users/account-suspended`,
  /** The inactive page; with a code it activates the account. */
  activation: (code?: string) => withQuery(`${MENU}/users/account-activation`, { code }),
  activationSuccess: () => `${MENU}/users/account-activation/success`,
  activationFailed: () => "/users/account-activation/failed",
  accountRecovery: () => "/users/account-recovery",
  passwordReset: (code?: string) => withQuery("/users/password-reset", { code }),
  changeEmail: () => "/users/change-email",
  confirmNewEmail: (code?: string) => withQuery("/users/confirm-new-email", { code }),
  unsubscribe: (code: string) => withQuery("/users/unsubscribe", { code }),
  settings: (tab: "profile" | "notify" | "account" | "interface" | "lawyer" = "profile") =>
    `${MENU}/users/settings/${tab}`,
  /** the photo of a member's licence: only verifiers may open it (never cached, never under /uploads/) */
  lawyerLicence: (userId: number) => `${ADMIN}/lawyers/${userId}/licence`,
  communityOpen: () => "/answer/open",
  communitySettings: () => "/zone/profile/community-settings",
  legal: (infoType: "tos" | "privacy") => `${MENU}/legal/${infoType}`,
  errorPage: (code: number | string) => `${MENU}/routeErrorBoundary/${code}`,

  admin: (section = "dashboard") => `${ADMIN}/${section}`,
  adminPage: (section: string, page: number) =>
    withQuery(`${ADMIN}/${section}`, { page: page === 1 ? undefined : page }),
  adminBadges: (query: { status?: string; q?: string; page?: number } = {}) =>
    withQuery(`${ADMIN}/badges`, { ...query, page: query.page === 1 ? undefined : query.page }),
  adminUsers: (query: { status?: string; query?: string; page?: number } = {}) =>
    withQuery(`${ADMIN}/users`, { ...query, page: query.page === 1 ? undefined : query.page }),
  adminUser: (userId: string | number) => `${ADMIN}/users/${userId}`,
  adminIndexPings: (page = 1) => withQuery(`${ADMIN}/index-pings`, { page: page === 1 ? undefined : page }),
  adminQuestions: (query: { status?: string; query?: string; page?: number } = {}) =>
    withQuery(`${ADMIN}/questions`, { ...query, page: query.page === 1 ? undefined : query.page }),
  adminAnswers: (query: { status?: string; query?: string; questionId?: number; page?: number } = {}) =>
    withQuery(`${ADMIN}/answers`, {
      status: query.status,
      query: query.query,
      question_id: query.questionId,
      page: query.page === 1 ? undefined : query.page,
    }),

  /** A JSON API call; its query keeps empty values, which some calls read as "none". */
  api: (path: string, query?: Record<string, string>) =>
    query ? `${API_BASE}/${path}?${new URLSearchParams(query)}` : `${API_BASE}/${path}`,
  adminApi: (path: string) => `${ADMIN_API_BASE}/${path}`,

  /** The sitemap index (robots.txt names it) and its pages. */
  sitemap: () => SITEMAP_PATH,
  sitemapPage: (kind: "questions" | "tags", page: number) => `/sitemap/${kind}-${page}.xml`,
  /** RSS 2.0 feeds: the newest questions, a tag's newest questions, a question's answers. */
  feed: () => `${FEEDS_BASE}/questions.xml`,
  tagFeed: (slugName: string) => `${FEEDS_BASE}/tags/${encodeURIComponent(slugName)}.xml`,
  answersFeed: (questionId: number) => `${FEEDS_BASE}/questions/${questionId}.xml`,
  manifest: () => MANIFEST_PATH,
  /** IndexNow's key file, which proves to the engines that the site is ours. */
  indexNowKey: (key: string) => `/${key}.txt`,

  /** Absolute URL for links that leave the site, such as the links in emails. */
  absolute: (siteUrl: string, path: string) => new URL(path, siteUrl).toString(),
} as const;

/** Pages an anonymous visitor may open when the site requires login (SPEC §6). */
export function isPublicAuthPath(pathname: string): boolean {
  return [
    paths.login(),
    paths.register(),
    paths.activation(),
    paths.activationSuccess(),
    paths.activationFailed(),
    paths.accountRecovery(),
    paths.passwordReset(),
    paths.confirmNewEmail(),
    paths.suspended(),
  ].includes(pathname);
}

/**
 * The one check of a place to return to (the `redirect` parameter): the target is resolved against the site's
 * origin as a browser would resolve it (dropping tabs and newlines, reading `\\` as `/`) and kept only if it stays on
 * that origin; anything else is the fallback. What is kept is the parsed path, so it is safe in a Location header.
 */
export function safeRedirectTarget(
  target: string | null | undefined,
  origin: string,
  fallback: string = paths.home(),
): string {
  if (!target) return fallback;
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== origin) return fallback;
  const path = url.pathname + url.search + url.hash;
  // a path that starts with two slashes reads as another host, and an encoded slash may be decoded into one
  if (path.startsWith("//") || /%(2f|5c)/i.test(url.pathname)) return fallback;
  return path;
}
