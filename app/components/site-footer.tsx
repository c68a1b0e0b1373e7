import { Link } from "~/components/navigation";
import { useTranslation } from "~/components/translation";
import type { LayoutData } from "~/lib/views/layout";
import { paths } from "~/lib/paths";

export function SiteFooter({ data }: { data: LayoutData }) {
  const { t } = useTranslation();
  return (
    <footer className="mt-12 border-t border-line py-6 text-center text-sm text-muted">
      {data.custom.footer ? <div dangerouslySetInnerHTML={{ __html: data.custom.footer }} /> : null}
      <p>
        © {new Date().getFullYear()} {data.site.name} ·{" "}
        <Link to={paths.legal("tos")} className="underline">
          {t("footer.terms")}
        </Link>{" "}
        ·{" "}
        <Link to={paths.legal("privacy")} className="underline">
          {t("footer.privacy")}
        </Link>
      </p>
    </footer>
  );
}
