// A badge as the badges centre and a badge's page show it: icon, name, level, description, how often awarded.
import { Link } from "~/components/navigation";
import { useTranslation } from "~/components/translation";
import { paths } from "~/lib/paths";
import type { Badge } from "~/lib/views/badges";

const LEVEL_COLOURS: Record<number, string> = {
  1: "border-amber-700/40", // bronze
  2: "border-slate-400", // silver
  3: "border-yellow-500", // gold
};

/**
 * A badge's card; `earnedBy` says whose earned count it shows: the reader's (the badges centre) or a member's (their
 * profile).
 */
export function BadgeCard({
  badge,
  link = true,
  earnedBy = "reader",
}: {
  badge: Badge;
  link?: boolean;
  earnedBy?: "reader" | "member";
}) {
  const earned = earnedBy === "reader" ? "badges" : "profile";
  const { t } = useTranslation();
  const name = link ? (
    <Link to={paths.badge(badge.id)} className="font-medium text-fg no-underline hover:text-primary">
      {badge.name}
    </Link>
  ) : (
    <span className="font-medium">{badge.name}</span>
  );
  return (
    <div
      className={`flex h-full flex-col gap-1 rounded border-2 bg-surface p-3 ${LEVEL_COLOURS[badge.level] ?? ""}`}
      data-testid="badge-card"
    >
      <div className="flex items-center gap-2">
        <span aria-hidden="true" className="text-2xl">
          {badge.icon}
        </span>
        {name}
        <span className="ml-auto text-xs text-muted">{t(`badges.levels.${badge.level}`)}</span>
      </div>
      <p className="text-sm text-muted">{badge.description}</p>
      <p className="mt-auto text-xs text-muted">
        {t("badges.awarded", { count: badge.awardCount })}
        {badge.earnedCount > 0 ? (
          <span className="ml-2 font-semibold text-primary">
            {badge.isSingle ? t(`${earned}.earned`) : t(`${earned}.earned_times`, { count: badge.earnedCount })}
          </span>
        ) : null}
      </p>
    </div>
  );
}
