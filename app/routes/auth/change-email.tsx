// For a member who has not activated: correct the email and get the activation link there.
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Form } from "~/components/navigation";
import { useTranslation } from "~/components/translation";
import type * as v from "valibot";
import { Card, FieldErrors, Notice, SubmitButton } from "~/components/form";
import { splitFormResult } from "~/lib/form-result";
import { TextField } from "~/components/form-fields";
import { pageTitle } from "~/lib/meta";
import { paths } from "~/lib/paths";
import { MailStatus } from "~/lib/status";
import { EmailOnlySchema } from "~/schemas/account";
import { handleForm } from "~/server/remix.server";
import { changeInactiveEmail } from "~/server/services/email-change.server";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "change_email", "noindex");

export function loader({ request, context }: LoaderFunctionArgs) {
  const user = context.app.user;
  if (!user) throw redirect(paths.login(new URL(request.url).pathname));
  if (user.mailStatus === MailStatus.activated) throw redirect(paths.settings("account"));
  return { email: user.email };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return handleForm(request, EmailOnlySchema, async (input) => {
    await changeInactiveEmail(context.app, input.e_mail);
    return { notice: "change_email.sent" };
  });
}

export default function ChangeEmail() {
  const { t } = useTranslation();
  const { email } = useLoaderData<typeof loader>();
  const { notice, lastResult } = splitFormResult(useActionData<typeof action>());
  const [form, fields] = useForm<v.InferInput<typeof EmailOnlySchema>>({
    lastResult,
    defaultValue: { e_mail: email },
    onValidate: ({ formData }) => parseWithValibot(formData, { schema: EmailOnlySchema }),
    shouldValidate: "onBlur",
    // once a field shows an error, it clears as the member types (before the click that would move the button)
    shouldRevalidate: "onInput",
  });
  return (
    <Card title={t("change_email.title")}>
      {notice ? <Notice tone="success">{t(notice)}</Notice> : null}
      <Form method="post" {...getFormProps(form)}>
        <FieldErrors errors={form.errors} />
        <TextField meta={fields.e_mail} label={t("change_email.label")} type="email" autoComplete="email" />
        <SubmitButton>{t("change_email.submit")}</SubmitButton>
      </Form>
    </Card>
  );
}
