import { useTranslation } from "~/components/translation";
import { QuestionStatus, Show } from "~/lib/status";

/** The operation banner (SPEC §2): closed with its reason, deleted, awaiting review, unlisted. */
export function QuestionBanners({
  status,
  show,
  closeType,
  closeMsg,
}: {
  status: number;
  show: number;
  closeType: number;
  closeMsg: string;
}) {
  const { t } = useTranslation();
  const banner = (key: string, children: React.ReactNode) => (
    <div key={key} role="status" className="mt-3 rounded bg-warning-bg px-3 py-2 text-sm">
      {children}
    </div>
  );
  const banners = [];
  if (status === QuestionStatus.closed) {
    banners.push(
      banner(
        "closed",
        <>
          <p className="font-medium">{t("question.closed_notice")}</p>
          {closeType ? (
            <p>{t("question.closed_reason", { reason: t(`question.close.reasons.${closeType}`) })}</p>
          ) : null}
          {closeType === 60 && closeMsg ? (
            // a duplicate's URL was checked to be a question of this site when the question was closed
            <p>
              <a href={closeMsg}>{closeMsg}</a>
            </p>
          ) : closeMsg ? (
            <p className="whitespace-pre-line">{closeMsg}</p>
          ) : null}
        </>,
      ),
    );
  }
  if (status === QuestionStatus.deleted) banners.push(banner("deleted", t("question.deleted_notice")));
  if (status === QuestionStatus.pending) banners.push(banner("pending", t("question.pending_notice")));
  if (show === Show.unlisted) banners.push(banner("unlisted", t("question.unlisted_notice")));
  return <>{banners}</>;
}
