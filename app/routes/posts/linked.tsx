// /questions/linked/{qid}: the questions linked with one question (SPEC §2: page size 10, the list orders).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/navigation";
import { useTranslation } from "~/components/translation";
import { OrderTabs } from "~/components/order-tabs";
import { Pagination } from "~/components/pagination";
import { QuestionList } from "~/components/question-list";
import { useSite } from "~/components/use-site";
import { pageTitle } from "~/lib/meta";
import { parsePostId } from "~/lib/permalink";
import { paths } from "~/lib/paths";
import { QUESTION_ORDERS } from "~/lib/post-constants";
import { guardPage } from "~/server/remix.server";
import { linkedQuestionsPage, pageFrom } from "~/server/services/questions.server";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "linked");

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const questionId = parsePostId("question", params.qid);
  if (questionId === null) throw new Response(null, { status: 404 });
  const url = new URL(request.url);
  const app = context.app;
  const order = url.searchParams.get("order");
  const page = pageFrom(url.searchParams.get("page"));
  const result = await guardPage(request, () => linkedQuestionsPage(app, questionId, order, page));
  return { ...result, now: app.now(), timeZone: app.settings.interface.time_zone };
}

export default function LinkedQuestions() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const { permalink } = useSite();
  const orders = QUESTION_ORDERS.filter((order) => order !== "recommend");
  return (
    <>
      <h1 className="mb-1 text-xl font-semibold">{t("question.linked")}</h1>
      <p className="mb-3 text-sm">
        <Link to={paths.question(data.question, permalink)}>{data.question.title}</Link>
      </p>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted">{t("questions.count", { count: data.count })}</p>
        <OrderTabs
          orders={orders}
          current={data.order}
          href={(order) => paths.linkedQuestions(data.question.id, { order })}
          labelKey={(order) => `questions.orders.${order}`}
          label={t("questions.orders.label")}
        />
      </div>
      <QuestionList items={data.list} now={data.now} timeZone={data.timeZone} />
      <Pagination
        page={data.page}
        pageSize={data.pageSize}
        count={data.count}
        href={(page) => paths.linkedQuestions(data.question.id, { page, order: data.order })}
      />
    </>
  );
}
