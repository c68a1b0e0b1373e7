// The question page (SPEC §2): /questions/{qid}[/{slugPermalink}[/{aid}]]. Server-rendered with its answers, so it
// reads without JavaScript; the answer form posts here. With an answer id it is that answer's detail page.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { Link } from "~/components/navigation";
import { useTranslation } from "~/components/translation";
import type { CommentsState } from "~/components/comments";
import { InviteesCard } from "~/components/invitees-card";
import { PostButtonsForm } from "~/components/post-buttons-form";
import { QuestionCard } from "~/components/question-cards";
import { pageTitle } from "~/lib/meta";
import { paths } from "~/lib/paths";
import { AnswersSection } from "./question-answers";
import { QuestionArticle } from "./question-article";
import { questionFormErrors } from "./question-forms";
import { questionPageAction } from "./question-action.server";
import { idsFrom, questionPageData } from "./question.server";

// loaded only when there is something to say (after a member's post), so readers never download the form pieces
const QuestionNotices = lazy(() => import("./question-notices"));

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return pageTitle(matches, "question");
  const [title, ...rest] = pageTitle(matches, "question");
  const site = title && "title" in title ? String(title.title).split(" - ").at(-1) : "";
  return [
    { title: `${data.detail.question.title} - ${site}` },
    ...rest.filter((entry) => !("name" in entry && entry.name === "description")),
    ...data.head,
  ];
};

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return questionPageData(context.app, request, params, context.postBodies, context.structuredData);
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { questionId } = idsFrom(params, context.app.settings.seo.permalink);
  return questionPageAction(context.app, request, questionId);
}

export type QuestionPageView = ReturnType<typeof useLoaderData<typeof loader>>;

export default function QuestionPage() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const errors = questionFormErrors(useActionData<typeof action>());
  const { detail } = data;
  const { question } = detail;
  const commentsState: CommentsState = {
    questionId: question.id,
    replyTo: data.replyTo,
    editing: data.editingComment,
    loggedIn: data.loggedIn,
    loginHref: paths.login(data.currentPath),
    now: data.now,
    timeZone: data.timeZone,
    errors: errors.commentErrors,
  };
  return (
    <div className="flex flex-col gap-4 lg:flex-row">
      <div className="min-w-0 flex-1">
        {data.notice || errors.operationErrors ? (
          <Suspense fallback={null}>
            <QuestionNotices notice={data.notice} errors={errors.operationErrors} />
          </Suspense>
        ) : null}
        <QuestionArticle data={data} commentsState={commentsState} closeErrors={errors.closeErrors} />
        <AnswersSection
          data={data}
          commentsState={commentsState}
          answerResult={errors.answerResult}
          answerErrors={errors.answerErrors}
        />
      </div>
      <aside className="flex flex-col gap-4 lg:w-64 lg:self-start">
        <InviteesCard
          questionId={question.id}
          invitees={detail.invitees}
          canInvite={detail.canInvite}
          suggestedLawyers={detail.suggestedLawyers}
        />
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
