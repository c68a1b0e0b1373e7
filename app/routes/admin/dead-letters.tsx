// Dead letters (SECURITY.md §11): events that failed every retry, parked by the queue for administrators to see.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/translation";
import { Pagination } from "~/components/pagination";
import { DEAD_LETTERS_PAGE_SIZE } from "~/lib/limits";
import { paths } from "~/lib/paths";
import { guardPage } from "~/server/remix.server";
import { deadLetterPage } from "~/server/services/admin-badges.server";
import { pageFrom } from "~/server/services/questions.server";

export const meta: MetaFunction = () => [{ name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = pageFrom(new URL(request.url).searchParams.get("page"));
  return { page, ...(await guardPage(request, () => deadLetterPage(context.app, page))) };
}

export default function DeadLetters() {
  const { t } = useTranslation();
  const { list, count, page } = useLoaderData<typeof loader>();
  return (
    <div>
      <h1 className="mb-2 text-xl font-semibold">{t("admin.dead_letters.title")}</h1>
      <p className="mb-4 text-sm text-muted">{t("admin.dead_letters.hint")}</p>
      {list.length === 0 ? <p className="text-muted">{t("admin.dead_letters.empty")}</p> : null}
      <ul className="space-y-3">
        {list.map((letter) => (
          <li key={letter.id} className="rounded border border-line bg-surface p-3" data-testid="dead-letter">
            <p className="font-medium">{letter.type}</p>
            <p className="text-sm text-muted">
              {t("admin.dead_letters.event")} {letter.eventId} · {new Date(letter.createdAt * 1000).toISOString()}
            </p>
            <pre className="mt-2 whitespace-pre-wrap break-all text-xs">{letter.body}</pre>
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        pageSize={DEAD_LETTERS_PAGE_SIZE}
        count={count}
        href={(next) => paths.adminPage("dead-letters", next)}
      />
    </div>
  );
}
