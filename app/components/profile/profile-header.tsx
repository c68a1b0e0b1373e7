// The head of a member's profile: avatar, names, role, reputation, badges by level, where they are, their website,
// when they joined and were last seen, and a notice when the account is suspended or not activated.
import { Link } from "~/components/navigation";
import { useTranslation } from "~/components/translation";
import { Avatar } from "~/components/avatar";
import { LawyerMark } from "~/components/avatar";
import { RelativeTimeText } from "~/components/relative-time";
import { AVATAR_SIZES } from "~/lib/avatars";
import { formatCount } from "~/lib/format";
import { paths } from "~/lib/paths";
import { isStaffRole } from "~/lib/status";
import type { ProfileMember } from "~/lib/views/profiles";
import type { PublicLawyerView } from "~/lib/views/lawyers";

/** A website as a reader sees it: its host, linked only when it is an http(s) address. */
function websiteOf(url: string): { href: string | null; text: string } {
  try {
    const parsed = new URL(url);
    const web = parsed.protocol === "http:" || parsed.protocol === "https:";
    return { href: web ? parsed.href : null, text: parsed.host + parsed.pathname.replace(/\/$/, "") };
  } catch {
    return { href: null, text: url };
  }
}

const LEVEL_DOTS = [
  ["gold", "bg-yellow-500"],
  ["silver", "bg-slate-400"],
  ["bronze", "bg-amber-700"],
] as const;

export function ProfileHeader({
  member,
  isOwner,
  now,
  timeZone,
}: {
  member: ProfileMember;
  isOwner: boolean;
  now: number;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const website = member.website ? websiteOf(member.website) : null;
  return (
    <header className="mb-4" data-testid="profile-header">
      {member.status !== "normal" ? (
        <p role="status" className="mb-3 rounded border border-line bg-surface px-3 py-2 text-sm">
          {t(`profile.status_msg.${member.status}`)}
        </p>
      ) : null}
      <div className="flex flex-wrap items-start gap-4">
        <Avatar url={member.avatar} name={member.displayName} size={AVATAR_SIZES.large} />
        <div className="min-w-0 flex-1">
          <h1 className="flex flex-wrap items-center gap-2 text-xl font-semibold">
            {member.displayName}
            <LawyerMark lawyer={member.lawyer} />
            {isStaffRole(member.roleId) ? (
              <span className="rounded bg-primary px-1.5 py-0.5 text-xs font-normal text-primary-fg">
                {t(`profile.staff.${member.roleId}`)}
              </span>
            ) : null}
          </h1>
          <p className="text-sm text-muted">@{member.username}</p>
          {member.practice ? <PracticeLine practice={member.practice} /> : null}
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span data-testid="profile-reputation">
              <strong>{formatCount(member.rank)}</strong> {t("profile.reputation")}
            </span>
            <span>{t("profile.x_answers", { count: member.answerCount })}</span>
            <span>{t("profile.x_questions", { count: member.questionCount })}</span>
            <span
              className="flex items-center gap-2"
              title={t("profile.badge_levels", member.badgeCounts)}
              aria-label={t("profile.badge_levels", member.badgeCounts)}
            >
              {LEVEL_DOTS.map(([level, colour]) => (
                <span key={level} className="flex items-center gap-1" aria-hidden="true">
                  <span className={`inline-block h-2 w-2 rounded-full ${colour}`} />
                  {member.badgeCounts[level]}
                </span>
              ))}
            </span>
          </p>
          <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
            {member.location ? <li data-testid="profile-location">{member.location}</li> : null}
            {website ? (
              <li data-testid="profile-website">
                {website.href ? (
                  <a href={website.href} rel="nofollow ugc noopener noreferrer" target="_blank">
                    {website.text}
                  </a>
                ) : (
                  website.text
                )}
              </li>
            ) : null}
            <li>
              {t("profile.joined")} <RelativeTimeText seconds={member.createdAt} now={now} timeZone={timeZone} />
            </li>
            <li>
              {t("profile.last_login")}{" "}
              {member.lastSeenAt ? (
                <RelativeTimeText seconds={member.lastSeenAt} now={now} timeZone={timeZone} />
              ) : (
                t("profile.never")
              )}
            </li>
          </ul>
        </div>
        {isOwner ? (
          <Link to={paths.settings("profile")} className="rounded border border-line px-3 py-1 text-sm no-underline">
            {t("profile.edit_profile")}
          </Link>
        ) : null}
      </div>
    </header>
  );
}

/** Where and in what a verified member practises. */
function PracticeLine({ practice }: { practice: PublicLawyerView }) {
  const { t } = useTranslation();
  const parts = [practice.career, practice.region.join(" "), practice.orgName, practice.domains.join("、")].filter(
    Boolean,
  );
  return (
    <p className="mt-1 text-sm" data-testid="profile-practice">
      <span className="sr-only">{t("lawyer.profile.title")}: </span>
      {parts.join(" · ")}
    </p>
  );
}
