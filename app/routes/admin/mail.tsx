// The mail outbox: every mail the site sent or kept (all of them, when SMTP is not configured).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/translation";
import { Pagination } from "~/components/pagination";
import { paths } from "~/lib/paths";
import { guardPage } from "~/server/remix.server";
import { listOutbox } from "~/server/services/admin-users.server";

export const meta: MetaFunction = () => [{ name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const pageNumber = Number(new URL(request.url).searchParams.get("page") ?? "1");
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 ? pageNumber : 1;
  return { page, ...(await guardPage(request, () => listOutbox(context.app, page))) };
}

export default function AdminMail() {
  const { t } = useTranslation();
  const { list, count, page } = useLoaderData<typeof loader>();
  return (
    <div>
      <h1 className="mb-4 text-xl font-semibold">{t("admin.nav.mail")}</h1>
      {list.length === 0 ? <p className="text-muted">{t("common.empty")}</p> : null}
      <ul className="space-y-3">
        {list.map((mail) => (
          <li key={mail.id} className="rounded border border-line bg-surface p-3">
            <p className="font-medium">{mail.subject}</p>
            <p className="text-sm text-muted">
              {mail.to} · {t(`admin.mail.status.${mail.status}`)}
            </p>
            <pre className="mt-2 whitespace-pre-wrap break-all text-sm">{mail.text}</pre>
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        pageSize={20}
        count={count}
        href={(next) => paths.page(paths.admin("mail"), { page: next })}
      />
    </div>
  );
}
