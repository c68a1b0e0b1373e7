import { Link } from "~/components/navigation";
import { useTranslation } from "~/components/translation";
import { PostBody } from "./post-body";
import { AnswerOperations } from "./lazy-operations";
import { PostMeta } from "./post-meta";
import { VoteButtons } from "./vote-buttons";
import { BookmarkButton } from "./post-marks";
import { ShareMenu } from "./share-menu";
import { ReactionButtons, type ShownReaction } from "./reaction-buttons";
import { Comments, type CommentsState } from "./comments";
import { paths } from "~/lib/paths";
import { postBodyId } from "~/lib/post-bodies";
import { PostStatus } from "~/lib/status";
import type { AnswerDetail } from "~/lib/views/question-detail";

/** An answer as the question page shows it: rendered, without its markdown source. */
type Answer = Omit<AnswerDetail, "originalText" | "parsedText" | "reactions"> & {
  /** null when the page's markup carries it (app/lib/post-bodies.ts) */
  parsedText: string | null;
  reactions: ShownReaction[];
};

export function AnswerItem({
  answer,
  questionId,
  shareUrl,
  loggedIn,
  canAccept,
  now,
  timeZone,
  commentsState,
}: {
  answer: Answer;
  questionId: number;
  /** the answer's own address, to share */
  shareUrl: string;
  loggedIn: boolean;
  canAccept: boolean;
  now: number;
  timeZone: string;
  commentsState: CommentsState;
}) {
  const { t } = useTranslation();
  const accepted = answer.accepted === 2;
  return (
    <article
      id={`answer-${answer.id}`}
      data-testid="answer"
      className={`border-b border-line py-4 ${answer.status === PostStatus.deleted ? "opacity-70" : ""}`}
    >
      {answer.status === PostStatus.deleted ? (
        <p role="status" className="mb-2 rounded bg-warning-bg px-3 py-2 text-sm">
          {t("answer.deleted_notice")}
        </p>
      ) : null}
      {answer.status === PostStatus.pending ? (
        <p role="status" className="mb-2 rounded bg-warning-bg px-3 py-2 text-sm">
          {t("answer.pending_notice")}
        </p>
      ) : null}
      <div className="flex gap-2 sm:gap-4">
        <div className="flex w-8 shrink-0 flex-col items-center text-sm text-muted sm:w-12">
          <VoteButtons
            key={`${answer.id}:${answer.voteCount}:${answer.vote}`}
            objectType="answer"
            objectId={answer.id}
            votes={answer.voteCount}
            vote={answer.vote}
          />
          {accepted ? (
            <span className="mt-1 rounded bg-primary px-1 text-xs text-primary-fg">{t("answer.accepted")}</span>
          ) : null}
        </div>
        <div className="min-w-0 flex-1">
          <PostBody id={postBodyId("answer", answer.id)} html={answer.parsedText} />
          <div className="mt-3 flex flex-wrap items-start justify-between gap-2">
            <div className="flex flex-wrap items-center gap-3 text-sm">
              <ReactionButtons
                key={`${answer.id}:${JSON.stringify(answer.reactions)}`}
                objectType="answer"
                objectId={answer.id}
                reactions={answer.reactions}
              />
              <ShareMenu url={shareUrl} objectType="answer" objectId={answer.id} loggedIn={loggedIn} />
              <BookmarkButton
                objectType="answer"
                objectId={answer.id}
                bookmarked={answer.bookmarked}
                count={answer.collectionCount}
              />
              {answer.actions.includes("edit") ? (
                <Link to={paths.editAnswer(questionId, answer.id)} className="text-muted">
                  {t("actions.edit")}
                </Link>
              ) : null}
              <AnswerOperations
                answerId={answer.id}
                actions={answer.actions}
                accepted={accepted}
                canAccept={canAccept && answer.status === PostStatus.normal}
              />
            </div>
            <PostMeta
              author={answer.author}
              createdAt={answer.createdAt}
              createdLabel={t("answer.answered_at")}
              editor={answer.editor}
              editedAt={answer.lastEditUserId ? answer.updatedAt : null}
              timelineHref={paths.answerTimeline(questionId, answer.id)}
              now={now}
              timeZone={timeZone}
            />
          </div>
          <Comments objectType="answer" objectId={answer.id} comments={answer.comments} state={commentsState} />
        </div>
      </div>
    </article>
  );
}
