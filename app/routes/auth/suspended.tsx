// The suspended page: what a suspended member sees, with the community rules and how to contact the site.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/navigation";
import { useTranslation } from "~/components/translation";
import { CopyButton } from "~/components/copy-button";
import { Card } from "~/components/form";
import { pageTitle } from "~/lib/meta";
import { paths } from "~/lib/paths";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "suspended", "noindex");

export function loader({ context }: LoaderFunctionArgs) {
  return { contactEmail: context.app.settings.general.contact_email };
}

export default function Suspended() {
  const { t } = useTranslation();
  const { contactEmail } = useLoaderData<typeof loader>();
  return (
    <Card title={t("suspended.title")}>
      <p className="mb-4">{t("suspended.body")}</p>
      <details className="mb-3 rounded border border-line p-3">
        <summary className="cursor-pointer font-medium">{t("suspended.rules.title")}</summary>
        <p className="mt-2 whitespace-pre-line text-sm">{t("community.convention.body")}</p>
        <Link to={paths.legal("tos")} className="text-sm">
          {t("footer.terms")}
        </Link>
      </details>
      <details className="rounded border border-line p-3">
        <summary className="cursor-pointer font-medium">{t("suspended.contact.title")}</summary>
        {contactEmail ? (
          <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
            {t("suspended.contact.email")} <span className="select-all font-mono">{contactEmail}</span>
            <CopyButton text={contactEmail} />
          </p>
        ) : (
          <p className="mt-2 text-sm text-muted">{t("suspended.contact.none")}</p>
        )}
      </details>
    </Card>
  );
}
