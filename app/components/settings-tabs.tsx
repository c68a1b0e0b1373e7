import { Link } from "~/components/navigation";
import { useTranslation } from "~/components/translation";
import { paths } from "~/lib/paths";

const TABS = ["profile", "account", "notify", "interface", "lawyer"] as const;

export function SettingsTabs({ current }: { current: (typeof TABS)[number] }) {
  const { t } = useTranslation();
  return (
    <nav className="mb-6 flex gap-4 border-b border-line" aria-label={t("settings.title")}>
      {TABS.map((tab) => (
        <Link
          key={tab}
          to={paths.settings(tab)}
          aria-current={tab === current ? "page" : undefined}
          className={`-mb-px px-1 pb-2 no-underline ${tab === current ? "border-b-2 border-primary font-semibold text-fg" : "text-muted"}`}
        >
          {t(`settings.${tab}.title`)}
        </Link>
      ))}
    </nav>
  );
}
