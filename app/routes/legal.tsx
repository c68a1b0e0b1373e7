// Terms of service and privacy policy: the administrator's text, or the default text until one is set.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/translation";
import { pageTitle } from "~/lib/meta";

export const meta: MetaFunction = ({ matches, data }) =>
  pageTitle(matches, (data as { type?: string } | undefined)?.type === "privacy" ? "privacy" : "terms");

export function loader({ params, context }: LoaderFunctionArgs) {
  const type = params.infoType === "privacy" ? "privacy" : params.infoType === "tos" ? "tos" : null;
  if (!type) throw new Response(null, { status: 404 });
  const legal = context.app.settings.legal;
  const html = type === "tos" ? legal.terms_of_service_parsed_text : legal.privacy_policy_parsed_text;
  return { type, html };
}

export default function Legal() {
  const { t } = useTranslation();
  const { type, html } = useLoaderData<typeof loader>();
  return (
    <article className="prose-legal max-w-3xl rounded border border-line bg-surface p-6">
      <h1 className="mb-4 text-xl font-semibold">{t(type === "tos" ? "footer.terms" : "footer.privacy")}</h1>
      {html ? (
        <div dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <p className="whitespace-pre-line">{t(type === "tos" ? "legal.default_terms" : "legal.default_privacy")}</p>
      )}
    </article>
  );
}
