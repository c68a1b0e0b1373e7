// The report panel of a question, an answer or a comment (SPEC §4, §5): the reasons the post's kind takes, each with
// what it means, and a text for the reasons that need one. A plain form posting to the question page, so it works
// without JavaScript; when the page comes back with this panel's errors it opens again with them under the fields.
// The form is rendered only when its panel opens (OnDemandPanel): a page has one per post and comment.
import { useActionData } from "@remix-run/react";
import { Form } from "~/components/navigation";
import { useTranslation } from "~/components/translation";
import { FieldErrors } from "./form";
import { OnDemandPanel } from "./on-demand-panel";
import { REASON_CONTENT, reportReasonsOf, type ReportObjectType } from "~/lib/report-reasons";
import { formatObjectId } from "~/lib/object-ids";

type Reply = { initialValue?: Record<string, unknown>; error?: Record<string, string[] | null> };

/** This panel's field errors when the last post was this very report. */
function useReportErrors(objectType: ReportObjectType, objectId: number) {
  const reply = useActionData() as Reply | undefined;
  const sent = reply?.initialValue;
  const mine =
    sent?.intent === "report" && sent.source === objectType && sent.object_id === formatObjectId(objectType, objectId);
  return mine ? (reply?.error ?? {}) : null;
}

export function ReportForm({ objectType, objectId }: { objectType: ReportObjectType; objectId: number }) {
  const { t } = useTranslation();
  const errors = useReportErrors(objectType, objectId);
  const fieldId = `report-${objectType}-${objectId}`;
  return (
    <OnDemandPanel
      id={fieldId}
      label={t("report.action")}
      open={Boolean(errors)}
      className="relative inline-block"
      summaryClassName="cursor-pointer list-none text-sm text-muted hover:text-fg"
    >
      {() => (
        <Form
          method="post"
          className="absolute z-10 mt-1 w-80 rounded border border-line bg-surface p-3 text-sm shadow"
          aria-labelledby={`${fieldId}-title`}
        >
          <input type="hidden" name="intent" value="report" />
          <input type="hidden" name="source" value={objectType} />
          <input type="hidden" name="object_id" value={formatObjectId(objectType, objectId)} />
          <fieldset>
            <legend id={`${fieldId}-title`} className="mb-1 font-medium">
              {t(`report.title.${objectType}`)}
            </legend>
            {reportReasonsOf(objectType).map((reason) => (
              <label key={reason} className="mb-1 flex items-start gap-2">
                <input type="radio" name="report_type" value={reason} className="mt-1" />
                <span>
                  <span className="block">{t(`reasons.${reason}.name`)}</span>
                  <span className="block text-xs text-muted">{t(`reasons.${reason}.description`)}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <FieldErrors errors={errors?.report_type ?? undefined} />
          <label className="mt-2 block" htmlFor={`${fieldId}-content`}>
            {t("report.content_label")}
          </label>
          <textarea
            id={`${fieldId}-content`}
            name="content"
            rows={2}
            maxLength={500}
            className="mt-1 block w-full rounded border border-line bg-surface px-2 py-1"
            aria-describedby={`${fieldId}-hint`}
          />
          <p id={`${fieldId}-hint`} className="mt-1 text-xs text-muted">
            {Object.keys(REASON_CONTENT)
              .filter((reason) => reportReasonsOf(objectType).includes(Number(reason)))
              .map((reason) => t(`reasons.${reason}.placeholder`))
              .join(" ")}
          </p>
          <FieldErrors errors={errors?.content ?? undefined} />
          <FieldErrors errors={errors?.[""] ?? undefined} />
          <button type="submit" className="mt-2 rounded bg-primary px-3 py-1 text-primary-fg">
            {t("report.submit")}
          </button>
        </Form>
      )}
    </OnDemandPanel>
  );
}
