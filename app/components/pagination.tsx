import { Link } from "~/components/navigation";
import { useTranslation } from "~/components/translation";

/** Previous / numbered / next links; `href(page)` builds each URL. */
export function Pagination({
  page,
  pageSize,
  count,
  href,
}: {
  page: number;
  pageSize: number;
  count: number;
  href: (page: number) => string;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(count / pageSize));
  if (pages <= 1) return null;
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pages])].filter(
    (p) => p >= 1 && p <= pages,
  );
  return (
    <nav aria-label={t("pagination.label")} className="mt-4 flex flex-wrap items-center gap-1 text-sm">
      {page > 1 ? (
        <Link to={href(page - 1)} className="rounded border border-line px-2 py-1">
          {t("pagination.prev")}
        </Link>
      ) : null}
      {shown.map((p) => (
        <Link
          key={p}
          to={href(p)}
          aria-current={p === page ? "page" : undefined}
          className={`rounded border px-2 py-1 ${p === page ? "border-primary bg-primary text-primary-fg" : "border-line"}`}
        >
          {p}
        </Link>
      ))}
      {page < pages ? (
        <Link to={href(page + 1)} className="rounded border border-line px-2 py-1">
          {t("pagination.next")}
        </Link>
      ) : null}
    </nav>
  );
}
