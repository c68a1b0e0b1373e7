// Forgot password: the same answer whether or not the email is registered (SECURITY.md §5).
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData } from "@remix-run/react";
import { Form, Link } from "~/components/navigation";
import { useTranslation } from "~/components/translation";
import type * as v from "valibot";
import { Card, FieldErrors, Notice, SubmitButton } from "~/components/form";
import { splitFormResult } from "~/lib/form-result";
import { TextField } from "~/components/form-fields";
import { pageTitle } from "~/lib/meta";
import { paths } from "~/lib/paths";
import { EmailOnlySchema } from "~/schemas/account";
import { handleForm } from "~/server/remix.server";
import { requestPasswordReset } from "~/server/services/passwords.server";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "recovery");

export async function action({ request, context }: ActionFunctionArgs) {
  return handleForm(request, EmailOnlySchema, async (input) => {
    await requestPasswordReset(context.app, input.e_mail);
    return { notice: "recovery.sent" };
  });
}

export default function AccountRecovery() {
  const { t } = useTranslation();
  const { notice, lastResult } = splitFormResult(useActionData<typeof action>());
  const [form, fields] = useForm<v.InferInput<typeof EmailOnlySchema>>({
    lastResult,
    onValidate: ({ formData }) => parseWithValibot(formData, { schema: EmailOnlySchema }),
    shouldValidate: "onBlur",
    // once a field shows an error, it clears as the member types (before the click that would move the button)
    shouldRevalidate: "onInput",
  });
  return (
    <Card title={t("recovery.title")}>
      {notice ? (
        <Notice tone="success">{t(notice)}</Notice>
      ) : (
        <Form method="post" {...getFormProps(form)}>
          <p className="mb-4 text-sm text-muted">{t("recovery.body")}</p>
          <FieldErrors errors={form.errors} />
          <TextField meta={fields.e_mail} label={t("login.email.label")} type="email" autoComplete="email" autoFocus />
          <SubmitButton>{t("recovery.submit")}</SubmitButton>
        </Form>
      )}
      <p className="mt-6 text-sm">
        <Link to={paths.login()}>{t("recovery.back_to_login")}</Link>
      </p>
    </Card>
  );
}
