// The back office frame: administrators only (SPEC §6); everyone else gets the 403 page or the login page.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Outlet } from "@remix-run/react";
import { NavLink } from "~/components/navigation";
import { useMessageParts } from "~/client-messages";
import type { MessagesHandle } from "~/lib/message-parts";
import { useTranslation } from "~/components/translation";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { paths } from "~/lib/paths";
import { guardPage } from "~/server/remix.server";
import { requireAdmin } from "~/server/services/guards.server";
import { ADMIN_SETTINGS_SECTIONS } from "~/components/admin/settings-fields";

export const handle: MessagesHandle = { messages: ["account", "back-office"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await guardPage(request, () => requireAdmin(context.app));
  return null;
}

function AdminNav() {
  const { t } = useTranslation();
  const item = (active: boolean) =>
    `block rounded px-2 py-1 no-underline ${active ? "bg-surface font-semibold text-fg" : "text-muted hover:text-fg"}`;
  return (
    <nav aria-label={t("admin.title")} className="text-sm md:w-40">
      <ul className="flex flex-wrap gap-1 md:flex-col">
        <li>
          <NavLink to={paths.admin("dashboard")} className={item}>
            {t("admin.nav.dashboard")}
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.admin("questions")} className={item}>
            {t("admin.nav.questions")}
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.admin("answers")} className={item}>
            {t("admin.nav.answers")}
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.admin("flags")} className={item}>
            {t("admin.nav.flags")}
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.admin("users")} className={item}>
            {t("admin.nav.users")}
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.admin("mail")} className={item}>
            {t("admin.nav.mail")}
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.admin("badges")} className={item}>
            {t("admin.nav.badges")}
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.admin("dead-letters")} className={item}>
            {t("admin.nav.dead-letters")}
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.admin("search")} className={item}>
            {t("admin.nav.search")}
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.adminIndexPings()} className={item}>
            {t("admin.nav.index-pings")}
          </NavLink>
        </li>
        {ADMIN_SETTINGS_SECTIONS.map((section) => (
          <li key={section.path}>
            <NavLink to={paths.admin(section.path)} className={item}>
              {t(`admin.nav.${section.path}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function AdminLayout() {
  if (!useMessageParts("account", "back-office")) return null;
  return (
    <div className="flex flex-col gap-4 md:flex-row">
      <AdminNav />
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
