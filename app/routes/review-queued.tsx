// A post held for review on the review page: why it waits, when it was queued, the question's title and tags, the
// text, its state badges, the author and when it was written; approve and reject are plain forms (they work without
// JavaScript), skip goes on to the next.
import { MemberName } from "~/components/member-name";
import { Form, Link } from "~/components/navigation";
import { RelativeTimeText } from "~/components/relative-time";
import { TagChips } from "~/components/tag-chips";
import { useTranslation } from "~/components/translation";
import { useSite } from "~/components/use-site";
import { paths } from "~/lib/paths";
import type { QueuedPost } from "~/lib/views/review";

export function QueuedPostCard({
  post,
  page,
  now,
  timeZone,
}: {
  post: QueuedPost;
  page: number;
  now: number;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const { permalink } = useSite();
  const answerId = post.objectType === "answer" ? post.objectId : undefined;
  const href = paths.question({ id: post.questionId, urlTitle: post.urlTitle }, permalink, { answerId });
  return (
    <article className="rounded border border-line bg-surface p-4 sm:p-6" data-testid="queued-post">
      <p className="mb-1 text-sm text-muted">{t(`review.queued.object_types.${post.objectType}`)}</p>
      <h2 className="mb-2 text-lg font-semibold">
        <Link to={href}>{post.title}</Link>
        <span className="ml-2 rounded bg-page px-1.5 py-0.5 text-xs text-muted">{t("review.flag.state.pending")}</span>
        {post.unlisted ? (
          <span className="ml-2 rounded bg-page px-1.5 py-0.5 text-xs text-muted">
            {t("review.flag.state.unlisted")}
          </span>
        ) : null}
      </h2>
      {post.objectType === "question" ? <TagChips tags={post.tags} /> : null}
      <dl className="my-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">{t("review.queued.reason_label")}</dt>
        <dd data-testid="queued-reason">{post.reason}</dd>
        <dt className="text-muted">{t("review.queued.submitted")}</dt>
        <dd>
          <RelativeTimeText seconds={post.submittedAt} now={now} timeZone={timeZone} />
        </dd>
        <dt className="text-muted">{t("review.author")}</dt>
        <dd>
          <MemberName member={post.author} />{" "}
          <span className="text-muted">
            {t("review.queued.created")} <RelativeTimeText seconds={post.createdAt} now={now} timeZone={timeZone} />
          </span>
        </dd>
      </dl>
      {/* the post's text as rendered and sanitized when it was written */}
      <div className="post-body mb-4" dangerouslySetInnerHTML={{ __html: post.parsedText }} />
      <div className="flex flex-wrap items-center gap-2">
        {(["approve", "reject"] as const).map((status) => (
          <Form method="post" key={status}>
            <input type="hidden" name="intent" value="queued" />
            <input type="hidden" name="review_id" value={post.reviewId} />
            <button
              type="submit"
              name="status"
              value={status}
              className={
                status === "approve"
                  ? "rounded bg-primary px-4 py-2 font-medium text-primary-fg"
                  : "rounded border border-line px-4 py-2 text-danger"
              }
            >
              {t(`review.${status}`)}
            </button>
          </Form>
        ))}
        <Link
          to={paths.review({ type: "queued_post", page: page + 1 })}
          className="rounded px-4 py-2 text-muted no-underline hover:text-fg"
        >
          {t("review.skip")}
        </Link>
      </div>
    </article>
  );
}
