// A member's profile (SPEC §2 users/{username} and users/{username}/{tabName}): the header and one tab — the
// overview, answers and questions (newest or by score), comments, reputation, badges, and the member's own bookmarks
// and votes — 30 a page. A deleted or unknown member, or another member's private tab, is a 404.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/navigation";
import { useTranslation } from "~/components/translation";
import { withMessageParts } from "~/client-messages";
import { OrderTabs } from "~/components/order-tabs";
import { ProfileHeader } from "~/components/profile/profile-header";
import { ProfileTabContent } from "~/components/profile/profile-tab-content";
import type { MessagesHandle } from "~/lib/message-parts";
import { paths } from "~/lib/paths";
import { OWNER_ONLY_TABS, ORDERED_TABS, PROFILE_TABS, isProfileTab } from "~/lib/profile-tabs";
import { guardPage } from "~/server/remix.server";
import { profilePage } from "~/server/services/profiles.server";
import { pageFrom } from "~/server/services/questions.server";

export const handle: MessagesHandle = { messages: ["people", "achievements"] };

const ORDERS = ["newest", "score"] as const;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const root = matches.find((match) => match.id === "root")?.data as { site?: { name?: string } } | undefined;
  if (!data) return [];
  const { member } = data.profile;
  return [
    { title: `${member.displayName} (@${member.username}) - ${root?.site?.name ?? ""}` },
    ...(member.bio ? [{ name: "description", content: member.bio.slice(0, 160) }] : []),
    // a member's private tabs and pages past the first are not for search engines
    ...(data.profile.tab === "overview" ? [] : [{ name: "robots", content: "noindex" }]),
  ];
};

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const tab = params.tab ?? "overview";
  if (!isProfileTab(tab)) throw new Response(null, { status: 404 });
  const url = new URL(request.url);
  const order = url.searchParams.get("order") === "score" ? "score" : "newest";
  const page = pageFrom(url.searchParams.get("page"));
  const app = context.app;
  const profile = await guardPage(request, () => profilePage(app, params.username ?? "", tab, { order, page }));
  return { profile, order, page, now: app.now(), timeZone: app.settings.interface.time_zone };
}

function Profile() {
  const { t } = useTranslation();
  const { profile, order, page, now, timeZone } = useLoaderData<typeof loader>();
  const { member, isOwner, tab } = profile;
  const tabs = PROFILE_TABS.filter((name) => isOwner || !OWNER_ONLY_TABS.includes(name));
  return (
    <div className="max-w-4xl">
      <ProfileHeader member={member} isOwner={isOwner} now={now} timeZone={timeZone} />
      <nav aria-label={t("profile.tabs_label")} className="mb-4 flex flex-wrap gap-1 border-b border-line text-sm">
        {tabs.map((name) => (
          <Link
            key={name}
            to={paths.userTab(member.username, name)}
            aria-current={name === tab ? "page" : undefined}
            className={`-mb-px border-b-2 px-3 py-2 no-underline ${
              name === tab ? "border-primary text-fg" : "border-transparent text-muted hover:text-fg"
            }`}
          >
            {t(`profile.tabs.${name}`)}
          </Link>
        ))}
      </nav>
      {ORDERED_TABS.includes(tab) ? (
        <div className="mb-2 flex justify-end">
          <OrderTabs
            orders={ORDERS}
            current={order}
            href={(next) => paths.userTab(member.username, tab, { order: next })}
            labelKey={(name) => `profile.order.${name}`}
            label={t("profile.order_label")}
          />
        </div>
      ) : null}
      <ProfileTabContent
        member={member}
        content={profile.content}
        page={page}
        href={(next) =>
          paths.userTab(member.username, tab, { order: order === "newest" ? undefined : order, page: next })
        }
        times={{ now, timeZone }}
      />
    </div>
  );
}

export default withMessageParts(["people", "achievements"], Profile);
