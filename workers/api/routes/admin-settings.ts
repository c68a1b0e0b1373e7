// Back office settings (SPEC §7): the dashboard, GET/PUT siteinfo/{group} and setting/{smtp,privileges}, the outbox.
import { Hono } from "hono";
import { AdminBadgesQuerySchema, BadgeStatusSchema, DeadLettersQuerySchema } from "~/schemas/admin-badges";
import { adminBadgePage, deadLetterPage, setBadgeStatus } from "~/server/services/admin-badges.server";
import { toAdminBadge, toDeadLetter } from "~/server/presenters/badges.server";
import * as v from "valibot";
import { ok } from "../envelope";
import { reasonsHandler } from "./reports";
import { languageOptionsHandler } from "./site";
import type { ApiEnv } from "../types";
import { jsonBody, jsonObject, queryParams } from "../validate";
import { AppError } from "~/server/errors.server";
import { getSettingsGroup } from "~/server/services/settings.server";
import { ANSWER_SETTING_READS, ANSWER_SITEINFO_READS } from "~/server/presenters/answer-settings.server";
import {
  isAnswerSiteinfoGroup,
  saveAnswerSettingGroup,
  saveAnswerSiteinfoGroup,
  saveSiteinfoGroup,
} from "~/server/services/answer-settings.server";
import { listOutbox } from "~/server/services/admin-users.server";
import { toOutboxMail } from "~/server/presenters/users.server";
import { dashboardInfo } from "~/server/services/admin-dashboard.server";
import { toDashboardInfo, toSearchIndexState } from "~/server/presenters/dashboard.server";
import { searchIndexState, startSearchRebuild } from "~/server/services/search-rebuild.server";
import type { SettingsGroup } from "~/schemas/settings";

const SITEINFO_GROUPS: SettingsGroup[] = [
  "general",
  "interface",
  "branding",
  "write",
  "legal",
  "seo",
  "theme",
  "custom-css-html",
  "login",
  "users",
  "review",
  "lawyer",
  "indexing",
];

function group(name: string, allowed: SettingsGroup[]): SettingsGroup {
  const found = allowed.find((candidate) => candidate === name);
  if (!found) throw new AppError(404, "error.not_found");
  return found;
}

export const adminSettingsRoutes = new Hono<ApiEnv>()
  .get("/language/options", languageOptionsHandler)
  .get("/reasons", reasonsHandler)
  .get("/theme/options", (c) => ok(c, [{ label: c.get("app").t("admin.settings.option.default"), value: "default" }]))
  .get("/dashboard", async (c) => ok(c, toDashboardInfo(await dashboardInfo(c.get("app"), c.req.url))))
  .get("/search/index", async (c) => ok(c, toSearchIndexState(await searchIndexState(c.get("app")))))
  .post("/search/index/rebuild", async (c) => ok(c, toSearchIndexState(await startSearchRebuild(c.get("app")))))
  .get("/siteinfo/:group", (c) => {
    const app = c.get("app");
    const read = ANSWER_SITEINFO_READS[c.req.param("group")];
    return ok(
      c,
      read ? read(app.settings, app.t) : getSettingsGroup(app, group(c.req.param("group"), SITEINFO_GROUPS)),
    );
  })
  .put("/siteinfo/:group", async (c) => {
    const app = c.get("app");
    const name = c.req.param("group");
    const body = await jsonObject(c);
    if (isAnswerSiteinfoGroup(name)) {
      await saveAnswerSiteinfoGroup(app, name, body);
      return ok(c, ANSWER_SITEINFO_READS[name]!(app.settings, app.t));
    }
    const ours = group(name, SITEINFO_GROUPS);
    return ok(c, await saveSiteinfoGroup(app, ours, body));
  })
  .get("/setting/:group", (c) => {
    const app = c.get("app");
    const read = ANSWER_SETTING_READS[c.req.param("group")];
    if (!read) throw new AppError(404, "error.not_found");
    return ok(c, read(app.settings, app.t));
  })
  .put("/setting/:group", async (c) => {
    const app = c.get("app");
    const name = c.req.param("group");
    await saveAnswerSettingGroup(app, name, await jsonObject(c));
    return ok(c, ANSWER_SETTING_READS[name]!(app.settings, app.t));
  })
  .get("/badges", async (c) => {
    const query = queryParams(c, AdminBadgesQuerySchema);
    const { count, list } = await adminBadgePage(c.get("app"), {
      status: query.status,
      q: query.q,
      id: query.id,
      page: query.page ?? 1,
    });
    return ok(c, { count, list: list.map(toAdminBadge) });
  })
  .put("/badge/status", async (c) => {
    const { id, status } = await jsonBody(c, BadgeStatusSchema);
    await setBadgeStatus(c.get("app"), id, status);
    return ok(c);
  })
  .get("/dead-letters/page", async (c) => {
    const { count, list } = await deadLetterPage(c.get("app"), queryParams(c, DeadLettersQuerySchema).page ?? 1);
    return ok(c, { count, list: list.map(toDeadLetter) });
  })
  .get("/mail/page", async (c) => {
    const query = queryParams(
      c,
      v.object({
        page: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(100_000)), "1"),
      }),
    );
    const { count, list } = await listOutbox(c.get("app"), query.page);
    return ok(c, { count, list: list.map(toOutboxMail) });
  });
