// The question list (SPEC §2): every order, page size 30, pinned and closed markers, and the hot-questions card; the
// region filter keeps the questions of a province or a city (`region`, or the filter form's `province` and `city`).
// Bad query parameters give the defaults, never an error.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/navigation";
import { useTranslation } from "~/components/translation";
import { Notice } from "~/components/form";
import { OrderTabs } from "~/components/order-tabs";
import { Pagination } from "~/components/pagination";
import { QuestionCard } from "~/components/question-cards";
import { QuestionList } from "~/components/question-list";
import { pageTitle } from "~/lib/meta";
import { addStructuredData, collectionHead } from "~/server/page-head.server";
import { paths } from "~/lib/paths";
import { QUESTION_ORDERS } from "~/lib/post-constants";
import { pageFrom, questionListPage, questionOrderFrom } from "~/server/services/questions.server";
import { regionFilter } from "~/server/services/jurisdiction.server";
import { regionChildren } from "~/server/regions.server";
import { Form } from "~/components/navigation";

/** The place the query asks for: `region`, else the filter form's city when it is in its province, else the province. */
function askedRegion(params: URLSearchParams) {
  const province = params.get("province") ?? "";
  const city = params.get("city") ?? "";
  const sameProvince = city.slice(0, 2) === province.slice(0, 2);
  return regionFilter(params.get("region") || (city && sameProvince ? city : province));
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const [title, ...rest] = pageTitle(matches, "questions");
  return data ? [title!, ...data.head] : [title!, ...rest];
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const app = context.app;
  const region = askedRegion(url.searchParams);
  const result = await questionListPage(app, {
    order: questionOrderFrom(url.searchParams.get("order"), app.user),
    page: pageFrom(url.searchParams.get("page")),
    region: region?.code,
    withHot: true,
  });
  const province = region ? `${region.code.slice(0, 2)}0000` : "";
  return {
    ...result,
    region: region && { ...region, province, provinces: regionChildren(null), cities: regionChildren(province) },
    provinces: region ? [] : regionChildren(null),
    // the filter's few words come with the page, as its notices do, rather than with every page's messages
    filterLabels: {
      region: app.t("region_filter.region"),
      allRegions: app.t("region_filter.all_regions"),
      city: app.t("region_filter.city"),
      allCities: app.t("region_filter.all_cities"),
      filter: app.t("region_filter.filter"),
    },
    loggedIn: app.user !== null,
    now: app.now(),
    timeZone: app.settings.interface.time_zone,
    head: addStructuredData(
      context.structuredData,
      collectionHead(app, { title: app.settings.general.name, description: "", path: paths.questions() }),
    ),
    // notices are server-only texts (locales/*/titles.json): the loader hands over the sentence
    openedNotice: url.searchParams.get("opened") === "1" ? app.t("notice.community_opened") : null,
  };
}

export default function Questions() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const orders = QUESTION_ORDERS.filter((order) => order !== "recommend" || data.loggedIn);
  return (
    <div className="flex flex-col gap-4 lg:flex-row">
      <div className="min-w-0 flex-1">
        {data.openedNotice ? <Notice tone="success">{data.openedNotice}</Notice> : null}
        <div className="mb-3 flex items-center justify-between">
          <h1 className="text-xl font-semibold">{t("questions.title")}</h1>
          <Link to={paths.ask()} className="rounded bg-primary px-3 py-1 text-sm text-primary-fg no-underline">
            {t("header.post")}
          </Link>
        </div>
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-muted">{t("questions.count", { count: data.count })}</p>
          <OrderTabs
            orders={orders}
            current={data.order}
            href={(order) => paths.questions({ order, region: data.region?.code })}
            labelKey={(order) => `questions.orders.${order}`}
            label={t("questions.orders.label")}
          />
        </div>
        <RegionFilterForm
          code={data.region?.code ?? ""}
          province={data.region?.province ?? ""}
          provinces={data.region?.provinces ?? data.provinces}
          cities={data.region?.cities ?? []}
          order={data.order}
          labels={data.filterLabels}
        />
        <QuestionList items={data.list} now={data.now} timeZone={data.timeZone} />
        <Pagination
          page={data.page}
          pageSize={data.pageSize}
          count={data.count}
          href={(page) =>
            paths.questions({
              page,
              order: data.order === "newest" ? undefined : data.order,
              region: data.region?.code,
            })
          }
        />
      </div>
      <aside className="lg:w-64 lg:self-start">
        <QuestionCard title={t("questions.hot")} questions={data.hot} />
      </aside>
    </div>
  );
}

/** Filters the list by place: a province, then one of its cities. A plain GET form; with JavaScript a choice sends it. */
function RegionFilterForm({
  code,
  province,
  provinces,
  cities,
  order,
  labels,
}: {
  code: string;
  province: string;
  provinces: { code: string; name: string }[];
  cities: { code: string; name: string }[];
  order: string;
  labels: { region: string; allRegions: string; city: string; allCities: string; filter: string };
}) {
  const select = "rounded border border-line bg-surface px-2 py-1 text-sm";
  const send = (event: { currentTarget: HTMLSelectElement }) => event.currentTarget.form?.requestSubmit();
  return (
    <Form
      method="get"
      action={paths.questions()}
      className="mb-3 flex flex-wrap items-center gap-2 text-sm"
      data-testid="region-filter"
    >
      {order !== "newest" ? <input type="hidden" name="order" value={order} /> : null}
      <label htmlFor="filter-province" className="text-muted">
        {labels.region}
      </label>
      <select
        id="filter-province"
        name="province"
        defaultValue={province}
        key={province}
        className={select}
        onChange={send}
      >
        <option value="">{labels.allRegions}</option>
        {provinces.map((region) => (
          <option key={region.code} value={region.code}>
            {region.name}
          </option>
        ))}
      </select>
      {cities.length > 0 ? (
        <select
          name="city"
          defaultValue={code === province ? "" : code}
          key={code}
          aria-label={labels.city}
          className={select}
          onChange={send}
        >
          <option value="">{labels.allCities}</option>
          {cities.map((region) => (
            <option key={region.code} value={region.code}>
              {region.name}
            </option>
          ))}
        </select>
      ) : null}
      <button type="submit" className="rounded border border-line px-2 py-1">
        {labels.filter}
      </button>
    </Form>
  );
}
