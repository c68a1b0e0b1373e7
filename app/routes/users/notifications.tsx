// The notifications page (SPEC §2 users/notifications/{type}/{subType}): the inbox by sub-type (all, posts, invites,
// votes) and the achievements, 10 a page, newest first, unread ones marked. Opening an unread notification is a form
// that marks it read and then goes where it leads; "mark all read" is a form too, so both work without JavaScript.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Form, Link } from "~/components/navigation";
import { useTranslation } from "~/components/translation";
import { withMessageParts } from "~/client-messages";
import { MemberName } from "~/components/member-name";
import { OrderTabs } from "~/components/order-tabs";
import { Pagination } from "~/components/pagination";
import { RelativeTimeText } from "~/components/relative-time";
import type { MessagesHandle } from "~/lib/message-parts";
import { pageTitle } from "~/lib/meta";
import { INBOX_TABS, notificationHref, type InboxTab, type NotificationTypeName } from "~/lib/notifications";
import { NOTIFICATIONS_PAGE_SIZE } from "~/lib/limits";
import { paths } from "~/lib/paths";
import { NotificationOpenFormSchema, NotificationReadAllFormSchema } from "~/schemas/notifications";
import { guardPage, handleForm } from "~/server/remix.server";
import { pageFrom } from "~/server/services/questions.server";
import type { NotificationItem } from "~/lib/views/notifications";
import { markAllNotificationsRead, notificationPage, openNotification } from "~/server/services/notifications.server";

export const handle: MessagesHandle = { messages: ["achievements"] };

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "notifications", "noindex");

const TYPES: readonly NotificationTypeName[] = ["inbox", "achievement"];

/** The type and tab a URL names; anything else is not a page. */
function viewOf(params: Record<string, string | undefined>): { type: NotificationTypeName; tab: InboxTab } {
  const type = TYPES.find((name) => name === params.type);
  const tab = type === "inbox" ? INBOX_TABS.find((name) => name === (params.subType ?? "all")) : "all";
  if (!type || !tab || (type === "achievement" && params.subType && params.subType !== "all")) {
    throw new Response(null, { status: 404 });
  }
  return { type, tab };
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const view = viewOf(params);
  const page = pageFrom(new URL(request.url).searchParams.get("page"));
  const app = context.app;
  const result = await guardPage(request, () =>
    notificationPage(app, { ...view, page, pageSize: NOTIFICATIONS_PAGE_SIZE }),
  );
  const permalink = app.settings.seo.permalink;
  return {
    ...view,
    page,
    count: result.count,
    list: result.list.map((item) => ({ ...item, href: notificationHref(item, permalink) })),
    now: app.now(),
    timeZone: app.settings.interface.time_zone,
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const view = viewOf(params);
  const app = context.app;
  if ((await request.clone().formData()).get("intent") === "read_all") {
    return handleForm(request, NotificationReadAllFormSchema, async () => {
      await markAllNotificationsRead(app, view.type);
      return redirect(paths.notifications(view.type, view.tab));
    });
  }
  return handleForm(request, NotificationOpenFormSchema, async ({ id }) => {
    const item = await openNotification(app, id);
    if (!item) return redirect(paths.notifications(view.type, view.tab));
    return redirect(notificationHref(item, app.settings.seo.permalink));
  });
}

/** What a notification says: who did what, or what was earned. */
function Summary({ item }: { item: NotificationItem }) {
  const { t } = useTranslation();
  const action = item.action;
  if (action === "reputation") {
    return (
      <>
        <span className={item.rankDelta > 0 ? "font-semibold text-primary" : "font-semibold text-danger"}>
          {item.rankDelta > 0 ? `+${item.rankDelta}` : item.rankDelta}
        </span>{" "}
        {t("notifications.actions.reputation")}
      </>
    );
  }
  // an award and a verdict on the member's lawyer profile have nobody to name
  if (action === "badge_award" || item.objectType === "lawyer") return <>{t(`notifications.actions.${action}`)}</>;
  return (
    <>
      {item.actor ? (
        <MemberName member={item.actor} className="font-medium" />
      ) : (
        <span className="font-medium">{t("notifications.someone")}</span>
      )}{" "}
      {t(`notifications.actions.${action}`)}
    </>
  );
}

function NotificationRow({
  item,
  now,
  timeZone,
}: {
  item: NotificationItem & { href: string };
  now: number;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const title =
    item.objectType === "lawyer" ? t("notifications.lawyer_profile") : item.title || t("notifications.deleted_post");
  const body = (
    <>
      <span className="block text-sm">
        <Summary item={item} />
      </span>
      <span className="block truncate text-sm text-fg">{title}</span>
    </>
  );
  return (
    <li className={`flex items-start gap-3 px-4 py-3 ${item.isRead ? "" : "bg-tag"}`} data-testid="notification">
      <div className="min-w-0 flex-1">
        {item.isRead ? (
          <Link to={item.href} className="block text-fg no-underline hover:text-primary">
            {body}
          </Link>
        ) : (
          // opening an unread one marks it read on the way
          <Form method="post">
            <input type="hidden" name="id" value={item.id} />
            <button type="submit" className="block w-full text-left hover:text-primary">
              <span className="sr-only">{t("notifications.unread")}: </span>
              {body}
            </button>
          </Form>
        )}
      </div>
      <span className="shrink-0 text-xs text-muted">
        <RelativeTimeText seconds={item.createdAt} now={now} timeZone={timeZone} />
      </span>
    </li>
  );
}

function Notifications() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  return (
    <div className="max-w-3xl">
      <h1 className="mb-3 text-xl font-semibold">{t("notifications.title")}</h1>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <OrderTabs
          orders={TYPES}
          current={data.type}
          href={(type) => paths.notifications(type)}
          labelKey={(type) => `notifications.${type}`}
          label={t("notifications.title")}
        />
        <Form method="post">
          <input type="hidden" name="intent" value="read_all" />
          <button type="submit" className="rounded border border-line px-2 py-1 text-sm text-muted hover:text-fg">
            {t("notifications.mark_all_read")}
          </button>
        </Form>
      </div>
      {data.type === "inbox" ? (
        <div className="mb-3">
          <OrderTabs
            orders={INBOX_TABS}
            current={data.tab}
            href={(tab) => paths.notifications("inbox", tab)}
            labelKey={(tab) => `notifications.tabs.${tab}`}
            label={t("notifications.inbox")}
          />
        </div>
      ) : null}
      {data.list.length === 0 ? (
        <p className="py-12 text-center text-muted">{t("notifications.empty")}</p>
      ) : (
        <ul className="divide-y divide-line rounded border border-line bg-surface">
          {data.list.map((item) => (
            <NotificationRow key={item.id} item={item} now={data.now} timeZone={data.timeZone} />
          ))}
        </ul>
      )}
      <Pagination
        page={data.page}
        pageSize={NOTIFICATIONS_PAGE_SIZE}
        count={data.count}
        href={(page) => paths.notifications(data.type, data.tab, { page })}
      />
    </div>
  );
}

export default withMessageParts(["achievements"], Notifications);
