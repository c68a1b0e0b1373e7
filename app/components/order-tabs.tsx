import { Link } from "~/components/navigation";
import { useTranslation } from "~/components/translation";

/** A row of order links; the current one is marked for screen readers and by colour. */
export function OrderTabs<O extends string>({
  orders,
  current,
  href,
  labelKey,
  label,
}: {
  orders: readonly O[];
  current: O;
  href: (order: O) => string;
  labelKey: (order: O) => string;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={label} className="flex flex-wrap gap-1 text-sm">
      {orders.map((order) => (
        <Link
          key={order}
          to={href(order)}
          aria-current={order === current ? "page" : undefined}
          className={`rounded px-2 py-1 no-underline ${
            order === current ? "bg-primary text-primary-fg" : "text-muted hover:text-fg"
          }`}
        >
          {t(labelKey(order))}
        </Link>
      ))}
    </nav>
  );
}
