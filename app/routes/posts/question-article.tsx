// The question itself on its page: title, counts, banners, tags, votes, body, reactions, share, operations, author
// and editor, and its comments.
import { Link } from "~/components/navigation";
import { useTranslation } from "~/components/translation";
import type { CommentsState } from "~/components/comments";
import { Comments } from "~/components/comments";
import { QuestionOperations } from "~/components/lazy-operations";
import { BookmarkButton, FollowButton } from "~/components/post-marks";
import { PostBody } from "~/components/post-body";
import { PostMeta } from "~/components/post-meta";
import { QuestionBanners } from "~/components/question-banners";
import { ReactionButtons } from "~/components/reaction-buttons";
import { ShareMenu } from "~/components/share-menu";
import { TagChips } from "~/components/tag-chips";
import { RegionChip } from "~/components/question-cards";
import { useSite } from "~/components/use-site";
import { VoteButtons } from "~/components/vote-buttons";
import { paths } from "~/lib/paths";
import { postBodyId } from "~/lib/post-bodies";
import { Pin, QuestionStatus } from "~/lib/status";
import type { QuestionPageView } from "./question";

export function QuestionArticle({
  data,
  commentsState,
  closeErrors,
}: {
  data: QuestionPageView;
  commentsState: CommentsState;
  closeErrors: Record<string, string[] | null> | undefined;
}) {
  const { t } = useTranslation();
  const { permalink } = useSite();
  const { detail, now, timeZone } = data;
  const { question } = detail;
  const closed = question.status === QuestionStatus.closed;
  return (
    <article className="rounded border border-line bg-surface p-4 sm:p-6">
      <h1 className="text-xl font-semibold leading-snug">
        {question.pin === Pin.pinned ? (
          <span className="mr-2 rounded bg-primary px-1 align-middle text-xs text-primary-fg">
            {t("questions.pinned")}
          </span>
        ) : null}
        {question.title}
        {closed ? <span className="ml-1 text-muted">{t("questions.closed_suffix")}</span> : null}
      </h1>
      <div className="mt-1 flex flex-wrap items-center gap-3 text-xs text-muted">
        <span>{t("question.views", { count: question.viewCount })}</span>
        <FollowButton
          objectType="question"
          objectId={question.id}
          followed={detail.followed}
          count={question.followCount}
        />
        <BookmarkButton
          objectType="question"
          objectId={question.id}
          bookmarked={detail.bookmarked}
          count={question.collectionCount}
        />
      </div>
      <QuestionBanners
        status={question.status}
        show={question.show}
        closeType={question.closeType}
        closeMsg={question.closeMsg}
      />
      <div className="mt-3 flex flex-wrap items-center gap-1">
        <TagChips tags={detail.tags} />
        <RegionChip names={detail.region} code={detail.regionCode} />
      </div>
      <div className="mt-4 flex gap-2 sm:gap-4">
        <div className="w-8 shrink-0 text-center text-sm text-muted sm:w-12">
          <VoteButtons
            key={`${question.id}:${question.voteCount}:${detail.vote}`}
            objectType="question"
            objectId={question.id}
            votes={question.voteCount}
            vote={detail.vote}
          />
        </div>
        <div className="min-w-0 flex-1">
          <PostBody id={postBodyId("question", question.id)} html={question.parsedText} />
          <div className="mt-4 flex flex-wrap items-start justify-between gap-2">
            <div className="flex flex-wrap items-center gap-3 text-sm">
              <ReactionButtons
                key={`${question.id}:${JSON.stringify(detail.reactions)}`}
                objectType="question"
                objectId={question.id}
                reactions={detail.reactions}
              />
              <ShareMenu
                url={new URL(paths.question(question, permalink), data.canonical).toString()}
                objectType="question"
                objectId={question.id}
                loggedIn={data.loggedIn}
              />
              {detail.actions.includes("edit") ? (
                <Link to={paths.editQuestion(question.id)} className="text-muted">
                  {t("actions.edit")}
                </Link>
              ) : null}
              <QuestionOperations
                questionId={question.id}
                actions={detail.actions}
                answerCount={question.answerCount}
                closeErrors={closeErrors}
              />
            </div>
            <PostMeta
              author={detail.author}
              createdAt={question.createdAt}
              createdLabel={t("question.created")}
              editor={detail.editor}
              editedAt={question.editedAt}
              timelineHref={paths.questionTimeline(question.id)}
              now={now}
              timeZone={timeZone}
            />
          </div>
          <Comments objectType="question" objectId={question.id} comments={detail.comments} state={commentsState} />
        </div>
      </div>
    </article>
  );
}
