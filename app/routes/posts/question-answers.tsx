// The answers on the question page, in the order chosen (or the one answer an answer's page shows), and the form to
// add one.
import { Link } from "~/components/navigation";
import { useTranslation } from "~/components/translation";
import { AnswerForm, type AnswerFormState } from "~/components/answer-form";
import { AnswerItem } from "~/components/answer-item";
import type { CommentsState } from "~/components/comments";
import { OrderTabs } from "~/components/order-tabs";
import { useSite } from "~/components/use-site";
import { paths } from "~/lib/paths";
import { ANSWER_ORDERS } from "~/lib/post-constants";
import { QuestionStatus } from "~/lib/status";
import type { QuestionPageView } from "./question";

export function AnswersSection({
  data,
  commentsState,
  answerResult,
  answerErrors,
}: {
  data: QuestionPageView;
  commentsState: CommentsState;
  answerResult: unknown;
  answerErrors: string[] | undefined;
}) {
  const { t } = useTranslation();
  const { permalink } = useSite();
  const { detail, now, timeZone } = data;
  const { question } = detail;
  // a closed question takes no answers from anyone, so it says so before asking a visitor to log in
  const answerState: AnswerFormState =
    question.status === QuestionStatus.closed
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
            href={(order) => paths.question(question, permalink, { order: order === "default" ? undefined : order })}
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
          shareUrl={new URL(paths.question(question, permalink, { answerId: answer.id }), data.canonical).toString()}
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
        lastResult={answerResult as never}
        formErrors={answerErrors}
      />
    </section>
  );
}
