import { useTranslation } from "~/components/translation";
import type { LayoutData } from "~/lib/views/layout";
import { paths } from "~/lib/paths";
import { NavLink } from "./navigation";

/** Review count as shown in the menu: capped at 99+ (SPEC §9). */
export function reviewBadge(count: number): string {
  return count > 99 ? "99+" : String(count);
}

export function SideNav({ data }: { data: LayoutData }) {
  const { t } = useTranslation();
  const { user, counts } = data;
  const item = (active: boolean) =>
    `block rounded px-3 py-1 no-underline ${active ? "bg-surface font-semibold text-fg" : "text-muted hover:text-fg"}`;
  return (
    <nav aria-label={t("nav.label")} className="text-sm">
      <ul className="flex gap-1 md:flex-col">
        <li>
          <NavLink to={paths.questions()} className={item}>
            {t("nav.questions")}
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.tags()} className={item}>
            {t("nav.tags")}
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.usersList()} className={item}>
            {t("nav.ranking")}
          </NavLink>
        </li>
        {user?.canReview ? (
          <li>
            <NavLink to={paths.review()} className={item}>
              {t("nav.review")}
              {counts.review > 0 ? (
                <span className="ml-2 rounded-full bg-primary px-2 text-xs text-primary-fg">
                  {reviewBadge(counts.review)}
                </span>
              ) : null}
            </NavLink>
          </li>
        ) : null}
        {user?.isAdmin ? (
          <li>
            <NavLink to={paths.admin()} className={item}>
              {t("nav.admin")}
            </NavLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
