// Public site information (SPEC §7: siteinfo, siteinfo/legal, language/options) and what the member asking may do
// (permission?action=).
import { Hono, type Context } from "hono";
import * as v from "valibot";
import { ok } from "../envelope";
import type { ApiEnv } from "../types";
import { queryParams } from "../validate";
import { LOCALES, apiLocaleName } from "~/lib/locale";
import { PermissionQuerySchema } from "~/schemas/permission";
import { permissionsOf } from "~/server/services/permissions.server";
import { legalText } from "~/server/services/settings.server";
import { toSiteInfo } from "~/server/presenters/answer-settings.server";

export const siteRoutes = new Hono<ApiEnv>()
  .get("/siteinfo", (c) => ok(c, toSiteInfo(c.get("app"))))
  .get("/permission", (c) => {
    const app = c.get("app");
    const permissions = permissionsOf(app, queryParams(c, PermissionQuerySchema).action);
    // Answer's clients read has_permission, and show the tip when it is false
    return ok(
      c,
      Object.fromEntries(
        Object.entries(permissions).map(([key, { allowed, rank }]) => [
          key,
          {
            has_permission: allowed,
            no_permission_tip: allowed ? "" : app.t("error.privilege.rank", { rank }),
            allowed,
            rank,
          },
        ]),
      ),
    );
  })
  .get("/siteinfo/legal", (c) => {
    const { info_type } = queryParams(c, v.object({ info_type: v.picklist(["tos", "privacy"], "validation.invalid") }));
    return ok(c, legalText(c.get("app"), info_type));
  })
  // The translations of Answer's own web client are that client's: it keeps its English ones when this is empty
  .get("/language/config", (c) => ok(c, { ui: {} }))
  .get("/language/options", languageOptionsHandler);

/** GET language/options, for members and under the admin API alike. */
export function languageOptionsHandler(c: Context<ApiEnv>) {
  const { t } = c.get("app");
  return ok(
    c,
    LOCALES.map((locale) => ({ label: t(`language.${locale}`), value: apiLocaleName(locale) })),
  );
}
