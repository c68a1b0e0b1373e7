// /tags/create (SPEC §2): staff, or members with the tag.add privilege, create a tag; then its landing page.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { useActionData } from "@remix-run/react";
import { useTranslation } from "~/components/translation";
import { withMessageParts } from "~/client-messages";
import { splitFormResult } from "~/lib/form-result";
import { TagForm } from "~/components/tag-form";
import type { MessagesHandle } from "~/lib/message-parts";
import { pageTitle } from "~/lib/meta";
import { paths } from "~/lib/paths";
import { TagCreateFormSchema } from "~/schemas/tag";
import { guardPage, handleForm } from "~/server/remix.server";
import { requirePrivilege } from "~/server/services/permissions.server";
import { createTag } from "~/server/services/tag-edits.server";

export const handle: MessagesHandle = { messages: ["posting"] };

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "tag_create", "noindex");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await guardPage(request, () => requirePrivilege(context.app, "tag.add"));
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  return handleForm(request, TagCreateFormSchema, async (input) => {
    const tag = await createTag(context.app, {
      displayName: input.display_name,
      slugName: input.slug_name,
      originalText: input.original_text,
    });
    return redirect(paths.tag(tag.slugName));
  });
}

export default withMessageParts(["posting"], CreateTag);

function CreateTag() {
  const { t } = useTranslation();
  const { lastResult, formErrors } = splitFormResult(useActionData<typeof action>());
  return (
    <div>
      <h1 className="mb-4 text-xl font-semibold">{t("tag.create")}</h1>
      <TagForm mode="create" namesLocked={false} lastResult={lastResult} formErrors={formErrors} />
    </div>
  );
}
