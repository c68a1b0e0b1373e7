// The tag list (SPEC §2 tags): popular, name or newest first, filtered by name, 20 a page, each with its excerpt,
// its number of questions and a follow button.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Form, Link } from "~/components/navigation";
import { useTranslation } from "~/components/translation";
import { Notice } from "~/components/form";
import { OrderTabs } from "~/components/order-tabs";
import { Pagination } from "~/components/pagination";
import { FollowButton } from "~/components/post-marks";
import { PostButtonsForm } from "~/components/post-buttons-form";
import { pageTitle } from "~/lib/meta";
import { paths } from "~/lib/paths";
import { TAG_LIST_NOTICES, noticeFrom } from "~/lib/notices";
import { TAG_NAME_MAX } from "~/lib/limits";
import { TAG_ORDERS } from "~/lib/post-constants";
import { pageFrom } from "~/server/services/questions.server";
import { tagListPage, tagOrderFrom } from "~/server/services/tags.server";
import { canCreateTags } from "~/server/services/tag-edits.server";
import { tagFollowAction } from "./follow-action.server";
import { withMessageParts } from "~/client-messages";
import type { MessagesHandle } from "~/lib/message-parts";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "tags");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const name = (url.searchParams.get("name") ?? "").trim().slice(0, TAG_NAME_MAX);
  const result = await tagListPage(context.app, {
    order: tagOrderFrom(url.searchParams.get("order")),
    page: pageFrom(url.searchParams.get("page")),
    name,
  });
  return {
    ...result,
    name,
    // notices are server-only texts (locales/*/titles.json): the loader hands over the sentence
    deletedNotice: noticeFrom(TAG_LIST_NOTICES, url.searchParams.get("notice"))
      ? context.app.t("notice.tag_deleted")
      : null,
    canCreate: canCreateTags(context.app, context.app.user),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return tagFollowAction(context.app, request);
}

export const handle: MessagesHandle = { messages: ["explore"] };

export default withMessageParts(["explore"], Tags);

function Tags() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const query = (changes: { page?: number; order?: string }) =>
    paths.tags({ name: data.name || undefined, order: data.order === "popular" ? undefined : data.order, ...changes });
  return (
    <div>
      {data.deletedNotice ? <Notice tone="warning">{data.deletedNotice}</Notice> : null}
      <div className="mb-3 flex items-center justify-between">
        <h1 className="text-xl font-semibold">{t("tags.title")}</h1>
        {data.canCreate ? (
          <Link to={paths.createTag()} className="rounded bg-primary px-3 py-1 text-sm text-primary-fg no-underline">
            {t("tags.create")}
          </Link>
        ) : null}
      </div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <Form method="get" className="flex gap-2">
          {data.order !== "popular" ? <input type="hidden" name="order" value={data.order} /> : null}
          <input
            type="search"
            name="name"
            defaultValue={data.name}
            maxLength={TAG_NAME_MAX}
            aria-label={t("tags.filter")}
            placeholder={t("tags.filter")}
            className="rounded border border-line bg-surface px-2 py-1 text-sm"
          />
          <button type="submit" className="rounded border border-line px-2 py-1 text-sm">
            {t("tags.filter_submit")}
          </button>
        </Form>
        <OrderTabs
          orders={TAG_ORDERS}
          current={data.order}
          href={(order) => query({ order: order === "popular" ? undefined : order })}
          labelKey={(order) => `tags.orders.${order}`}
          label={t("tags.orders.label")}
        />
      </div>
      {data.list.length === 0 ? (
        <p className="text-muted">{t("tags.empty")}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {data.list.map((tag) => (
            <li
              key={tag.id}
              className="flex flex-col gap-2 rounded border border-line bg-surface p-3"
              data-testid="tag"
            >
              <Link
                to={paths.tag(tag.slugName)}
                className="self-start rounded bg-tag px-2 py-0.5 text-sm text-primary no-underline hover:bg-tag-hover"
              >
                {tag.displayName}
              </Link>
              <p className="line-clamp-3 text-sm text-muted">{tag.excerpt}</p>
              <div className="mt-auto flex items-center justify-between text-xs text-muted">
                <span>{t("tags.questions", { count: tag.questionCount })}</span>
                <FollowButton objectType="tag" objectId={tag.id} followed={tag.followed} count={tag.followCount} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={data.page} pageSize={data.pageSize} count={data.count} href={(page) => query({ page })} />
      <PostButtonsForm />
    </div>
  );
}
