// A suggested edit on the review page: the object as it stands, who suggested what, the changes, and the forms that
// approve or reject it (plain forms: they work without JavaScript) or skip to the next.
import { DiffView } from "~/components/diff-view";
import { MemberName } from "~/components/member-name";
import { Form, Link } from "~/components/navigation";
import { RelativeTimeText } from "~/components/relative-time";
import { useTranslation } from "~/components/translation";
import { useSite } from "~/components/use-site";
import { paths } from "~/lib/paths";
import type { RevisionDiff } from "~/lib/views/timeline";
import type { UnreviewedItem } from "~/lib/views/review";

export function SuggestedEdit({
  item,
  page,
  now,
  timeZone,
}: {
  item: UnreviewedItem & { diff: RevisionDiff };
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
      : paths.question({ id: item.questionId, urlTitle: current.urlTitle }, permalink, {
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
        {item.diff.region ? (
          <p className="text-sm">
            <DiffView parts={item.diff.region} />
          </p>
        ) : null}
        <DiffView parts={item.diff.content} block />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {(["approve", "reject"] as const).map((operation) => (
          <Form method="post" key={operation}>
            <input type="hidden" name="intent" value="audit" />
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
        <Link
          to={paths.review({ type: "suggested_post_edit", page: page + 1 })}
          className="rounded px-4 py-2 text-muted no-underline hover:text-fg"
        >
          {t("review.skip")}
        </Link>
      </div>
    </article>
  );
}
