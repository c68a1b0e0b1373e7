// A flagged post on the review page: the post as it stands (its state badges, author, text), every pending report with
// its reason and reporter, and the actions it allows as plain forms (they work without JavaScript): ignore, hide from
// the list, delete, close with a reason, edit in place; skip goes on to the next.
import type { ReactNode } from "react";
import { MemberName } from "~/components/member-name";
import { Form, Link } from "~/components/navigation";
import { RelativeTimeText } from "~/components/relative-time";
import { TagChips } from "~/components/tag-chips";
import { useTranslation } from "~/components/translation";
import { useSite } from "~/components/use-site";
import { paths } from "~/lib/paths";
import { CLOSE_REASONS } from "~/lib/post-constants";
import { PostStatus, QuestionStatus } from "~/lib/status";
import type { FlaggedPost } from "~/lib/views/review";

const button = "rounded border border-line px-3 py-1.5 text-sm";

/** One action's form: the flag it settles and the operation, with whatever fields the operation takes. */
function FlagForm({ post, operation, children }: { post: FlaggedPost; operation: string; children: ReactNode }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="flag" />
      <input type="hidden" name="flag_id" value={post.flagId} />
      <input type="hidden" name="operation_type" value={operation} />
      {children}
    </Form>
  );
}

function StateBadges({ post }: { post: FlaggedPost }) {
  const { t } = useTranslation();
  const badges = [
    post.status === PostStatus.deleted ? t("review.flag.state.deleted") : null,
    post.status === QuestionStatus.closed && post.objectType === "question" ? t("review.flag.state.closed") : null,
    post.status === PostStatus.pending ? t("review.flag.state.pending") : null,
    post.unlisted ? t("review.flag.state.unlisted") : null,
  ].filter((badge): badge is string => badge !== null);
  return (
    <>
      {badges.map((badge) => (
        <span key={badge} className="ml-2 rounded bg-page px-1.5 py-0.5 text-xs text-muted">
          {badge}
        </span>
      ))}
    </>
  );
}

export function FlaggedPostCard({
  post,
  page,
  now,
  timeZone,
}: {
  post: FlaggedPost;
  page: number;
  now: number;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const { permalink } = useSite();
  const postPage = paths.question({ id: post.questionId, urlTitle: post.urlTitle }, permalink, {
    answerId: post.answerId || undefined,
  });
  const href =
    post.objectType === "comment"
      ? `${postPage}${paths.commentAnchor(post.objectId)}`
      : post.objectType === "answer"
        ? `${postPage}${paths.answerAnchor(post.objectId)}`
        : postPage;
  const can = (action: FlaggedPost["actions"][number]) => post.actions.includes(action);
  return (
    <article className="rounded border border-line bg-surface p-4 sm:p-6" data-testid="flagged-post">
      <p className="mb-1 text-sm text-muted">{t(`review.flag.object_types.${post.objectType}`)}</p>
      <h2 className="mb-2 text-lg font-semibold">
        <Link to={href}>{post.title}</Link>
        <StateBadges post={post} />
      </h2>
      {post.objectType === "question" ? <TagChips tags={post.tags} /> : null}
      <ul className="my-3 space-y-2 rounded bg-page p-3 text-sm" data-testid="flag-reports">
        {post.reports.map((report) => (
          <li key={report.id}>
            <span className="font-medium">{t(`reasons.${report.reasonType}.name`)}</span>
            {report.content ? <span className="ml-2">{report.content}</span> : null}
            <span className="ml-2 text-muted">
              <MemberName member={report.reporter} />{" "}
              <RelativeTimeText seconds={report.createdAt} now={now} timeZone={timeZone} />
            </span>
          </li>
        ))}
      </ul>
      {/* the post's text as rendered and sanitized when it was written */}
      <div className="post-body mb-3" dangerouslySetInnerHTML={{ __html: post.parsedText }} />
      <p className="mb-4 text-sm text-muted">
        {t("review.author")} <MemberName member={post.author} />
      </p>
      <div className="flex flex-wrap items-start gap-2">
        <FlagForm post={post} operation="ignore_report">
          <button type="submit" className={button}>
            {t("review.flag.ignore")}
          </button>
        </FlagForm>
        {can("unlist") ? (
          <FlagForm post={post} operation="unlist_post">
            <button type="submit" className={button}>
              {t("review.flag.unlist")}
            </button>
          </FlagForm>
        ) : null}
        {can("delete") ? (
          <FlagForm post={post} operation="delete_post">
            <button type="submit" className={`${button} text-danger`}>
              {t("review.flag.delete")}
            </button>
          </FlagForm>
        ) : null}
        <Link
          to={paths.review({ type: "flagged_post", page: page + 1 })}
          className="px-3 py-1.5 text-sm text-muted no-underline hover:text-fg"
        >
          {t("review.skip")}
        </Link>
      </div>
      {can("close") ? (
        <details className="mt-3">
          <summary className="cursor-pointer text-sm">{t("review.flag.close")}</summary>
          <FlagForm post={post} operation="close_post">
            <fieldset className="mt-2 space-y-1 text-sm">
              <legend className="sr-only">{t("review.flag.close")}</legend>
              {CLOSE_REASONS.map((reason) => (
                <label key={reason} className="flex items-center gap-2">
                  <input type="radio" name="close_type" value={reason} />
                  {t(`reasons.${reason}.name`)}
                </label>
              ))}
            </fieldset>
            <label className="mt-2 block text-sm">
              {t("question.close.message_label")}
              <input name="close_msg" className="mt-1 block w-full rounded border border-line px-2 py-1" />
            </label>
            <button type="submit" className={`${button} mt-2`}>
              {t("review.flag.close")}
            </button>
          </FlagForm>
        </details>
      ) : null}
      {can("edit") ? (
        <details className="mt-3">
          <summary className="cursor-pointer text-sm">{t("review.flag.edit")}</summary>
          <FlagForm post={post} operation="edit_post">
            {post.objectType === "question" ? (
              <>
                <label className="mt-2 block text-sm">
                  {t("review.flag.edit_title")}
                  <input
                    name="title"
                    defaultValue={post.title}
                    className="mt-1 block w-full rounded border border-line px-2 py-1"
                  />
                </label>
                <input type="hidden" name="tags" value={post.tags.map((tag) => tag.slugName).join(",")} />
              </>
            ) : null}
            <label className="mt-2 block text-sm">
              {t("review.flag.edit_content")}
              <textarea
                name="content"
                rows={6}
                defaultValue={post.originalText}
                className="mt-1 block w-full rounded border border-line px-2 py-1 font-mono"
              />
            </label>
            <button type="submit" className={`${button} mt-2`}>
              {t("review.flag.edit_save")}
            </button>
          </FlagForm>
        </details>
      ) : null}
    </article>
  );
}
