import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { Link } from "~/components/navigation";
import { useTranslation } from "~/components/translation";
import { paths } from "~/lib/paths";

/** The error page of SPEC §8 for a status: 403, 404, or 50X for everything else. */
export function ErrorView({ status }: { status: number }) {
  const { t } = useTranslation();
  const kind = status === 403 ? "403" : status === 404 ? "404" : "50X";
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-muted" aria-hidden="true">
        {kind === "50X" ? status : kind}
      </p>
      <h1 className="mt-4 text-xl font-semibold">{t(`page_error.${kind}`)}</h1>
      <Link to={paths.home()} className="mt-8 rounded bg-primary px-4 py-2 text-primary-fg no-underline">
        {t("page_error.back_home")}
      </Link>
    </main>
  );
}

export function GeneralErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) return <ErrorView status={error.status} />;
  if (typeof document !== "undefined") console.error(error);
  return <ErrorView status={500} />;
}
