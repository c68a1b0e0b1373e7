// A lawyer profile waiting for verification on the review page: the applicant, region, career, fields, organisation,
// licence number and the photo of the licence (served only to verifiers, never cached); verify, or reject with a
// reason the applicant is told. Plain forms, so they work without JavaScript; skip goes on to the next.
import { MemberName } from "~/components/member-name";
import { Form, Link } from "~/components/navigation";
import { RelativeTimeText } from "~/components/relative-time";
import { useTranslation } from "~/components/translation";
import { paths } from "~/lib/paths";
import type { LawyerSubmission } from "~/lib/views/lawyers";

export function LawyerSubmissionCard({
  submission,
  page,
  now,
  timeZone,
}: {
  submission: LawyerSubmission;
  page: number;
  now: number;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const member = submission.member;
  return (
    <article className="rounded border border-line bg-surface p-4 sm:p-6" data-testid="lawyer-submission">
      <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">{t("review.lawyer.member")}</dt>
        <dd>
          <MemberName member={member} />
        </dd>
        <dt className="text-muted">{t("review.lawyer.email")}</dt>
        <dd>{submission.email}</dd>
        <dt className="text-muted">{t("review.lawyer.submitted")}</dt>
        <dd>
          <RelativeTimeText seconds={submission.submittedAt} now={now} timeZone={timeZone} />
        </dd>
        <dt className="text-muted">{t("review.lawyer.region")}</dt>
        <dd data-testid="lawyer-region">{submission.regionNames.join(" ")}</dd>
        <dt className="text-muted">{t("review.lawyer.career")}</dt>
        <dd>{submission.careerName}</dd>
        <dt className="text-muted">{t("review.lawyer.domains")}</dt>
        <dd>{submission.domains.join("、")}</dd>
        <dt className="text-muted">{t("review.lawyer.org")}</dt>
        <dd>{submission.orgName}</dd>
        <dt className="text-muted">{t("review.lawyer.licence_no")}</dt>
        <dd data-testid="lawyer-licence-no">{submission.licenceNo}</dd>
      </dl>
      {submission.hasLicencePhoto ? (
        <figure className="mb-4">
          <img
            src={paths.lawyerLicence(member.id)}
            alt={t("review.lawyer.licence_photo")}
            className="max-h-96 rounded border border-line"
            data-testid="lawyer-licence-photo"
          />
          <figcaption className="text-xs text-muted">{t("review.lawyer.licence_photo")}</figcaption>
        </figure>
      ) : (
        <p className="mb-4 text-sm text-muted">{t("review.lawyer.no_photo")}</p>
      )}
      <div className="flex flex-wrap items-start gap-4">
        <Form method="post">
          <input type="hidden" name="intent" value="lawyer" />
          <input type="hidden" name="user_id" value={member.id} />
          <button
            type="submit"
            name="operation"
            value="verify"
            className="rounded bg-primary px-4 py-2 font-medium text-primary-fg"
          >
            {t("review.lawyer.verify")}
          </button>
        </Form>
        <Form method="post" className="flex min-w-64 flex-1 flex-col gap-2">
          <input type="hidden" name="intent" value="lawyer" />
          <input type="hidden" name="user_id" value={member.id} />
          <label htmlFor="lawyer-reason" className="text-sm">
            {t("review.lawyer.reason")}
          </label>
          <textarea
            id="lawyer-reason"
            name="reason"
            rows={2}
            className="rounded border border-line bg-surface px-3 py-2 text-sm"
          />
          <button
            type="submit"
            name="operation"
            value="reject"
            className="self-start rounded border border-line px-4 py-2 text-danger"
          >
            {t("review.lawyer.reject")}
          </button>
        </Form>
        <Link
          to={paths.review({ type: "lawyer_verification", page: page + 1 })}
          className="rounded px-4 py-2 text-muted no-underline hover:text-fg"
        >
          {t("review.skip")}
        </Link>
      </div>
    </article>
  );
}
