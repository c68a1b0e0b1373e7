// The Remix options, passed to the remix() Vite plugin by vite.config.ts (Remix 2 with Vite reads no config file
// itself). The route table below is the site's map: every page and the module that serves it.
import type { VitePluginConfig } from "@remix-run/dev";

export const remixConfig: VitePluginConfig = {
  appDirectory: "app",
  // routes are declared here, not discovered from file names
  ignoredRouteFiles: ["**/*"],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
  routes: async (defineRoutes) =>
    defineRoutes((route) => {
      route("", "routes/site-layout.tsx", { id: "site" }, () => {
        route("", "routes/root-redirect.tsx", { index: true });
        route("answer/menu", "routes/home.tsx", { id: "home" });
        route("answer/menu/questions", "routes/questions.tsx");
        route("answer/menu/questions/ask", "routes/posts/ask.tsx");
        route("answer/menu/questions/linked/:qid", "routes/posts/linked.tsx");
        route("answer/menu/questions/:qid", "routes/posts/question.tsx", { id: "question" });
        route("answer/menu/questions/:qid/:slug", "routes/posts/question.tsx", { id: "question-slug" });
        route("answer/menu/questions/:qid/:slug/:aid", "routes/posts/question.tsx", { id: "question-answer" });
        route("answer/menu/posts/:qid/edit", "routes/posts/edit.tsx", { id: "edit-question" });
        route("answer/menu/posts/:qid/timeline", "routes/posts/timeline.tsx", { id: "question-timeline" });
        route("answer/menu/posts/:qid/:aid/timeline", "routes/posts/timeline.tsx", { id: "answer-timeline" });
        route("answer/menu/posts/:qid/:aid/edit", "routes/posts/edit.tsx", { id: "edit-answer" });
        route("tags/:slugName", "routes/posts/ask-with-tag.tsx");
        route("answer/menu/tags", "routes/tags/list.tsx");
        route("answer/menu/tags/create", "routes/tags/create.tsx");
        route("answer/menu/tags/:tagId/edit", "routes/tags/edit.tsx");
        route("answer/menu/tags/:tagId/timeline", "routes/tags/timeline.tsx");
        route("answer/menu/tags/:tagName", "routes/tags/landing.tsx");
        route("answer/menu/tags/:tagName/info", "routes/tags/info.tsx");
        route("answer/menu/users/notifications/:type/:subType?", "routes/users/notifications.tsx");
        route("answer/menu/users-list", "routes/users/ranking.tsx");
        route("answer/menu/users/:username", "routes/users/profile.tsx", { id: "profile" });
        route("answer/menu/users/:username/:tab", "routes/users/profile.tsx", { id: "profile-tab" });
        route("answer/menu/review", "routes/review.tsx");
        route("answer/menu/search", "routes/search.tsx");
        route("answer/menu/badges", "routes/badges/centre.tsx");
        route("answer/menu/badges/:badgeId", "routes/badges/detail.tsx");
        route("", "routes/account-layout.tsx", { id: "account" }, () => {
          route("answer/menu/users/login", "routes/auth/login.tsx");
          route("answer/menu/users/register", "routes/auth/register.tsx");
          route("answer/menu/users/account-suspended", "routes/auth/suspended.tsx");
          route("answer/menu/users/account-activation", "routes/auth/activation.tsx");
          route("answer/menu/users/account-activation/success", "routes/auth/activation-success.tsx");
          route("answer/menu/users/settings/profile", "routes/settings/profile.tsx");
          route("answer/menu/users/settings/account", "routes/settings/account.tsx");
          route("answer/menu/users/settings/interface", "routes/settings/interface.tsx");
          route("answer/menu/users/settings/notify", "routes/settings/notify.tsx");
          route("answer/menu/users/settings/lawyer", "routes/settings/lawyer.tsx");
          route("users/unsubscribe", "routes/auth/unsubscribe.tsx");
          route("answer/menu/legal/:infoType", "routes/legal.tsx");
          route("users/account-activation/failed", "routes/auth/activation-failed.tsx");
          // Apache Answer's page for binding an email to an external login; with no login connector, every link to it
          // is one that no longer works
          route("users/confirm-email", "routes/auth/activation-failed.tsx", { id: "confirm-email" });
          route("users/account-recovery", "routes/auth/account-recovery.tsx");
          route("users/password-reset", "routes/auth/password-reset.tsx");
          route("users/change-email", "routes/auth/change-email.tsx");
          route("users/confirm-new-email", "routes/auth/confirm-new-email.tsx");
          route("answer/open", "routes/community/open.tsx");
          route("zone/profile/community-settings", "routes/community/settings.tsx");
        });
        route("answer/menu/users/logout", "routes/auth/logout.tsx");
        route("answer/menu/routeErrorBoundary/:errorCode", "routes/error-page.tsx");
        route("answer/admin", "routes/admin/layout.tsx", () => {
          route("", "routes/admin/dashboard.tsx", { index: true });
          route("dashboard", "routes/admin/dashboard.tsx", { id: "admin-dashboard" });
          route("users", "routes/admin/users.tsx");
          route("users/:userId", "routes/admin/user.tsx");
          route("questions", "routes/admin/questions.tsx");
          route("answers", "routes/admin/answers.tsx");
          route("flags", "routes/admin/flags.tsx");
          route("mail", "routes/admin/mail.tsx");
          route("badges", "routes/admin/badges.tsx");
          route("dead-letters", "routes/admin/dead-letters.tsx");
          route("search", "routes/admin/search.tsx");
          route("index-pings", "routes/admin/index-pings.tsx");
          route(":group", "routes/admin/settings.tsx");
        });
        route("*", "routes/not-found.tsx");
      });
    }),
};
