// The ranking (SPEC §2 users-list): the members who gained the most reputation and cast the most votes this week
// (the last seven days), and the community's staff, each as a card with avatar, name and figure; and the verified
// lawyers by reputation, filtered by region and practice field with a plain GET form.
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
import { lawyerOptions } from "~/server/services/lawyers.server";
import { directoryFilter } from "~/server/services/lawyer-matching.server";
import { regionChildren } from "~/server/regions.server";
import type { DomainGroup } from "~/lib/lawyers";
import type { VerifiedLawyer } from "~/lib/views/lawyers";
import { Form } from "~/components/navigation";

export const handle: MessagesHandle = { messages: ["people"] };

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "users_list");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const app = context.app;
  const params = new URL(request.url).searchParams;
  const filter = directoryFilter(app, {
    region: params.get("region"),
    domain: params.get("domain"),
    name: params.get("q"),
  });
  return {
    ranking: await guardPage(request, () => userRanking(app, filter)),
    filter,
    provinces: regionChildren(null),
    domains: lawyerOptions(app).domains,
  };
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
      <Lawyers lawyers={ranking.lawyers.list} />
    </div>
  );
}

/** The verified lawyers, by reputation, of the region and field the form asks for. */
function Lawyers({ lawyers }: { lawyers: VerifiedLawyer[] }) {
  const { t } = useTranslation();
  const { filter, provinces, domains } = useLoaderData<typeof loader>();
  const select = "rounded border border-line bg-surface px-2 py-1 text-sm";
  return (
    <section className="mb-8" data-testid="verified-lawyers">
      <h2 className="mb-3 font-medium">{t("users.verified_lawyers")}</h2>
      <Form method="get" className="mb-3 flex flex-wrap items-center gap-2 text-sm">
        <input
          type="search"
          name="q"
          defaultValue={filter.name ?? ""}
          placeholder={t("users.lawyer_name")}
          aria-label={t("users.lawyer_name")}
          className={select}
        />
        <select
          name="region"
          defaultValue={filter.region ?? ""}
          aria-label={t("lawyer.profile.region")}
          className={select}
        >
          <option value="">{t("users.any_region")}</option>
          {provinces.map((province) => (
            <option key={province.code} value={province.code}>
              {province.name}
            </option>
          ))}
        </select>
        <select
          name="domain"
          defaultValue={filter.domain ?? ""}
          aria-label={t("lawyer.profile.domains")}
          className={select}
        >
          <option value="">{t("users.any_domain")}</option>
          {(domains as DomainGroup[]).map((group) => (
            <optgroup key={group.name} label={group.name}>
              {group.children.map((field) => (
                <option key={field} value={field}>
                  {field}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <button type="submit" className="rounded border border-line px-2 py-1">
          {t("users.filter")}
        </button>
      </Form>
      {lawyers.length === 0 ? (
        <p className="text-sm text-muted">{t("users.empty")}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {lawyers.map((lawyer) => (
            <li
              key={lawyer.member.id}
              className="rounded border border-line bg-surface p-3"
              data-testid="verified-lawyer"
            >
              <Link to={paths.user(lawyer.member.username)} className="font-medium">
                {lawyer.member.displayName}
              </Link>
              <LawyerMark lawyer />
              <p className="text-sm text-muted">{t("users.reputation", { count: lawyer.member.rank })}</p>
              <p className="text-xs text-muted">{[lawyer.region.join(" "), lawyer.domains.join("、")].join(" · ")}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default withMessageParts(["people"], Ranking);
