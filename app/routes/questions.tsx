// The question list (SPEC §2): every order, page size 30, pinned and closed markers, and the hot-questions card.
// Bad query parameters give the defaults, never an error.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/navigation";
import { useTranslation } from "~/components/translation";
import { Notice } from "~/components/form";
import { OrderTabs } from "~/components/order-tabs";
import { Pagination } from "~/components/pagination";
import { QuestionCard } from "~/components/question-cards";
import { QuestionList } from "~/components/question-list";
import { pageTitle } from "~/lib/meta";
import { paths } from "~/lib/paths";
import { QUESTION_ORDERS } from "~/lib/post-constants";
import { pageFrom, questionListPage, questionOrderFrom } from "~/server/services/questions.server";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "questions");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const app = context.app;
  const result = await questionListPage(app, {
    order: questionOrderFrom(url.searchParams.get("order"), app.user),
    page: pageFrom(url.searchParams.get("page")),
    withHot: true,
  });
  return {
    ...result,
    loggedIn: app.user !== null,
    now: app.now(),
    timeZone: app.settings.interface.time_zone,
    // notices are server-only texts (locales/*/titles.json): the loader hands over the sentence
    openedNotice: url.searchParams.get("opened") === "1" ? app.t("notice.community_opened") : null,
  };
}

export default function Questions() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const orders = QUESTION_ORDERS.filter((order) => order !== "recommend" || data.loggedIn);
  return (
    <div className="flex flex-col gap-4 lg:flex-row">
      <div className="min-w-0 flex-1">
        {data.openedNotice ? <Notice tone="success">{data.openedNotice}</Notice> : null}
        <div className="mb-3 flex items-center justify-between">
          <h1 className="text-xl font-semibold">{t("questions.title")}</h1>
          <Link to={paths.ask()} className="rounded bg-primary px-3 py-1 text-sm text-primary-fg no-underline">
            {t("header.post")}
          </Link>
        </div>
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-muted">{t("questions.count", { count: data.count })}</p>
          <OrderTabs
            orders={orders}
            current={data.order}
            href={(order) => paths.questions({ order })}
            labelKey={(order) => `questions.orders.${order}`}
            label={t("questions.orders.label")}
          />
        </div>
        <QuestionList items={data.list} now={data.now} timeZone={data.timeZone} />
        <Pagination
          page={data.page}
          pageSize={data.pageSize}
          count={data.count}
          href={(page) => paths.questions({ page, order: data.order === "newest" ? undefined : data.order })}
        />
      </div>
      <aside className="lg:w-64 lg:self-start">
        <QuestionCard title={t("questions.hot")} questions={data.hot} />
      </aside>
    </div>
  );
}
