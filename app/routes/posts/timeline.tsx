// posts/{qid}/timeline and posts/{qid}/{aid}/timeline (SPEC §2, logged-in only): what happened to a post, and for
// each revision the change from the one before.
import { withMessageParts } from "~/client-messages";
import type { MessagesHandle } from "~/lib/message-parts";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/navigation";
import { useTranslation } from "~/components/translation";
import { DiffView } from "~/components/diff-view";
import { RelativeTimeText } from "~/components/relative-time";
import { useSite } from "~/components/use-site";
import { pageTitle } from "~/lib/meta";
import { parsePostId } from "~/lib/permalink";
import { paths } from "~/lib/paths";
import { guardPage } from "~/server/remix.server";
import { isStaff } from "~/server/services/guards.server";
import { postTimeline } from "~/server/services/timeline.server";
import { LawyerMark } from "~/components/avatar";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "timeline", "noindex");

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const questionId = parsePostId("question", params.qid);
  const answerId = params.aid === undefined ? undefined : parsePostId("answer", params.aid);
  if (questionId === null || answerId === null) throw new Response(null, { status: 404 });
  const showVotes = new URL(request.url).searchParams.get("show_vote") === "true";
  const timeline = await guardPage(request, () => postTimeline(context.app, { questionId, answerId }, { showVotes }));
  return {
    ...timeline,
    /** staff may show the votes on the post */
    canShowVotes: isStaff(context.app.user),
    now: context.app.now(),
    timeZone: context.app.settings.interface.time_zone,
  };
}

export const handle: MessagesHandle = { messages: ["posting"] };

export default withMessageParts(["posting"], Timeline);

function Timeline() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const { permalink } = useSite();
  return (
    <section className="rounded border border-line bg-surface p-4 sm:p-6">
      <h1 className="mb-1 text-xl font-semibold">{t("timeline.title")}</h1>
      <p className="mb-4 flex flex-wrap justify-between gap-2 text-sm">
        <Link to={paths.question(data.question, permalink, { answerId: data.answerId ?? undefined })}>
          {data.question.title}
        </Link>
        {data.canShowVotes ? (
          <Link to={data.votesShown ? "?" : "?show_vote=true"} className="text-muted">
            {t(data.votesShown ? "timeline.hide_votes" : "timeline.show_votes")}
          </Link>
        ) : null}
      </p>
      <table className="w-full text-left text-sm">
        <thead className="border-b border-line text-muted">
          <tr>
            <th className="py-2 pr-3 font-normal">{t("timeline.when")}</th>
            <th className="py-2 pr-3 font-normal">{t("timeline.what")}</th>
            <th className="py-2 pr-3 font-normal">{t("timeline.who")}</th>
            <th className="py-2 font-normal">{t("timeline.comment")}</th>
          </tr>
        </thead>
        <tbody>
          {data.items.map((item) => (
            <tr key={item.key} className="border-b border-line align-top" data-testid="timeline-item">
              <td className="py-2 pr-3 whitespace-nowrap">
                <RelativeTimeText seconds={item.createdAt} now={data.now} timeZone={data.timeZone} />
              </td>
              <td className="py-2 pr-3">
                {t(`timeline.types.${item.type}`, { defaultValue: item.type })}
                {item.cancelled ? <span className="ml-1 text-muted">{t("timeline.cancelled")}</span> : null}
              </td>
              <td className="py-2 pr-3">
                {item.user ? (
                  <>
                    <Link to={paths.user(item.user.username)}>{item.user.displayName}</Link>
                    <LawyerMark lawyer={item.user.lawyer} />
                  </>
                ) : null}
              </td>
              <td className="py-2">
                {item.reason || item.comment}
                {item.diff ? (
                  <details className="mt-1">
                    <summary className="cursor-pointer text-muted">{t("timeline.show_changes")}</summary>
                    <div className="mt-2 space-y-2">
                      {item.diff.title ? (
                        <p>
                          <span className="text-muted">{t("question.title.label")}：</span>
                          <DiffView parts={item.diff.title} />
                        </p>
                      ) : null}
                      {item.diff.tags ? (
                        <p>
                          <span className="text-muted">{t("question.tags.label")}：</span>
                          <DiffView parts={item.diff.tags} />
                        </p>
                      ) : null}
                      {item.diff.region ? (
                        <p>
                          <span className="text-muted">{t("question.region.label")}：</span>
                          <DiffView parts={item.diff.region} />
                        </p>
                      ) : null}
                      <DiffView parts={item.diff.content} block />
                    </div>
                  </details>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
