// The ranking (SPEC §2 users-list): the members who gained the most reputation and cast the most votes this week
// (the last seven days), and the community's staff, each as a card with avatar, name and figure.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/navigation";
import { useTranslation } from "~/components/translation";
import { withMessageParts } from "~/client-messages";
import { Avatar } from "~/components/avatar";
import { AVATAR_SIZES } from "~/lib/avatars";
import type { MessagesHandle } from "~/lib/message-parts";
import { pageTitle } from "~/lib/meta";
import { paths } from "~/lib/paths";
import { LawyerMark } from "~/components/avatar";
import type { RankedMember } from "~/lib/views/rankings";
import { guardPage } from "~/server/remix.server";
import { userRanking } from "~/server/services/rankings.server";

export const handle: MessagesHandle = { messages: ["people"] };

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "users_list");

export async function loader({ request, context }: LoaderFunctionArgs) {
  return { ranking: await guardPage(request, () => userRanking(context.app)) };
}

function Cards({ title, members, figure }: { title: string; members: RankedMember[]; figure: "reputation" | "votes" }) {
  const { t } = useTranslation();
  return (
    <section className="mb-8">
      <h2 className="mb-3 font-medium">{title}</h2>
      {members.length === 0 ? (
        <p className="text-sm text-muted">{t("users.empty")}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {members.map((member) => (
            <li
              key={member.id}
              className="flex items-center gap-3 rounded border border-line bg-surface p-3"
              data-testid="ranked-member"
            >
              <Link to={paths.user(member.username)} aria-hidden="true" tabIndex={-1}>
                <Avatar url={member.avatar} name={member.displayName} size={AVATAR_SIZES.small} />
              </Link>
              <div className="min-w-0">
                <Link to={paths.user(member.username)} className="block truncate font-medium">
                  {member.displayName}
                </Link>
                <LawyerMark lawyer={member.lawyer} />
                <p className="text-sm text-muted">{t(`users.${figure}`, { count: member.figure })}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Ranking() {
  const { t } = useTranslation();
  const { ranking } = useLoaderData<typeof loader>();
  return (
    <div className="max-w-5xl">
      <h1 className="mb-4 text-xl font-semibold">{t("users.title")}</h1>
      <Cards title={t("users.users_with_the_most_reputation")} members={ranking.reputation} figure="reputation" />
      <Cards title={t("users.users_with_the_most_vote")} members={ranking.votes} figure="votes" />
      <Cards title={t("users.staffs")} members={ranking.staff} figure="reputation" />
    </div>
  );
}

export default withMessageParts(["people"], Ranking);
