// The search index in the back office: how far its rebuild is, and a button that begins one (the queue writes every
// question again, a step at a time; search keeps working meanwhile). A plain form, so it works without JavaScript.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Notice } from "~/components/form";
import { splitFormResult } from "~/lib/form-result";
import { Form } from "~/components/navigation";
import { useTranslation } from "~/components/translation";
import { SearchRebuildFormSchema } from "~/schemas/search";
import { guardPage, handleForm } from "~/server/remix.server";
import { searchIndexState, startSearchRebuild } from "~/server/services/search-rebuild.server";

export const meta: MetaFunction = () => [{ name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return guardPage(request, () => searchIndexState(context.app));
}

export async function action({ request, context }: ActionFunctionArgs) {
  return handleForm(request, SearchRebuildFormSchema, async () => {
    await startSearchRebuild(context.app);
    return { notice: "admin.search.started" };
  });
}

export default function AdminSearch() {
  const { t } = useTranslation();
  const state = useLoaderData<typeof loader>();
  const { notice } = splitFormResult(useActionData<typeof action>());
  const time = (seconds: number | null) => (seconds ? new Date(seconds * 1000).toISOString() : "—");
  return (
    <div>
      <h1 className="mb-2 text-xl font-semibold">{t("admin.search.title")}</h1>
      <p className="mb-4 text-sm text-muted">{t("admin.search.hint")}</p>
      {notice ? <Notice tone="success">{t(notice)}</Notice> : null}
      <dl className="mb-4 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm" data-testid="search-index-state">
        <dt className="text-muted">{t("admin.search.state")}</dt>
        <dd>
          {state.startedAt === null
            ? t("admin.search.never")
            : state.running
              ? t("admin.search.running", { percent: state.percent })
              : t("admin.search.done")}
        </dd>
        <dt className="text-muted">{t("admin.search.progress")}</dt>
        <dd>
          <progress
            max={100}
            value={state.percent}
            aria-label={t("admin.search.progress")}
            className="mr-2 align-middle"
          />
          {t("admin.search.up_to", { indexed: state.indexedUpTo, last: state.lastId })}
        </dd>
        <dt className="text-muted">{t("admin.search.started_at")}</dt>
        <dd>{time(state.startedAt)}</dd>
        <dt className="text-muted">{t("admin.search.finished_at")}</dt>
        <dd>{time(state.finishedAt)}</dd>
      </dl>
      <Form method="post">
        <input type="hidden" name="intent" value="rebuild" />
        <button type="submit" className="rounded bg-primary px-3 py-1 text-primary-fg">
          {t("admin.search.rebuild")}
        </button>
      </Form>
    </div>
  );
}
