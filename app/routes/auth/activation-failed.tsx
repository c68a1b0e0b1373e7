import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "~/components/navigation";
import { useTranslation } from "~/components/translation";
import { Card } from "~/components/form";
import { pageTitle } from "~/lib/meta";
import { paths } from "~/lib/paths";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "activation_failed", "noindex");

export default function ActivationFailed() {
  const { t } = useTranslation();
  return (
    <Card title={t("activation.failed.title")}>
      <p className="mb-4">{t("error.link.expired")}</p>
      <Link to={paths.home()}>{t("page_error.back_home")}</Link>
    </Card>
  );
}
