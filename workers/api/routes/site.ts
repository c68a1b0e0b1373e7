// Public site information (SPEC §7: siteinfo, siteinfo/legal, language/options) and what the member asking may do
// (permission?action=).
import { Hono } from "hono";
import * as v from "valibot";
import { ok } from "../envelope";
import type { ApiEnv } from "../types";
import { queryParams } from "../validate";
import { LOCALES, apiLocaleName } from "~/lib/locale";
import { PermissionQuerySchema } from "~/schemas/permission";
import { permissionsOf } from "~/server/services/permissions.server";
import { publicSiteInfo, legalText } from "~/server/services/settings.server";

export const siteRoutes = new Hono<ApiEnv>()
  .get("/siteinfo", (c) => ok(c, publicSiteInfo(c.get("app"))))
  .get("/permission", (c) => ok(c, permissionsOf(c.get("app"), queryParams(c, PermissionQuerySchema).action)))
  .get("/siteinfo/legal", (c) => {
    const { info_type } = queryParams(c, v.object({ info_type: v.picklist(["tos", "privacy"], "validation.invalid") }));
    return ok(c, legalText(c.get("app"), info_type));
  })
  .get("/language/options", (c) => {
    const { t } = c.get("app");
    return ok(
      c,
      LOCALES.map((locale) => ({ label: t(`language.${locale}`), value: apiLocaleName(locale) })),
    );
  });
