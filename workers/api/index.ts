// The JSON API (SPEC §7): member calls under /answer/api/v1, back office calls under /answer/admin/api.
import { Hono } from "hono";
import { errorBody } from "./envelope";
import type { ApiEnv } from "./types";
import { accountRoutes } from "./routes/account";
import { adminSettingsRoutes } from "./routes/admin-settings";
import { adminUserRoutes } from "./routes/admin-users";
import { commentRoutes } from "./routes/comments";
import { communityRoutes } from "./routes/community";
import { inviteRoutes } from "./routes/invites";
import { fileRoutes } from "./routes/files";
import { badgeRoutes } from "./routes/badges";
import { notificationRoutes } from "./routes/notifications";
import { personalRoutes } from "./routes/personal";
import { adminPostRoutes } from "./routes/admin-posts";
import { postOperationRoutes } from "./routes/post-operations";
import { questionRoutes } from "./routes/questions";
import { siteRoutes } from "./routes/site";
import { tagRoutes } from "./routes/tags";
import { voteRoutes } from "./routes/votes";
import { reportRoutes } from "./routes/reports";
import { reviewRoutes } from "./routes/review";
import { searchRoutes } from "./routes/search";
import { adminIntegrationRoutes, integrationRoutes } from "./routes/integrations";
import { lawyerRoutes } from "./routes/lawyers";
import { requestContext } from "../load-context";
import { bodyText } from "./validate";
import { ADMIN_API_BASE, API_BASE } from "~/lib/paths";
import { INFLIGHT_TTL_SECONDS } from "~/lib/limits";
import { AppError } from "~/server/errors.server";
import { sha256Hex } from "~/server/crypto.server";
import { getTranslator } from "~/server/i18n.server";
import { claimInflight, releaseInflight } from "~/server/models/throttle.server";
import { requireAdmin } from "~/server/services/guards.server";

/** Calls an anonymous visitor may make when the site requires login (SPEC §6, §8). */
const PUBLIC_WHEN_LOGIN_REQUIRED = new Set([
  "siteinfo",
  "siteinfo/legal",
  "language/options",
  "language/config",
  "plugin/status",
  "user-center/agent",
  "connector/info",
  "user/action/record",
  "user/info",
  "user/login/email",
  "user/register/email",
  "user/email/verification",
  "user/password/reset",
  "user/password/replacement",
  "user/email",
  "user/notification/unsubscribe",
]);

const api = new Hono<ApiEnv>();

api.use("*", async (c, next) => {
  const { app } = await requestContext(c.req.raw, c.env, c.executionCtx as ExecutionContext, "api");
  c.set("app", app);
  const path = new URL(c.req.url).pathname;
  const call = path.startsWith(API_BASE) ? path.slice(API_BASE.length + 1) : null;
  if (app.settings.login.login_required && !app.user && call !== null && !PUBLIC_WHEN_LOGIN_REQUIRED.has(call)) {
    throw new AppError(401, "error.unauthorized");
  }
  await next();
});

// An identical write sent again while the first is still in flight is refused (SPEC §8).
/** File uploads carry binary bodies of megabytes: they have their own size rules and are not JSON. */
const FILE_CALLS = new Set([`${API_BASE}/file`, `${API_BASE}/file/upload`, `${API_BASE}/user/ly/open`]);

api.use("*", async (c, next) => {
  if (c.req.method === "GET" || c.req.method === "HEAD" || c.req.method === "OPTIONS") return next();
  if (FILE_CALLS.has(new URL(c.req.url).pathname)) return next();
  const app = c.get("app");
  const caller = app.sessionTokenHash ?? `ip:${app.ip}`;
  const key = await sha256Hex(`${caller}\n${c.req.method}\n${c.req.url}\n${await bodyText(c)}`);
  if (!(await claimInflight(app.db, key, app.now(), INFLIGHT_TTL_SECONDS))) {
    throw new AppError(400, "error.request.duplicate");
  }
  try {
    await next();
  } finally {
    await releaseInflight(app.db, key);
  }
});

api.use(`${ADMIN_API_BASE}/*`, async (c, next) => {
  requireAdmin(c.get("app"));
  await next();
});

api.route(API_BASE, siteRoutes);
api.route(API_BASE, accountRoutes);
api.route(API_BASE, questionRoutes);
api.route(API_BASE, postOperationRoutes);
api.route(API_BASE, fileRoutes);
api.route(API_BASE, voteRoutes);
api.route(API_BASE, communityRoutes);
api.route(API_BASE, commentRoutes);
api.route(API_BASE, tagRoutes);
api.route(API_BASE, searchRoutes);
api.route(API_BASE, inviteRoutes);
api.route(API_BASE, personalRoutes);
api.route(API_BASE, notificationRoutes);
api.route(API_BASE, badgeRoutes);
api.route(API_BASE, reportRoutes);
api.route(API_BASE, reviewRoutes);
api.route(API_BASE, integrationRoutes);
api.route(API_BASE, lawyerRoutes);
api.route(ADMIN_API_BASE, adminUserRoutes);
api.route(ADMIN_API_BASE, adminSettingsRoutes);
api.route(ADMIN_API_BASE, adminPostRoutes);
api.route(ADMIN_API_BASE, adminIntegrationRoutes);

api.notFound((c) => {
  const t = c.get("app")?.t ?? getTranslator("zh-CN");
  return c.json(errorBody(new AppError(404, "error.not_found"), t), 404);
});

api.onError((error, c) => {
  const t = c.get("app")?.t ?? getTranslator("zh-CN");
  if (error instanceof AppError) return c.json(errorBody(error, t), error.status);
  console.error("API error", error);
  return c.json({ code: 500, reason: "error.internal", msg: t("error.internal"), data: null }, 500);
});

export { api };
