// The question page (SPEC §2): /questions/{qid}[/{slugPermalink}[/{aid}]]. Server-rendered with its answers, so it
// reads without JavaScript; the answer form posts here. With an answer id it is that answer's detail page.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import type { AppContext } from "~/server/context.server";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/navigation";
import { useTranslation } from "~/components/translation";
import { AnswerForm, type AnswerFormState } from "~/components/answer-form";
import { AnswerItem } from "~/components/answer-item";
import { FieldErrors, Notice, splitFormResult } from "~/components/form";
import { QuestionOperations } from "~/components/lazy-operations";
import { ShareMenu } from "~/components/share-menu";
import { OrderTabs } from "~/components/order-tabs";
import { PostBody } from "~/components/post-body";
import { PostMeta } from "~/components/post-meta";
import { QuestionCard } from "~/components/question-cards";
import { QuestionBanners } from "~/components/question-banners";
import { TagChips } from "~/components/tag-chips";
import { VoteButtons } from "~/components/vote-buttons";
import { BookmarkButton, FollowButton } from "~/components/post-marks";
import { PostButtonsForm } from "~/components/post-buttons-form";
import { ReactionButtons } from "~/components/reaction-buttons";
import { Comments, type CommentsState } from "~/components/comments";
import { InviteesCard } from "~/components/invitees-card";
import { expandedPost, postKey } from "~/lib/comments";
import { useSite } from "~/components/use-site";
import { pageTitle } from "~/lib/meta";
import { parsePostId, withTitle } from "~/lib/permalink";
import { paths } from "~/lib/paths";
import { bodyForPage, postBodyId } from "~/lib/post-bodies";
import { Pin, QuestionStatus } from "~/lib/status";
import { ANSWER_ORDERS } from "~/lib/post-constants";
import { guardPage } from "~/server/remix.server";
import { uploadRulesFor } from "~/server/services/uploads.server";
import { recordView } from "~/server/services/views.server";
import { toReactionSummary } from "~/server/services/reactions.server";
import { questionPageAction } from "./question-action.server";
import { answerOrderFrom } from "~/server/services/questions.server";
import { questionDetail } from "~/server/services/question-detail.server";

const NOTICE_KEYS = [
  "closed",
  "reported",
  "reopened",
  "deleted",
  "undeleted",
  "pinned",
  "unpinned",
  "hidden",
  "shown",
  "accepted",
  "unaccepted",
  "answer_deleted",
  "answer_undeleted",
  "edited",
  "wait_for_review",
  "comment_deleted",
  "invited",
] as const;

/** The notice a page reached after an operation shows: a server-only text (the titles file of locales), handed over whole. */
function noticeText(app: AppContext, key: string | null): string | null {
  return NOTICE_KEYS.includes(key as never) ? app.t(`notice.${key}`) : null;
}

/** The question and answer ids a URL names; the second segment is an answer id only when permalinks carry no title. */
function idsFrom(params: Record<string, string | undefined>, permalink: number) {
  const questionId = parsePostId(params.qid);
  const answerSegment = params.aid ?? (!withTitle(permalink) ? params.slug : undefined);
  const answerId = answerSegment === undefined ? undefined : parsePostId(answerSegment);
  if (questionId === null || answerId === null) throw new Response(null, { status: 404 });
  return { questionId, answerId };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return pageTitle(matches, "question");
  const [title, ...rest] = pageTitle(matches, "question");
  const site = title && "title" in title ? String(title.title).split(" - ").at(-1) : "";
  return [
    { title: `${data.detail.question.title} - ${site}` },
    ...rest.filter((entry) => !("name" in entry && entry.name === "description")),
    { name: "description", content: data.excerpt },
    { tagName: "link", rel: "canonical", href: data.canonical },
  ];
};

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const app = context.app;
  const permalink = app.settings.seo.permalink;
  const { questionId, answerId } = idsFrom(params, permalink);
  const url = new URL(request.url);
  const order = answerOrderFrom(url.searchParams.get("order"));
  const expand = expandedPost(url.searchParams.get("comments"), url.searchParams.get("shown"));
  const detail = await guardPage(request, () => questionDetail(app, questionId, { order, answerId, expand }));
  app.waitUntil(recordView(app, detail.question.id, request.headers.get("User-Agent") ?? ""));
  const canonicalPath = paths.question(detail.question, permalink, { answerId });
  // the page shows the rendered HTML: the markdown sources would double what every page carries to the browser, and
  // a page loaded whole carries that HTML in its markup only (app/lib/post-bodies.ts)
  const { originalText, ...question } = detail.question;
  const reactions = (summaries: typeof detail.reactions) => toReactionSummary(app, summaries).reaction_summary;
  const body = (kind: "question" | "answer", id: number, html: string) =>
    bodyForPage(context.postBodies, postBodyId(kind, id), html);
  return {
    detail: {
      ...detail,
      question: { ...question, parsedText: body("question", question.id, question.parsedText) },
      reactions: reactions(detail.reactions),
      answers: detail.answers.map(({ originalText: _source, ...answer }) => ({
        ...answer,
        parsedText: body("answer", answer.id, answer.parsedText),
        reactions: reactions(answer.reactions),
      })),
    },
    answerId: answerId ?? null,
    canonical: new URL(canonicalPath, app.siteUrl).toString(),
    excerpt: originalText.replace(/\s+/g, " ").slice(0, 160),
    restricted: app.settings.write.restrict_answer,
    uploadRules: uploadRulesFor(app),
    loggedIn: app.user !== null,
    rank: app.user?.rank ?? 0,
    currentPath: paths.here(url),
    notice: noticeText(app, url.searchParams.get("notice")),
    replyTo: Number(url.searchParams.get("reply")) || null,
    editingComment: Number(url.searchParams.get("edit_comment")) || null,
    now: app.now(),
    timeZone: app.settings.interface.time_zone,
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { questionId } = idsFrom(params, context.app.settings.seo.permalink);
  return questionPageAction(context.app, request, questionId);
}

/** The errors of the comment form that was sent, with the post (or the edited comment) they belong to. */
function commentErrors(lastResult: unknown, formErrors: string[] | undefined): CommentsState["errors"] {
  const result = lastResult as
    { initialValue?: Record<string, string>; error?: Record<string, string[] | null> } | undefined;
  const values = result?.initialValue ?? {};
  const key =
    values.intent === "edit_comment"
      ? `comment-${values.comment_id}`
      : postKey(values.object_type === "answer" ? "answer" : "question", Number(values.object_id));
  const messages = [...(result?.error?.original_text ?? []), ...(formErrors ?? [])];
  return { key, messages };
}

export default function QuestionPage() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { lastResult, formErrors } = splitFormResult(actionData);
  const intent = (lastResult as { initialValue?: { intent?: string } } | undefined)?.initialValue?.intent;
  const closeErrors =
    intent === "close" ? (lastResult as { error?: Record<string, string[] | null> }).error : undefined;
  const commentIntents = ["comment", "edit_comment"];
  // the close, report, answer and comment forms show their own errors
  const ownErrors = ["close", "report", "answer", ...commentIntents];
  const operationErrors = intent && !ownErrors.includes(intent) ? formErrors : undefined;
  const { detail, now, timeZone } = data;
  const { question } = detail;
  const { permalink } = useSite();
  const commentsState: CommentsState = {
    questionId: question.id,
    replyTo: data.replyTo,
    editing: data.editingComment,
    loggedIn: data.loggedIn,
    loginHref: paths.login(data.currentPath),
    now,
    timeZone,
    errors: intent && commentIntents.includes(intent) ? commentErrors(lastResult, formErrors) : null,
  };
  const closed = question.status === QuestionStatus.closed;
  // a closed question takes no answers from anyone, so it says so before asking a visitor to log in
  const answerState: AnswerFormState = closed
    ? { kind: "closed" }
    : !data.loggedIn
      ? { kind: "guest", loginHref: paths.login(data.currentPath) }
      : {
          kind: "open",
          ownAnswerHref: detail.ownAnswerId ? paths.editAnswer(question.id, detail.ownAnswerId) : null,
          restricted: data.restricted,
          rankGuidance: data.rank < 100,
        };
  return (
    <div className="flex flex-col gap-4 lg:flex-row">
      <div className="min-w-0 flex-1">
        {data.notice ? <Notice tone="success">{data.notice}</Notice> : null}
        {operationErrors ? (
          <Notice tone="warning">
            <FieldErrors errors={operationErrors} />
          </Notice>
        ) : null}
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
          <div className="mt-3">
            <TagChips tags={detail.tags} />
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

        <section className="mt-4 rounded border border-line bg-surface p-4 sm:p-6" aria-labelledby="answers-heading">
          <div className="flex flex-wrap items-center justify-between gap-2 border-b border-line pb-2">
            <h2 id="answers-heading" className="font-semibold">
              {t("question.answers_count", { count: question.answerCount })}
            </h2>
            {data.answerId ? (
              <Link to={paths.question(question, permalink)}>
                {t("question.view_all_answers", { count: question.answerCount })}
              </Link>
            ) : (
              <OrderTabs
                orders={ANSWER_ORDERS}
                current={detail.order}
                href={(order) =>
                  paths.question(question, permalink, { order: order === "default" ? undefined : order })
                }
                labelKey={(order) => `question.answer_sort.${order}`}
                label={t("question.answer_sort.label")}
              />
            )}
          </div>
          {detail.answers.map((answer) => (
            <AnswerItem
              key={answer.id}
              answer={answer}
              questionId={question.id}
              shareUrl={new URL(
                paths.question(question, permalink, { answerId: answer.id }),
                data.canonical,
              ).toString()}
              loggedIn={data.loggedIn}
              canAccept={detail.canAccept && question.status !== QuestionStatus.deleted}
              commentsState={commentsState}
              now={now}
              timeZone={timeZone}
            />
          ))}
          <h2 className="mt-6 font-semibold">{t("answer.title")}</h2>
          <AnswerForm
            state={answerState}
            questionId={question.id}
            uploadRules={data.uploadRules}
            lastResult={intent === "answer" ? lastResult : undefined}
            formErrors={intent === "answer" ? formErrors : undefined}
          />
        </section>
      </div>
      <aside className="flex flex-col gap-4 lg:w-64 lg:self-start">
        <InviteesCard questionId={question.id} invitees={detail.invitees} canInvite={detail.canInvite} />
        <QuestionCard
          title={t("question.linked")}
          questions={detail.linked}
          more={<Link to={paths.linkedQuestions(question.id)}>{t("question.more")}</Link>}
        />
        <QuestionCard title={t("question.related")} questions={detail.related} />
      </aside>
      <PostButtonsForm />
    </div>
  );
}
