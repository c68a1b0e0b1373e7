// tags/{tid}/timeline (SPEC §2, logged-in only): a tag's revisions, newest first, each with its change.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/navigation";
import { useTranslation } from "~/components/translation";
import { withMessageParts } from "~/client-messages";
import { DiffView } from "~/components/diff-view";
import { RelativeTimeText } from "~/components/relative-time";
import type { MessagesHandle } from "~/lib/message-parts";
import { pageTitle } from "~/lib/meta";
import { parsePostId } from "~/lib/permalink";
import { paths } from "~/lib/paths";
import { guardPage } from "~/server/remix.server";
import { tagTimeline } from "~/server/services/timeline.server";

export const handle: MessagesHandle = { messages: ["posting"] };

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "timeline", "noindex");

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const tagId = parsePostId("tag", params.tagId);
  if (tagId === null) throw new Response(null, { status: 404 });
  const timeline = await guardPage(request, () => tagTimeline(context.app, tagId));
  return { ...timeline, now: context.app.now(), timeZone: context.app.settings.interface.time_zone };
}

export default withMessageParts(["posting"], TagTimeline);

function TagTimeline() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  return (
    <section className="rounded border border-line bg-surface p-4 sm:p-6">
      <h1 className="mb-1 text-xl font-semibold">{t("timeline.title")}</h1>
      <p className="mb-4 text-sm">
        <Link to={paths.tagInfo(data.tag.slugName)}>{data.tag.displayName}</Link>
      </p>
      <ol className="space-y-3 text-sm">
        {data.items.map((item) => (
          <li key={item.id} className="border-b border-line pb-3" data-testid="timeline-item">
            <p>
              <RelativeTimeText seconds={item.createdAt} now={data.now} timeZone={data.timeZone} /> ·{" "}
              {t(`timeline.types.${item.type}`, { defaultValue: item.type })} ·{" "}
              <Link to={paths.user(item.user.username)}>{item.user.displayName}</Link>
              {item.reason ? <span className="ml-1 text-muted">{item.reason}</span> : null}
            </p>
            <div className="mt-1 space-y-1">
              {item.diff.title ? (
                <p>
                  <span className="text-muted">{t("tag.display_name.label")}：</span>
                  <DiffView parts={item.diff.title} />
                </p>
              ) : null}
              <DiffView parts={item.diff.content} block />
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
