// A badge's page (SPEC §2 badges/{badge_id}): its card and who earned it, newest first, 30 a page, filtered by
// username, each award with its time and the question, answer or comment it was for.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Form, Link } from "~/components/navigation";
import { useTranslation } from "~/components/translation";
import { withMessageParts } from "~/client-messages";
import { BadgeCard } from "~/components/badge-card";
import { Pagination } from "~/components/pagination";
import { RelativeTimeText } from "~/components/relative-time";
import { useSite } from "~/components/use-site";
import { BADGE_AWARDS_PAGE_SIZE } from "~/lib/limits";
import type { MessagesHandle } from "~/lib/message-parts";
import { pageTitle } from "~/lib/meta";
import { parsePostId } from "~/lib/permalink";
import { paths } from "~/lib/paths";
import { guardPage } from "~/server/remix.server";
import type { BadgeAward } from "~/lib/views/badges";
import { badgeAwardPage, badgeInfo } from "~/server/services/badges.server";
import { pageFrom } from "~/server/services/questions.server";
import { LawyerMark } from "~/components/avatar";

export const handle: MessagesHandle = { messages: ["achievements"] };

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => {
  const [title, ...rest] = pageTitle(matches, "badge");
  const site = title && "title" in title ? String(title.title).split(" - ").at(-1) : "";
  return data ? [{ title: `${data.badge.name} - ${site}` }, ...rest] : [title!, ...rest];
};

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = parsePostId("badge", params.badgeId);
  if (id === null) throw new Response(null, { status: 404 });
  const url = new URL(request.url);
  const page = pageFrom(url.searchParams.get("page"));
  const username = url.searchParams.get("username")?.trim().slice(0, 60) || null;
  const app = context.app;
  const [badge, awards] = await guardPage(request, () =>
    Promise.all([badgeInfo(app, id), badgeAwardPage(app, id, { page, pageSize: BADGE_AWARDS_PAGE_SIZE, username })]),
  );
  return { badge, awards, page, username, now: app.now(), timeZone: app.settings.interface.time_zone };
}

/** Where an award's post is: the question, at the answer or the comment (the comment id in the link). */
function awardHref(award: BadgeAward, permalink: number): string | null {
  if (!award.questionId || !award.title) return null;
  const page = paths.question({ id: award.questionId, urlTitle: award.urlTitle }, permalink, {
    answerId: award.answerId || undefined,
  });
  if (award.commentId) return `${page}${paths.commentAnchor(award.commentId)}`;
  return award.answerId ? `${page}${paths.answerAnchor(award.answerId)}` : page;
}

function BadgeDetail() {
  const { t } = useTranslation();
  const { permalink } = useSite();
  const { badge, awards, page, username, now, timeZone } = useLoaderData<typeof loader>();
  return (
    <div className="max-w-3xl">
      <h1 className="sr-only">{badge.name}</h1>
      <BadgeCard badge={badge} link={false} />
      <div className="mb-2 mt-6 flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-medium">{t("badges.awards")}</h2>
        <Form method="get" className="flex gap-2">
          <label htmlFor="username" className="sr-only">
            {t("badges.username_filter")}
          </label>
          <input
            id="username"
            name="username"
            defaultValue={username ?? ""}
            placeholder={t("badges.username_filter")}
            className="rounded border border-line bg-surface px-2 py-1 text-sm"
          />
          <button type="submit" className="rounded border border-line px-2 py-1 text-sm">
            {t("badges.filter")}
          </button>
        </Form>
      </div>
      {awards.list.length === 0 ? (
        <p className="py-8 text-center text-muted">{t("badges.no_awards")}</p>
      ) : (
        <ul className="divide-y divide-line rounded border border-line bg-surface">
          {awards.list.map((award) => {
            const href = awardHref(award, permalink);
            return (
              <li
                key={`${award.awardee.id}-${award.objectType}-${award.objectId}`}
                className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 text-sm"
                data-testid="badge-award"
              >
                <Link to={paths.user(award.awardee.username)} className="font-medium">
                  {award.awardee.displayName}
                </Link>
                <LawyerMark lawyer={award.awardee.lawyer} />
                {href ? (
                  <Link to={href} className="min-w-0 flex-1 truncate text-muted">
                    {t(`badges.for_${award.objectType}`)}: {award.title}
                  </Link>
                ) : (
                  <span className="flex-1" />
                )}
                <span className="text-xs text-muted">
                  <RelativeTimeText seconds={award.createdAt} now={now} timeZone={timeZone} />
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <Pagination
        page={page}
        pageSize={BADGE_AWARDS_PAGE_SIZE}
        count={awards.count}
        href={(next) => paths.badge(badge.id, { page: next, username: username ?? undefined })}
      />
    </div>
  );
}

export default withMessageParts(["achievements"], BadgeDetail);
