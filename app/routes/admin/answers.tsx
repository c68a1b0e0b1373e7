// Back office answers (SPEC §2 admin answers): filter normal | pending | deleted, search by the question's title or the
// answer's id, or the answers of one question; 20 a page with title, votes, created, status and actions; delete and
// undelete are plain forms, and an answer held for review is settled on the review page.
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
import { PostStatus } from "~/lib/status";
import { ADMIN_ANSWER_FILTERS, AdminAnswerStatusSchema, AdminAnswersQuerySchema } from "~/schemas/admin-posts";
import { guardPage, handleForm } from "~/server/remix.server";
import { adminAnswerPage, setAnswerStatus } from "~/server/services/admin-posts.server";
import { parseInput } from "~/server/validation.server";

export const meta: MetaFunction = () => [{ name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const query = await guardPage(request, () =>
    parseInput(AdminAnswersQuerySchema, Object.fromEntries(url.searchParams)),
  );
  const app = context.app;
  const page = query.page ?? 1;
  const questionId = query.question_id ?? null;
  const result = await guardPage(request, () =>
    adminAnswerPage(app, { ...query, questionId }, { page, pageSize: ADMIN_POSTS_PAGE_SIZE }),
  );
  return {
    ...result,
    status: query.status,
    query: query.query,
    questionId,
    page,
    now: app.now(),
    timeZone: app.settings.interface.time_zone,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return handleForm(request, AdminAnswerStatusSchema, async (input) => {
    await setAnswerStatus(context.app, { answerId: input.answer_id, status: input.status });
    return redirect(paths.page(new URL(request.url).pathname, Object.fromEntries(new URL(request.url).searchParams)));
  });
}

export default function AdminAnswers() {
  const { t } = useTranslation();
  const { permalink } = useSite();
  const { list, count, status, query, questionId, page, now, timeZone } = useLoaderData<typeof loader>();
  const { formErrors } = splitFormResult(useActionData<typeof action>());
  const href = (next: { page?: number; status?: string }) =>
    paths.adminAnswers({ status: next.status ?? status, query, questionId: questionId ?? undefined, page: next.page });
  return (
    <div>
      <h1 className="mb-4 text-xl font-semibold">{t("admin.nav.answers")}</h1>
      <nav className="mb-3 flex flex-wrap gap-3 text-sm" aria-label={t("admin.posts.filter")}>
        {ADMIN_ANSWER_FILTERS.map((filter) => (
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
        {questionId ? <input type="hidden" name="question_id" value={questionId} /> : null}
        <label htmlFor="query" className="sr-only">
          {t("admin.posts.search_answers")}
        </label>
        <input
          id="query"
          name="query"
          defaultValue={query}
          placeholder={t("admin.posts.search_answers")}
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
              <th className="px-2 font-normal">{t("admin.posts.columns.created")}</th>
              <th className="px-2 font-normal">{t("admin.posts.columns.status")}</th>
              <th className="px-2 font-normal">{t("admin.posts.columns.action")}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((answer) => (
              <tr key={answer.id} className="border-b border-line align-top" data-testid="admin-answer">
                <td className="py-2 pr-2">
                  <Link
                    to={`${paths.question({ id: answer.questionId, urlTitle: answer.urlTitle }, permalink, { answerId: answer.id })}${paths.answerAnchor(answer.id)}`}
                  >
                    {answer.title}
                  </Link>
                  {answer.accepted ? (
                    <span className="ml-2 text-xs text-primary">{t("admin.posts.accepted")}</span>
                  ) : null}
                  <p className="mt-1 text-xs text-muted">{answer.excerpt}</p>
                  <div className="mt-1 text-xs">
                    <MemberName member={answer.author} className="text-muted" />
                  </div>
                </td>
                <td className="px-2">{answer.voteCount}</td>
                <td className="px-2 text-xs text-muted">
                  <RelativeTimeText seconds={answer.createdAt} now={now} timeZone={timeZone} />
                </td>
                <td className="px-2">{t(`admin.posts.status.${status}`)}</td>
                <td className="px-2">
                  {answer.status === PostStatus.pending ? (
                    <Link to={paths.review({ type: "queued_post", objectId: formatObjectId("answer", answer.id) })}>
                      {t("admin.posts.review")}
                    </Link>
                  ) : (
                    <Form method="post">
                      <input type="hidden" name="answer_id" value={answer.id} />
                      <button
                        type="submit"
                        name="status"
                        value={answer.status === PostStatus.deleted ? "available" : "deleted"}
                        className="text-primary underline"
                      >
                        {t(answer.status === PostStatus.deleted ? "admin.posts.undelete" : "admin.posts.delete")}
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
