// The badges centre (SPEC §2 badges): every active badge, grouped, with how often it was awarded and whether the
// member has earned it.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/translation";
import { withMessageParts } from "~/client-messages";
import { BadgeCard } from "~/components/badge-card";
import type { MessagesHandle } from "~/lib/message-parts";
import { pageTitle } from "~/lib/meta";
import { badgeGroups } from "~/server/services/badges.server";

export const handle: MessagesHandle = { messages: ["achievements"] };

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "badges");

export async function loader({ context }: LoaderFunctionArgs) {
  return { groups: await badgeGroups(context.app) };
}

function BadgesCentre() {
  const { t } = useTranslation();
  const { groups } = useLoaderData<typeof loader>();
  return (
    <div>
      <h1 className="mb-4 text-xl font-semibold">{t("badges.title")}</h1>
      {groups.map((group) => (
        <section key={group.groupName} className="mb-6" aria-labelledby={`group-${group.groupName}`}>
          <h2 id={`group-${group.groupName}`} className="mb-2 font-medium">
            {group.groupName}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {group.badges.map((badge) => (
              <li key={badge.id}>
                <BadgeCard badge={badge} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export default withMessageParts(["achievements"], BadgesCentre);
