// Back office questions (SPEC §2 admin questions): filter normal | pending | closed | deleted, search by title or id,
// 20 a page; the answer count leads to the question's answers; delete and undelete are plain forms, closing and
// reopening happen on the question's page, and a question held for review is settled on the review page.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { FieldErrors } from "~/components/form";
import { MemberName } from "~/components/member-name";
import { Form, Link } from "~/components/navigation";
import { Pagination } from "~/components/pagination";
import { RelativeTimeText } from "~/components/relative-time";
import { useTranslation } from "~/components/translation";
import { useSite } from "~/components/use-site";
import { splitFormResult } from "~/lib/form-result";
import { ADMIN_POSTS_PAGE_SIZE } from "~/lib/limits";
import { paths } from "~/lib/paths";
import { formatObjectId } from "~/lib/object-ids";
import { QuestionStatus } from "~/lib/status";
import { ADMIN_QUESTION_FILTERS, AdminQuestionStatusSchema, AdminQuestionsQuerySchema } from "~/schemas/admin-posts";
import { guardPage, handleForm } from "~/server/remix.server";
import { adminQuestionPage, setQuestionStatus } from "~/server/services/admin-posts.server";
import { parseInput } from "~/server/validation.server";

export const meta: MetaFunction = () => [{ name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const query = await guardPage(request, () =>
    parseInput(AdminQuestionsQuerySchema, Object.fromEntries(url.searchParams)),
  );
  const app = context.app;
  const page = query.page ?? 1;
  const result = await guardPage(request, () =>
    adminQuestionPage(app, query, { page, pageSize: ADMIN_POSTS_PAGE_SIZE }),
  );
  return {
    ...result,
    status: query.status,
    query: query.query,
    page,
    now: app.now(),
    timeZone: app.settings.interface.time_zone,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return handleForm(request, AdminQuestionStatusSchema, async (input) => {
    await setQuestionStatus(context.app, { questionId: input.question_id, status: input.status });
    return redirect(paths.page(new URL(request.url).pathname, Object.fromEntries(new URL(request.url).searchParams)));
  });
}

export default function AdminQuestions() {
  const { t } = useTranslation();
  const { permalink } = useSite();
  const { list, count, status, query, page, now, timeZone } = useLoaderData<typeof loader>();
  const { formErrors } = splitFormResult(useActionData<typeof action>());
  const href = (next: { page?: number; status?: string }) =>
    paths.adminQuestions({ status: next.status ?? status, query, page: next.page });
  return (
    <div>
      <h1 className="mb-4 text-xl font-semibold">{t("admin.nav.questions")}</h1>
      <nav className="mb-3 flex flex-wrap gap-3 text-sm" aria-label={t("admin.posts.filter")}>
        {ADMIN_QUESTION_FILTERS.map((filter) => (
          <Link
            key={filter}
            to={href({ status: filter })}
            aria-current={filter === status ? "page" : undefined}
            className={filter === status ? "font-semibold" : "text-muted"}
          >
            {t(`admin.posts.status.${filter}`)}
          </Link>
        ))}
      </nav>
      <Form method="get" className="mb-3 flex gap-2">
        <input type="hidden" name="status" value={status} />
        <label htmlFor="query" className="sr-only">
          {t("admin.posts.search_questions")}
        </label>
        <input
          id="query"
          name="query"
          defaultValue={query}
          placeholder={t("admin.posts.search_questions")}
          className="w-64 rounded border border-line bg-surface px-2 py-1 text-sm"
        />
        <button type="submit" className="rounded border border-line px-3 py-1 text-sm">
          {t("admin.posts.search")}
        </button>
      </Form>
      <FieldErrors errors={formErrors} />
      {list.length === 0 ? (
        <p className="py-8 text-center text-muted">{t("admin.posts.empty")}</p>
      ) : (
        <table className="w-full border-collapse text-sm">
          <thead>
            <tr className="border-b border-line text-left text-muted">
              <th className="py-2 pr-2 font-normal">{t("admin.posts.columns.post")}</th>
              <th className="px-2 font-normal">{t("admin.posts.columns.votes")}</th>
              <th className="px-2 font-normal">{t("admin.posts.columns.answers")}</th>
              <th className="px-2 font-normal">{t("admin.posts.columns.created")}</th>
              <th className="px-2 font-normal">{t("admin.posts.columns.action")}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((question) => (
              <tr key={question.id} className="border-b border-line align-top" data-testid="admin-question">
                <td className="py-2 pr-2">
                  <Link to={paths.question(question, permalink)}>{question.title}</Link>
                  {question.unlisted ? (
                    <span className="ml-2 text-xs text-muted">{t("admin.posts.unlisted")}</span>
                  ) : null}
                  <div className="mt-1 text-xs">
                    <MemberName member={question.author} className="text-muted" />
                  </div>
                </td>
                <td className="px-2">{question.voteCount}</td>
                <td className="px-2">
                  <Link to={paths.adminAnswers({ questionId: question.id })}>{question.answerCount}</Link>
                </td>
                <td className="px-2 text-xs text-muted">
                  <RelativeTimeText seconds={question.createdAt} now={now} timeZone={timeZone} />
                </td>
                <td className="px-2">
                  {question.status === QuestionStatus.pending ? (
                    <Link to={paths.review({ type: "queued_post", objectId: formatObjectId("question", question.id) })}>
                      {t("admin.posts.review")}
                    </Link>
                  ) : (
                    <Form method="post">
                      <input type="hidden" name="question_id" value={question.id} />
                      <button
                        type="submit"
                        name="status"
                        value={question.status === QuestionStatus.deleted ? "available" : "deleted"}
                        className="text-primary underline"
                      >
                        {t(question.status === QuestionStatus.deleted ? "admin.posts.undelete" : "admin.posts.delete")}
                      </button>
                    </Form>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination page={page} pageSize={ADMIN_POSTS_PAGE_SIZE} count={count} href={(next) => href({ page: next })} />
    </div>
  );
}
