// The review page (SPEC §2 review, REFERENCE.md review flows): the queues the reviewer may work, with what waits in
// each (99+ past 99), and one item of the queue asked for (`?type=`), or of the first with something in it: a flagged
// post with its reports (staff), or a suggested edit with what it would change. Every action is a form that works
// without JavaScript, after which the same place in the queue holds the next item; skip passes over one; review.empty
// says when none remain.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { withMessageParts } from "~/client-messages";
import { FieldErrors, Notice } from "~/components/form";
import { Link } from "~/components/navigation";
import { useTranslation } from "~/components/translation";
import type { MessagesHandle } from "~/lib/message-parts";
import { pageTitle } from "~/lib/meta";
import { paths } from "~/lib/paths";
import { parseObjectId } from "~/lib/object-ids";
import { REVIEW_NOTICES, noticeFrom, type ReviewNotice } from "~/lib/notices";
import { REVIEW_TYPES, type ReviewType } from "~/lib/review";
import { AuditSchema, QueuedVerdictSchema, ReviewReportSchema } from "~/schemas/review";
import { LawyerVerdictSchema } from "~/schemas/lawyer";
import { settleLawyer } from "~/server/services/lawyer-verification.server";
import { LawyerSubmissionCard } from "./review-lawyer";
import { guardPage, handleForm } from "~/server/remix.server";
import { pageFrom } from "~/server/services/questions.server";
import { reviewFlag } from "~/server/services/flag-review.server";
import { reviewPage } from "~/server/services/review-page.server";
import { settleQueuedPost } from "~/server/services/queued-posts.server";
import { auditRevision, suggestionDiff } from "~/server/services/review.server";
import { FlaggedPostCard } from "./review-flag";
import { QueuedPostCard } from "./review-queued";
import { SuggestedEdit } from "./review-suggestion";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "review", "noindex");

export const handle: MessagesHandle = { messages: ["posting"] };

const typeFrom = (value: string | null): ReviewType | null => REVIEW_TYPES.find((type) => type === value) ?? null;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const page = pageFrom(url.searchParams.get("page"));
  const app = context.app;
  const named = parseObjectId(url.searchParams.get("objectId") ?? "");
  const heldPost =
    named && (named.kind === "question" || named.kind === "answer") ? { kind: named.kind, id: named.id } : null;
  const review = await guardPage(request, () =>
    reviewPage(app, typeFrom(url.searchParams.get("type")), page, heldPost),
  );
  // skipping past the last item starts again from the first
  if (!review.queued && !review.flagged && !review.suggested && !review.lawyer && review.count > 0 && review.page > 1) {
    throw redirect(paths.review({ type: review.type ?? undefined }));
  }
  const notice = noticeFrom(REVIEW_NOTICES, url.searchParams.get("notice"));
  return {
    ...review,
    suggested: review.suggested ? { ...review.suggested, diff: suggestionDiff(review.suggested) } : null,
    notice: notice ? app.t(`notice.${notice}`) : null,
    now: app.now(),
    timeZone: app.settings.interface.time_zone,
  };
}

/** The page's forms by intent: settling a suggested edit, or a flagged post. */
const ACTIONS = {
  audit: (args: ActionFunctionArgs, done: (type: ReviewType, notice: ReviewNotice) => Response) =>
    handleForm(args.request, AuditSchema, async (input) => {
      await auditRevision(args.context.app, input);
      return done("suggested_post_edit", input.operation === "approve" ? "review_approved" : "review_rejected");
    }),
  flag: (args: ActionFunctionArgs, done: (type: ReviewType, notice: ReviewNotice) => Response) =>
    handleForm(args.request, ReviewReportSchema, async (input) => {
      await reviewFlag(args.context.app, input);
      return done("flagged_post", input.operation === "ignore_report" ? "flag_ignored" : "flag_handled");
    }),
  lawyer: (args: ActionFunctionArgs, done: (type: ReviewType, notice: ReviewNotice) => Response) =>
    handleForm(args.request, LawyerVerdictSchema, async (input) => {
      await settleLawyer(args.context.app, input);
      return done("lawyer_verification", input.operation === "verify" ? "lawyer_verified" : "lawyer_rejected");
    }),
  queued: (args: ActionFunctionArgs, done: (type: ReviewType, notice: ReviewNotice) => Response) =>
    handleForm(args.request, QueuedVerdictSchema, async (input) => {
      await settleQueuedPost(args.context.app, input);
      return done("queued_post", input.verdict === "approve" ? "post_approved" : "post_rejected");
    }),
};

export async function action(args: ActionFunctionArgs) {
  // the item settled, the same place in its queue holds the next one
  const page = pageFrom(new URL(args.request.url).searchParams.get("page"));
  const done = (type: ReviewType, notice: ReviewNotice) => redirect(paths.review({ type, page, notice }));
  const intent = (await args.request.clone().formData()).get("intent");
  const handler = intent === "flag" || intent === "queued" || intent === "lawyer" ? ACTIONS[intent] : ACTIONS.audit;
  return handler(args, done);
}

export default withMessageParts(["posting"], Review);

/** A queue's count as the side list shows it (SPEC §2: 99+ past 99). */
const shownCount = (count: number) => (count > 99 ? "99+" : String(count));

function Review() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const errors = messagesOf(useActionData<typeof action>());
  return (
    <div className="flex flex-col gap-4 md:flex-row-reverse">
      <aside className="md:w-56">
        <h2 className="mb-2 text-sm font-semibold text-muted">{t("review.queues")}</h2>
        <ul className="rounded border border-line bg-surface text-sm">
          {data.queues.map((queue) => (
            <li key={queue.name}>
              <Link
                to={paths.review({ type: queue.name })}
                aria-current={queue.name === data.type ? "page" : undefined}
                className={`flex justify-between px-3 py-2 no-underline ${queue.name === data.type ? "font-semibold text-fg" : "text-muted"}`}
              >
                <span>{t(`review.types.${queue.name}`)}</span>
                <span data-testid={`review-todo-${queue.name}`}>{shownCount(queue.todoAmount)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </aside>
      <section className="min-w-0 flex-1">
        <h1 className="mb-3 text-xl font-semibold">{t("review.title")}</h1>
        {data.notice ? <Notice tone="success">{data.notice}</Notice> : null}
        <FieldErrors errors={errors} />
        {data.queued ? (
          <QueuedPostCard post={data.queued} page={data.page} now={data.now} timeZone={data.timeZone} />
        ) : data.flagged ? (
          <FlaggedPostCard post={data.flagged} page={data.page} now={data.now} timeZone={data.timeZone} />
        ) : data.lawyer ? (
          <LawyerSubmissionCard submission={data.lawyer} page={data.page} now={data.now} timeZone={data.timeZone} />
        ) : data.suggested ? (
          <SuggestedEdit item={data.suggested} page={data.page} now={data.now} timeZone={data.timeZone} />
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
