// /tags/{tagId}/edit (SPEC §2): staff edit a tag's names and description; members with tag.edit its description, as
// a suggested edit below tag.edit_without_review. Then the tag's info page, saying whether the edit waits for review.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/translation";
import { withMessageParts } from "~/client-messages";
import { splitFormResult } from "~/lib/form-result";
import { TagForm } from "~/components/tag-form";
import type { MessagesHandle } from "~/lib/message-parts";
import { pageTitle } from "~/lib/meta";
import { paths } from "~/lib/paths";
import { parsePostId } from "~/lib/permalink";
import { TagUpdateFormSchema } from "~/schemas/tag";
import { notFound } from "~/server/errors.server";
import { guardPage, handleForm } from "~/server/remix.server";
import { tagToEdit, updateTag } from "~/server/services/tag-edits.server";

export const handle: MessagesHandle = { messages: ["posting"] };

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "tag_edit", "noindex");

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const app = context.app;
  const id = parsePostId("tag", params.tagId);
  return guardPage(request, () => {
    if (id === null) throw notFound("error.tag.not_found");
    return tagToEdit(app, id);
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return handleForm(request, TagUpdateFormSchema, async (input) => {
    const { waitForReview, slugName } = await updateTag(context.app, {
      tagId: input.tag_id,
      displayName: input.display_name,
      slugName: input.slug_name,
      originalText: input.original_text,
      editSummary: input.edit_summary ?? "",
    });
    return redirect(paths.withNotice(paths.tagInfo(slugName), waitForReview ? "tag_wait_for_review" : "tag_updated"));
  });
}

export default withMessageParts(["posting"], EditTag);

function EditTag() {
  const { t } = useTranslation();
  const { tag, staff } = useLoaderData<typeof loader>();
  const { lastResult, formErrors } = splitFormResult(useActionData<typeof action>());
  return (
    <div>
      <h1 className="mb-4 text-xl font-semibold">{t("tag.edit")}</h1>
      <TagForm
        mode="edit"
        tagId={tag.id}
        defaults={{ display_name: tag.displayName, slug_name: tag.slugName, original_text: tag.originalText }}
        namesLocked={!staff}
        lastResult={lastResult}
        formErrors={formErrors}
      />
    </div>
  );
}
