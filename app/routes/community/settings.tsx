// /zone/profile/community-settings: the community name and bio chosen when opening the community.
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Form } from "~/components/navigation";
import { useTranslation } from "~/components/translation";
import type * as v from "valibot";
import { Card, FieldErrors, Notice, SubmitButton } from "~/components/form";
import { splitFormResult } from "~/lib/form-result";
import { TextAreaField, TextField } from "~/components/form-fields";
import { pageTitle } from "~/lib/meta";
import { paths } from "~/lib/paths";
import { CommunityOptInSchema } from "~/schemas/account";
import { guardPage, handleForm } from "~/server/remix.server";
import { openCommunity } from "~/server/services/community.server";
import { requireActiveUser } from "~/server/services/guards.server";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "community_settings", "noindex");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await guardPage(request, () => requireActiveUser(context.app));
  if (!user.communityOpenedAt) throw redirect(paths.communityOpen());
  return { username: user.displayName, bio: user.bio };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return handleForm(request, CommunityOptInSchema, async (input) => {
    await openCommunity(context.app, input);
    return { notice: "common.updated" };
  });
}

export default function CommunitySettings() {
  const { t } = useTranslation();
  const defaults = useLoaderData<typeof loader>();
  const { notice, lastResult } = splitFormResult(useActionData<typeof action>());
  const [form, fields] = useForm<v.InferInput<typeof CommunityOptInSchema>>({
    lastResult,
    defaultValue: defaults,
    onValidate: ({ formData }) => parseWithValibot(formData, { schema: CommunityOptInSchema }),
    shouldValidate: "onBlur",
    // once a field shows an error, it clears as the member types (before the click that would move the button)
    shouldRevalidate: "onInput",
  });
  return (
    <Card title={t("community.settings.title")}>
      {notice ? <Notice tone="success">{t(notice)}</Notice> : null}
      <Form method="post" {...getFormProps(form)}>
        <FieldErrors errors={form.errors} />
        <TextField meta={fields.username} label={t("community.name.label")} help={t("community.name.help")} />
        <TextAreaField meta={fields.bio} label={t("community.bio.label")} />
        <SubmitButton>{t("common.save")}</SubmitButton>
      </Form>
    </Card>
  );
}
