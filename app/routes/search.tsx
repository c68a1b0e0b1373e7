// The search page (SPEC §2 search?q=): the query in the box, the four orders, 20 results a page with their excerpts
// marked, SPEC §8's empty text. A plain GET form, so it works before JavaScript loads; result pages are noindex.
import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import * as v from "valibot";
import { Form, Link } from "~/components/navigation";
import { useTranslation } from "~/components/translation";
import { MemberName } from "~/components/member-name";
import { OrderTabs } from "~/components/order-tabs";
import { Pagination } from "~/components/pagination";
import { RelativeTimeText } from "~/components/relative-time";
import { TagChips } from "~/components/tag-chips";
import { useSite } from "~/components/use-site";
import { SEARCH_PAGE_SIZE, SEARCH_QUERY_MAX } from "~/lib/limits";
import { pageTitle } from "~/lib/meta";
import { paths } from "~/lib/paths";
import { excerptParts } from "~/lib/search-excerpt";
import { headerSearch } from "~/lib/search-query";
import { QuestionStatus } from "~/lib/status";
import type { SearchResult } from "~/lib/views/search";
import { SEARCH_ORDERS, SearchQuerySchema } from "~/schemas/search";
import { guardPage } from "~/server/remix.server";
import { search } from "~/server/services/search.server";
import { withMessageParts } from "~/client-messages";
import type { MessagesHandle } from "~/lib/message-parts";

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => {
  const [title, ...rest] = pageTitle(matches, "search", "noindex");
  const named = page?.q && title && "title" in title ? { title: `${page.q} - ${String(title.title)}` } : title;
  return [named!, ...rest, ...(page ? [{ tagName: "link", rel: "canonical", href: page.canonical }] : [])];
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const app = context.app;
  const url = new URL(request.url);
  const type = url.searchParams.get("type");
  // the header's box: a type other than a topic search becomes part of the query (or the tag list), in the page's own
  // address
  if (type !== null && type !== "question") {
    const target = headerSearch(type, url.searchParams.get("q") ?? "");
    throw redirect("tags" in target ? paths.tags({ name: target.tags || undefined }) : paths.search({ q: target.q }));
  }
  const q = (url.searchParams.get("q") ?? "").trim();
  const params = Object.fromEntries(
    ["q", "order", "page"].flatMap((name) => (url.searchParams.has(name) ? [[name, url.searchParams.get(name)]] : [])),
  );
  const parsed = v.safeParse(SearchQuerySchema, params);
  const base = { q, now: app.now(), timeZone: app.settings.interface.time_zone };
  if (!q || !parsed.success) {
    const error = q ? app.t(parsed.issues?.[0]?.message ?? "validation.invalid") : null;
    const page = { ...base, order: "relevance" as const, page: 1, count: 0, list: [], tag: null, error };
    return data(
      { ...page, canonical: new URL(paths.search({ q: q || undefined }), app.siteUrl).toString() },
      {
        status: error ? 400 : 200,
      },
    );
  }
  const { order, page = 1 } = parsed.output;
  const found = await guardPage(request, () =>
    search(app, { q: parsed.output.q, order, page, size: SEARCH_PAGE_SIZE }),
  );
  const canonical = new URL(paths.search({ q, order: order === "relevance" ? undefined : order, page }), app.siteUrl);
  return data({ ...base, order, page, ...found, error: null, canonical: canonical.toString() });
}

export const handle: MessagesHandle = { messages: ["explore"] };

export default withMessageParts(["explore"], Search);

function Search() {
  const { t } = useTranslation();
  const page = useLoaderData<typeof loader>();
  const href = (changes: { order?: string; page?: number }) =>
    paths.search({
      q: page.q,
      order: page.order === "relevance" ? undefined : page.order,
      page: page.page,
      ...changes,
    });
  return (
    <div>
      <h1 className="mb-3 text-xl font-semibold">{page.q ? t("search.heading", { q: page.q }) : t("search.title")}</h1>
      <Form method="get" action={paths.search()} role="search" className="mb-2 flex gap-2">
        <label htmlFor="search-q" className="sr-only">
          {t("search.label")}
        </label>
        <input
          id="search-q"
          type="search"
          name="q"
          defaultValue={page.q}
          maxLength={SEARCH_QUERY_MAX * 2}
          placeholder={t("search.prompt")}
          aria-invalid={page.error ? true : undefined}
          aria-describedby={page.error ? "search-q-error" : "search-tips"}
          className="min-w-0 flex-1 rounded border border-line bg-surface px-2 py-1"
        />
        <button type="submit" className="rounded bg-primary px-3 py-1 text-primary-fg">
          {t("search.submit")}
        </button>
      </Form>
      {page.error ? (
        <p id="search-q-error" className="mb-2 text-sm text-danger">
          {page.error}
        </p>
      ) : null}
      <p id="search-tips" className="mb-4 text-xs text-muted">
        {t("search.tips")}
      </p>
      {page.q && !page.error ? (
        <>
          {page.tag ? (
            <section className="mb-4 rounded border border-line bg-surface p-3" aria-label={page.tag.displayName}>
              <Link
                to={paths.tag(page.tag.slugName)}
                className="rounded bg-tag px-2 py-0.5 text-sm text-primary no-underline hover:bg-tag-hover"
              >
                {page.tag.displayName}
              </Link>
              {page.tag.excerpt ? <p className="mt-2 text-sm text-muted">{page.tag.excerpt}</p> : null}
              <p className="mt-2 text-xs text-muted">
                {t("tags.questions", { count: page.tag.questionCount })} ·{" "}
                <Link to={paths.tagInfo(page.tag.slugName)}>{t("search.tag_info")}</Link>
              </p>
            </section>
          ) : null}
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-muted">{t("search.count", { count: page.count })}</p>
            <OrderTabs
              orders={SEARCH_ORDERS}
              current={page.order}
              href={(order) => href({ order: order === "relevance" ? undefined : order, page: 1 })}
              labelKey={(order) => `search.orders.${order}`}
              label={t("search.orders.label")}
            />
          </div>
          {page.list.length === 0 ? (
            <p className="py-12 text-center text-muted">{t("search.empty")}</p>
          ) : (
            <ul className="divide-y divide-line rounded border border-line bg-surface">
              {page.list.map((result) => (
                <SearchItem key={`${result.objectType}-${result.id}`} result={result} page={page} />
              ))}
            </ul>
          )}
          <Pagination
            page={page.page}
            pageSize={SEARCH_PAGE_SIZE}
            count={page.count}
            href={(to) => href({ page: to })}
          />
        </>
      ) : null}
    </div>
  );
}

function SearchItem({ result, page }: { result: SearchResult; page: { now: number; timeZone: string } }) {
  const { t } = useTranslation();
  const { permalink } = useSite();
  const question = { id: result.questionId, urlTitle: result.urlTitle };
  const to =
    result.objectType === "answer"
      ? paths.question(question, permalink, { answerId: result.id }) + paths.answerAnchor(result.id)
      : paths.question(question, permalink);
  return (
    <li className="px-4 py-3" data-testid="search-result">
      <h2 className="text-base font-medium">
        <span className="mr-2 rounded border border-line px-1 text-xs text-muted">
          {t(`search.kind.${result.objectType}`)}
        </span>
        <Link to={to} className="text-fg no-underline hover:text-primary">
          {result.title}
        </Link>
        {result.status === QuestionStatus.closed && result.objectType === "question" ? (
          <span className="ml-1 text-muted">{`[${t("search.closed")}]`}</span>
        ) : null}
        {result.status === QuestionStatus.deleted ? (
          <span className="ml-1 text-danger">{`[${t("search.deleted")}]`}</span>
        ) : null}
        {result.status === QuestionStatus.pending ? (
          <span className="ml-1 text-muted">{`[${t("search.pending")}]`}</span>
        ) : null}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {excerptParts(result.excerpt, result.highlights).map((part, index) =>
          part.marked ? (
            <mark key={index} className="bg-tag text-fg">
              {part.text}
            </mark>
          ) : (
            part.text
          ),
        )}
      </p>
      <div className="mt-1 flex flex-wrap items-center justify-between gap-2 text-xs text-muted">
        <TagChips tags={result.tags} />
        <p>
          {`${t("search.votes", { count: result.voteCount })} · `}
          {result.objectType === "question" ? `${t("search.answers", { count: result.answerCount })} · ` : null}
          {result.accepted ? `${t("search.accepted")} · ` : null}
          <MemberName member={result.author} className="text-muted" />{" "}
          <RelativeTimeText seconds={result.createdAt} now={page.now} timeZone={page.timeZone} />
        </p>
      </div>
    </li>
  );
}
