// A tag's information (SPEC §2 tags/{tagName}/info): its description, its synonyms and its numbers, with the edit,
// delete and undelete actions the member may take (delete asks first, and a tag with posts is refused with
// 不允许删除带有帖子的标签). A synonym shows its main tag's information; a deleted tag goes back to the tag list with
// 该标签已被删除, except for staff, who may undelete it here.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Form, Link } from "~/components/navigation";
import { useTranslation } from "~/components/translation";
import { FieldErrors, Notice } from "~/components/form";
import { splitFormResult } from "~/lib/form-result";
import { PostBody } from "~/components/post-body";
import { withMessageParts } from "~/client-messages";
import type { MessagesHandle } from "~/lib/message-parts";
import { pageTitle } from "~/lib/meta";
import { paths } from "~/lib/paths";
import { TAG_NOTICES, noticeFrom } from "~/lib/notices";
import { TagStatus } from "~/lib/status";
import { postBodyId } from "~/lib/post-bodies";
import { TagActionFormSchema, TagSynonymsFormSchema } from "~/schemas/tag";
import { guardPage, handleForm } from "~/server/remix.server";
import { isStaff } from "~/server/services/guards.server";
import { deleteTag, setSynonyms, undeleteTag } from "~/server/services/tag-edits.server";
import { hasPrivilege } from "~/server/services/permissions.server";
import { tagInfo } from "~/server/services/tags.server";
import { formatObjectId } from "~/lib/object-ids";

// the action buttons' texts are in the posting part
export const handle: MessagesHandle = { messages: ["posting", "explore"] };

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "tag_info");

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const app = context.app;
  const { found, synonyms, actions } = await guardPage(request, () => tagInfo(app, { slugName: params.tagName ?? "" }));
  if (found.kind === "synonym") throw redirect(paths.tagInfo(found.mainSlugName));
  if (found.kind === "deleted" && !isStaff(app.user)) throw redirect(paths.tags({ notice: "tag_deleted" }));
  const notice = noticeFrom(TAG_NOTICES, new URL(request.url).searchParams.get("notice"));
  return {
    tag: found.tag,
    synonyms,
    actions,
    canEditSynonyms: found.kind === "tag" && hasPrivilege(app, app.user, "tag.synonym"),
    loggedIn: app.user !== null,
    // notices are server-only texts (locales/*/titles.json): the loader hands over the sentence
    notice: notice ? { text: app.t(`notice.${notice}`), warning: notice === "tag_wait_for_review" } : null,
    deletedNotice: found.tag.status === TagStatus.deleted ? app.t("notice.tag_deleted") : null,
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  if ((await request.clone().formData()).get("intent") === "synonyms") {
    return handleForm(request, TagSynonymsFormSchema, async ({ tag_id, synonyms }) => {
      await setSynonyms(context.app, { tagId: tag_id, slugNames: synonyms ?? [] });
      return redirect(paths.withNotice(paths.tagInfo(params.tagName ?? ""), "tag_updated"));
    });
  }
  return handleForm(request, TagActionFormSchema, async ({ intent, tag_id }) => {
    if (intent === "delete") {
      await deleteTag(context.app, tag_id);
      return redirect(paths.tags({ notice: "tag_deleted" }));
    }
    await undeleteTag(context.app, tag_id);
    return redirect(paths.withNotice(paths.tagInfo(params.tagName ?? ""), "tag_undeleted"));
  });
}

function ConfirmButton({
  intent,
  tagId,
  label,
  question,
}: {
  intent: string;
  tagId: number;
  label: string;
  question: string;
}) {
  return (
    <details className="relative inline-block">
      <summary className="cursor-pointer list-none rounded border border-line px-2 py-0.5 text-sm">{label}</summary>
      <Form method="post" className="absolute z-10 mt-1 w-64 rounded border border-line bg-surface p-3 text-sm shadow">
        <p className="mb-2">{question}</p>
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="tag_id" value={formatObjectId("tag", tagId)} />
        <button type="submit" className="rounded border border-line px-2 py-0.5">
          {label}
        </button>
      </Form>
    </details>
  );
}

export default withMessageParts(["posting", "explore"], TagInfo);

function TagInfo() {
  const { t } = useTranslation();
  const { tag, synonyms, actions, notice, deletedNotice, canEditSynonyms, loggedIn } = useLoaderData<typeof loader>();
  const { formErrors } = splitFormResult(useActionData<typeof action>());
  return (
    <div className="rounded border border-line bg-surface p-4 sm:p-6">
      {notice ? <Notice tone={notice.warning ? "warning" : "success"}>{notice.text}</Notice> : null}
      {formErrors ? (
        <Notice tone="warning">
          <FieldErrors errors={formErrors} />
        </Notice>
      ) : null}
      {deletedNotice ? <Notice tone="warning">{deletedNotice}</Notice> : null}
      <h1 className="text-xl font-semibold">
        <Link to={paths.tag(tag.slugName)}>{tag.displayName}</Link>
      </h1>
      <p className="mt-1 text-sm text-muted">
        {t("tags.questions", { count: tag.questionCount })} · {t("tags.followers", { count: tag.followCount })}
      </p>
      {actions.length ? (
        <div role="group" aria-label={t("tags.info")} className="mt-3 flex flex-wrap gap-2">
          {actions.includes("edit") ? (
            <Link to={paths.editTag(tag.id)} className="rounded border border-line px-2 py-0.5 text-sm no-underline">
              {t("tag.edit")}
            </Link>
          ) : null}
          {actions.includes("delete") ? (
            <ConfirmButton intent="delete" tagId={tag.id} label={t("tag.delete")} question={t("tag.delete_confirm")} />
          ) : null}
          {actions.includes("undelete") ? (
            <ConfirmButton
              intent="undelete"
              tagId={tag.id}
              label={t("tag.undelete")}
              question={t("tag.undelete_confirm")}
            />
          ) : null}
        </div>
      ) : null}
      {loggedIn ? (
        <p className="mt-2 text-sm">
          <Link to={paths.tagTimeline(tag.id)}>{t("timeline.title")}</Link>
        </p>
      ) : null}
      <h2 className="mt-4 font-semibold">{t("tags.description")}</h2>
      {tag.parsedText ? (
        <PostBody id={postBodyId("tag", tag.id)} html={tag.parsedText} />
      ) : (
        <p className="text-sm text-muted">{t("tags.empty")}</p>
      )}
      <h2 className="mt-4 font-semibold">{t("tags.synonyms")}</h2>
      {synonyms.length === 0 ? (
        <p className="text-sm text-muted">{t("tags.synonyms_empty")}</p>
      ) : (
        <ul className="mt-1 flex flex-wrap gap-1">
          {synonyms.map((synonym) => (
            <li key={synonym.id} className="rounded bg-tag px-2 py-0.5 text-xs text-primary">
              {synonym.displayName}
            </li>
          ))}
        </ul>
      )}
      {canEditSynonyms ? (
        <Form method="post" className="mt-3 flex flex-col gap-2 text-sm">
          <input type="hidden" name="intent" value="synonyms" />
          <input type="hidden" name="tag_id" value={formatObjectId("tag", tag.id)} />
          <label className="flex flex-col gap-1">
            <span className="text-muted">{t("tag.synonyms_label")}</span>
            <input
              name="synonyms"
              defaultValue={synonyms.map((synonym) => synonym.slugName).join(", ")}
              className="rounded border border-line bg-surface px-2 py-1"
            />
          </label>
          <button type="submit" className="self-start rounded border border-line px-3 py-1">
            {t("tag.synonyms_save")}
          </button>
        </Form>
      ) : null}
    </div>
  );
}
