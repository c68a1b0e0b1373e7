// Back office flags (SPEC §2 admin flags): the posts members reported and no moderator has settled yet, oldest first,
// 20 a page, each with its reports' reasons; they are handled on the review page.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { withMessageParts } from "~/client-messages";
import { Link } from "~/components/navigation";
import { Pagination } from "~/components/pagination";
import { RelativeTimeText } from "~/components/relative-time";
import { useTranslation } from "~/components/translation";
import { useSite } from "~/components/use-site";
import { ADMIN_POSTS_PAGE_SIZE } from "~/lib/limits";
import type { MessagesHandle } from "~/lib/message-parts";
import { paths } from "~/lib/paths";
import { guardPage } from "~/server/remix.server";
import { flaggedPostPage } from "~/server/services/flag-review.server";
import { pageFrom } from "~/server/services/questions.server";

export const meta: MetaFunction = () => [{ name: "robots", content: "noindex" }];

// the reasons and the kinds of post are the review page's words
export const handle: MessagesHandle = { messages: ["posting"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = pageFrom(new URL(request.url).searchParams.get("page"));
  const app = context.app;
  const flagged = await guardPage(request, () => flaggedPostPage(app, { page, pageSize: ADMIN_POSTS_PAGE_SIZE }));
  return { ...flagged, page, now: app.now(), timeZone: app.settings.interface.time_zone };
}

export default withMessageParts(["posting"], AdminFlags);

function AdminFlags() {
  const { t } = useTranslation();
  const { permalink } = useSite();
  const { list, count, page, now, timeZone } = useLoaderData<typeof loader>();
  return (
    <div>
      <h1 className="mb-4 text-xl font-semibold">{t("admin.nav.flags")}</h1>
      {list.length === 0 ? (
        <p className="py-8 text-center text-muted">{t("admin.posts.empty")}</p>
      ) : (
        <ul className="divide-y divide-line rounded border border-line bg-surface text-sm">
          {list.map((post) => (
            <li key={post.flagId} className="flex flex-wrap items-center gap-3 px-3 py-2" data-testid="admin-flag">
              <span className="text-muted">{t(`review.flag.object_types.${post.objectType}`)}</span>
              <Link
                to={paths.question({ id: post.questionId, urlTitle: post.urlTitle }, permalink, {
                  answerId: post.answerId || undefined,
                })}
                className="min-w-0 flex-1 truncate"
              >
                {post.title}
              </Link>
              <span>{post.reports.map((report) => t(`reasons.${report.reasonType}.name`)).join("、")}</span>
              <span className="text-xs text-muted">
                <RelativeTimeText seconds={post.firstAt} now={now} timeZone={timeZone} />
              </span>
              <Link to={paths.review({ type: "flagged_post" })}>{t("admin.posts.review")}</Link>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        pageSize={ADMIN_POSTS_PAGE_SIZE}
        count={count}
        href={(next) => paths.adminPage("flags", next)}
      />
    </div>
  );
}
