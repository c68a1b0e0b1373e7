// The review page (SPEC §2 review, REFERENCE.md review flow 1): one suggested edit at a time, oldest first, with what
// it would change; approve and reject are forms (they work without JavaScript) after which the next one loads, and
// skip passes over it to the one after; review.empty says when none remain.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { withMessageParts } from "~/client-messages";
import { DiffView } from "~/components/diff-view";
import { FieldErrors, Notice } from "~/components/form";
import { Form, Link } from "~/components/navigation";
import { RelativeTimeText } from "~/components/relative-time";
import { useTranslation } from "~/components/translation";
import { MemberName } from "~/components/member-name";
import { useSite } from "~/components/use-site";
import type { MessagesHandle } from "~/lib/message-parts";
import { pageTitle } from "~/lib/meta";
import { paths } from "~/lib/paths";
import { REVIEW_NOTICES, noticeFrom } from "~/lib/notices";
import { REVIEW_TYPES } from "~/lib/review";
import { AuditSchema } from "~/schemas/review";
import { guardPage, handleForm } from "~/server/remix.server";
import { pageFrom } from "~/server/services/questions.server";
import { auditRevision, suggestionDiff, unreviewedPage } from "~/server/services/review.server";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "review", "noindex");

export const handle: MessagesHandle = { messages: ["posting"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const page = pageFrom(url.searchParams.get("page"));
  const app = context.app;
  const { count, list } = await guardPage(request, () => unreviewedPage(app, { page, pageSize: 1 }));
  // skipping past the last suggestion starts again from the first
  if (!list.length && count > 0 && page > 1) throw redirect(paths.review());
  const notice = noticeFrom(REVIEW_NOTICES, url.searchParams.get("notice"));
  return {
    page,
    count,
    item: list[0] ? { ...list[0], diff: suggestionDiff(list[0]) } : null,
    notice: notice ? app.t(`notice.${notice}`) : null,
    now: app.now(),
    timeZone: app.settings.interface.time_zone,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  // the suggestion settled, the same place in the queue holds the next one
  const page = pageFrom(new URL(request.url).searchParams.get("page"));
  return handleForm(request, AuditSchema, async (input) => {
    await auditRevision(context.app, input);
    return redirect(
      paths.review({ page, notice: input.operation === "approve" ? "review_approved" : "review_rejected" }),
    );
  });
}

export default withMessageParts(["posting"], Review);

type ReviewItem = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["item"]>;

function Review() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const errors = messagesOf(useActionData<typeof action>());
  return (
    <div className="flex flex-col gap-4 md:flex-row-reverse">
      <aside className="md:w-56">
        <h2 className="mb-2 text-sm font-semibold text-muted">{t("review.queues")}</h2>
        <ul className="rounded border border-line bg-surface text-sm">
          {REVIEW_TYPES.map((type) => (
            <li key={type} className="flex justify-between px-3 py-2 font-semibold">
              <span>{t(`review.types.${type}`)}</span>
              <span data-testid="review-todo">{data.count}</span>
            </li>
          ))}
        </ul>
      </aside>
      <section className="min-w-0 flex-1">
        <h1 className="mb-3 text-xl font-semibold">{t("review.title")}</h1>
        {data.notice ? <Notice tone="success">{data.notice}</Notice> : null}
        <FieldErrors errors={errors} />
        {data.item ? (
          <SuggestedEdit item={data.item} page={data.page} now={data.now} timeZone={data.timeZone} />
        ) : (
          <p className="rounded border border-line bg-surface py-12 text-center text-muted">{t("review.empty")}</p>
        )}
      </section>
    </div>
  );
}

/** Every message of a refused review, whichever field it names (the suggested tags may have been deleted since). */
function messagesOf(result: unknown): string[] {
  const error = (result as { error?: Record<string, string[] | null> } | undefined)?.error;
  return error ? Object.values(error).flatMap((messages) => messages ?? []) : [];
}

function SuggestedEdit({
  item,
  page,
  now,
  timeZone,
}: {
  item: ReviewItem;
  page: number;
  now: number;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const { permalink } = useSite();
  const { current, editor } = item;
  const href =
    item.type === "tag"
      ? paths.tagInfo(current.slugName)
      : paths.question({ id: item.questionId, title: current.title }, permalink, {
          answerId: item.type === "answer" ? item.objectId : undefined,
        });
  return (
    <article className="rounded border border-line bg-surface p-4 sm:p-6" data-testid="suggested-edit">
      <p className="mb-1 text-sm text-muted">{t(`review.object_types.${item.type}`)}</p>
      <h2 className="mb-3 text-lg font-semibold">
        <Link to={href}>{current.title}</Link>
      </h2>
      <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">{t("review.editor")}</dt>
        <dd>
          <MemberName member={editor} />{" "}
          <span className="text-muted">
            <RelativeTimeText seconds={item.createdAt} now={now} timeZone={timeZone} />
          </span>
        </dd>
        <dt className="text-muted">{t("review.summary")}</dt>
        <dd>{item.reason || t("review.no_summary")}</dd>
        {current.author ? (
          <>
            <dt className="text-muted">{t("review.author")}</dt>
            <dd>
              <MemberName member={current.author} />
            </dd>
          </>
        ) : null}
      </dl>
      <h3 className="mb-2 text-sm font-semibold">{t("review.changes")}</h3>
      <div className="mb-4 space-y-2">
        {item.diff.title ? (
          <p>
            <DiffView parts={item.diff.title} />
          </p>
        ) : null}
        {item.diff.tags ? (
          <p className="text-sm">
            <DiffView parts={item.diff.tags} />
          </p>
        ) : null}
        <DiffView parts={item.diff.content} block />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {(["approve", "reject"] as const).map((operation) => (
          <Form method="post" key={operation}>
            <input type="hidden" name="id" value={item.id} />
            <button
              type="submit"
              name="operation"
              value={operation}
              className={
                operation === "approve"
                  ? "rounded bg-primary px-4 py-2 font-medium text-primary-fg"
                  : "rounded border border-line px-4 py-2 text-danger"
              }
            >
              {t(`review.${operation}`)}
            </button>
          </Form>
        ))}
        <Link to={paths.review({ page: page + 1 })} className="rounded px-4 py-2 text-muted no-underline hover:text-fg">
          {t("review.skip")}
        </Link>
      </div>
    </article>
  );
}
