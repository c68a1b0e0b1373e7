// Reports (SPEC §7): GET reasons?object_type&action → the reasons a kind of post takes (to report it, or to close a
// question), named in the caller's language; POST report {source, report_type, object_id, content} → 感谢标记。
import { Hono, type Context } from "hono";
import { ok } from "../envelope";
import type { ApiEnv } from "../types";
import { jsonBody, queryParams } from "../validate";
import { REASON_CONTENT, reasonsFor } from "~/lib/report-reasons";
import { ReasonsQuerySchema, ReportSchema } from "~/schemas/report";
import { fileReport } from "~/server/services/reports.server";

/** GET reasons, for members and (as Answer's back office asks them) under the admin API alike. */
export function reasonsHandler(c: Context<ApiEnv>) {
  const { object_type, action } = queryParams(c, ReasonsQuerySchema);
  const { t } = c.get("app");
  return ok(
    c,
    reasonsFor(object_type, action).map((reason) => ({
      reason_type: reason,
      name: t(`reasons.${reason}.name`),
      description: t(`reasons.${reason}.description`),
      content_type: REASON_CONTENT[reason] ?? "",
      placeholder: REASON_CONTENT[reason] ? t(`reasons.${reason}.placeholder`) : "",
    })),
  );
}

export const reportRoutes = new Hono<ApiEnv>().get("/reasons", reasonsHandler).post("/report", async (c) => {
  const input = await jsonBody(c, ReportSchema);
  await fileReport(c.get("app"), {
    objectType: input.source,
    objectId: input.object_id,
    reasonType: input.report_type,
    content: input.content ?? "",
  });
  return ok(c, null, "report.thanks");
});
