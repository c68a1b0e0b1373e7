// A tag's landing page (SPEC §2 tags/{tagName}): the tag with its description, followers and follow button, and its
// questions in every list order. A synonym goes to its main tag; a deleted tag goes back to the tag list, which says
// the tag has been deleted (SPEC §4).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/navigation";
import { useTranslation } from "~/components/translation";
import { OrderTabs } from "~/components/order-tabs";
import { Pagination } from "~/components/pagination";
import { FollowButton } from "~/components/post-marks";
import { PostButtonsForm } from "~/components/post-buttons-form";
import { QuestionList } from "~/components/question-list";
import { paths } from "~/lib/paths";
import { QUESTION_ORDERS } from "~/lib/post-constants";
import { guardPage } from "~/server/remix.server";
import { pageFrom, questionOrderFrom } from "~/server/services/questions.server";
import { tagLanding } from "~/server/services/tags.server";
import { tagFollowAction } from "./follow-action.server";
import { withMessageParts } from "~/client-messages";
import type { MessagesHandle } from "~/lib/message-parts";
import { addStructuredData, collectionHead } from "~/server/page-head.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const root = matches.find((match) => match.id === "root")?.data as { site?: { name?: string } } | undefined;
  return data ? [{ title: `${data.tag.displayName} - ${root?.site?.name ?? ""}` }, ...data.head] : [];
};

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const app = context.app;
  const url = new URL(request.url);
  const slugName = params.tagName ?? "";
  const order = questionOrderFrom(url.searchParams.get("order"), app.user);
  const page = pageFrom(url.searchParams.get("page"));
  const { found, questions } = await guardPage(request, () => tagLanding(app, slugName, { order, page }));
  if (found.kind === "synonym")
    throw redirect(paths.tag(found.mainSlugName, { order: url.searchParams.get("order") ?? undefined }));
  if (found.kind === "deleted") throw redirect(paths.tags({ notice: "tag_deleted" }));
  return {
    tag: found.tag,
    questions,
    loggedIn: app.user !== null,
    head: addStructuredData(
      context.structuredData,
      collectionHead(app, {
        title: found.tag.displayName,
        description: found.tag.excerpt,
        path: paths.tag(found.tag.slugName),
        tag: found.tag,
      }),
    ),
    now: app.now(),
    timeZone: app.settings.interface.time_zone,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return tagFollowAction(context.app, request);
}

export const handle: MessagesHandle = { messages: ["explore"] };

export default withMessageParts(["explore"], TagLanding);

function TagLanding() {
  const { t } = useTranslation();
  const { tag, questions, loggedIn, now, timeZone } = useLoaderData<typeof loader>();
  const orders = QUESTION_ORDERS.filter((order) => order !== "recommend" || loggedIn);
  return (
    <div>
      <div className="mb-4 rounded border border-line bg-surface p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="text-xl font-semibold">{tag.displayName}</h1>
          <FollowButton objectType="tag" objectId={tag.id} followed={tag.followed} count={tag.followCount} />
        </div>
        {tag.excerpt ? <p className="mt-2 text-sm text-muted">{tag.excerpt}</p> : null}
        <Link to={paths.tagInfo(tag.slugName)} className="mt-2 inline-block text-sm">
          {t("tags.info")}
        </Link>
      </div>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted">{t("questions.count", { count: questions.count })}</p>
        <OrderTabs
          orders={orders}
          current={questions.order}
          href={(order) => paths.tag(tag.slugName, { order: order === "newest" ? undefined : order })}
          labelKey={(order) => `questions.orders.${order}`}
          label={t("questions.orders.label")}
        />
      </div>
      <QuestionList items={questions.list} now={now} timeZone={timeZone} />
      <Pagination
        page={questions.page}
        pageSize={questions.pageSize}
        count={questions.count}
        href={(page) =>
          paths.tag(tag.slugName, { page, order: questions.order === "newest" ? undefined : questions.order })
        }
      />
      <PostButtonsForm />
    </div>
  );
}
