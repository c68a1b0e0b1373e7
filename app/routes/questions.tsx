// The question list (newest first). Every order of SPEC §2 arrives with the questions issue.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Notice } from "~/components/form";
import { Pagination } from "~/components/pagination";
import { QuestionList } from "~/components/question-list";
import { pageTitle } from "~/lib/meta";
import { paths } from "~/lib/paths";
import { newestQuestions } from "~/server/services/questions.server";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "questions");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const result = await newestQuestions(context.app, url.searchParams.get("page"));
  return {
    ...result,
    now: context.app.now(),
    timeZone: context.app.settings.interface.time_zone,
    opened: url.searchParams.get("opened") === "1",
  };
}

export default function Questions() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  return (
    <>
      {data.opened ? <Notice tone="success">{t("community.open.done")}</Notice> : null}
      <div className="mb-4 flex items-center justify-between">
        <h1 className="text-xl font-semibold">{t("questions.title")}</h1>
        <Link to={paths.ask()} className="rounded bg-primary px-3 py-1 text-sm text-primary-fg no-underline">
          {t("header.post")}
        </Link>
      </div>
      <QuestionList items={data.list} now={data.now} timeZone={data.timeZone} />
      <Pagination
        page={data.page}
        pageSize={data.pageSize}
        count={data.count}
        href={(page) => paths.questions({ page })}
      />
    </>
  );
}
