import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "~/components/navigation";
import { useTranslation } from "~/components/translation";
import { Card } from "~/components/form";
import { pageTitle } from "~/lib/meta";
import { paths } from "~/lib/paths";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "activation_success", "noindex");

export default function ActivationSuccess() {
  const { t } = useTranslation();
  return (
    <Card title={t("activation.success.title")}>
      <p className="mb-4">{t("activation.success.body")}</p>
      <Link to={paths.communityOpen()} className="rounded bg-primary px-4 py-2 text-primary-fg no-underline">
        {t("activation.success.next")}
      </Link>
    </Card>
  );
}
