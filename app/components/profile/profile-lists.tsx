// The rows of a profile's lists: questions, answers, comments, reputation changes, votes and bookmarks, each linking
// to the post it is about.
import type { ReactNode } from "react";
import { Link } from "~/components/navigation";
import { useTranslation } from "~/components/translation";
import { RelativeTimeText } from "~/components/relative-time";
import { TagChips } from "~/components/tag-chips";
import { useSite } from "~/components/use-site";
import { formatCount } from "~/lib/format";
import { paths } from "~/lib/paths";
import { QuestionStatus } from "~/lib/status";
import type { BookmarkEntry, ReputationEntry } from "~/lib/views/personal";
import type { ProfileAnswer, ProfileComment, ProfileQuestion, ProfileVote } from "~/lib/views/profiles";
import { reputationReasonKey } from "~/lib/reputation-reasons";

type Times = { now: number; timeZone: string };

/** Where a post of a list is: its question, at the answer or the comment when it is one. */
function usePostHref() {
  const { permalink } = useSite();
  return (post: { questionId: number; urlTitle: string; answerId?: number; commentId?: number }) => {
    const page = paths.question({ id: post.questionId, urlTitle: post.urlTitle }, permalink, {
      answerId: post.answerId,
    });
    if (post.commentId) return `${page}${paths.commentAnchor(post.commentId)}`;
    return post.answerId ? `${page}${paths.answerAnchor(post.answerId)}` : page;
  };
}

export function ListRows({ empty, children }: { empty: string; children: ReactNode[] }) {
  if (children.length === 0) return <p className="py-8 text-center text-muted">{empty}</p>;
  return <ul className="divide-y divide-line rounded border border-line bg-surface">{children}</ul>;
}

function Score({ count, accepted = false }: { count: number; accepted?: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      className={`w-14 shrink-0 rounded border px-1 text-center text-sm ${accepted ? "border-primary bg-primary text-primary-fg" : "border-line"}`}
      title={accepted ? t("profile.accepted") : undefined}
    >
      {formatCount(count)}
    </span>
  );
}

export function QuestionRow({ question, times }: { question: ProfileQuestion; times: Times }) {
  const { t } = useTranslation();
  const href = usePostHref()({ questionId: question.id, urlTitle: question.urlTitle });
  return (
    <li className="flex gap-3 px-4 py-2" data-testid="profile-question">
      <Score count={question.voteCount} accepted={question.acceptedAnswerId > 0} />
      <div className="min-w-0 flex-1">
        <Link to={href} className="font-medium">
          {question.title}
        </Link>
        {question.status === QuestionStatus.closed ? (
          <span className="ml-1 text-muted">{t("profile.closed")}</span>
        ) : null}
        {question.status === QuestionStatus.pending ? (
          <span className="ml-2 rounded bg-page px-1 text-xs text-muted">{t("profile.pending")}</span>
        ) : null}
        {question.unlisted ? (
          <span className="ml-2 rounded bg-page px-1 text-xs text-muted">{t("profile.unlisted")}</span>
        ) : null}
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
          <TagChips tags={question.tags} />
          <span>{t("profile.answers_count", { count: question.answerCount })}</span>
          <span>{t("profile.views", { count: question.viewCount })}</span>
          <span>
            {t("profile.asked")} <RelativeTimeText seconds={question.createdAt} {...times} />
          </span>
        </div>
      </div>
    </li>
  );
}

export function AnswerRow({ answer, times }: { answer: ProfileAnswer; times: Times }) {
  const { t } = useTranslation();
  const href = usePostHref()({ questionId: answer.questionId, urlTitle: answer.urlTitle, answerId: answer.id });
  return (
    <li className="flex gap-3 px-4 py-2" data-testid="profile-answer">
      <Score count={answer.voteCount} accepted={answer.accepted} />
      <div className="min-w-0 flex-1">
        <Link to={href} className="font-medium">
          {answer.title}
        </Link>
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
          <TagChips tags={answer.tags} />
          <span>
            {t("profile.answered")} <RelativeTimeText seconds={answer.createdAt} {...times} />
          </span>
        </div>
      </div>
    </li>
  );
}

export function CommentRow({ comment, times }: { comment: ProfileComment; times: Times }) {
  const { t } = useTranslation();
  const answerId = comment.objectType === "answer" ? comment.objectId : undefined;
  const href = usePostHref()({
    questionId: comment.questionId,
    urlTitle: comment.urlTitle,
    answerId,
    commentId: comment.id,
  });
  return (
    <li className="px-4 py-2" data-testid="profile-comment">
      <Link to={href} className="font-medium">
        {comment.title}
      </Link>
      {/* the comment as rendered and sanitized when it was written */}
      <div className="post-body mt-1 line-clamp-2 text-sm" dangerouslySetInnerHTML={{ __html: comment.parsedText }} />
      <p className="mt-1 text-xs text-muted">
        {t("profile.commented")} <RelativeTimeText seconds={comment.createdAt} {...times} />
      </p>
    </li>
  );
}

export function ReputationRow({ entry, times }: { entry: ReputationEntry; times: Times }) {
  const { t } = useTranslation();
  const postHref = usePostHref();
  const reason = t(reputationReasonKey(entry.reason));
  const href = entry.title
    ? postHref({ questionId: entry.questionId, urlTitle: entry.urlTitle, answerId: entry.answerId || undefined })
    : null;
  return (
    <li className="flex items-center gap-3 px-4 py-2" data-testid="profile-reputation-entry">
      <span className={`w-12 shrink-0 text-right font-semibold ${entry.delta > 0 ? "text-primary" : "text-danger"}`}>
        {entry.delta > 0 ? `+${entry.delta}` : entry.delta}
      </span>
      <div className="min-w-0 flex-1">
        {href ? (
          <Link to={href} className="font-medium">
            {entry.title}
          </Link>
        ) : (
          <span className="text-muted">{entry.objectType === "user" ? reason : t("profile.deleted_post")}</span>
        )}
        <p className="text-xs text-muted">
          {reason} · <RelativeTimeText seconds={entry.createdAt} {...times} />
        </p>
      </div>
    </li>
  );
}

export function VoteRow({ vote, times }: { vote: ProfileVote; times: Times }) {
  const { t } = useTranslation();
  const answerId = vote.objectType === "answer" ? vote.objectId : undefined;
  const href = usePostHref()({ questionId: vote.questionId, urlTitle: vote.urlTitle, answerId });
  return (
    <li className="flex items-center gap-3 px-4 py-2" data-testid="profile-vote">
      <span className={`w-12 shrink-0 text-sm ${vote.direction === "up" ? "text-primary" : "text-danger"}`}>
        {t(`profile.vote_${vote.direction}`)}
      </span>
      <div className="min-w-0 flex-1">
        <Link to={href} className="font-medium">
          {vote.title}
        </Link>
        <p className="text-xs text-muted">
          {t(`profile.${vote.objectType === "answer" ? "answered" : "asked"}`)} ·{" "}
          <RelativeTimeText seconds={vote.createdAt} {...times} />
        </p>
      </div>
    </li>
  );
}

export function BookmarkRow({ entry, times }: { entry: BookmarkEntry; times: Times }) {
  const { t } = useTranslation();
  const answerId = entry.objectType === "answer" ? entry.objectId : undefined;
  const href = usePostHref()({ questionId: entry.questionId, urlTitle: entry.urlTitle, answerId });
  return (
    <li className="flex gap-3 px-4 py-2" data-testid="profile-bookmark">
      <Score count={entry.voteCount} accepted={entry.accepted} />
      <div className="min-w-0 flex-1">
        <Link to={href} className="font-medium">
          {entry.title}
        </Link>
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
          <TagChips tags={entry.tags} />
          <span>{t("profile.answers_count", { count: entry.answerCount })}</span>
          <span>
            <RelativeTimeText seconds={entry.bookmarkedAt} {...times} />
          </span>
        </div>
      </div>
    </li>
  );
}
